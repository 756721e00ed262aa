// The character controller (character_motion.h).
#include "sim/platformer/character_motion.h"

#include <algorithm>
#include <cmath>

#include "core/dmath.h"
#include "model/platformer/character_type.h"
#include "sim/platformer/grappling_hook.h"
#include "sim/platformer/ledge_grip.h"
#include "sim/platformer/platform_world.h"

namespace sw {

namespace {

using motion::kSkin;
constexpr double kDegrees = 3.14159265358979323846 / 180.0;

double approach(double value, double target, double step) {
  return value < target ? std::min(value + step, target) : std::max(value - step, target);
}

// Whether ground with this normal is walkable for the type.
bool walkable(const CharacterType& type, Vec2 normal) {
  return normal.y >= dmath::cos(std::clamp(type.maxSlope, 0.0, 89.0) * kDegrees) - 1e-12;
}

// The ground under the feet within [yBottom, yTop]: the centre first, then the feet's edges.
GroundHit findGround(const CharacterType& type, const PlatformWorld& world, Vec2 feet, double yTop,
                     double yBottom, double oneWayFrom, bool skipOneWay) {
  GroundHit centre = world.groundBelow(feet.x, yTop, yBottom, oneWayFrom, skipOneWay);
  if (centre.found && walkable(type, centre.normal)) return centre;
  const double edge = type.width * 0.5 - kSkin;
  GroundHit best;
  for (double side : {-edge, edge}) {
    const GroundHit hit = world.groundBelow(feet.x + side, yTop, yBottom, oneWayFrom, skipOneWay);
    if (hit.found && walkable(type, hit.normal) && (!best.found || hit.y > best.y)) best = hit;
  }
  return best;
}

void land(CharacterBody& body, const GroundHit& hit) {
  body.position.y = hit.y;
  body.velocity.y = 0;
  body.grounded = true;
  body.groundOwner = hit.owner;
  body.airTicks = 0;
  body.rising = false;
}

void leaveGround(CharacterBody& body) {
  body.grounded = false;
  body.groundOwner = -1;
}

}  // namespace

// How far above the feet the body's sides begin: the step height, or higher where the steepest
// walkable slope rises more under half the body, so walking up a slope never pushes it back.
double motion::sidesFrom(const CharacterType& type) {
  double s = 0, c = 1;
  dmath::sincos(std::clamp(type.maxSlope, 0.0, 89.0) * kDegrees, &s, &c);
  const double slopeRise = type.width * 0.5 * s / c;
  return std::min(std::max(type.stepHeight, slopeRise + kSkin), type.height * 0.9);
}

int motion::pushOutSideways(CharacterBody& body, const CharacterType& type, const PlatformWorld& world, double fromX) {
  int met = -1;
  const double half = type.width * 0.5;
  for (int attempt = 0; attempt < 4; ++attempt) {
    const double y0 = body.position.y + sidesFrom(type), y1 = body.position.y + type.height;
    const PlatformWorld::Span s = world.xSpan(y0, y1, body.position.x - half, body.position.x + half, fromX);
    if (!s.found) break;
    met = s.owner;
    // Out on the side the body came from.
    if (fromX <= (s.lo + s.hi) * 0.5)
      body.position.x = s.lo - half - kSkin;
    else
      body.position.x = s.hi + half + kSkin;
  }
  return met;
}

bool motion::blocked(const CharacterType& type, const PlatformWorld& world, Vec2 feet) {
  const double half = type.width * 0.5;
  return world.xSpan(feet.y + sidesFrom(type), feet.y + type.height, feet.x - half, feet.x + half, feet.x).found ||
         world.ySpan(feet.x - half, feet.x + half, feet.y + sidesFrom(type), feet.y + type.height).found;
}

void motion::landOrFall(CharacterBody& body, const CharacterType& type, const PlatformWorld& world) {
  const GroundHit hit = findGround(type, world, body.position, body.position.y + type.stepHeight,
                                   body.position.y - type.stepHeight, body.position.y + type.stepHeight, false);
  if (hit.found)
    land(body, hit);
  else
    leaveGround(body);
}

void settleCharacter(CharacterBody& body, const CharacterType& type, const PlatformWorld& world, double reach) {
  const GroundHit hit = findGround(type, world, body.position, body.position.y + type.stepHeight,
                                   body.position.y - reach, body.position.y + type.stepHeight, false);
  if (hit.found)
    land(body, hit);
  else
    leaveGround(body);
}

void stepCharacter(CharacterBody& body, const CharacterType& type, const PlatformWorld& world,
                   const MotionButtons& buttons) {
  body.pushing = 0;
  body.pushOwner = -1;
  // Holding on to something: the ledge and the hook have their own ticks.
  if (body.mode == BodyMode::Hanging || body.mode == BodyMode::Mantling) {
    stepHolding(body, type, world, buttons);
    return;
  }
  if (body.mode == BodyMode::Swinging) {
    stepSwinging(body, type, world, buttons);
    return;
  }
  if (buttons.hookPressed && type.hasHook && fireHook(body, type, world)) return;
  // 1. Riding: what the feet stand on carries them (and cannot carry them into a wall: the
  // sideways pass below pushes them back out).
  if (body.grounded && body.groundOwner >= 0) body.position += world.owners()[std::size_t(body.groundOwner)].moved;
  const double startX = body.position.x;

  // 2. Running.
  const int dir = (buttons.right ? 1 : 0) - (buttons.left ? 1 : 0);
  if (dir != 0) body.facing = dir;
  const double control = body.grounded ? 1.0 : std::clamp(type.airControl, 0.0, 1.0);
  const double vx = body.velocity.x;
  const bool speeding = dir != 0 && (vx == 0 || (vx > 0) == (dir > 0));
  const double rate = (speeding ? type.runAcceleration : type.runBraking) * control;
  if (!buttons.keepSpeed) body.velocity.x = approach(vx, dir * type.runSpeed, rate);

  // 3. Jumping.
  // The press tick counts: a press waits jumpBufferTicks ticks in all, itself included.
  if (buttons.jumpPressed)
    body.jumpBuffer = std::max<std::int64_t>(type.jumpBufferTicks, 1);
  else if (body.jumpBuffer > 0)
    --body.jumpBuffer;
  const bool canJump = body.grounded || (!body.rising && body.airTicks > 0 && body.airTicks <= type.coyoteTicks);
  bool dropped = false;
  if (body.jumpBuffer > 0 && canJump) {
    const bool onOneWay = body.grounded && body.groundOwner >= 0 &&
                          world.owners()[std::size_t(body.groundOwner)].pass == Pass::Up;
    if (buttons.down && onOneWay) {
      body.dropTicks = 12;  // long enough to fall clear of the piece
      dropped = true;
    } else {
      body.velocity.y = type.jumpSpeed();
      body.rising = true;
    }
    body.jumpBuffer = 0;
    body.airTicks = std::max<std::int64_t>(body.airTicks, type.coyoteTicks + 1);  // no second jump from coyote
    leaveGround(body);
  }
  if (body.rising && !buttons.jumpHeld && body.velocity.y > 0) {
    body.velocity.y *= std::clamp(type.jumpCutScale, 0.0, 1.0);
    body.rising = false;
  }

  // 4. Gravity, and the step up or down it gives.
  double dy = 0;
  if (!body.grounded) {
    double g = type.gravity;
    if (body.velocity.y < 0)
      g *= type.fallGravityScale;
    else if (buttons.jumpHeld && body.velocity.y < type.apexSpeed)
      g *= type.apexGravityScale;
    const double v0 = body.velocity.y;
    const double v1 = std::max(v0 - g, -type.terminalSpeed);
    dy = (v0 + v1) * 0.5;  // the exact parabola within the tick (y += v - g/2) until terminal speed
    body.velocity.y = v1;
    if (v1 <= 0) body.rising = false;
  }

  // 5. Sideways. Held against a crate, the character pushes it (the crate moves next tick).
  body.position.x += body.velocity.x;
  if (const int met = motion::pushOutSideways(body, type, world, startX); met >= 0) {
    body.velocity.x = 0;
    if (dir != 0 && world.owners()[std::size_t(met)].crate >= 0 &&
        (world.owners()[std::size_t(met)].anchor.x - body.position.x) * dir > 0) {
      body.pushing = dir;
      body.pushOwner = met;
    }
  }

  // 6. Up and down.
  const bool skipOneWay = body.dropTicks > 0 || dropped;
  if (body.grounded) {
    const GroundHit hit = findGround(type, world, body.position, body.position.y + type.stepHeight,
                                     body.position.y - type.stepHeight, body.position.y + type.stepHeight, skipOneWay);
    if (hit.found) {
      land(body, hit);
    } else {
      leaveGround(body);  // walked off a ledge: coyote time starts
      body.velocity.y = 0;
    }
  } else if (dy <= 0) {
    const double from = body.position.y;
    const double to = from + dy;
    // Solid ground may be met up to half a step above the feet (a ledge's corner the body
    // brushed past); one-way ground only when the feet were above it.
    const GroundHit hit = findGround(type, world, body.position, from + type.stepHeight * 0.5, to - kSkin,
                                     from + kSkin, skipOneWay);
    if (hit.found)
      land(body, hit);
    else
      body.position.y = to;
    if (!body.grounded && type.canGrip && dir != 0 && tryGrip(body, type, world, dir)) return;
  } else {
    const double half = type.width * 0.5;
    body.position.y += dy;
    const double head = body.position.y + type.height;
    PlatformWorld::Span s = world.ySpan(body.position.x - half, body.position.x + half, head - dy - kSkin, head);
    if (s.found) {
      // Clipping a corner by a little slides past it; otherwise the head stops.
      bool slid = false;
      if (type.cornerCorrection > 0) {
        const PlatformWorld::Span left = world.xSpan(head - dy, head, body.position.x - half, body.position.x, body.position.x);
        const PlatformWorld::Span right = world.xSpan(head - dy, head, body.position.x, body.position.x + half, body.position.x);
        const double x0 = body.position.x;
        if (left.found && !right.found && left.hi - (x0 - half) <= type.cornerCorrection)
          body.position.x = left.hi + half + kSkin, slid = true;
        else if (right.found && !left.found && (x0 + half) - right.lo <= type.cornerCorrection)
          body.position.x = right.lo - half - kSkin, slid = true;
        if (slid && (world.ySpan(body.position.x - half, body.position.x + half, head - dy - kSkin, head).found ||
                     world.xSpan(body.position.y + motion::sidesFrom(type), head, body.position.x - half,
                                 body.position.x + half, body.position.x).found)) {
          body.position.x = x0;  // no room beside the corner either
          slid = false;
        }
      }
      if (!slid) {
        body.position.y = s.lo - type.height - kSkin;
        body.velocity.y = 0;
        body.rising = false;
      }
    }
  }

  if (!body.grounded) ++body.airTicks;
  if (body.dropTicks > 0) --body.dropTicks;
}

}  // namespace sw
