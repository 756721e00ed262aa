#pragma once
// The Log dock: messages and errors, each with the file and place it concerns. Long
// messages wrap (the Message column takes the width the others leave); a double-click or
// Enter on one asks for what it names to be shown (placeActivated, handled by the window).
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

 signals:
  void placeActivated(const QString& file, const QString& where);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  static constexpr int kNarrowWidth = 560;  // below it, File and Place are left to the tool tip
  void append(const LogEntry& entry);
  QTreeWidget* view_;
};

}  // namespace sw::editor
