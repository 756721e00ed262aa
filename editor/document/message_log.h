#pragma once
// Messages and errors for the Log dock, each with the file and place it concerns.
#include <QDateTime>
#include <QObject>
#include <QString>
#include <QVector>

#include "core/error.h"

namespace sw::editor {

struct LogEntry {
  enum class Severity { Info, Warning, Error };
  Severity severity = Severity::Info;
  QString message;
  QString file;
  QString where;
  QDateTime time;
};

class MessageLog : public QObject {
  Q_OBJECT
 public:
  using QObject::QObject;

  void add(LogEntry::Severity severity, const QString& message, const QString& file = {}, const QString& where = {});
  void info(const QString& message) { add(LogEntry::Severity::Info, message); }
  void addError(const sw::Error& error, LogEntry::Severity severity = LogEntry::Severity::Error);
  void addErrors(const sw::Errors& errors, LogEntry::Severity severity = LogEntry::Severity::Error);
  void clear();

  const QVector<LogEntry>& entries() const { return entries_; }

 signals:
  void added(const sw::editor::LogEntry& entry);
  void cleared();

 private:
  QVector<LogEntry> entries_;
};

}  // namespace sw::editor
