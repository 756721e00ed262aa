#pragma once
// While the start page shows, no project is open, yet the docks around it hold the empty
// placeholder document the window keeps: the Outliner said "This level is empty" and the
// Chain dock offered to add tiles to a project nobody opened (#45). A cover over such a
// dock's content says "No project open" instead, and takes the clicks meant for what is
// under it. The Properties grid and the Project dock say so themselves.
#include <QLabel>

class QDockWidget;
class QMainWindow;

namespace sw::editor {

class NoProjectCover : public QLabel {
  Q_OBJECT
 public:
  // Covers `dock`'s content (hidden until setProjectOpen(false)).
  static NoProjectCover* install(QDockWidget* dock);
  // Shows or hides the covers of every dock of the window.
  static void setProjectOpen(QMainWindow* window, bool open);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  explicit NoProjectCover(QDockWidget* dock);
  void follow();
  QDockWidget* dock_;
};

}  // namespace sw::editor
