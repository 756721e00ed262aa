#pragma once
// Formations: the ships of one Spawn fly side by side across the path and/or one after
// another (DOMAIN.md, "Enemies, spawns and formations"). Pure functions of the tick, used
// by the editor's ghost ships and by the simulation alike.
//
// Ship i of N (i from 0):
//   lateral offset = (i - (N - 1) / 2) * spacing, perpendicular to the path's direction
//                    of travel, positive to the LEFT of it (the travel direction turned
//                    90 degrees anticlockwise); so N = 1 flies on the path, N = 3 at
//                    -spacing, 0, +spacing;
//   delay          = i * delayTicks: ship i starts moving that many ticks after ship 0.
// Without a path the ships stand at the spawn's position, spread across the direction
// (-1, 0) (enemies of a side-scroller come in from the right), i.e. along y; their enemy
// type's movement moves them from there.
//
// Mirror: the whole formation (path, offsets and direction) is reflected across the
// horizontal line y = axisY. The axis is passed by the caller, not stored: the sim
// passes the camera's y at the moment the spawn fires (so a mirrored wave enters on the
// other half of the screen wherever the camera is); the editor passes the camera's y at
// the spawn's preview tick.
#include <cstdint>
#include <functional>
#include <vector>

#include "model/paths/path_curve.h"
#include "model/paths/path_motion.h"
#include "model/level/spawn.h"

namespace sw {

struct FormationSlot {
  double lateral = 0;           // units across the path, positive to the left of travel
  std::int64_t delayTicks = 0;  // ticks after the first ship
};

// Slot of ship `index` in a formation of `count` ships (count < 1 counts as 1).
FormationSlot formationSlot(std::int64_t index, std::int64_t count, double spacing, std::int64_t delayTicks);
FormationSlot formationSlot(const Spawn& spawn, std::int64_t index);

struct ShipPose {
  Vec2 position;            // in the coordinates of the curve (absolute when built with the origin)
  Vec2 direction{-1, 0};    // unit direction of travel (mirrored with the formation)
  double distance = 0;      // along the path (0 without a path)
  bool launched = false;    // false while the ship waits out its delay (it is then shown at its start)
  bool endReached = false;  // open path: arrived at the end
};

// Where ship `index` of `spawn` is `ticksSinceSpawn` ticks after the spawn fired
// (fractional ticks allowed, for drawing). `curve` is the spawn's path (nullptr or an
// empty curve: no path; the ship stands at spawn.position). The ship's own clock starts
// after its delay: it moves along the path per `motion` from spawn.startOffset.
// `axisY` is used only when spawn.mirror is set (see above).
ShipPose formationShipAt(const PathCurve* curve, const Spawn& spawn, std::int64_t index,
                         double ticksSinceSpawn, const MotionProfile& motion, double axisY = 0);

// All ships of the spawn (index 0 .. count - 1) at one moment. `poseAt`, when given,
// answers for curve->poseAt(distance) (the same values: the editor remembers poses across
// its overlay rebuilds, level_lookup.h).
std::vector<ShipPose> formationAt(const PathCurve* curve, const Spawn& spawn, double ticksSinceSpawn,
                                  const MotionProfile& motion, double axisY = 0,
                                  const std::function<CurvePose(double)>& poseAt = {});

}  // namespace sw
