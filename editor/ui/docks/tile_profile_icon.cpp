#include "ui/docks/tile_profile_icon.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "model/tiles/tile_chain.h"

namespace sw::editor {

QImage tileProfileImage(const sw::TileDef* def, QSize size) {
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(QColor(38, 40, 45));
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);

  // Frame the tile's camera span with the 18-unit screen height around it, plus walls.
  sw::Vec2 entry = sw::entryOf(def), exit = sw::exitOf(def);
  double minX = std::min(entry.x, exit.x), maxX = std::max(entry.x, exit.x);
  double minY = std::min(entry.y, exit.y) - 9.5, maxY = std::max(entry.y, exit.y) + 9.5;
  if (def)
    for (const auto& polygon : def->collision)
      for (const auto& p : polygon)
        if (std::isfinite(p.x) && std::isfinite(p.y)) {
          minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
          minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
        }
  const double margin = 3;
  double scale = std::min((size.width() - 2 * margin) / std::max(maxX - minX, 1e-3),
                          (size.height() - 2 * margin) / std::max(maxY - minY, 1e-3));
  double offsetX = (size.width() - (maxX - minX) * scale) / 2, offsetY = (size.height() - (maxY - minY) * scale) / 2;
  auto map = [&](sw::Vec2 p) { return QPointF(offsetX + (p.x - minX) * scale, size.height() - offsetY - (p.y - minY) * scale); };

  if (!def) {
    painter.setPen(QPen(QColor(230, 60, 200), 2));
    painter.drawLine(QPointF(4, 4), QPointF(size.width() - 4, size.height() - 4));
    painter.drawLine(QPointF(size.width() - 4, 4), QPointF(4, size.height() - 4));
    return image;
  }
  painter.setPen(QPen(QColor(232, 150, 70), 1));
  painter.setBrush(QColor(150, 120, 100));
  for (const auto& polygon : def->collision) {
    QPolygonF shape;
    for (const auto& p : polygon) shape << map(p);
    painter.drawPolygon(shape);
  }
  QPolygonF path;
  path << map(entry);
  for (const auto& p : def->cameraPoints) path << map(p);
  path << map(exit);
  painter.setPen(QPen(QColor(90, 180, 255), 1.5));
  painter.setBrush(Qt::NoBrush);
  painter.drawPolyline(path);
  painter.setBrush(QColor(90, 180, 255));
  painter.drawEllipse(map(entry), 2, 2);
  painter.drawEllipse(map(exit), 2, 2);
  return image;
}

}  // namespace sw::editor
