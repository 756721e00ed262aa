// Enemies move and think (enemy_system.h): along their path or their type's own movement,
// or toward a behaviour's moveTo; then each runs its state machine, whose actions arrive in
// Behaviour::perform, and fires its pattern when its interval comes round.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "model/level/formation.h"
#include "sim/level_context.h"
#include "sim/patterns/pattern_runtime.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/triggers/trigger_system.h"

namespace sw {

namespace {
constexpr std::int64_t kAwayTicks = 60;
}  // namespace

// What one enemy's behaviour sees of the game and does to it.
class EnemySystem::Behaviour final : public StateMachineContext {
 public:
  Behaviour(EnemySystem& enemies, Enemy& enemy) : enemies_(enemies), enemy_(enemy) {}
  std::int64_t health() const override { return enemy_.health; }
  bool pathEndReached() const override { return enemy_.endReached; }
  double playerDistance() const override {
    Vec2 p;
    return enemies_.s_.players->nearest(enemy_.position, &p) ? (p - enemy_.position).length() : 1e300;
  }
  bool triggerFired(std::string_view name) const override { return enemies_.s_.triggers->fired(name); }
  std::int64_t partHealth(int part) const override {
    const PartState* parts = enemies_.partsOf(enemy_);
    return parts ? parts[part].health : 0;
  }
  bool partDestroyed(int part) const override {
    const PartState* parts = enemies_.partsOf(enemy_);
    return parts && parts[part].destroyed;
  }
  int phase() const override { return enemy_.phase; }
  void perform(const Action& action) override {
    if (!enemies_.performBoss(enemy_, -1, action)) enemies_.performOnBody(enemy_, action);
  }
  void machineError(const std::string& message) override {
    enemies_.level_.report(enemies_.enemyName(enemy_), message);
  }

