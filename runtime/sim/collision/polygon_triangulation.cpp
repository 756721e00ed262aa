// Ear clipping: a wall polygon becomes the triangles CollisionWorld extrudes into prisms.
#include "sim/collision/polygon_triangulation.h"

#include <algorithm>
#include <cstddef>

namespace sw {

namespace {

double cross(Vec2 o, Vec2 a, Vec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// Inside or on the edge of the counter-clockwise triangle abc.
bool inTriangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
  return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

}  // namespace

std::vector<std::array<Vec2, 3>> triangulatePolygon(const Polygon& polygon) {
  std::vector<Vec2> ring;
  for (Vec2 p : polygon)
    if (ring.empty() || !(p == ring.back())) ring.push_back(p);
  while (ring.size() > 1 && ring.front() == ring.back()) ring.pop_back();
  std::vector<std::array<Vec2, 3>> triangles;
  if (ring.size() < 3) return triangles;
  double area = 0;
  for (std::size_t i = 0; i < ring.size(); ++i) {
    const Vec2 a = ring[i], b = ring[(i + 1) % ring.size()];
    area += a.x * b.y - b.x * a.y;
  }
  if (area < 0) std::reverse(ring.begin(), ring.end());

  while (ring.size() >= 3) {
    const std::size_t n = ring.size();
    bool clipped = false;
    for (std::size_t i = 0; i < n && !clipped; ++i) {
      const Vec2 prev = ring[(i + n - 1) % n], cur = ring[i], next = ring[(i + 1) % n];
      const double turn = cross(prev, cur, next);
      if (turn == 0) {  // a straight or folded-back point adds no area
        ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(i));
        clipped = true;
        break;
      }
      if (turn < 0) continue;  // reflex
      bool ear = true;
      for (std::size_t j = 0; j < n && ear; ++j) {
        if (j == i || j == (i + 1) % n || j == (i + n - 1) % n) continue;
        if (ring[j] == prev || ring[j] == cur || ring[j] == next) continue;
        if (inTriangle(ring[j], prev, cur, next)) ear = false;
      }
      if (!ear) continue;
      triangles.push_back({prev, cur, next});
      ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(i));
      clipped = true;
    }
    if (!clipped) {
      // Only rounding on a nearly degenerate polygon gets here: take the most convex
      // corner so the loop ends and the area stays covered.
      std::size_t best = 0;
      double bestTurn = -1e300;
      for (std::size_t i = 0; i < n; ++i) {
        const double turn = cross(ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]);
        if (turn > bestTurn) bestTurn = turn, best = i;
      }
      if (bestTurn > 0) triangles.push_back({ring[(best + n - 1) % n], ring[best], ring[(best + 1) % n]});
      ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(best));
    }
  }
  return triangles;
}

}  // namespace sw
