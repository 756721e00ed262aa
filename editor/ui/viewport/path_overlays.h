#pragma once
// Paths, spawns and formation ghosts as the viewport draws them over the play plane
// (DOMAIN.md, "Paths" and "Enemies, spawns and formations"). Computed from the model
// alone into OverlayGeometry buffers, so tests count what would be drawn.
//
//  - every Path as its curve in its colour (closed paths closed) with its control points
//    as small squares; for the path being edited the selected points are filled white and,
//    when it is a Bezier path, its handles are drawn as lines ending in dots;
//  - ghost markers along each path every `ghostEveryTicks` ticks at the speed its enemies
//    fly (the enemy type of the first spawn using the path, else kDefaultPathSpeed), so a
//    designer reads timing off the curve;
//  - each Spawn as a double ring with four ticks (a gun sight) at its appearance point (distinct from the markers'
//    diamonds), and at the preview tick the ghost ships of every formation then alive,
//    as small arrow heads in the enemy type's colour.
#include <QColor>
#include <cstdint>
#include <optional>
#include <set>
#include <vector>

#include "core/math.h"
#include "model/level/level_object.h"
#include "model/paths/path_motion.h"

namespace sw {
class Project;
class Level;
class Path;
class Spawn;
class PathCurve;
}  // namespace sw

namespace sw::ui {

class OverlayDetail;
class OverlayGeometry;

inline constexpr double kDefaultPathSpeed = 0.1;  // units per tick, without an enemy type
inline constexpr double kGhostEveryTicks = 30.0;

// Motion of the enemies on `path`: the speed of the enemy type of the first spawn naming
// it (in level order) that names a known type, else kDefaultPathSpeed.
sw::MotionProfile pathMotion(const sw::Project& project, const sw::Level& level, const sw::Path& path);
// Motion of a spawn's ships: its enemy type's speed, else the default.
sw::MotionProfile spawnMotion(const sw::Project& project, const sw::Spawn& spawn);
// The spawn's path (nullptr when it has none or names no Path).
const sw::Path* spawnPath(const sw::Level& level, const sw::Spawn& spawn);
// Where the spawn's first ship appears: on its path at startOffset, else its position.
std::optional<sw::Vec2> spawnPoint(const sw::Project& project, const sw::Level& level, const sw::Spawn& spawn);
// The colour a spawn's ghosts are drawn in: its enemy type's, else a neutral grey.
QColor spawnColor(const sw::Project& project, const sw::Spawn& spawn);
// A path's curve sampled as a polyline in absolute coordinates (`perSegment` samples each).
std::vector<sw::Vec2> samplePath(const sw::Path& path, sw::Vec2 origin, int perSegment = 24);

// How the path being edited is shown.
struct PathEditDisplay {
  sw::ObjectId path = 0;             // 0: none
  std::set<std::size_t> selected;    // its selected control points
};

// Sizes in pixels (times `unitsPerPixel` for world units).
struct PathOverlaySizes {
  double point = 3.5;   // half-side of a control point square
  double handle = 2.5;  // radius of a handle dot
  double ghost = 2.0;   // half-side of a ghost timing marker
  double spawn = 10.0;  // radius of a spawn ring
  double ship = 6.0;    // length of a ghost ship
};

// Curves (and handle lines) into `lines`, points, handle dots and ghost markers into
// `triangles`. With `detail` (overlay_detail.h): only paths reaching into its area,
// curves sampled a few pixels apart, crowded points and ghosts thinned (never the points
// of the path being edited).
void buildPaths(OverlayGeometry& lines, OverlayGeometry& triangles, const sw::Project& project,
                const sw::Level& level, const PathEditDisplay& edit, double unitsPerPixel,
                const PathOverlaySizes& sizes = {}, double ghostEveryTicks = kGhostEveryTicks,
                OverlayDetail* detail = nullptr);

// One ghost ship of a spawn at the preview tick.
struct GhostShip {
  sw::ObjectId spawn = 0;
  const sw::Spawn* source = nullptr;  // that spawn (its colour), valid while the level is unchanged
  sw::Vec2 position;
  sw::Vec2 direction;
};
// Ships on screen at `previewTick`: for each AtTick-or-previewed spawn, the ships of
// formationAt(previewTick - spawn.tick) that have launched and (open path) not reached
// its end. `axisY` is the mirror axis (the camera's y at the preview).
std::vector<GhostShip> ghostShips(const sw::Project& project, const sw::Level& level, std::int64_t previewTick,
                                  double axisY = 0);

// Spawn markers (rings + crosses) into `lines`, ghost ships into `triangles`; with
// `detail`, only the rings and ships it admits.
void buildSpawns(OverlayGeometry& lines, OverlayGeometry& triangles, const sw::Project& project,
                 const sw::Level& level, std::optional<std::int64_t> previewTick, double unitsPerPixel,
                 double axisY = 0, const PathOverlaySizes& sizes = {}, OverlayDetail* detail = nullptr);

}  // namespace sw::ui
