#include "sim/platformer/ledge_grip.h"

#include <algorithm>

#include "model/platformer/character_type.h"
#include "sim/platformer/platform_world.h"

namespace sw {

namespace {
constexpr double kReachOut = 0.05;   // how far past its side the hands feel for an edge
constexpr double kLetGoTicks = 15;   // after letting go, no grip (and no one-way) for a moment
constexpr double kRiseShare = 0.6;   // share of the mantle spent rising before moving across
}  // namespace

bool tryGrip(CharacterBody& body, const CharacterType& type, const PlatformWorld& world, int dir) {
  if (body.dropTicks > 0 || body.velocity.y > 0) return false;
  const double half = type.width * 0.5;
  const double hands = body.position.y + type.height;
  const double probeX = body.position.x + dir * (half + kReachOut);
  const GroundHit top = world.groundBelow(probeX, hands, hands - type.gripReach, hands, false);
  if (!top.found || top.normal.y < 0.7) return false;
  // Beside the ledge, not over it: nothing under the hands in the body's own column.
  if (world.groundBelow(body.position.x, hands, top.y - motion::kSkin, hands, false).found) return false;
  // Room to stand on top once climbed.
  const Vec2 onTop{body.position.x + dir * (type.width + kReachOut), top.y};
  if (motion::blocked(type, world, onTop)) return false;
  const Vec2 anchor = world.owners()[std::size_t(top.owner)].anchor;
  body.mode = BodyMode::Hanging;
  body.holdOwner = top.owner;
  body.position.y = top.y - type.height;
  body.holdOffset = body.position - anchor;
  body.mantleTo = onTop - anchor;
  body.velocity = {};
  body.grounded = false;
  body.groundOwner = -1;
  body.rising = false;
  body.facing = dir;
  return true;
}

void stepHolding(CharacterBody& body, const CharacterType& type, const PlatformWorld& world,
                 const MotionButtons& buttons) {
  const Vec2 anchor = world.owners()[std::size_t(body.holdOwner)].anchor;
  body.velocity = {};
  if (body.mode == BodyMode::Hanging) {
    body.position = anchor + body.holdOffset;
    if (buttons.jumpPressed || buttons.upPressed) {
      body.mode = BodyMode::Mantling;
      body.mantleFrom = body.holdOffset;
      body.mantleLeft = std::max<std::int64_t>(type.mantleTicks, 1);
    } else if (buttons.downPressed) {
      body.mode = BodyMode::Free;
      body.holdOwner = -1;
      body.dropTicks = std::int64_t(kLetGoTicks);
      body.airTicks = type.coyoteTicks + 1;  // letting go is no ledge to jump from
    }
    return;
  }
  // Mantling: up first, then across onto the top.
  --body.mantleLeft;
  const double total = double(std::max<std::int64_t>(type.mantleTicks, 1));
  const double u = 1.0 - double(body.mantleLeft) / total;
  const Vec2 from = body.mantleFrom, to = body.mantleTo;
  const Vec2 at = u < kRiseShare ? Vec2{from.x, from.y + (to.y - from.y) * (u / kRiseShare)}
                                 : Vec2{from.x + (to.x - from.x) * ((u - kRiseShare) / (1 - kRiseShare)), to.y};
  body.position = anchor + at;
  if (body.mantleLeft <= 0) {
    body.mode = BodyMode::Free;
    body.holdOwner = -1;
    body.position = anchor + to;
    motion::landOrFall(body, type, world);
  }
}

}  // namespace sw
