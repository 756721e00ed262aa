#include "sim/platformer/grappling_hook.h"

#include <algorithm>

#include "core/dmath.h"
#include "model/platformer/character_type.h"
#include "sim/platformer/platform_world.h"

namespace sw {

namespace {
constexpr double kHookDegrees = 3.14159265358979323846 / 180.0;
constexpr double kHandsHeight = 0.9;  // share of the height the rope hangs from
constexpr double kSwingPush = 0.5;    // share of air acceleration a held direction adds to the swing
}  // namespace

Vec2 hookHands(const CharacterBody& body, const CharacterType& type) {
  return body.position + Vec2{0, type.height * kHandsHeight};
}

bool fireHook(CharacterBody& body, const CharacterType& type, const PlatformWorld& world) {
  double s = 0, c = 1;
  dmath::sincos(std::clamp(type.hookAngle, 0.0, 90.0) * kHookDegrees, &s, &c);
  const Vec2 hands = hookHands(body, type);
  const Vec2 aim{body.facing * c, s};
  const PlatformWorld::RayHit hit = world.rayCast(hands, hands + aim * type.hookRange);
  if (!hit.found) return false;
  const Vec2 rope = hit.point - hands;
  body.mode = BodyMode::Swinging;
  body.holdOwner = hit.owner;
  body.holdOffset = hit.point - world.owners()[std::size_t(hit.owner)].anchor;
  body.ropeLength = std::clamp(rope.length(), type.hookMinLength, type.hookRange);
  body.grounded = false;
  body.groundOwner = -1;
  body.rising = false;
  return true;
}

void stepSwinging(CharacterBody& body, const CharacterType& type, const PlatformWorld& world,
                  const MotionButtons& buttons) {
  if (buttons.hookPressed || buttons.jumpPressed) {  // let go, keeping the swing
    body.mode = BodyMode::Free;
    body.holdOwner = -1;
    body.airTicks = type.coyoteTicks + 1;
    return;
  }
  const Vec2 pivot = world.owners()[std::size_t(body.holdOwner)].anchor + body.holdOffset;
  if (buttons.up) body.ropeLength = std::max(type.hookMinLength, body.ropeLength - type.hookReelSpeed);
  if (buttons.down) body.ropeLength = std::min(type.hookRange, body.ropeLength + type.hookReelSpeed);
  const int dir = (buttons.right ? 1 : 0) - (buttons.left ? 1 : 0);
  if (dir != 0) body.facing = dir;
  const Vec2 hands = hookHands(body, type);
  Vec2 v = body.velocity;
  v.y -= type.gravity;
  v.x += dir * type.runAcceleration * type.airControl * kSwingPush;
  Vec2 next = hands + v;
  const Vec2 d = next - pivot;
  const double len = d.length();
  if (len > body.ropeLength && len > 0) next = pivot + d * (body.ropeLength / len);  // the rope is taut
  body.velocity = next - hands;
  const double fromX = body.position.x, fromY = body.position.y;
  body.position = next - Vec2{0, type.height * kHandsHeight};
  if (motion::pushOutSideways(body, type, world, fromX) >= 0) body.velocity.x = 0;
  if (body.velocity.y > 0) {
    const double half = type.width * 0.5;
    const PlatformWorld::Span head =
        world.ySpan(body.position.x - half, body.position.x + half, fromY + type.height - motion::kSkin,
                    body.position.y + type.height);
    if (head.found) {
      body.position.y = head.lo - type.height - motion::kSkin;
      body.velocity.y = 0;
    }
  } else {
    const GroundHit ground = world.groundBelow(body.position.x, fromY + type.stepHeight * 0.5,
                                               body.position.y - motion::kSkin, fromY + motion::kSkin, false);
    if (ground.found && ground.normal.y > 0.6) {  // landed: the rope goes slack and lets go
      body.position.y = ground.y;
      body.mode = BodyMode::Free;
      body.holdOwner = -1;
      motion::landOrFall(body, type, world);
    }
  }
}

}  // namespace sw
