// A composite or turning enemy's tick after its body moved and its body's machines ran
// (enemy_parts.h): facing, the parts' machines, their eased moves and poses, their
// bullets, and the beams and launchers of body and parts.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "sim/level_context.h"
#include "sim/systems/collisions/collision_system.h"
#include "sim/systems/enemies/enemy_beams.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/triggers/trigger_system.h"

namespace sw {

namespace {
constexpr double kPartDegrees = 180 / std::numbers::pi;

// Ships are modelled facing -x: the angle that turns -x towards `d`.
double facingTowards(Vec2 d) { return dmath::atan2(d.y, d.x) * kPartDegrees - 180; }

}  // namespace

// What one part's machines see of the game and do to it.
class EnemySystem::PartBehaviour final : public StateMachineContext {
 public:
  PartBehaviour(EnemySystem& enemies, Enemy& enemy, int part)
      : enemies_(enemies), enemy_(enemy), part_(part), self_(enemies.partsOf(enemy)[part]) {}
  std::int64_t health() const override { return self_.health; }
  bool pathEndReached() const override { return enemy_.endReached; }
  double playerDistance() const override {
    Vec2 p;
    return enemies_.s_.players->nearest(self_.position, &p) ? (p - self_.position).length() : 1e300;
  }
  bool triggerFired(std::string_view name) const override { return enemies_.s_.triggers->fired(name); }
  std::int64_t partHealth(int part) const override { return enemies_.partsOf(enemy_)[part].health; }
  bool partDestroyed(int part) const override { return enemies_.partsOf(enemy_)[part].destroyed; }
  int phase() const override { return enemy_.phase; }
  void perform(const Action& a) override {
    if (enemies_.performBoss(enemy_, part_, a)) return;
    const Type::Part& tp = enemies_.types_[std::size_t(enemy_.type)].parts[std::size_t(part_)];
    switch (a.kind) {
      case ActionKind::Fire:
      case ActionKind::StartFiring: {
        int pattern = enemies_.patternNamed(a.name);
        if (pattern == kDefaultPattern) pattern = self_.pattern;
        if (pattern < 0) {
          enemies_.reportNoWeapon(enemy_, a.kind == ActionKind::Fire ? "fire" : "startFiring");
          break;
        }
        if (a.kind == ActionKind::Fire) {
          enemies_.s_.enemyBullets->startPattern(partEmitter(enemy_.serial, part_), pattern);
          enemies_.level_.events.add("enemy-fired", std::int64_t(enemy_.serial) * kMaxParts + part_, self_.position,
                                     enemies_.types_[std::size_t(enemy_.type)].name, tp.name);
          break;
        }
        if (!self_.firing) self_.fireCooldown = tp.firstShotDelayTicks;
        self_.firing = true;
        self_.firingPattern = pattern;
        break;
      }
      case ActionKind::StopFiring: self_.firing = false; break;
      case ActionKind::SetPattern:
        self_.pattern = a.name.empty() ? -1 : enemies_.patterns_->patternIndex(a.name);
        break;
      case ActionKind::Die:
        enemies_.destroyPart(std::size_t(&enemy_ - enemies_.state_.enemies.data()), part_, -1);
        break;
      default:
        // Movement (setSpeed, followPath, stop), emit: the whole enemy's.
        enemies_.performOnBody(enemy_, a);
        break;
    }
  }
  void machineError(const std::string& message) override {
    enemies_.level_.report(enemies_.enemyName(enemy_) + ", part '" +
                               enemies_.types_[std::size_t(enemy_.type)].parts[std::size_t(part_)].name + "'",
                           message);
  }

