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

bool convexOverlapsBox(const Vec2* p, int n, const Box& box) {
  if (n <= 0) return false;
  // Separating axes: the box's two, then each edge's normal.
  Vec2 lo = p[0], hi = p[0];
  for (int i = 1; i < n; ++i) {
    lo = {std::min(lo.x, p[i].x), std::min(lo.y, p[i].y)};
    hi = {std::max(hi.x, p[i].x), std::max(hi.y, p[i].y)};
  }
  if (!Box{lo, hi}.overlaps(box)) return false;
  const Vec2 corners[4] = {box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
  for (int i = 0; i < n; ++i) {
    const Vec2 a = p[i], b = p[(i + 1) % n];
    const Vec2 normal{-(b.y - a.y), b.x - a.x};
    double pMin = 1e300, pMax = -1e300, bMin = 1e300, bMax = -1e300;
    for (int k = 0; k < n; ++k) {
      const double d = normal.x * p[k].x + normal.y * p[k].y;
      pMin = std::min(pMin, d), pMax = std::max(pMax, d);
    }
    for (const Vec2& c : corners) {
      const double d = normal.x * c.x + normal.y * c.y;
      bMin = std::min(bMin, d), bMax = std::max(bMax, d);
    }
    if (pMax <= bMin || bMax <= pMin) return false;
  }
  return true;
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
