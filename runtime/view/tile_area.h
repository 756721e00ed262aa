#pragma once
// Where a chain link's art lies in the play plane: the rectangle the level view records for
// every placed tile while it lays out the art, which the editor picks and highlights tiles
// by and marks loop ranges with.
#include "core/math.h"
#include "model/level/level_object.h"
#include "model/tiles/tile_chain.h"

namespace sw::ui {

// An axis-aligned rectangle in the play plane.
struct PlaneRect {
  sw::Vec2 min, max;
  bool isValid() const { return min.isFinite() && max.isFinite() && min.x <= max.x && min.y <= max.y; }
  bool contains(sw::Vec2 p, double margin = 0) const {
    return p.x >= min.x - margin && p.x <= max.x + margin && p.y >= min.y - margin && p.y <= max.y + margin;
  }
  double area() const { return (max.x - min.x) * (max.y - min.y); }
  sw::Vec2 centre() const { return (min + max) * 0.5; }
};

// A chain link's rectangle, by the id of its tile instance.
struct TileArea {
  sw::ObjectId id = 0;
  PlaneRect rect;
};

// The rectangle of a tile: its origin plus the mesh bounds when known (not empty), else
// the span of its camera path (entry, intermediate points, exit) with the screen's height
// around it (18 units by default).
PlaneRect tileRect(const sw::Project& project, const sw::ChainLink& link, const sw::Box3* meshBounds);

}  // namespace sw::ui
