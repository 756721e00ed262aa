#pragma once
// The Log dock: messages and errors, each with the file and place it concerns.
#include <QDockWidget>

class QTreeWidget;

namespace sw::editor {

class MessageLog;
struct LogEntry;

class LogDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit LogDock(MessageLog* log, QWidget* parent = nullptr);
  QTreeWidget* view() const { return view_; }

 private:
  void append(const LogEntry& entry);
  QTreeWidget* view_;
};

}  // namespace sw::editor
