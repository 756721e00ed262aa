#pragma once
// The Project dock: the project's assets (levels, tile definitions, enemy types, weapons,
// platformer characters and monster types, tilesets, graphs) and the files of its asset
// folders. Every item has a context menu with what applies to it: a group creates ("New
// Level" ...), an asset switches to / edits, duplicates, renames and deletes
// (asset_actions.h, one undo step each), a mesh file makes a tile definition, an image file a
// tileset. Double-click switches to a level or edits an asset. Files drag out (as file URLs):
// a mesh dropped on the Chain dock's palette becomes a tile definition.
//
// Object names for tests: the dock "projectDock", the tree "projectTree"; menu actions
// "newAssetAction", "newCharacterAction", "newMonsterAction", "openAssetAction",
// "newTileDefFromMeshAction", "newTilesetFromImageAction", "importMeshAction",
// "refreshProjectAction" and those of asset_actions.h.
#include <QDockWidget>
#include <QMultiHash>
#include <optional>

#include "document/commands/asset_uses.h"

class QMenu;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace sw::editor {

class Document;
class MeshThumbnails;

class ProjectDock : public QDockWidget {
  Q_OBJECT
 public:
  enum ItemRole { LevelIndexRole = 0x0101, AssetTypeRole, AssetNameRole, GroupRole, FilePathRole };

  explicit ProjectDock(Document* document, QWidget* parent = nullptr);
  QTreeWidget* tree() const { return tree_; }
  void rebuild();
  // While the start page shows, the document's placeholder project is not the user's: the
  // tree is empty and says no project is open.
  void setProjectOpen(bool open);
  // Rendered mesh thumbnails (mesh files, tile definitions) come in as they finish.
  MeshThumbnails* thumbnails() const { return thumbnails_; }

  // The context menu of `item` (owned by the caller), as a right click shows it.
  QMenu* contextMenuFor(QTreeWidgetItem* item);
  // The item showing an asset, or the group of a type; nullptr when none.
  QTreeWidgetItem* itemFor(const AssetKey& asset) const;
  QTreeWidgetItem* groupItem(AssetType type) const;

 private:
  void scheduleRebuild();
  void addFolder(QTreeWidgetItem* parent, const QString& path);
  // Shows the mesh's thumbnail on the item once it is rendered.
  void showThumbnail(QTreeWidgetItem* item, const QString& absoluteMeshPath);
  QTreeWidgetItem* addGroup(AssetType type, const QString& title, int count);
  QTreeWidgetItem* addAsset(QTreeWidgetItem* group, AssetType type, const QString& name,
                            const QString& text = {});
  void open(const AssetKey& asset);  // switch to / edit
  void create(AssetType type);       // "New ..." of a group
  // The selected weapons, characters or monster types become the grid's (only when nothing
  // else is picked).
  void pickInProperties();
  QMenu* newWeaponMenu(QMenu* parent);  // "New Weapon" > one entry per kind
  void showMenu(const QPoint& at);

  Document* document_;
  QTreeWidget* tree_;
  MeshThumbnails* thumbnails_;
  QTimer* rebuildTimer_;
  QMultiHash<QString, QTreeWidgetItem*> thumbnailItems_;  // by absolute mesh path; reset by rebuild()
  bool projectOpen_ = true;  // false while the start page shows (setProjectOpen)
};

}  // namespace sw::editor
