#include "sim/platformer/walkable_surfaces.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/dmath.h"
#include "model/level/level.h"
#include "model/platformer/character_type.h"
#include "model/platformer/platform_geometry.h"
#include "sim/platformer/character_motion.h"
#include "sim/platformer/platform_world.h"

namespace sw {

namespace {
// A column meets at most this many surfaces: a guard against a degenerate world, far above
// any level's count of storeys.
constexpr int kMaxSurfacesPerColumn = 256;
// Columns at most: a level 50,000 units wide at the default step.
constexpr long kMaxColumns = 200000;
// How far below a surface the next look down starts, so the same surface is not met again.
constexpr double kBelowSurface = 1e-3;
// How far above a surface the feet are looked for inside other pieces.
constexpr double kFeetClearance = 0.01;
constexpr double kSurfaceDegrees = 3.14159265358979323846 / 180.0;
}  // namespace

void buildStillWorld(PlatformWorld& world, const Project& project, const Level& level) {
  for (const auto& object : level.objects) {
    const auto* g = objectCast<const PlatformGeometry*>(object.get());
    if (!g || g->surface == PlatformGeometry::Surface::Trigger || !g->path.empty()) continue;
    if (!g->outlineProblem().empty()) continue;  // Check Project names it
    world.addOwner(g->name, g->outline(), g->anchor,
                   g->surface == PlatformGeometry::Surface::OneWay ? Pass::Up : Pass::None, false);
  }
  world.addTiles(project, level);
  world.finishBuild();
}

std::vector<WalkableSurface> walkableSurfaces(const PlatformWorld& world, const CharacterType& type,
                                              double step) {
  std::vector<WalkableSurface> out;
  if (world.pieces().empty() || !(step > 0) || !std::isfinite(step)) return out;
  Vec2 lo{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  Vec2 hi = lo * -1.0;
  for (const PlatformPiece& p : world.pieces()) {
    lo = {std::min(lo.x, p.min.x), std::min(lo.y, p.min.y)};
    hi = {std::max(hi.x, p.max.x), std::max(hi.y, p.max.y)};
  }
  double sinSlope = 0, cosSlope = 1;
  dmath::sincos(std::clamp(type.maxSlope, 0.0, 89.0) * kSurfaceDegrees, &sinSlope, &cosSlope);
  // Neighbouring columns join when the feet would follow: within a step, or the rise of the
  // steepest walkable slope over one column.
  const double joinRise = std::max(type.stepHeight, step * sinSlope / cosSlope) + 1e-9;

  const long first = long(std::floor(lo.x / step)), last = long(std::ceil(hi.x / step));
  if (last - first > kMaxColumns) return out;
  struct Open {
    double y;
    int surface;
    bool taken;
  };
  std::vector<Open> previous, current;
  for (long column = first; column <= last; ++column) {
    const double x = double(column) * step;
    current.clear();
    double top = hi.y + type.height + 1;
    for (int guard = 0; guard < kMaxSurfacesPerColumn; ++guard) {
      const GroundHit hit = world.groundBelow(x, top, lo.y - 1, top, false);
      if (!hit.found) break;
      top = hit.y - kBelowSurface;
      const Vec2 feet{x, hit.y};
      // The feet themselves must be in the open: under the thin end of a slope resting on the
      // floor the body's sides (from the step height up) clear the slope, but the controller
      // stands on the slope there, not on the floor beneath it.
      if (hit.normal.y < cosSlope - 1e-9 || world.insideSolid({x, hit.y + kFeetClearance}) ||
          motion::blocked(type, world, feet))
        continue;
      // The nearest surface of the column before, if the feet can step across to it.
      Open* best = nullptr;
      for (Open& o : previous)
        if (!o.taken && std::abs(o.y - hit.y) <= joinRise &&
            (!best || std::abs(o.y - hit.y) < std::abs(best->y - hit.y)))
          best = &o;
      int surface;
      if (best) {
        best->taken = true;
        surface = best->surface;
      } else {
        surface = int(out.size());
        out.emplace_back();
      }
      out[std::size_t(surface)].feet.push_back(feet);
      current.push_back({hit.y, surface, false});
    }
    std::swap(previous, current);
  }
  return out;
}

}  // namespace sw
