#pragma once
// Checks on 2D collision polygons (walls in the play plane). Concave polygons are fine;
// a polygon whose edges cross itself has no clear inside and is refused.
#include <optional>
#include <string>

#include "core/value.h"

namespace sw {

// Why a polygon cannot be a wall (too few points, a NaN, no area, edges crossing), or nothing.
std::optional<std::string> polygonProblem(const Polygon& polygon);

double signedArea(const Polygon& polygon);

// Whether closed segments ab and cd share a point.
bool segmentsIntersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d);

}  // namespace sw
