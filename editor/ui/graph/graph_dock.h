#pragma once
// The Graph dock: the project's graphs (files under graphs/), "New Graph...", and the
// node-graph editor for the one picked (GraphStore::currentFile). Object names:
// "graphDock", "graphList", "newGraphButton", "addCommentButton", "frameAllButton",
// "graphStatus" (problems and gesture feedback), the view "graphView".
#include <QDockWidget>

class QLabel;
class QListWidget;
class QToolButton;

namespace sw::editor {

class Document;
class GraphScene;
class GraphView;

class GraphDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit GraphDock(Document* document, QWidget* parent = nullptr);

  GraphScene* scene() const { return scene_; }
  GraphView* view() const { return view_; }
  QListWidget* list() const { return list_; }

  // Asks for a name and creates a texture graph.
  void newGraph();

 private:
  void rebuildList();
  void showCurrent();
  void showStatus(const QString& text);

  Document* document_;
  QListWidget* list_;
  GraphScene* scene_;
  GraphView* view_;
  QLabel* status_;
  QString gestureMessage_;
};

}  // namespace sw::editor
