#pragma once
// Where a dropped tile (or a dragged group of tiles) lands in a tile layer: the nearest
// position that overlaps no placed tile, preferring one where an edge of the group lies
// on an edge of a neighbour, so seamless backgrounds of tiles of varied sizes are easy
// to build (DOMAIN.md, "Placing tiles of varied sizes"). A group moves as one: every
// tile gets the same offset, so it keeps its shape. Qt-free; units are the layer's.
//
// For the painting tools: on drop, call placeGroup(others, dropped, radius) with the
// rectangles of the layer's tiles that are not being moved, and add result.offset to
// every dropped tile. radius is the snap distance (e.g. half a tile, or a few pixels
// converted to units at the current zoom).
#include <vector>

#include "core/math.h"

namespace sw {

struct TileRect {
  Vec2 min;   // lower-left corner
  Vec2 size;  // width, height (above 0)
  Vec2 max() const { return {min.x + size.x, min.y + size.y}; }
};

struct Placement {
  Vec2 offset;            // add to every dropped rectangle
  bool touching = false;  // an edge lies on a neighbour's edge
  bool free = true;       // false: no free position was found nearby; offset is 0 and it overlaps
};

// Interiors overlap (shared edges do not count; 1e-9 tolerance).
bool overlaps(const TileRect& a, const TileRect& b);

// Prefers, in order: the nearest free position touching a neighbour within `snapRadius`
// of the drop; the drop itself when free; the nearest free touching position within
// snapRadius + the group's size (pushes an overlapping drop out).
Placement placeGroup(const std::vector<TileRect>& placed, const std::vector<TileRect>& dropped, double snapRadius);
inline Placement placeTile(const std::vector<TileRect>& placed, const TileRect& dropped, double snapRadius) {
  return placeGroup(placed, {dropped}, snapRadius);
}

}  // namespace sw
