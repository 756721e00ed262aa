#include "model/level/formation.h"

#include <algorithm>

namespace sw {

FormationSlot formationSlot(std::int64_t index, std::int64_t count, double spacing, std::int64_t delayTicks) {
  count = std::max<std::int64_t>(count, 1);
  FormationSlot slot;
  slot.lateral = (double(index) - double(count - 1) * 0.5) * spacing;
  slot.delayTicks = index * std::max<std::int64_t>(delayTicks, 0);
  return slot;
}

FormationSlot formationSlot(const Spawn& spawn, std::int64_t index) {
  return formationSlot(index, spawn.count, spawn.spacing, spawn.delayTicks);
}

namespace {
// One ship; `last` keeps the curve pose of the previous ship of the same formation: ships
// launched together (no delay between them) stand at one distance along the curve, and
// finding a distance's point is an arc-length inversion (most of the cost of a ghost
// preview of 10,000 spawns, and of the simulation's formation flying).
struct LastPose {
  double distance = 0;
  CurvePose pose;
  bool valid = false;
};

ShipPose shipAt(const PathCurve* curve, const Spawn& spawn, std::int64_t index, double ticksSinceSpawn,
                const MotionProfile& motion, double axisY, LastPose* last,
                const std::function<CurvePose(double)>* poseAt) {
  const FormationSlot slot = formationSlot(spawn, index);
  const double ownTicks = ticksSinceSpawn - double(slot.delayTicks);
  ShipPose pose;
  pose.launched = ownTicks >= 0;
  Vec2 centre = spawn.position;
  if (curve && !curve->empty()) {
    MotionSample m =
        motionAt(curve->length(), curve->closed(), motion, std::max(ownTicks, 0.0), spawn.startOffset);
    pose.distance = m.distance;
    pose.endReached = m.endReached;
    // The same answer as positionAt and tangentAt (one locate instead of two).
    CurvePose onCurve;
    if (last && last->valid && last->distance == m.distance) {
      onCurve = last->pose;
    } else {
      onCurve = poseAt && *poseAt ? (*poseAt)(m.distance) : curve->poseAt(m.distance);
      if (last) *last = {m.distance, onCurve, true};
    }
    centre = onCurve.position;
    pose.direction = onCurve.tangent;
  }
  const Vec2 left{-pose.direction.y, pose.direction.x};
  pose.position = centre + left * slot.lateral;
  if (spawn.mirror) {
    pose.position.y = 2 * axisY - pose.position.y;
    pose.direction.y = -pose.direction.y;
  }
  return pose;
}
}  // namespace

ShipPose formationShipAt(const PathCurve* curve, const Spawn& spawn, std::int64_t index,
                         double ticksSinceSpawn, const MotionProfile& motion, double axisY) {
  return shipAt(curve, spawn, index, ticksSinceSpawn, motion, axisY, nullptr, nullptr);
}

std::vector<ShipPose> formationAt(const PathCurve* curve, const Spawn& spawn, double ticksSinceSpawn,
                                  const MotionProfile& motion, double axisY,
                                  const std::function<CurvePose(double)>& poseAt) {
  std::vector<ShipPose> ships;
  const std::int64_t count = std::max<std::int64_t>(spawn.count, 1);
  ships.reserve(std::size_t(count));
  LastPose last;
  for (std::int64_t i = 0; i < count; ++i)
    ships.push_back(shipAt(curve, spawn, i, ticksSinceSpawn, motion, axisY, &last, &poseAt));
  return ships;
}

}  // namespace sw