 private:
  EnemySystem& enemies_;
  Enemy& enemy_;
  int part_;
  PartState& self_;
};

void EnemySystem::placeParts(Enemy& e, const Type& type) {
  PartState* parts = partsOf(e);
  if (!parts) return;
  const double body = bodyAngle(e);
  for (int i : type.partOrder) {
    const Type::Part& tp = type.parts[std::size_t(i)];
    PartState& s = parts[i];
    const Vec2 parentAt = tp.parent < 0 ? e.position : parts[tp.parent].position;
    const double parentAngle = tp.parent < 0 ? body : parts[tp.parent].angle;
    const double open = easedX(s.hatch);
    const Vec2 local = Vec2{easedX(s.slide), easedY(s.slide)} + tp.openOffset * open;
    s.position = parentAt + rotated(local, parentAngle);
    s.angle = parentAngle + easedX(s.turn) + tp.openRotation * open;
  }
}

void EnemySystem::stepBoss(Enemy& e, const Type& type) {
  advance(e.turn);
  if (type.facing != EnemyFacing::Fixed) {
    double want = e.angle;
    Vec2 target;
    if (type.facing == EnemyFacing::Travel && e.direction.length() > 1e-9)
      want = facingTowards(e.direction);
    else if (type.facing == EnemyFacing::Target && s_.players->nearest(e.position, &target) &&
             (target - e.position).length() > 1e-9)
      want = facingTowards(target - e.position);
    const double turn = turnBetween(e.angle, want);
    e.angle = std::fmod(e.angle + std::clamp(turn, -type.turnRate, type.turnRate), 360.0);
  }
  if (PartState* parts = partsOf(e)) {
    // The parts' machines run before this tick's eased moves advance, as the body's machines
    // ran before stepBoss: a rotateTo, moveTo or open of N ticks counts the tick that ran it
    // as its first, in a part's machine as in the body's. They see the parts hung from the
    // body's pose of this tick.
    placeParts(e, type);
    for (int i : type.partOrder) {
      PartState& s = parts[i];
      if (s.destroyed || e.died) continue;
      const Type::Part& tp = type.parts[std::size_t(i)];
      if (s.hitTicks > 0) --s.hitTicks;
      PartBehaviour behaviour(*this, e, i);
      for (std::size_t m = 0; m < tp.machines.size() && !s.destroyed && !e.died; ++m) s.machines[m].tick(behaviour);
    }
    for (std::size_t p = 0; p < type.parts.size(); ++p) {
      advance(parts[p].slide);
      advance(parts[p].turn);
      advance(parts[p].hatch);
    }
    placeParts(e, type);
    for (int i : type.partOrder) {
      PartState& s = parts[i];
      if (s.destroyed || e.died) continue;
      const Type::Part& tp = type.parts[std::size_t(i)];
      if (s.firing && s.firingPattern != -1) {
        const int pattern = s.firingPattern == kDefaultPattern ? s.pattern : s.firingPattern;
        if (s.fireCooldown <= 0 && pattern >= 0) {
          s_.enemyBullets->startPattern(partEmitter(e.serial, i), pattern);
          level_.events.add("enemy-fired", std::int64_t(e.serial) * kMaxParts + i, s.position, type.name, tp.name);
          s.fireCooldown = tp.fireIntervalTicks;
        }
        --s.fireCooldown;
      }
      const bool open = !s.hatch.moving() && easedX(s.hatch) >= 0.999;
      stepWeaponry(e, tp.weaponry, s.launcher, s.beam, s.position, s.angle, open, i);
    }
  }
  if (!e.died) stepWeaponry(e, type.weaponry, e.launcher, e.beam, e.position, bodyAngle(e), true, -1);
}

void EnemySystem::stepWeaponry(Enemy& e, const EnemyWeaponry& w, LauncherState& launcher, BeamState& beam, Vec2 at,
                               double angle, bool open, int part) {
  if (w.launcher) {
    if (launcher.cooldown > 0) --launcher.cooldown;
    if (launcher.queued > 0 && open && launcher.cooldown <= 0) {
      const Vec2 mouth = at + rotated(w.launchMouth, angle);
      if (!s_.missiles->launch(mouth, angle + 180, w, e.serial))
        level_.report(enemyName(e), "could not launch a missile: " + std::to_string(MissileSystem::kCapacity) +
                                        " are flying already");
      --launcher.queued;
      launcher.cooldown = w.launchIntervalTicks;
    }
  }
  if (!w.beam || beam.phase == BeamState::Idle) return;
  const WallGrid* grids[8];
  Vec2 origins[8];
  const int count = s_.collisions->wallGrids(grids, origins, 8);
  advanceBeam(beam, w, at, angle, BeamWalls{grids, origins, count});
  if (beam.phase != BeamState::Firing) return;
  const std::int64_t t = level_.tick();
  const auto& ships = s_.players->players();
  const auto& spheres = level_.options.rules.shipSpheres;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (!ships[i].alive || !s_.players->vulnerable(ships[i], t)) continue;
    for (const Vec3& sphere : spheres)
      if (beamTouches(beam, w.beamWidth, ships[i].position + Vec2{sphere.x, sphere.y}, sphere.z)) {
        level_.events.add("beam-hit", std::int64_t(e.serial) * kMaxParts + (part + 1), ships[i].position,
                          types_[std::size_t(e.type)].name);
        s_.players->kill(i);
        break;
      }
  }
}

}  // namespace sw
