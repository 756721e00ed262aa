// A melee attack's numbers (melee_attack.h).
#include "model/platformer/melee_attack.h"

namespace sw {

std::string MeleeAttack::attackProblem() const {
  if (!canAttack) return {};
  if (attackFrames < 1 || attackFrameTicks < 1) return "a swing needs at least one frame of at least one tick";
  if (attackFirstFrame < 0 || attackLastFrame < attackFirstFrame)
    return "First Active Frame (" + std::to_string(attackFirstFrame) + ") must not be after Last Active Frame (" +
           std::to_string(attackLastFrame) + ")";
  if (!(attackReach >= 0) || !(attackHeight >= 0) || !(attackKnockback >= 0))
    return "reach, height and knock-back must be numbers of at least 0";
  return {};
}

}  // namespace sw
