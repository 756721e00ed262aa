#include "sim/systems/enemies/enemy_beams.h"

#include <algorithm>
#include <cmath>

#include "model/enemies/enemy_weaponry.h"
#include "sim/collision/wall_grid.h"

namespace sw {

namespace {

Vec2 bezier(Vec2 a, Vec2 c, Vec2 b, double t) {
  const double u = 1 - t;
  return a * (u * u) + c * (2 * u * t) + b * (t * t);
}

bool hitsWall(Vec2 p, double radius, const BeamWalls& walls) {
  for (int g = 0; g < walls.count; ++g)
    if (walls.grids[g]->touches(p - walls.origins[g], radius)) return true;
  return false;
}

double segmentDistance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = ab.x * ab.x + ab.y * ab.y;
  double t = len2 > 0 ? ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2 : 0;
  t = std::clamp(t, 0.0, 1.0);
  const Vec2 q = a + ab * t - p;
  return std::sqrt(q.x * q.x + q.y * q.y);
}

}  // namespace

void startBeam(BeamState& beam, const EnemyWeaponry& w, Vec2 origin, double ownerAngle) {
  beam.phase = w.beamWarningTicks > 0 ? BeamState::Warning : w.beamChargeTicks > 0 ? BeamState::Charge : BeamState::Firing;
  beam.ticks = 0;
  beam.aim = w.beamAngle - w.beamSweep / 2;
  beam.sweepDirection = 1;
  beam.control = origin + rotated(Vec2{w.beamLength / 2, 0}, ownerAngle + beam.aim);
  beam.pointCount = 0;
}

void advanceBeam(BeamState& beam, const EnemyWeaponry& w, Vec2 origin, double ownerAngle, const BeamWalls& walls) {
  if (beam.phase == BeamState::Idle) return;
  // `ticks`: ticks of the phase done before this one. Each phase lasts its number of ticks,
  // the tick it began in counting (for the warning, the tick of fireBeam).
  if (beam.phase == BeamState::Warning && beam.ticks >= w.beamWarningTicks) {
    beam.phase = w.beamChargeTicks > 0 ? BeamState::Charge : BeamState::Firing;
    beam.ticks = 0;
  }
  if (beam.phase == BeamState::Charge && beam.ticks >= w.beamChargeTicks) {
    beam.phase = BeamState::Firing;
    beam.ticks = 0;
  }
  if (beam.phase == BeamState::Firing && beam.ticks >= w.beamDurationTicks) {
    beam.phase = BeamState::Idle;
    beam.pointCount = 0;
    return;
  }
  ++beam.ticks;
  // The sweep turns only while firing: the warning shows where it starts.
  if (beam.phase == BeamState::Firing && w.beamSweep > 0) {
    beam.aim += beam.sweepDirection * w.beamSweepSpeed;
    const double lo = w.beamAngle - w.beamSweep / 2, hi = w.beamAngle + w.beamSweep / 2;
    if (beam.aim >= hi) beam.aim = hi, beam.sweepDirection = -1;
    if (beam.aim <= lo) beam.aim = lo, beam.sweepDirection = 1;
  }
  const double angle = ownerAngle + beam.aim;
  const Vec2 end = origin + rotated(Vec2{w.beamLength, 0}, angle);
  const Vec2 straightMid = origin + rotated(Vec2{w.beamLength / 2, 0}, angle);
  beam.control = w.beamCurved ? beam.control + (straightMid - beam.control) * w.beamLag : straightMid;
  if (!beam.control.isFinite()) beam.control = straightMid;
  // The polyline, walked in small steps so a wall cuts it where it first touches.
  const int segments = w.beamCurved ? kBeamPoints - 1 : 1;
  const double step = std::max(w.beamWidth, 0.25);
  beam.points[0] = origin;
  int count = 1;
  for (int i = 1; i <= segments; ++i) {
    const double t = double(i) / segments;
    const Vec2 a = beam.points[std::size_t(count - 1)];
    const Vec2 b = w.beamCurved ? bezier(origin, beam.control, end, t) : end;
    const Vec2 d = b - a;
    const double len = std::sqrt(d.x * d.x + d.y * d.y);
    const int steps = std::max(1, int(std::ceil(len / step)));
    bool cut = false;
    Vec2 reached = b;
    for (int k = 1; k <= steps && walls.count > 0; ++k) {
      const Vec2 p = a + d * (double(k) / steps);
      if (hitsWall(p, w.beamWidth, walls)) {
        reached = a + d * (double(k - 1) / steps);
        cut = true;
        break;
      }
    }
    beam.points[std::size_t(count++)] = reached;
    if (cut) break;
  }
  beam.pointCount = count;
}

bool beamTouches(const BeamState& beam, double width, Vec2 center, double radius) {
  if (beam.phase != BeamState::Firing) return false;
  for (int i = 0; i + 1 < beam.pointCount; ++i)
    if (segmentDistance(center, beam.points[std::size_t(i)], beam.points[std::size_t(i + 1)]) <= width + radius)
      return true;
  return false;
}

}  // namespace sw
