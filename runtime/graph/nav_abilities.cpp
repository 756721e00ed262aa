#include "graph/nav_abilities.h"

#include <cmath>

namespace sw::graph {

bool actionFitsEnds(Vec2 from, Vec2 to, NavAction action) {
  if (!from.isFinite() || !to.isFinite()) return false;
  const double rise = to.y - from.y, drop = -rise, gap = std::abs(to.x - from.x);
  switch (action) {
    case NavAction::None:
    case NavAction::Walk:
      return true;
    case NavAction::Jump:
      return !(drop > kNavLevelTolerance && drop > gap);
    case NavAction::Fall:
      return rise <= kNavLevelTolerance;
    case NavAction::Climb:
    case NavAction::Grip:
      return drop <= kNavLevelTolerance;
  }
  return false;
}

bool canTraverse(const NavAbilities& a, Vec2 from, Vec2 to, NavAction action) {
  if (action == NavAction::None || !actionFitsEnds(from, to, action)) return false;
  const double rise = to.y - from.y, drop = -rise, gap = std::abs(to.x - from.x);
  switch (action) {
    case NavAction::None:
      return false;
    case NavAction::Walk:
      return true;
    case NavAction::Jump:
      return rise <= a.jumpHeight && gap <= a.jumpDistance && drop <= a.fallHeight;
    case NavAction::Fall:
      return drop <= a.fallHeight;
    case NavAction::Climb:
      return a.canClimb;
    case NavAction::Grip:
      return a.canGrip && rise <= a.jumpHeight + a.gripReach && gap <= a.jumpDistance;
  }
  return false;
}

}  // namespace sw::graph
