#pragma once
// The Sprite dock's big picture of one frame (a tileset tile used as a sprite frame): the
// tile's pixels, its origin as a cross (where the feet are, model/platformer/sprite_frames.h),
// its hit shape in blue and attack shape in red, and optionally the frame before it faintly
// behind (onion skin), lined up on the origins as the game lines frames up.
//
// Mouse, as one undo step per gesture (sprite_edits.h):
//   - drag the origin cross: moves the origin (any tool);
//   - with the Hit or Attack tool: drag on empty space draws a box, drag a corner point
//     moves it, click a polygon picks it and Delete removes it.
// Points snap to the tile's pixels (sprite shapes are drawn over pixel art).
#include <QPointF>
#include <QWidget>
#include <optional>

#include "core/math.h"
#include "ui/sprite/sprite_edits.h"

namespace sw::editor {
class Document;
}

namespace sw::editor::sprite {

class SpriteFrameView : public QWidget {
  Q_OBJECT
 public:
  enum class Tool { Origin, Hit, Attack };

  explicit SpriteFrameView(Document* document, QWidget* parent = nullptr);

  // The frame shown: a tile of a tileset (by name); `onionTile` is drawn faintly behind
  // when onion skin is on (empty: none).
  void setFrame(const QString& tileset, const QString& tile, const QString& onionTile = {});
  QString tilesetName() const { return tileset_; }
  QString tileName() const { return tile_; }
  void setTool(Tool tool);
  Tool tool() const { return tool_; }
  void setOnionSkin(bool on);
  bool onionSkin() const { return onion_; }
  // The picked polygon of the tool's shape (-1: none).
  int pickedPolygon() const { return picked_; }
  // Removes the picked polygon (Delete).
  bool deletePicked();

  // Where a point of the tile's units is drawn (widget coordinates) and back, for tests.
  QPointF toWidget(sw::Vec2 local) const;
  sw::Vec2 toLocal(QPointF widgetPoint) const;
  // The origin cross's centre in widget coordinates (none when no frame is shown).
  std::optional<QPointF> originPoint() const;

  QSize sizeHint() const override { return {320, 320}; }
  QSize minimumSizeHint() const override { return {80, 80}; }

 signals:
  void statusMessage(const QString& text);

 protected:
  bool event(QEvent* event) override;
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  const sw::TilesetTile* tile() const;
  int tilesetIndex() const;
  std::optional<std::size_t> tileIndex() const;
  std::optional<FrameShape> toolShape() const;
  const std::vector<sw::Polygon>* shapes() const;  // the tool's shape of the frame
  double scale() const;                            // widget pixels per unit
  sw::Vec2 snap(sw::Vec2 local) const;             // to the tile's pixels
  void drawFrame(QPainter& painter, const sw::TilesetTile& tile, QPointF originAt, double alpha) const;

  enum class Drag { None, Origin, Point, Box };
  Document* document_;
  QString tileset_, tile_, onionTile_;
  Tool tool_ = Tool::Origin;
  bool onion_ = false;
  int picked_ = -1;
  Drag drag_ = Drag::None;
  int dragSerial_ = 0;
  int dragPolygon_ = -1, dragPoint_ = -1;
  sw::Vec2 boxStart_, boxEnd_;
};

}  // namespace sw::editor::sprite
