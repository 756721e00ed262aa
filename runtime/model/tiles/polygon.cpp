#include "model/tiles/polygon.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {
double cross(Vec2 o, Vec2 a, Vec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

bool onSegment(Vec2 a, Vec2 b, Vec2 p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}

int sign(double v) { return (v > 0) - (v < 0); }
}  // namespace

bool segmentsIntersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  int d1 = sign(cross(c, d, a)), d2 = sign(cross(c, d, b)), d3 = sign(cross(a, b, c)), d4 = sign(cross(a, b, d));
  if (d1 != d2 && d3 != d4 && d1 * d2 <= 0 && d3 * d4 <= 0 && (d1 || d2) && (d3 || d4)) return true;
  if (d1 == 0 && onSegment(c, d, a)) return true;
  if (d2 == 0 && onSegment(c, d, b)) return true;
  if (d3 == 0 && onSegment(a, b, c)) return true;
  if (d4 == 0 && onSegment(a, b, d)) return true;
  return false;
}

double signedArea(const Polygon& polygon) {
  double twice = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Vec2& p = polygon[i];
    const Vec2& q = polygon[(i + 1) % polygon.size()];
    twice += p.x * q.y - q.x * p.y;
  }
  return twice / 2;
}

std::optional<std::string> polygonProblem(const Polygon& polygon) {
  if (polygon.size() < 3) return "a polygon needs at least 3 points";
  for (const auto& p : polygon)
    if (!p.isFinite()) return "a point is not a finite number";
  const std::size_t n = polygon.size();
  // Every pair of edges that do not share a corner must stay apart. O(n^2): wall
  // polygons have tens of points, and this runs on edits, not per tick.
  for (std::size_t i = 0; i < n; ++i) {
    Vec2 a = polygon[i], b = polygon[(i + 1) % n];
    if (a == b) return "two consecutive points are equal (point " + std::to_string(i + 1) + ")";
    for (std::size_t j = i + 1; j < n; ++j) {
      if (j == i + 1 || (i == 0 && j == n - 1)) continue;  // neighbours share a corner
      Vec2 c = polygon[j], d = polygon[(j + 1) % n];
      if (segmentsIntersect(a, b, c, d))
        return "the polygon crosses itself (edge " + std::to_string(i + 1) + " meets edge " + std::to_string(j + 1) + ")";
    }
  }
  if (std::abs(signedArea(polygon)) < 1e-9) return "the polygon has no area";
  return std::nullopt;
}

}  // namespace sw
