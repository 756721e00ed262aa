#pragma once
// The follower (DOMAIN.md, "Platformers": the inactive character is driven by AI that follows
// you, jumping and climbing onto ledges). It walks the pathing graph to the node the active
// character stands at (route_walker.h: real jumps, ledge grips and mantles with its own type's
// numbers), then up to followDistance behind it, and stands there. Standing on the same moving
// platform as the active character, it waits and rides. Left further behind than its type's
// catch-up distance, or getting no closer for its stuck time, it appears beside the active
// character: a last resort, reported as the "follower-caught-up" event so Play shows it.
// Without a pathing graph it runs straight after the active character and jumps at walls.
#include <cstdint>
#include <string_view>

#include "core/fields.h"
#include "sim/platformer/character_motion.h"
#include "sim/platformer/route_walker.h"

namespace sw::graph {
struct NavAbilities;
}

namespace sw {

class PathingSystem;
class PlatformWorld;

struct FollowerProgress {
  static constexpr std::string_view kStateKind = "follower";
  RouteProgress route;
  std::int64_t stuck = 0;  // ticks without getting closer to the active character
  double bestGap = 0;      // the closest it came since it last stood beside it
  SW_FIELDS(FollowerProgress, route, stuck, bestGap)
};

struct FollowIntent {
  MotionButtons buttons;
  bool catchUp = false;  // appear beside the leader now
};

// `abilities`: what its routes may ask of it (model/platformer/character_abilities.h).
FollowIntent follow(FollowerProgress& progress, const CharacterBody& me, const CharacterType& type,
                    const graph::NavAbilities& abilities, const CharacterBody& leader, PathingSystem* pathing,
                    const PlatformWorld& world);

// Where a follower appears when it catches up: followDistance behind the leader, or on it.
Vec2 catchUpPoint(const CharacterBody& leader, const CharacterType& type, const PlatformWorld& world);

}  // namespace sw
