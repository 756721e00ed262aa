// The follower (follower.h).
#include "sim/platformer/follower.h"

#include <algorithm>
#include <cmath>

#include "model/platformer/character_type.h"
#include "sim/platformer/pathing_system.h"
#include "sim/platformer/platform_world.h"

namespace sw {

namespace {
constexpr std::int64_t kFollowReplan = 45;  // ticks before a route to a moving leader is planned again
}

FollowIntent follow(FollowerProgress& p, const CharacterBody& me, const CharacterType& type,
                    const graph::NavAbilities& abilities, const CharacterBody& leader, PathingSystem* pathing,
                    const PlatformWorld& world) {
  FollowIntent intent;
  const Vec2 gap = leader.position - me.position;
  const double distance = gap.length();
  const bool beside = std::fabs(gap.x) <= type.followDistance + 0.3 && std::fabs(gap.y) < 1.0 && me.grounded;
  const bool sameRide = leader.grounded && me.grounded && leader.groundOwner >= 0 &&
                        leader.groundOwner == me.groundOwner &&
                        world.owners()[std::size_t(leader.groundOwner)].dynamic;
  if (beside || sameRide) {
    p.stuck = 0;
    p.bestGap = distance;
    dropRoute(p.route);
    return intent;
  }
  // Ticks since it last came closer (counting from 1, so 0 means "standing beside it").
  if (p.stuck == 0 || distance < p.bestGap - 0.1) {
    p.bestGap = distance;
    p.stuck = 1;
  } else {
    ++p.stuck;
  }
  if (distance > type.teleportDistance || p.stuck > type.stuckTicks) {
    intent.catchUp = true;
    p.stuck = 0;
    dropRoute(p.route);
    return intent;
  }
  if (pathing && !pathing->empty()) {
    const graph::NavNodeIndex goal = pathing->nearestNode(leader.position, PathingSystem::kNodeReach);
    if (goal != graph::kNoNavNode && (leader.grounded || leader.mode == BodyMode::Hanging)) {
      pathing->keepRoute(p.route, me.position, goal, kFollowReplan, &abilities);
    }
    if (!routeDone(p.route)) {
      intent.buttons = walkRoute(p.route, me, type, pathing->graph());
      return intent;
    }
  }
  // The last stretch (or no graph): straight after it, jumping at a wall or up to it.
  intent.buttons = runToward(me, leader.position.x, type.followDistance);
  const int way = intent.buttons.right ? 1 : intent.buttons.left ? -1 : 0;
  if (way != 0 && me.grounded) {
    const double front = me.position.x + way * type.width * 0.5;
    const PlatformWorld::Span wall =
        world.xSpan(me.position.y + type.stepHeight + 0.01, me.position.y + type.height,
                    std::min(front, front + way * 0.2), std::max(front, front + way * 0.2), me.position.x);
    if (wall.found || gap.y > type.stepHeight + 0.5) intent.buttons.jumpHeld = intent.buttons.jumpPressed = true;
  } else if (!me.grounded) {
    intent.buttons.jumpHeld = me.velocity.y > 0 && gap.y > 0;
  }
  if (me.mode == BodyMode::Hanging) intent.buttons.up = intent.buttons.upPressed = true;
  return intent;
}

Vec2 catchUpPoint(const CharacterBody& leader, const CharacterType& type, const PlatformWorld& world) {
  const Vec2 behind = leader.position - Vec2{leader.facing * type.followDistance, 0};
  // Behind it when there is room and nothing solid between, else where it stands.
  if (!motion::blocked(type, world, behind + Vec2{0, 0.05}) &&
      !world.rayCast(leader.position + Vec2{0, type.height * 0.5}, behind + Vec2{0, type.height * 0.5}).found)
    return behind;
  return leader.position;
}

}  // namespace sw
