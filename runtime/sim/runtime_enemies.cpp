// Enemies: spawns fire, formations launch their ships, ships move (path, own movement,
// or a behaviour's moveTo / stop), run their state machines and fire their weapons.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "model/formation.h"
#include "sim/runtime_level_internal.h"

namespace sw {

namespace {
constexpr std::int64_t kAwayTicks = 60;
}  // namespace

// What one enemy's behaviour sees of the game and does to it.
class RuntimeLevel::Context final : public StateMachineContext {
 public:
  Context(RuntimeLevel& level, Enemy& enemy) : level_(level), enemy_(enemy) {}
  std::int64_t health() const override { return enemy_.health; }
  bool pathEndReached() const override { return enemy_.endReached; }
  double playerDistance() const override {
    Vec2 p;
    return level_.nearestPlayer(enemy_.position, &p) ? (p - enemy_.position).length() : 1e300;
  }
  bool triggerFired(std::string_view name) const override {
    for (const RuntimeTrigger& t : level_.triggers_)
      if (t.name == name) return t.fired;
    return false;
  }
  void perform(const Action& action) override {
    const Type& type = level_.snap_->types[std::size_t(enemy_.type)];
    switch (action.kind) {
      case ActionKind::Fire: {
        const int pattern = level_.patternNamed(action.name, enemy_);
        if (pattern == -1 || (pattern == kDefaultPattern && enemy_.pattern < 0)) level_.reportNoWeapon(enemy_, "fire");
        else level_.startPattern(enemy_, pattern);
        break;
      }
      case ActionKind::StartFiring: {
        const int pattern = level_.patternNamed(action.name, enemy_);
        if (pattern == -1 || (pattern == kDefaultPattern && enemy_.pattern < 0)) level_.reportNoWeapon(enemy_, "startFiring");
        if (!enemy_.firing) enemy_.fireCooldown = type.firstShotDelayTicks;
        enemy_.firing = true;
        enemy_.firingPattern = pattern;
        break;
      }
      case ActionKind::StopFiring: enemy_.firing = false; break;
      case ActionKind::SetSpeed: enemy_.speed = std::isfinite(action.x) ? std::max(action.x, 0.0) : 0.0; break;
      case ActionKind::SetPattern: enemy_.pattern = action.name.empty() ? -1 : level_.patterns_->patternIndex(action.name); break;
      case ActionKind::SetWeapon:
        // A format-1 behaviour's setWeapon: the migrated pattern of that name (migrate_v2.cpp).
        enemy_.pattern = action.weapon == EnemyWeapon::None ? -1 : level_.patterns_->patternIndex(toString(action.weapon));
        break;
      case ActionKind::FollowPath:
        enemy_.onPath = true;
        enemy_.hasMoveTarget = false;
        break;
      case ActionKind::Stop:
        enemy_.onPath = false;
        enemy_.hasMoveTarget = false;
        break;
      case ActionKind::MoveTo:
        enemy_.onPath = false;
        enemy_.hasMoveTarget = true;
        enemy_.moveTarget = level_.camera_.local + Vec2{action.x, action.y};
        break;
      case ActionKind::Emit: level_.emitEvent(action.name); break;
      case ActionKind::Die: enemy_.died = true; break;
      default: break;  // flags, sleep and goto live in the state machine itself
    }
  }
  void machineError(const std::string& message) override {
    level_.errors_.push_back({level_.snap_->level->file, level_.enemyName(enemy_), message});
  }

