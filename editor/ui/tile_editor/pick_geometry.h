#pragma once
// Distances in viewport pixels for hit tests (pick radii are in pixels): the Tile Editor's,
// the path and nav tools'.
#include <QPointF>
#include <algorithm>
#include <cmath>

namespace sw::editor::tile_pick {

inline double pixelDistance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

// Distance from p to segment ab, and where along it (0..1) the nearest point lies.
inline double segmentDistance(QPointF p, QPointF a, QPointF b, double* along) {
  const QPointF ab = b - a;
  const double lengthSquared = QPointF::dotProduct(ab, ab);
  double t = lengthSquared > 0 ? QPointF::dotProduct(p - a, ab) / lengthSquared : 0.0;
  t = std::clamp(t, 0.0, 1.0);
  if (along) *along = t;
  return pixelDistance(p, a + ab * t);
}

}  // namespace sw::editor::tile_pick
