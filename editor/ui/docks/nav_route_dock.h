#pragma once
// The Route dock: what Tools > Find Route found (nav_edit_tool.h). A summary line, the
// route's steps (node, the action that leaves it, its cost), the doors of the level (nav
// nodes with a passableWhen) with an "assume open" check each, and a legend of the arrows the
// viewport draws per action. Clicking a step selects its node.
#include <QDockWidget>

class QLabel;
class QListWidget;
class QTreeWidget;

namespace sw::editor {

class Document;
class NavEditTool;

class NavRouteDock : public QDockWidget {
  Q_OBJECT
 public:
  NavRouteDock(Document* document, NavEditTool* tool, QWidget* parent = nullptr);  // objectName "navRouteDock"

  QLabel* summary() const { return summary_; }
  QTreeWidget* steps() const { return steps_; }
  QListWidget* doors() const { return doors_; }

 private:
  void rebuild();
  void doorToggled();

  Document* document_;
  NavEditTool* tool_;
  QLabel* summary_;
  QTreeWidget* steps_;
  QListWidget* doors_;
  bool filling_ = false;
};

}  // namespace sw::editor
