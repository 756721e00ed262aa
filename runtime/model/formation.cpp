#include "model/formation.h"

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

ShipPose formationShipAt(const PathCurve* curve, const Spawn& spawn, std::int64_t index,
                         double ticksSinceSpawn, const MotionProfile& motion, double axisY) {
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
    centre = curve->positionAt(m.distance);
    pose.direction = curve->tangentAt(m.distance);
  }
  const Vec2 left{-pose.direction.y, pose.direction.x};
  pose.position = centre + left * slot.lateral;
  if (spawn.mirror) {
    pose.position.y = 2 * axisY - pose.position.y;
    pose.direction.y = -pose.direction.y;
  }
  return pose;
}

std::vector<ShipPose> formationAt(const PathCurve* curve, const Spawn& spawn, double ticksSinceSpawn,
                                  const MotionProfile& motion, double axisY) {
  std::vector<ShipPose> ships;
  const std::int64_t count = std::max<std::int64_t>(spawn.count, 1);
  ships.reserve(std::size_t(count));
  for (std::int64_t i = 0; i < count; ++i)
    ships.push_back(formationShipAt(curve, spawn, i, ticksSinceSpawn, motion, axisY));
  return ships;
}

}  // namespace sw
