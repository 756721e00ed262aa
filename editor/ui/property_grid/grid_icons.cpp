#include "ui/property_grid/grid_icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace sw::editor::grid {

namespace {
QPixmap draw(GridIcon which, const QColor& color, int size) {
  QPixmap pixmap(size, size);
  pixmap.fill(Qt::transparent);
  QPainter p(&pixmap);
  p.setRenderHint(QPainter::Antialiasing);
  p.scale(size / 16.0, size / 16.0);
  QPen pen(color, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
  p.setPen(pen);
  switch (which) {
    case GridIcon::Add:
      p.drawLine(QPointF(8, 3), QPointF(8, 13));
      p.drawLine(QPointF(3, 8), QPointF(13, 8));
      break;
    case GridIcon::Remove:
      p.drawLine(QPointF(3, 8), QPointF(13, 8));
      break;
    case GridIcon::MoveUp:
      p.drawLine(QPointF(8, 13), QPointF(8, 3.5));
      p.drawPolyline(QPolygonF({QPointF(4, 7.5), QPointF(8, 3.5), QPointF(12, 7.5)}));
      break;
    case GridIcon::MoveDown:
      p.drawLine(QPointF(8, 3), QPointF(8, 12.5));
      p.drawPolyline(QPolygonF({QPointF(4, 8.5), QPointF(8, 12.5), QPointF(12, 8.5)}));
      break;
    case GridIcon::Reset: {
      QPainterPath arc;
      arc.arcMoveTo(QRectF(3, 3, 10, 10), 110);
      arc.arcTo(QRectF(3, 3, 10, 10), 110, 290);
      p.drawPath(arc);
      // Arrow head at the start of the arc.
      p.drawPolyline(QPolygonF({QPointF(3.2, 2.6), QPointF(6.4, 3.4), QPointF(5.2, 6.6)}));
      break;
    }
  }
  return pixmap;
}
}  // namespace

QIcon gridIcon(GridIcon which, const QColor& color) {
  QIcon icon;
  for (int size : {16, 32}) icon.addPixmap(draw(which, color, size));
  QColor disabled = color;
  disabled.setAlpha(90);
  for (int size : {16, 32}) icon.addPixmap(draw(which, disabled, size), QIcon::Disabled);
  return icon;
}

}  // namespace sw::editor::grid
