#pragma once
// Melee swings (DOMAIN.md, "Combat"), for characters and monsters alike: a swing is a body's
// swingTick counting up through its frames (model/platformer/melee_attack.h); during the active
// frames its attack box hurts, each target once per swing (the body keeps who it hit). The
// combat system (combat_system.h) asks these functions; the owners start and step swings.
#include <cstdint>

#include "core/math.h"
#include "sim/platformer/character_motion.h"

namespace sw {

class MeleeAttack;

struct Box {
  Vec2 min, max;
  bool overlaps(const Box& o) const { return min.x < o.max.x && o.min.x < max.x && min.y < o.max.y && o.min.y < max.y; }
};

// Target numbers in a swing's list: characters are their index, monsters this plus theirs.
inline constexpr std::int32_t kMonsterTarget = 1 << 20;

// Starts a swing when none is under way and the cooldown is over; false otherwise.
bool startSwing(CharacterBody& body, const MeleeAttack& attack);
// One tick of the swing (and of the cooldown after it).
void stepSwing(CharacterBody& body, const MeleeAttack& attack);
// The frame the swing shows now (0-based), or -1 when there is none.
std::int64_t swingFrame(const CharacterBody& body, const MeleeAttack& attack);
// Whether the swing hurts now (its frame is one of the active ones).
bool swingHurts(const CharacterBody& body, const MeleeAttack& attack);
// The box ahead of the body the swing hurts (its frames carry no attack shape).
Box attackBox(const CharacterBody& body, const MeleeAttack& attack, double bodyWidth);
// The body's own box: feet at the bottom centre.
Box bodyBox(Vec2 feet, double width, double height);
// Whether the convex polygon (points in order, either winding) and the box overlap.
bool convexOverlapsBox(const Vec2* points, int count, const Box& box);

// Records `target` as hit by this swing: false when it already was (each target once) or the
// swing already hit as many as it can (eight).
bool hitOnce(CharacterBody& attacker, std::int32_t target);

}  // namespace sw
