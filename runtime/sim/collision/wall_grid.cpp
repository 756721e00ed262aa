#include "sim/collision/wall_grid.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {
constexpr double kTouchTolerance = 1e-7;  // as CollisionWorld (collision_probe.cpp)
constexpr int kMaxCellsPerSide = 256;     // a huge tile gets coarser cells, not a huge grid
}  // namespace

WallGrid::WallGrid(const std::vector<Polygon>& polygons, double reach) : reach_(std::max(reach, 0.0)) {
  bool first = true;
  for (const Polygon& polygon : polygons) {
    if (polygon.size() < 3) continue;
    polygonStart_.push_back(std::uint32_t(edges_.size()));
    for (std::size_t i = 0; i < polygon.size(); ++i) {
      const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
      edges_.push_back({a, b});
      for (const Vec2& v : {a, b}) {
        if (first) min_ = max_ = v;
        min_ = {std::min(min_.x, v.x), std::min(min_.y, v.y)};
        max_ = {std::max(max_.x, v.x), std::max(max_.y, v.y)};
        first = false;
      }
    }
  }
  polygonStart_.push_back(std::uint32_t(edges_.size()));
  if (edges_.empty()) return;
  min_ = min_ - Vec2{reach_, reach_};
  max_ = max_ + Vec2{reach_, reach_};
  const Vec2 size = max_ - min_;
  cell_ = std::max({0.5, size.x / kMaxCellsPerSide, size.y / kMaxCellsPerSide});
  inverseCell_ = 1.0 / cell_;
  columns_ = std::max(1, int(std::ceil(size.x * inverseCell_)));
  rows_ = std::max(1, int(std::ceil(size.y * inverseCell_)));
  const std::size_t cells = std::size_t(columns_) * std::size_t(rows_);
  state_.assign(cells, kEmpty);
  edgeStart_.assign(cells + 1, 0);
  polygonStartOfCell_.assign(cells + 1, 0);
  for (int row = 0; row < rows_; ++row) {
    for (int column = 0; column < columns_; ++column) {
      const std::size_t c = std::size_t(row) * std::size_t(columns_) + std::size_t(column);
      const Vec2 lo = min_ + Vec2{column * cell_, row * cell_}, hi = lo + Vec2{cell_, cell_};
      // Conservative tests by bounding boxes: a listed edge may be farther, never a missing one nearer.
      for (std::size_t k = 0; k + 1 < polygonStart_.size(); ++k) {
        bool crosses = false;
        for (std::uint32_t e = polygonStart_[k]; e < polygonStart_[k + 1]; ++e) {
          const Edge& edge = edges_[e];
          const Vec2 elo{std::min(edge.a.x, edge.b.x), std::min(edge.a.y, edge.b.y)};
          const Vec2 ehi{std::max(edge.a.x, edge.b.x), std::max(edge.a.y, edge.b.y)};
          if (ehi.x >= lo.x - reach_ && elo.x <= hi.x + reach_ && ehi.y >= lo.y - reach_ && elo.y <= hi.y + reach_)
            cellEdges_.push_back(e);
          if (ehi.x >= lo.x && elo.x <= hi.x && ehi.y >= lo.y && elo.y <= hi.y) crosses = true;
        }
        // No edge of polygon k in the cell: the cell is wholly inside it or wholly outside.
        if (crosses) cellPolygons_.push_back(std::uint32_t(k));
        else if (insidePolygon(k, (lo + hi) * 0.5)) state_[c] = kSolid;
      }
      edgeStart_[c + 1] = std::uint32_t(cellEdges_.size());
      const bool anything = edgeStart_[c + 1] > edgeStart_[c] || cellPolygons_.size() > polygonStartOfCell_[c];
      if (state_[c] != kSolid && anything) state_[c] = kMixed;
      polygonStartOfCell_[c + 1] = std::uint32_t(cellPolygons_.size());
    }
  }
}

bool WallGrid::insidePolygon(std::size_t polygon, Vec2 p) const {
  // Crossing number (even-odd); wall polygons are simple.
  bool inside = false;
  for (std::uint32_t e = polygonStart_[polygon]; e < polygonStart_[polygon + 1]; ++e) {
    const Vec2 a = edges_[e].a, b = edges_[e].b;
    if ((a.y > p.y) != (b.y > p.y)) {
      const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (p.x < x) inside = !inside;
    }
  }
  return inside;
}

bool WallGrid::nearEdge(const Edge& e, Vec2 p, double radius) const {
  const Vec2 d = e.b - e.a;
  const double length2 = d.x * d.x + d.y * d.y;
  double t = length2 > 0 ? ((p.x - e.a.x) * d.x + (p.y - e.a.y) * d.y) / length2 : 0;
  t = std::clamp(t, 0.0, 1.0);
  const double dx = e.a.x + d.x * t - p.x, dy = e.a.y + d.y * t - p.y;
  const double r = radius + kTouchTolerance;
  return dx * dx + dy * dy <= r * r;
}

bool WallGrid::bruteForce(Vec2 p, double radius) const {
  for (std::size_t k = 0; k + 1 < polygonStart_.size(); ++k)
    if (insidePolygon(k, p)) return true;
  for (const Edge& e : edges_)
    if (nearEdge(e, p, radius)) return true;
  return false;
}

bool WallGrid::touchesSlow(Vec2 p, double radius, std::ptrdiff_t cell) const {
  if (cell < 0) {
    if (radius <= reach_ && !(p.x >= min_.x && p.x < max_.x && p.y >= min_.y && p.y < max_.y)) return false;
    if (!std::isfinite(p.x) || !std::isfinite(p.y) || edges_.empty()) return false;
    return bruteForce(p, radius);
  }
  const std::size_t c = std::size_t(cell);
  for (std::uint32_t i = polygonStartOfCell_[c]; i < polygonStartOfCell_[c + 1]; ++i)
    if (insidePolygon(cellPolygons_[i], p)) return true;
  for (std::uint32_t i = edgeStart_[c]; i < edgeStart_[c + 1]; ++i)
    if (nearEdge(edges_[cellEdges_[i]], p, radius)) return true;
  return false;
}

}  // namespace sw