 private:
  EnemySystem& enemies_;
  Enemy& enemy_;
};

void EnemySystem::performOnBody(Enemy& enemy, const Action& action) {
  const Type& type = types_[std::size_t(enemy.type)];
  EnemyBulletSystem& bullets = *s_.enemyBullets;
  switch (action.kind) {
    case ActionKind::Fire: {
      const int pattern = patternNamed(action.name);
      if (pattern == -1 || (pattern == kDefaultPattern && enemy.pattern < 0))
        reportNoWeapon(enemy, "fire");
      else {
        bullets.startPattern(enemy, pattern);
        level_.events.add("enemy-fired", enemy.serial, enemy.position, type.name);
      }
      break;
    }
    case ActionKind::StartFiring: {
      const int pattern = patternNamed(action.name);
      if (pattern == -1 || (pattern == kDefaultPattern && enemy.pattern < 0))
        reportNoWeapon(enemy, "startFiring");
      if (!enemy.firing) enemy.fireCooldown = type.firstShotDelayTicks;
      enemy.firing = true;
      enemy.firingPattern = pattern;
      break;
    }
    case ActionKind::StopFiring: enemy.firing = false; break;
    case ActionKind::SetSpeed: enemy.speed = std::isfinite(action.x) ? std::max(action.x, 0.0) : 0.0; break;
    case ActionKind::SetPattern:
      enemy.pattern = action.name.empty() ? -1 : patterns_->patternIndex(action.name);
      break;
    case ActionKind::SetWeapon:
      // A format-1 behaviour's setWeapon: the migrated pattern of that name (migrate_v2.cpp).
      enemy.pattern =
          action.weapon == EnemyWeapon::None ? -1 : patterns_->patternIndex(toString(action.weapon));
      break;
    case ActionKind::FollowPath:
      enemy.onPath = true;
      enemy.hasMoveTarget = false;
      break;
    case ActionKind::Stop:
      enemy.onPath = false;
      enemy.hasMoveTarget = false;
      break;
    case ActionKind::MoveTo:
      enemy.onPath = false;
      enemy.hasMoveTarget = true;
      enemy.moveTarget = s_.camera->position() + Vec2{action.x, action.y};
      break;
    case ActionKind::Emit: s_.triggers->fireNamed(action.name); break;
    case ActionKind::Die: enemy.died = true; break;
    default: break;  // flags, sleep and goto live in the state machine itself
  }
}

void EnemySystem::move(std::int64_t) {
  std::vector<Enemy>& enemies = state_.enemies;
  // Pattern runs find their enemy by serial (sim/patterns/pattern_runtime.h).
  for (std::size_t i = 0; i < enemies.size(); ++i)
    if (enemies[i].serial < indexOfSerial_.size()) indexOfSerial_[enemies[i].serial] = std::int32_t(i);
  const Vec2 half = s_.camera->halfExtent();
  for (Enemy& e : enemies) {
    if (e.died) continue;
    const SpawnSpec& rs = spawns_[std::size_t(e.spawn)];
    const SpawnProgress& progress = state_.spawns[std::size_t(e.spawn)];
    const Type& type = types_[std::size_t(e.type)];
    if (e.hitTicks > 0) --e.hitTicks;
    if (e.onPath) {
      const PathCurve* curve = rs.path >= 0 ? &paths_[std::size_t(rs.path)] : nullptr;
      ShipPose pose = formationShipAt(curve, rs.spec, e.ship, e.clock, type.motion, progress.axisY);
      if (!curve) {
        // No path: the type's own movement carries the ship from its formation slot.
        const double own = e.clock - double(e.bornTick - progress.firedTick);
        Vec2 dir = type.direction;
        if (rs.spec.mirror) dir.y = -dir.y;
        if (type.movement == EnemyMovement::StraightLine) {
          pose.position += dir * (type.motion.speed * own);
          pose.direction = dir;
        } else if (type.movement == EnemyMovement::SineWave) {
          const double phase =
              type.sinePeriodTicks > 0 ? 2 * std::numbers::pi * own / double(type.sinePeriodTicks) : 0;
          const Vec2 left{-dir.y, dir.x};
          pose.position += dir * (type.motion.speed * own) + left * (type.sineAmplitude * dmath::sin(phase));
          pose.direction = dir;
        }
      }
      e.position = pose.position + progress.pathOffset;
      e.direction = pose.direction;
      e.distance = pose.distance;
      e.endReached = pose.endReached;
      // The clock runs at the enemy's speed relative to its type's: setSpeed 0 halts it.
      e.clock += type.motion.speed > 0 ? e.speed / type.motion.speed : 0;
    } else if (e.hasMoveTarget) {
      const Vec2 to = e.moveTarget - e.position;
      const double d = to.length();
      if (d <= e.speed || d == 0) {
        e.position = e.moveTarget;
        e.hasMoveTarget = false;
      } else {
        e.direction = to * (1.0 / d);
        e.position += e.direction * e.speed;
      }
    }
    if (!e.position.isFinite() || !e.direction.isFinite()) continue;  // the Check phase reports it
    Behaviour behaviour(*this, e);
    for (StateMachineInstance& m : e.machines)
      if (!e.died) m.tick(behaviour);
    if (e.died) continue;
    if (e.partBlock >= 0 || type.facing != EnemyFacing::Fixed || type.weaponry.beam || type.weaponry.launcher)
      stepBoss(e, type);
    if (e.died) continue;
    const int firing = e.firingPattern == kDefaultPattern ? e.pattern : e.firingPattern;
    if (e.firing && firing >= 0) {
      if (e.fireCooldown <= 0) {
        s_.enemyBullets->startPattern(e, firing);
        level_.events.add("enemy-fired", e.serial, e.position, type.name);
        e.fireCooldown = type.fireIntervalTicks;
      }
      --e.fireCooldown;
    }
    // Far off screen for a while (left behind, or wandered away for good): gone, like an
    // open path's end. A swoop that leaves the screen and comes back stays, and so does a
    // ship on a closed path (it orbits by design, a boss in a looped corridor).
    const Vec2 rel = e.position - s_.camera->position();
    const bool orbiting = e.onPath && rs.path >= 0 && paths_[std::size_t(rs.path)].closed();
    const bool away = !orbiting && (std::abs(rel.x) > 2 * half.x + 8 || std::abs(rel.y) > 2 * half.y + 8);
    e.awayTicks = away ? e.awayTicks + 1 : 0;
    if (e.awayTicks > kAwayTicks) e.endReached = true;
  }
}

}  // namespace sw
