#include "document/message_log.h"

namespace sw::editor {

void MessageLog::add(LogEntry::Severity severity, const QString& message, const QString& file, const QString& where) {
  LogEntry entry{severity, message, file, where, QDateTime::currentDateTime()};
  entries_.push_back(entry);
  emit added(entry);
}

void MessageLog::addError(const sw::Error& error, LogEntry::Severity severity) {
  add(severity, QString::fromStdString(error.message), QString::fromStdString(error.file),
      QString::fromStdString(error.where));
}

void MessageLog::addErrors(const sw::Errors& errors, LogEntry::Severity severity) {
  for (const auto& e : errors) addError(e, severity);
}

void MessageLog::clear() {
  entries_.clear();
  emit cleared();
}

}  // namespace sw::editor