 private:
  RuntimeLevel& level_;
  Enemy& enemy_;
};

void RuntimeLevel::fireDueSpawns(std::int64_t t) {
  for (RuntimeSpawn& rs : spawns_) {
    if (rs.fired) continue;
    bool due = false;
    switch (rs.spec.when) {
      case Spawn::When::AtTick: due = rs.spec.tick <= t; break;
      case Spawn::When::WaveCleared: due = snap_->waves[std::size_t(rs.afterWave)].cleared; break;
      case Spawn::When::OnTrigger: due = triggers_[std::size_t(rs.trigger)].fired; break;
    }
    if (!due) continue;
    rs.fired = true;
    rs.firedTick = t;
    // A level without a chain has no camera: mirror across y = 0, as the editor does.
    rs.axisY = snap_->level->chain.empty() ? 0.0 : camera_.absolute.y;
    // Paths and positions are in the editor's absolute layout; from now on this offset
    // carries them with the frame.
    rs.pathOffset = Vec2{} - frameOrigin();
  }
}

void RuntimeLevel::launchShips(std::int64_t t) {
  for (std::size_t i = 0; i < spawns_.size(); ++i) {
    RuntimeSpawn& rs = spawns_[i];
    if (!rs.fired) continue;
    const std::int64_t count = std::max<std::int64_t>(rs.spec.count, 1);
    while (rs.launched < count && rs.firedTick + formationSlot(rs.spec, rs.launched).delayTicks <= t) {
      const Type& type = snap_->types[std::size_t(rs.type)];
      Enemy e(type.machine);
      e.serial = nextSerial_++;
      e.spawn = int(i);
      e.ship = rs.launched;
      e.type = rs.type;
      e.health = type.health;
      e.bornTick = t;
      e.clock = double(t - rs.firedTick);
      e.speed = type.motion.speed;
      e.pattern = type.pattern;
      e.firingPattern = kDefaultPattern;
      // Without a behaviour the components run on their own: the pattern fires from birth.
      e.firing = !type.hasStates && type.pattern >= 0;
      e.fireCooldown = type.firstShotDelayTicks;
      e.random = entityRandom(options_.seed, i + 1, std::uint64_t(rs.launched));
      enemies_.push_back(std::move(e));  // within the capacity reserved at build
      ++rs.launched;
      ++rs.alive;
    }
  }
}

void RuntimeLevel::updateEnemies(std::int64_t t) {
  (void)t;
  // Pattern runs find their enemy by serial (sim/pattern_runtime.h).
  for (std::size_t i = 0; i < enemies_.size(); ++i)
    if (enemies_[i].serial < enemyOfSerial_.size()) enemyOfSerial_[enemies_[i].serial] = std::int32_t(i);
  for (Enemy& e : enemies_) {
    if (e.died) continue;
    const RuntimeSpawn& rs = spawns_[std::size_t(e.spawn)];
    const Type& type = snap_->types[std::size_t(e.type)];
    if (e.hitTicks > 0) --e.hitTicks;
    if (e.onPath) {
      const PathCurve* curve = rs.path >= 0 ? &snap_->paths[std::size_t(rs.path)] : nullptr;
      ShipPose pose = formationShipAt(curve, rs.spec, e.ship, e.clock, type.motion, rs.axisY);
      if (!curve) {
        // No path: the type's own movement carries the ship from its formation slot.
        const double own = e.clock - double(e.bornTick - rs.firedTick);
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
      e.position = pose.position + rs.pathOffset;
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
    if (!e.position.isFinite() || !e.direction.isFinite()) continue;  // checkFinite reports it
    Context context(*this, e);
    e.machine.tick(context);
    if (e.died) continue;
    const int firing = e.firingPattern == kDefaultPattern ? e.pattern : e.firingPattern;
    if (e.firing && firing >= 0) {
      if (e.fireCooldown <= 0) {
        startPattern(e, firing);
        e.fireCooldown = type.fireIntervalTicks;
      }
      --e.fireCooldown;
    }
    // Far off screen for a while (left behind, or wandered away for good): gone, like an
    // open path's end. A swoop that leaves the screen and comes back stays, and so does a
    // ship on a closed path (it orbits by design, a boss in a looped corridor).
    const Vec2 half = screenHalfExtent();
    const Vec2 rel = e.position - camera_.local;
    const bool orbiting = e.onPath && rs.path >= 0 && snap_->paths[std::size_t(rs.path)].closed();
    const bool away = !orbiting && (std::abs(rel.x) > 2 * half.x + 8 || std::abs(rel.y) > 2 * half.y + 8);
    e.awayTicks = away ? e.awayTicks + 1 : 0;
    if (e.awayTicks > kAwayTicks) e.endReached = true;
  }
}

bool RuntimeLevel::PatternGame::emitter(std::uint32_t serial, Emitter& out) {
  Enemy* e = level_.enemyBySerial(serial);
  if (!e || e->died) return false;
  out.position = e->position;
  const double len = e->direction.length();
  out.heading = len > 1e-12 ? e->direction * (1.0 / len) : level_.snap_->types[std::size_t(e->type)].direction;
  out.speed = e->speed;
  out.random = &e->random;
  return true;
}

bool RuntimeLevel::PatternGame::nearestShip(Vec2 from, Vec2& out) const { return level_.nearestPlayer(from, &out); }

void RuntimeLevel::PatternGame::report(std::uint32_t serial, const std::string& message) {
  const Enemy* e = level_.enemyBySerial(serial);
  level_.errors_.push_back({level_.snap_->level->file, e ? level_.enemyName(*e) : "enemy #" + std::to_string(serial),
                            message});
}

MwcRandom& RuntimeLevel::PatternGame::spareRandom() { return level_.levelRandom_; }

RuntimeLevel::Enemy* RuntimeLevel::enemyBySerial(std::uint32_t serial) {
  if (serial >= enemyOfSerial_.size()) return nullptr;
  const std::int32_t i = enemyOfSerial_[serial];
  if (i < 0 || std::size_t(i) >= enemies_.size() || enemies_[std::size_t(i)].serial != serial) return nullptr;
  return &enemies_[std::size_t(i)];
}

int RuntimeLevel::patternNamed(const std::string& name, const Enemy& enemy) const {
  (void)enemy;
  return name.empty() ? kDefaultPattern : patterns_->patternIndex(name);
}

// One run of a pattern, started now at the enemy's place (its first commands run at once).
// A full runner pool loses the run, as a full bullet pool loses a shot.
void RuntimeLevel::startPattern(Enemy& e, int pattern) {
  if (pattern == kDefaultPattern) pattern = e.pattern;
  if (pattern < 0) return;
  PatternGame game(*this);
  patterns_->start(pattern, e.serial, ticks_, enemyBullets_, game);
}

// A behaviour that fires without a weapon would do nothing, silently: the Log hears of it
// once per enemy type, naming the first enemy that tried.
void RuntimeLevel::reportNoWeapon(const Enemy& e, const char* action) {
  Type& type = snap_->types[std::size_t(e.type)];
  if (type.reportedNoWeapon) return;
  type.reportedNoWeapon = true;
  errors_.push_back({snap_->level->file, enemyName(e),
                     std::string("runs '") + action +
                         "' but has no such pattern, so no bullet is fired; set enemy type '" + type.name +
                         "' Pattern, or run 'setPattern NAME' first (reported once per enemy type)"});
}

void RuntimeLevel::updateWaves() {
  for (std::size_t wi = 0; wi < snap_->waves.size(); ++wi) {
    Wave& w = snap_->waves[wi];
    if (w.cleared) continue;
    bool done = true;
    for (int si : w.spawns) {
      const RuntimeSpawn& rs = spawns_[std::size_t(si)];
      if (!rs.fired || rs.launched < std::max<std::int64_t>(rs.spec.count, 1) || rs.alive > 0) done = false;
    }
    w.cleared = done;
  }
}

}  // namespace sw
