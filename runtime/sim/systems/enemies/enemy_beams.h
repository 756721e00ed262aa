#pragma once
// Enemy beams as geometry (model/enemies/enemy_weaponry.h): the phases of one beam, its
// sweep, the lagging control point of a curved one, the polyline cut at walls, and whether
// it touches a ship. Plain functions over BeamState: the enemy system calls them for bodies
// and parts alike, and the boss preview can too.
#include "sim/systems/enemies/enemy_parts.h"

namespace sw {

class EnemyWeaponry;
class WallGrid;

// The walls a beam can meet: tile grids with their frame origins (CollisionSystem::wallGrids).
struct BeamWalls {
  const WallGrid* const* grids = nullptr;
  const Vec2* origins = nullptr;
  int count = 0;
};

void startBeam(BeamState& beam, const EnemyWeaponry& w, Vec2 origin, double ownerAngle);
// One tick: the phase clock, the sweep, the control point, the polyline (cut at walls).
void advanceBeam(BeamState& beam, const EnemyWeaponry& w, Vec2 origin, double ownerAngle, const BeamWalls& walls);
// Whether the firing beam's capsules (radius w.beamWidth) touch a circle at `center`.
bool beamTouches(const BeamState& beam, double width, Vec2 center, double radius);

}  // namespace sw
