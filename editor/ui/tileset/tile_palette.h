#pragma once
// The Tileset dock's palette: the tiles of one tileset drawn from their images (a
// placeholder with the tile's name where an image is missing), zoomable (Ctrl+wheel or
// setZoom), filtered by name and type (tile_palette_layout.h says how tiles are laid
// out). Mouse:
//   - click: the tile becomes the brush (one cell) and the tile shown in the grid;
//   - drag a rectangle (image layout only): the tiles inside it (grown to take in the
//     tiles under its corners whole) become a block brush and are shown in the grid
//     together;
//   - Ctrl+click: adds or removes a tile from the tiles shown in the grid;
//   - right-click: the Collision menu (collision_preset_menu.h) for the picked tiles (a
//     tile not among them is picked first).
// The brush is outlined in orange, the grid's tiles in dashed blue; with showCollision,
// each tile's collision is drawn over it in magenta (tile_collision_overlay.h).
#include <QAbstractScrollArea>
#include <QPainterPath>
#include <QPoint>
#include <QRect>
#include <optional>

#include "ui/tileset/tile_palette_layout.h"

namespace sw::editor {
class Document;
class TilesetStore;
}  // namespace sw::editor

namespace sw::editor::tileset {

class TilePalette : public QAbstractScrollArea {
  Q_OBJECT
 public:
  explicit TilePalette(Document* document, QWidget* parent = nullptr);

  static constexpr double kMinZoom = 0.25, kMaxZoom = 4.0;

  void setTileset(const QString& name);  // Tileset::name; empty: nothing shown
  QString tilesetName() const { return tileset_; }
  void setNameFilter(const QString& text);
  void setTypeFilter(std::optional<std::int64_t> typeId);
  void setZoom(double zoom);  // clamped to kMinZoom..kMaxZoom
  double zoom() const { return zoom_; }

  const PaletteLayout& paletteLayout() const { return layout_; }
  // Names of the shown tiles in drawing order.
  QStringList shownTiles() const;
  // Where a shown tile is drawn, in viewport coordinates (empty when not shown).
  QRect tileRect(const QString& tileName) const;

  // Lays the tiles out again (the tileset changed).
  void relayout();

  void setShowCollision(bool show);
  bool showCollision() const { return showCollision_; }
  // Where a shown tile's collision is drawn, in viewport coordinates; empty when it has
  // none, is not shown, or collision is hidden.
  QPainterPath collisionShape(const QString& tileName) const;

 signals:
  void zoomChanged(double zoom);
  // A preset from the right-click menu changed the picked tiles' collision.
  void collisionPresetApplied();

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  bool viewportEvent(QEvent* event) override;  // tooltips
  void contextMenuEvent(QContextMenuEvent* event) override;

 private:
  const sw::Tileset* tileset() const;
  QPoint contentOffset() const;                 // scroll position in content pixels
  QRect toViewport(const QRect& layoutRect) const;
  QRect pictureRect(std::size_t shown) const;   // where layout_.tiles[shown]'s picture is drawn (viewport)
  QPoint toLayout(const QPoint& viewportPoint) const;
  int tileAt(const QPoint& viewportPoint) const;  // index into Tileset::tiles, -1: none
  void updateScrollBars();
  void pick(int tile);
  void toggle(int tile);
  void pickBlock(const QRect& layoutArea);

  Document* document_;
  TilesetStore* store_;
  QString tileset_;
  QString nameFilter_;
  std::optional<std::int64_t> typeFilter_;
  double zoom_ = 1.0;
  bool showCollision_ = false;
  PaletteLayout layout_;
  // A press on the viewport, and the rubber band once it moved far enough.
  std::optional<QPoint> pressAt_;  // layout pixels
  std::optional<QRect> band_;      // layout pixels
};

}  // namespace sw::editor::tileset
