#pragma once
// Reading a rendered frame (grabFramebuffer) at a point given in widget coordinates.
#include <QColor>
#include <QImage>
#include <QPointF>
#include <QWidget>
#include <algorithm>
#include <cmath>

namespace sw::test {

// The framebuffer has device pixels and grabFramebuffer() does not say its ratio (seen
// with QT_SCALE_FACTOR=2 on 6.4), so scale by the image width over the widget width.
// An invalid colour outside the image.
inline QColor pixelAt(const QImage& image, const QWidget& widget, QPointF widgetPoint) {
  const double scale = double(image.width()) / std::max(1, widget.width());
  const QPoint p(int(std::floor(widgetPoint.x() * scale)), int(std::floor(widgetPoint.y() * scale)));
  if (!image.rect().contains(p)) return QColor();
  return image.pixelColor(p);
}

}  // namespace sw::test
