#include "model/tiles/tile_placement.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {
constexpr double kEps = 1e-9;

bool touches(const TileRect& a, const TileRect& b) {
  const Vec2 am = a.max(), bm = b.max();
  const bool ySpan = a.min.y < bm.y - kEps && b.min.y < am.y - kEps;
  const bool xSpan = a.min.x < bm.x - kEps && b.min.x < am.x - kEps;
  const bool xEdge = std::abs(am.x - b.min.x) < kEps || std::abs(a.min.x - bm.x) < kEps;
  const bool yEdge = std::abs(am.y - b.min.y) < kEps || std::abs(a.min.y - bm.y) < kEps;
  return (xEdge && ySpan) || (yEdge && xSpan);
}

TileRect moved(const TileRect& r, Vec2 d) { return {{r.min.x + d.x, r.min.y + d.y}, r.size}; }

// Offsets along one axis that put a dropped edge on a neighbour's edge (both sides,
// and aligned), plus 0.
void edgeOffsets(double gMin, double gMax, double eMin, double eMax, double reach, std::vector<double>& out) {
  for (double d : {eMax - gMin, eMin - gMax, eMin - gMin, eMax - gMax})
    if (std::abs(d) <= reach) out.push_back(d);
}

void sortUnique(std::vector<double>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end(), [](double a, double b) { return std::abs(a - b) < kEps; }), v.end());
}
}  // namespace

bool overlaps(const TileRect& a, const TileRect& b) {
  const Vec2 am = a.max(), bm = b.max();
  return a.min.x < bm.x - kEps && b.min.x < am.x - kEps && a.min.y < bm.y - kEps && b.min.y < am.y - kEps;
}

Placement placeGroup(const std::vector<TileRect>& placed, const std::vector<TileRect>& dropped, double snapRadius) {
  if (dropped.empty()) return {};
  TileRect bounds = dropped.front();
  Vec2 hi = bounds.max();
  for (const auto& g : dropped) {
    bounds.min = {std::min(bounds.min.x, g.min.x), std::min(bounds.min.y, g.min.y)};
    hi = {std::max(hi.x, g.max().x), std::max(hi.y, g.max().y)};
  }
  bounds.size = {hi.x - bounds.min.x, hi.y - bounds.min.y};
  const double reach = std::max(0.0, snapRadius) + std::max(bounds.size.x, bounds.size.y);

  // Only neighbours within reach matter; the rest cannot touch or block the result.
  const TileRect area{{bounds.min.x - reach, bounds.min.y - reach},
                      {bounds.size.x + 2 * reach, bounds.size.y + 2 * reach}};
  std::vector<const TileRect*> near;
  for (const auto& e : placed)
    if (overlaps(area, e)) near.push_back(&e);

  auto isFree = [&](Vec2 d) {
    for (const auto& g : dropped) {
      const TileRect m = moved(g, d);
      for (const auto* e : near)
        if (overlaps(m, *e)) return false;
    }
    return true;
  };
  auto isTouching = [&](Vec2 d) {
    for (const auto& g : dropped) {
      const TileRect m = moved(g, d);
      for (const auto* e : near)
        if (touches(m, *e)) return true;
    }
    return false;
  };

  std::vector<double> dxs{0}, dys{0};
  for (const auto& g : dropped)
    for (const auto* e : near) {
      edgeOffsets(g.min.x, g.max().x, e->min.x, e->max().x, reach, dxs);
      edgeOffsets(g.min.y, g.max().y, e->min.y, e->max().y, reach, dys);
    }
  sortUnique(dxs);
  sortUnique(dys);
  std::vector<Vec2> candidates;
  candidates.reserve(dxs.size() * dys.size());
  for (double dx : dxs)
    for (double dy : dys) candidates.push_back({dx, dy});
  // Nearest first; ties broken by the offsets themselves so the answer never depends on
  // the order of `placed`.
  std::sort(candidates.begin(), candidates.end(), [](Vec2 a, Vec2 b) {
    const double da = a.x * a.x + a.y * a.y, db = b.x * b.x + b.y * b.y;
    if (std::abs(da - db) > kEps) return da < db;
    return a.x != b.x ? a.x < b.x : a.y < b.y;
  });

  const bool dropFree = isFree({0, 0});
  for (const Vec2 d : candidates) {
    const double dist = std::sqrt(d.x * d.x + d.y * d.y);
    if (dist > snapRadius + kEps) break;
    if (isTouching(d) && isFree(d)) return {d, true, true};
  }
  if (dropFree) return {{0, 0}, isTouching({0, 0}), true};
  for (const Vec2 d : candidates)
    if (isFree(d)) return {d, isTouching(d), true};
  return {{0, 0}, false, false};
}

}  // namespace sw
