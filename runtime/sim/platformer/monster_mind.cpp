// What a monster means to do (monster_mind.h).
#include "sim/platformer/monster_mind.h"

#include <cmath>

#include "model/platformer/character_type.h"
#include "model/platformer/monster_type.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/pathing_system.h"
#include "sim/platformer/platform_world.h"

namespace sw {

namespace {

constexpr std::int64_t kTurnPause = 20;  // ticks a walker stands after turning back

double eyeHeight(const CharacterType& t) { return t.height * 0.75; }

// The nearest character in sight (within range, nothing solid between), or -1.
int characterInSight(const CharacterBody& body, const MonsterType& type, const CharacterType& motion,
                     const MonsterSenses& senses, double range) {
  if (!senses.characters) return -1;
  int best = -1;
  double bestDistance = range * range;
  for (const CharacterBody& c : senses.characters->characters()) {
    const double h = senses.characters->type(std::size_t(c.index)).height;
    const Vec2 eye = body.position + Vec2{0, eyeHeight(motion)};
    const Vec2 centre = c.position + Vec2{0, h * 0.5};
    const Vec2 d = centre - eye;
    const double distance = d.x * d.x + d.y * d.y;
    if (distance > bestDistance) continue;
    if (senses.world.rayCast(eye, centre).found) continue;
    best = c.index, bestDistance = distance;
  }
  (void)type;
  return best;
}

// What is ahead of a walker facing `facing`: a wall to turn at, or the end of the ground.
struct Ahead {
  bool wall = false, ledge = false;
};
Ahead lookAhead(const CharacterBody& body, const CharacterType& t, const PlatformWorld& world, int facing) {
  Ahead a;
  const double front = body.position.x + facing * t.width * 0.5;
  const double y = body.position.y;
  const PlatformWorld::Span wall = world.xSpan(y + t.stepHeight + 0.01, y + t.height, std::min(front, front + facing * 0.15),
                                               std::max(front, front + facing * 0.15), body.position.x);
  a.wall = wall.found;
  if (body.grounded) {
    const GroundHit ground = world.groundBelow(front + facing * 0.1, y + t.stepHeight, y - t.stepHeight - 0.3, y + 0.01, false);
    a.ledge = !ground.found;
  }
  return a;
}

MotionButtons hold(int way) {
  MotionButtons b;
  b.left = way < 0;
  b.right = way > 0;
  return b;
}

// Walking on with nothing to follow: turn at walls (and at ledges unless it drops off them).
MotionButtons walkOn(MonsterBody& m, const MonsterType& type, const CharacterType& motion, const PlatformWorld& world,
                     int way, bool mayTurn) {
  CharacterBody& body = m.body;
  if (!body.grounded) return hold(way);
  const Ahead ahead = lookAhead(body, motion, world, way);
  const bool stop = ahead.wall || (ahead.ledge && type.atLedge == MonsterType::AtLedge::Turn);
  if (!stop) return hold(way);
  if (mayTurn) {
    body.facing = -way;
    m.turnWait = kTurnPause;
  }
  return {};
}

}  // namespace

MonsterIntent thinkMonster(MonsterBody& m, const MonsterType& type, const CharacterType& motion,
                           const graph::NavAbilities& abilities, const std::vector<std::uint32_t>& patrol,
                           const MonsterSenses& senses) {
  MonsterIntent intent;
  CharacterBody& body = m.body;
  const bool flies = type.movement == MonsterType::Movement::Fly;
  // Senses: keep a chased character until it is well out of range; look for one otherwise.
  if (m.target >= 0 && senses.characters) {
    const CharacterBody& c = senses.characters->characters()[std::size_t(m.target)];
    const Vec2 d = c.position - body.position;
    if (d.x * d.x + d.y * d.y > 2.25 * type.sightRange * type.sightRange) m.target = -1;
  }
  if (m.target < 0) m.target = characterInSight(body, type, motion, senses, type.sightRange);
  m.mode = m.target < 0 ? MonsterMode::Patrol
           : (type.fleeHealth > 0 && body.health <= type.fleeHealth) ? MonsterMode::Flee
                                                                     : MonsterMode::Chase;
  if (body.swingTick >= 0) return intent;  // a swing roots it until it ends
  if (m.turnWait > 0) {
    --m.turnWait;
    return intent;
  }

  if (m.mode != MonsterMode::Patrol) {
    const CharacterBody& c = senses.characters->characters()[std::size_t(m.target)];
    const CharacterType& ct = senses.characters->type(std::size_t(m.target));
    const Vec2 d = c.position - body.position;
    const int toward = d.x >= 0 ? 1 : -1;
    if (m.mode == MonsterMode::Flee) {
      dropRoute(m.route);
      if (flies) {
        flyToward(body, motion, senses.world, body.position - d, false);
        return intent;
      }
      body.facing = -toward;
      intent.buttons = walkOn(m, type, motion, senses.world, -toward, false);
      return intent;
    }
    // Within reach ahead (bodies overlapping in height): face it and swing.
    const double reach = type.attackRange + (motion.width + ct.width) * 0.5;
    const bool level = d.y < motion.height && d.y > -ct.height;
    if (std::fabs(d.x) <= reach && level) {
      body.facing = toward;
      intent.swing = type.canAttack;
      // A flier keeps coming at it while it bites (hovering beside it, it would never touch).
      if (flies) flyToward(body, motion, senses.world, c.position + Vec2{0, ct.height * 0.5}, false);
      return intent;
    }
    if (flies) {
      flyToward(body, motion, senses.world, c.position + Vec2{0, ct.height * 0.5}, false);
      return intent;
    }
    // Along the pathing graph to the character's node, then straight at it.
    if (senses.pathing && !senses.pathing->empty()) {
      const std::uint32_t goal = senses.pathing->nearestNode(c.position, PathingSystem::kNodeReach);
      if (goal != graph::kNoNavNode) {
        senses.pathing->keepRoute(m.route, body.position, goal, type.replanTicks, &abilities);
        if (!routeDone(m.route)) {
          intent.buttons = walkRoute(m.route, body, motion, senses.pathing->graph());
          if (type.movement == MonsterType::Movement::Hop && (intent.buttons.left || intent.buttons.right) && body.grounded)
            intent.buttons.jumpHeld = intent.buttons.jumpPressed = true;
          return intent;
        }
      }
    }
    body.facing = toward;
    intent.buttons = walkOn(m, type, motion, senses.world, toward, false);
  } else if (!patrol.empty() && senses.pathing && !flies) {
    // Patrol: route to the patrol node; reached, on to the next.
    std::uint32_t goal = patrol[std::size_t(m.patrolAt) % patrol.size()];
    if (m.route.goal == goal && routeDone(m.route) && !m.route.cut) {
      m.patrolAt = int((std::size_t(m.patrolAt) + 1) % patrol.size());
      goal = patrol[std::size_t(m.patrolAt)];
      m.turnWait = kTurnPause;
      dropRoute(m.route);
      return intent;
    }
    senses.pathing->keepRoute(m.route, body.position, goal, type.replanTicks, &abilities);
    intent.buttons = walkRoute(m.route, body, motion, senses.pathing->graph());
  } else if (flies) {
    // A flier with nothing to chase hangs where it is.
    flyToward(body, motion, senses.world, body.position, true);
    return intent;
  } else {
    intent.buttons = walkOn(m, type, motion, senses.world, body.facing, true);
  }
  if (type.movement == MonsterType::Movement::Hop && (intent.buttons.left || intent.buttons.right) && body.grounded)
    intent.buttons.jumpHeld = intent.buttons.jumpPressed = true;
  return intent;
}

void flyToward(CharacterBody& body, const CharacterType& motion, const PlatformWorld& world, Vec2 goal, bool hover) {
  Vec2 d = goal - (body.position + Vec2{0, motion.height * 0.5});
  if (hover) d = {0, 0};
  const double length = d.length();
  const Vec2 want = length > 1e-9 ? d * (std::min(length, motion.runSpeed) / length) : Vec2{0, 0};
  // Toward the wanted speed by the acceleration, per axis.
  auto approach = [&](double v, double w) {
    const double a = motion.runAcceleration;
    return v < w ? std::min(w, v + a) : std::max(w, v - a);
  };
  body.velocity = {approach(body.velocity.x, want.x), approach(body.velocity.y, want.y)};
  if (std::fabs(body.velocity.x) > 1e-6) body.facing = body.velocity.x > 0 ? 1 : -1;
  body.grounded = false;
  body.groundOwner = -1;
  Vec2 next = body.position + Vec2{body.velocity.x, 0};
  if (motion::blocked(motion, world, next)) next.x = body.position.x, body.velocity.x = 0;
  next.y += body.velocity.y;
  if (motion::blocked(motion, world, next)) next.y = body.position.y, body.velocity.y = 0;
  body.position = next;
}

}  // namespace sw
