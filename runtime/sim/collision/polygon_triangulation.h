#pragma once
// Ear clipping of wall polygons into triangles, for the collision world's wall prisms.
#include <array>
#include <vector>

#include "core/math.h"
#include "core/value.h"

namespace sw {

// Ear clipping of a simple polygon (either winding) into counter-clockwise triangles.
// Collinear and repeated points are dropped; O(n^2), run once per tile definition.
std::vector<std::array<Vec2, 3>> triangulatePolygon(const Polygon& polygon);

}  // namespace sw
