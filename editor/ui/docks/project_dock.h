#pragma once
// The Project dock: levels, tile definitions and the files of the asset folders.
#include <QDockWidget>
#include <QMultiHash>

class QTreeWidget;
class QTreeWidgetItem;

namespace sw::editor {

class Document;
class MeshThumbnails;

class ProjectDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit ProjectDock(Document* document, QWidget* parent = nullptr);
  QTreeWidget* tree() const { return tree_; }
  void rebuild();
  // Rendered mesh thumbnails (mesh files, tile definitions) come in as they finish.
  MeshThumbnails* thumbnails() const { return thumbnails_; }

 private:
  void addFolder(QTreeWidgetItem* parent, const QString& path);
  // Shows the mesh's thumbnail on the item once it is rendered.
  void showThumbnail(QTreeWidgetItem* item, const QString& absoluteMeshPath);
  Document* document_;
  QTreeWidget* tree_;
  MeshThumbnails* thumbnails_;
  QMultiHash<QString, QTreeWidgetItem*> thumbnailItems_;  // by absolute mesh path; reset by rebuild()
};

}  // namespace sw::editor
