#pragma once
// A static grid of one tile definition's wall edges, for the enemy bullet swarm: a bullet
// (a circle) touches the walls when its centre lies inside a wall polygon or within its
// radius of an edge, the same answer CollisionWorld's extruded prisms give
// (tests/runtime/sim/wall_grid_test.cpp compares both on known geometry), for a fraction
// of the cost: one cell lookup, and for most cells nothing more.
//
// Built once per tile definition at level start (it allocates then, never in a query).
// Each cell of the tile's bounding box (grown by `reach`) lists the edges that come
// within `reach` of it and the polygons whose edges cross it; a cell wholly inside a
// polygon is marked solid. A bullet with a radius above `reach` falls back to testing
// every edge (correct, only slower).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/math.h"
#include "core/value.h"

namespace sw {

class WallGrid {
 public:
  WallGrid() = default;
  // `reach`: the largest bullet radius the grid answers from its cells alone.
  WallGrid(const std::vector<Polygon>& polygons, double reach);

  bool empty() const { return edges_.empty(); }
  // Does a circle at `p` (tile-local coordinates) with this radius touch a wall? Touching
  // counts (distance <= radius + 1e-7, as CollisionWorld). NaN never touches.
  // Inline: nearly every bullet is far from every wall, answered by the box or an empty cell.
  bool touches(Vec2 p, double radius) const {
    // Written so NaN lands in "outside".
    if (!(p.x >= min_.x && p.x < max_.x && p.y >= min_.y && p.y < max_.y) || radius > reach_)
      return touchesSlow(p, radius, -1);
    int column = int((p.x - min_.x) * inverseCell_), row = int((p.y - min_.y) * inverseCell_);
    column = column < columns_ ? column : columns_ - 1;
    row = row < rows_ ? row : rows_ - 1;
    const std::size_t c = std::size_t(row) * std::size_t(columns_) + std::size_t(column);
    const std::uint8_t state = state_[c];
    if (state == kEmpty) return false;
    if (state == kSolid) return true;
    return touchesSlow(p, radius, std::ptrdiff_t(c));
  }

 private:
  enum : std::uint8_t { kEmpty = 0, kSolid = 1, kMixed = 2 };
  // A cell with edges or polygons to test (cell >= 0), or outside the grid / a radius
  // beyond its reach (cell < 0): every edge.
  bool touchesSlow(Vec2 p, double radius, std::ptrdiff_t cell) const;
  struct Edge {
    Vec2 a, b;
  };
  bool insidePolygon(std::size_t polygon, Vec2 p) const;
  bool nearEdge(const Edge& e, Vec2 p, double radius) const;
  bool bruteForce(Vec2 p, double radius) const;

  std::vector<Edge> edges_;
  std::vector<std::uint32_t> polygonStart_;  // edges of polygon k: [polygonStart_[k], polygonStart_[k+1])
  double reach_ = 0;
  Vec2 min_, max_;  // the grid's area (bounding box grown by reach)
  double cell_ = 1, inverseCell_ = 1;
  int columns_ = 0, rows_ = 0;
  std::vector<std::uint8_t> state_;           // per cell: kEmpty, kSolid, kMixed
  std::vector<std::uint32_t> edgeStart_;      // per cell + 1: into cellEdges_
  std::vector<std::uint32_t> cellEdges_;
  std::vector<std::uint32_t> polygonStartOfCell_;  // per cell + 1: into cellPolygons_
  std::vector<std::uint32_t> cellPolygons_;
};

}  // namespace sw
