// Melee swings (melee.h).
#include "sim/platformer/melee.h"

#include <algorithm>

#include "model/platformer/melee_attack.h"

namespace sw {

bool startSwing(CharacterBody& body, const MeleeAttack& attack) {
  if (!attack.canAttack || body.swingTick >= 0 || body.swingCooldown > 0) return false;
  body.swingTick = 0;
  body.swingHits = 0;
  return true;
}

void stepSwing(CharacterBody& body, const MeleeAttack& attack) {
  if (body.swingTick < 0) {
    if (body.swingCooldown > 0) --body.swingCooldown;
    return;
  }
  if (++body.swingTick >= attack.swingTicks()) {
    body.swingTick = -1;
    body.swingCooldown = attack.attackCooldown;
  }
}

std::int64_t swingFrame(const CharacterBody& body, const MeleeAttack& attack) {
  if (body.swingTick < 0 || attack.attackFrameTicks <= 0) return -1;
  return body.swingTick / attack.attackFrameTicks;
}

bool swingHurts(const CharacterBody& body, const MeleeAttack& attack) {
  const std::int64_t frame = swingFrame(body, attack);
  return frame >= attack.attackFirstFrame && frame <= attack.attackLastFrame;
}

Box attackBox(const CharacterBody& body, const MeleeAttack& attack, double bodyWidth) {
  const double front = body.position.x + body.facing * bodyWidth * 0.5;
  const double reach = front + body.facing * attack.attackReach;
  return {{std::min(front, reach), body.position.y}, {std::max(front, reach), body.position.y + attack.attackHeight}};
}

Box bodyBox(Vec2 feet, double width, double height) {
  return {{feet.x - width * 0.5, feet.y}, {feet.x + width * 0.5, feet.y + height}};
}

bool hitOnce(CharacterBody& attacker, std::int32_t target) {
  for (int i = 0; i < attacker.swingHits; ++i)
    if (attacker.hitTargets[std::size_t(i)] == target) return false;
  // A swing hits at most as many targets as its list holds (eight): the list never grows, so
  // a hit never allocates, and nothing is ever hit twice by one swing.
  if (attacker.swingHits >= int(attacker.hitTargets.size())) return false;
  attacker.hitTargets[std::size_t(attacker.swingHits++)] = target;
  return true;
}

}  // namespace sw
