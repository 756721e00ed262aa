#pragma once
// The Tileset dock: pick the brush for painting tiles and the tiles the property grid
// edits. Above the palette (tile_palette.h): the project's tilesets (one that cannot be
// read is listed disabled, its problem as the tooltip), a name filter, a type filter and
// the zoom; a tool bar with "Show Collision" (each tile's collision drawn over it; on
// when a tileset is shown that has any, and after a preset is applied) and the Collision
// menu (collision_preset_menu.h: presets for the picked tiles).
//
// Object names for tests and tools: the dock "tilesetDock", "tilesetCombo",
// "tileFilter", "tileTypeFilter", "tileZoom" (a slider in percent), "tileZoomLabel",
// "tilesetToolBar", the action "showCollision", the tool button "collisionPresets" (its
// menu "collisionMenu"), the action "showTileAnimation" (shows the animation panel,
// tile_animation_panel.h) and the palette "tilePalette".
#include <QDockWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QToolButton;

namespace sw::editor {

class Document;

namespace tileset {
class TilePalette;
class TileAnimationPanel;
}

class TilesetDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit TilesetDock(Document* document, QWidget* parent = nullptr);

  tileset::TilePalette* palette() const { return palette_; }
  QComboBox* tilesetCombo() const { return tilesets_; }
  QLineEdit* nameFilter() const { return filter_; }
  QComboBox* typeFilter() const { return types_; }
  QSlider* zoomSlider() const { return zoom_; }
  QAction* showCollisionAction() const { return showCollision_; }
  QToolButton* collisionButton() const { return collisionButton_; }
  QAction* showAnimationAction() const { return showAnimation_; }
  tileset::TileAnimationPanel* animationPanel() const { return animationPanel_; }

  // Shows the tileset of this name (if readable).
  void showTileset(const QString& name);

 private:
  void rebuildTilesets();       // the project's tilesets changed
  void onTilesetChosen();
  void rebuildTypes();          // the type ids of the shown tileset
  void onTilesetChanged(const QString& name);

  Document* document_;
  QComboBox* tilesets_;
  QLineEdit* filter_;
  QComboBox* types_;
  QSlider* zoom_;
  QLabel* zoomLabel_;
  QAction* showCollision_;
  QToolButton* collisionButton_;
  QAction* showAnimation_;
  tileset::TileAnimationPanel* animationPanel_;
  // The tileset Show Collision was last defaulted for: switching to another (or another
  // project) sets it by whether that one has collision; edits of the same one keep the
  // user's choice.
  QString collisionDefaultedFor_;
  tileset::TilePalette* palette_;
};

}  // namespace sw::editor
