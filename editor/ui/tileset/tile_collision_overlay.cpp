#include "ui/tileset/tile_collision_overlay.h"

#include <QPainter>
#include <QPolygonF>

namespace sw::editor::tileset {

QPainterPath collisionPath(const sw::TilesetTile& tile, const QRectF& picture) {
  QPainterPath path;
  if (tile.collision.empty() || !(tile.size.x > 0) || !(tile.size.y > 0)) return path;
  // Winding fill: overlapping polygons of one tile read as one solid, not as holes.
  path.setFillRule(Qt::WindingFill);
  const double sx = picture.width() / tile.size.x, sy = picture.height() / tile.size.y;
  for (const sw::Polygon& polygon : tile.collision) {
    if (polygon.size() < 3) continue;  // nothing to fill; Check Project names it
    QPolygonF outline;
    for (const sw::Vec2& p : polygon)
      outline << QPointF(picture.left() + p.x * sx, picture.bottom() - p.y * sy);
    outline << outline.front();
    path.addPolygon(outline);
  }
  return path;
}

void drawCollision(QPainter& painter, const QPainterPath& path) {
  if (path.isEmpty()) return;
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, true);
  painter.setBrush(QColor(255, 0, 200, 60));  // light enough that the art still reads (90 hid grass)
  // Cosmetic: the outline stays 1.5 px at any zoom.
  QPen outline(QColor(230, 0, 180), 1.5);
  outline.setCosmetic(true);
  outline.setJoinStyle(Qt::RoundJoin);  // a mitred slope tip spikes past the tile
  painter.setPen(outline);
  painter.drawPath(path);
  painter.restore();
}

}  // namespace sw::editor::tileset
