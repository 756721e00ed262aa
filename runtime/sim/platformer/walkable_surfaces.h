#pragma once
// Where a character can stand and walk in a level, for suggesting its pathing graph
// (nav_suggestion.h). The world is asked, as the controller asks it (character_motion.h), in
// columns a small step apart: every top surface a vertical line meets whose slope is walkable
// and where the body fits (nothing solid from its step height to its head) is a place to
// stand; places in neighbouring columns within a step's rise of each other are one surface,
// walkable end to end. Sampling rather than walking the pieces' edges lets painted tiles
// (a floor of forty one-unit squares), slopes and one-way pieces all come out the same way.
#include <vector>

#include "core/math.h"

namespace sw {

class CharacterType;
class Level;
class PlatformWorld;
class Project;

struct WalkableSurface {
  std::vector<Vec2> feet;  // left to right, one column apart
};

// The level's geometry that stays where it is placed: solid and one-way Geometry pieces
// without a path (a moving platform is somewhere else most of the time), the chain's tile
// collision and painted tiles' collision. Doors, barriers and crates are left out: whether
// they are in the way changes while the level runs (a door's node says when: passableWhen).
void buildStillWorld(PlatformWorld& world, const Project& project, const Level& level);

// The surfaces of `world` a body of `type` stands and walks on, found in columns `step`
// apart (left to right, then top down, so the order is the same on every run).
std::vector<WalkableSurface> walkableSurfaces(const PlatformWorld& world, const CharacterType& type,
                                              double step);

}  // namespace sw
