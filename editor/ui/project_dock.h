#pragma once
// The Project dock: levels, tile definitions and the files of the asset folders.
#include <QDockWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace sw::editor {

class Document;

class ProjectDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit ProjectDock(Document* document, QWidget* parent = nullptr);
  QTreeWidget* tree() const { return tree_; }
  void rebuild();

 private:
  void addFolder(QTreeWidgetItem* parent, const QString& path);
  Document* document_;
  QTreeWidget* tree_;
};

}  // namespace sw::editor
