#pragma once
// The jump arc drawn from a selected ledge (DOMAIN.md: a designer sees how far the character
// jumps from here): the project's first character jumping at full speed off both top corners
// of a selected Geometry piece of a free level (the real controller's arc: sim's jumpArc),
// as dotted polylines of its feet with a mark where each lands. Made only when the selection
// or the level changes (level_viewport.cpp keeps the last), not on every frame or zoom.
#include <vector>

#include "core/math.h"

namespace sw {
class Level;
class LevelObject;
class Project;
}  // namespace sw

namespace sw::ui {

class OverlayGeometry;

struct LedgeArc {
  std::vector<sw::Vec2> feet;
  bool landed = false;
};

// The arcs off `object`'s top corners: the highest point among the outline's leftmost ones
// (jumping left) and among its rightmost ones (jumping right). None when `object` is not a
// solid or one-way Geometry piece, the level is not free or the project has no character
// (or its first cannot play).
std::vector<LedgeArc> ledgeJumpArcs(const sw::Project& project, const sw::Level& level,
                                    const sw::LevelObject& object);

// Dotted arcs in the first character's colour, a small mark where each lands.
void buildJumpArcs(OverlayGeometry& lines, const sw::Project& project, const std::vector<LedgeArc>& arcs);

}  // namespace sw::ui
