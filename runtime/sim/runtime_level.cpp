#include "sim/runtime_level.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>

#include "model/formation.h"
#include "model/path.h"
#include "model/path_placement.h"
#include "model/project.h"
#include "sim/collision_world.h"

namespace sw {

namespace {

constexpr double kDefaultSpeed = 0.1;  // units per tick without a usable type speed (as the editor)

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// FNV-1a 64, fed field by field (never whole structs: padding bytes are not state).
class Fnv {
 public:
  void bytes(const void* data, std::size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < n; ++i) h_ = (h_ ^ p[i]) * 0x100000001B3ull;
  }
  void u64(std::uint64_t v) { bytes(&v, sizeof v); }
  void i64(std::int64_t v) { u64(std::uint64_t(v)); }
  void f64(double v) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    u64(bits);
  }
  void vec(Vec2 v) { f64(v.x); f64(v.y); }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xCBF29CE484222325ull;
};

}  // namespace

// Everything copied out of the document at build time. Held on the heap so that the
// camera track's and the enemies' pointers into it survive moving the RuntimeLevel.
struct RuntimeLevel::Type {
  std::string name;
  std::string mesh;
  Color color;
  std::vector<Vec3> spheres;
  EnemyMovement movement = EnemyMovement::FollowPath;
  std::int64_t health = 1;
  Vec2 direction{-1, 0};  // normalised
  double sineAmplitude = 0;
  std::int64_t sinePeriodTicks = 0;
  MotionProfile motion;
  StateMachine machine{CompiledBehaviour{}};
};

struct RuntimeLevel::Wave {
  std::string name;
  std::vector<int> spawns;
  bool cleared = false;
};

struct RuntimeLevel::Snapshot {
  Project project;  // tile definitions and the one level, copied
  const Level* level = nullptr;
  std::optional<CameraTrack> track;
  std::int64_t cameraTicks = 0;  // the track's length; past it the camera stays at the end
  // CameraTrack::at reads the tiles' camera paths in place: no allocation per tick.
  CameraSpot cameraAt(std::int64_t tick) const { return track->at(std::clamp<std::int64_t>(tick, 0, cameraTicks)); }
  std::vector<std::string> pathNames;
  std::vector<PathCurve> paths;
  std::vector<std::string> triggers;
  std::vector<Type> types;
  std::vector<Wave> waves;
};

// What one enemy's behaviour sees of the game. Components (weapons, speed changes) are
// not simulated yet: their actions are accepted and ignored.
class RuntimeLevel::Context final : public StateMachineContext {
 public:
  Context(RuntimeLevel& level, Enemy& enemy) : level_(level), enemy_(enemy) {}
  std::int64_t health() const override { return enemy_.health; }
  bool pathEndReached() const override { return enemy_.endReached; }
  double playerDistance() const override { return 1e300; }  // no player ships yet
  bool triggerFired(std::string_view) const override { return false; }  // triggers not simulated yet
  void perform(const Action& action) override {
    if (action.kind == ActionKind::Die) enemy_.died = true;
  }
  void machineError(const std::string& message) override {
    level_.errors_.push_back({level_.snap_->level->file, level_.enemyName(enemy_), message});
  }

 private:
  RuntimeLevel& level_;
  Enemy& enemy_;
};

RuntimeLevel::RuntimeLevel() : snap_(std::make_unique<Snapshot>()) {}
RuntimeLevel::~RuntimeLevel() = default;
RuntimeLevel::RuntimeLevel(RuntimeLevel&&) noexcept = default;
RuntimeLevel& RuntimeLevel::operator=(RuntimeLevel&&) noexcept = default;

Result<RuntimeLevel> RuntimeLevel::build(const Project& project, const Level& level, std::uint64_t seed,
                                         Errors* all) {
  PlayOptions options;
  options.seed = seed;
  return build(project, level, options, all);
}

Result<RuntimeLevel> RuntimeLevel::build(const Project& project, const Level& level, const PlayOptions& options,
                                         Errors* all) {
  RuntimeLevel rt;
  rt.options_ = options;
  const std::uint64_t seed = options.seed;
  Snapshot& s = *rt.snap_;
  Errors errors;
  const std::string& file = level.file;
  const std::string projectFile = "project.json";

  // 1. Create: copy what the game needs; nothing refers to anything yet.
  s.project.name = project.name;
  s.project.tickRate = project.tickRate;
  s.project.screenExtent = project.screenExtent;
  for (const auto& t : project.tileDefs) s.project.tileDefs.push_back(std::make_unique<TileDef>(*t));
  s.project.levels.push_back(std::make_unique<Level>(level));
  s.level = s.project.levels.back().get();
  s.track.emplace(s.project, *s.level);
  s.cameraTicks = std::max<std::int64_t>(s.track->lengthInTicks(), 0);

  for (const auto& object : s.level->objects) {
    if (const auto* path = dynamic_cast<const Path*>(object.get())) {
      s.pathNames.push_back(path->name);
      s.paths.emplace_back(*path, pathOrigin(s.project, *s.level, *path));
    } else if (dynamic_cast<const Trigger*>(object.get())) {
      s.triggers.push_back(object->name);
    } else if (const auto* spawn = dynamic_cast<const Spawn*>(object.get())) {
      RuntimeSpawn rs{*spawn};
      rt.spawns_.push_back(std::move(rs));
    }
  }
  for (const auto& type : project.enemyTypes) {
    std::vector<BehaviourProblem> problems;
    std::optional<StateMachine> machine = StateMachine::compile(*type, &problems);
    if (!machine) {
      std::string message = "its behaviour does not compile";
      for (const BehaviourProblem& p : problems) message += "; " + p.message;
      errors.push_back({projectFile, "enemy type '" + type->name + "'", message});
      continue;
    }
    Type t{type->name};
    t.mesh = type->mesh;
    t.color = type->color;
    t.spheres = type->spheres;
    t.movement = type->movement;
    t.health = type->health;
    const double len = type->direction.length();
    t.direction = len > 0 && std::isfinite(len) ? type->direction * (1.0 / len) : Vec2{-1, 0};
    t.sineAmplitude = type->sineAmplitude;
    t.sinePeriodTicks = type->sinePeriodTicks;
    t.motion.speed = type->speed > 0 && std::isfinite(type->speed) ? type->speed : kDefaultSpeed;
    t.machine = std::move(*machine);
    s.types.push_back(std::move(t));
  }

  // 2. Resolve names into indices.
  auto indexOf = [](const std::vector<std::string>& names, const std::string& name) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == name) return int(i);
    return -1;
  };
  std::vector<std::string> typeNames;
  for (const Type& t : s.types) typeNames.push_back(t.name);
  std::size_t capacity = 0;
  for (std::size_t i = 0; i < rt.spawns_.size(); ++i) {
    RuntimeSpawn& rs = rt.spawns_[i];
    const Spawn& sp = rs.spec;
    const std::string where = "spawn '" + sp.name + "'";
    rs.type = indexOf(typeNames, sp.enemyType);
    if (rs.type < 0) {
      const bool exists = project.findEnemyType(sp.enemyType) != nullptr;
      errors.push_back({file, where,
                        sp.enemyType.empty() ? "names no enemy type"
                        : exists             ? "its enemy type '" + sp.enemyType + "' does not compile"
                                             : "enemy type '" + sp.enemyType + "' does not exist"});
    }
    if (!sp.path.empty()) {
      rs.path = indexOf(s.pathNames, sp.path);
      if (rs.path < 0) errors.push_back({file, where, "path '" + sp.path + "' does not exist"});
      else if (s.paths[std::size_t(rs.path)].empty())
        errors.push_back({file, where, "path '" + sp.path + "' has fewer than two points"});
    } else if (!sp.position.isFinite()) {
      errors.push_back({file, where, "its position is not a finite number"});
    }
    if (sp.when == Spawn::When::OnTrigger) {
      rs.trigger = indexOf(s.triggers, sp.trigger);
      if (rs.trigger < 0) errors.push_back({file, where, "trigger '" + sp.trigger + "' does not exist"});
    }
    if (!sp.wave.empty()) {
      std::vector<std::string> waveNames;
      for (const Wave& w : s.waves) waveNames.push_back(w.name);
      rs.wave = indexOf(waveNames, sp.wave);
      if (rs.wave < 0) {
        rs.wave = int(s.waves.size());
        s.waves.push_back({sp.wave, {}, false});
      }
      s.waves[std::size_t(rs.wave)].spawns.push_back(int(i));
    }
    capacity += std::size_t(std::max<std::int64_t>(sp.count, 1));
  }
  for (RuntimeSpawn& rs : rt.spawns_) {
    if (rs.spec.when != Spawn::When::WaveCleared) continue;
    for (std::size_t w = 0; w < s.waves.size(); ++w)
      if (s.waves[w].name == rs.spec.afterWave) rs.afterWave = int(w);
    if (rs.afterWave < 0)
      errors.push_back({file, "spawn '" + rs.spec.name + "'",
                        "no spawn belongs to wave '" + rs.spec.afterWave + "', so it is never cleared"});
  }

  if (all) *all = errors;
  if (!errors.empty()) return errors.front();
  rt.enemies_.reserve(capacity);
  rt.camera_ = s.cameraAt(0);
  return Result<RuntimeLevel>(std::move(rt));
}

bool RuntimeLevel::run(std::int64_t count, const TickInput& input) {
  bool ok = true;
  for (std::int64_t i = 0; i < count; ++i) ok = tick(input) && ok;
  return ok;
}

bool RuntimeLevel::tick(const TickInput&) {
  const std::size_t errorsBefore = errors_.size();
  const std::int64_t t = ticks_;
  camera_ = snap_->cameraAt(t);
  fireDueSpawns(t);
  launchShips(t);
  updateEnemies(t);
  updateWaves();
  ++ticks_;
  return errors_.size() == errorsBefore;
}

void RuntimeLevel::fireDueSpawns(std::int64_t t) {
  for (RuntimeSpawn& rs : spawns_) {
    if (rs.fired) continue;
    bool due = false;
    switch (rs.spec.when) {
      case Spawn::When::AtTick: due = rs.spec.tick <= t; break;
      case Spawn::When::WaveCleared: due = snap_->waves[std::size_t(rs.afterWave)].cleared; break;
      case Spawn::When::OnTrigger: due = false; break;  // triggers are not simulated yet
    }
    if (!due) continue;
    rs.fired = true;
    rs.firedTick = t;
    // A level without a chain has no camera: mirror across y = 0, as the editor does.
    rs.axisY = snap_->level->chain.empty() ? 0.0 : camera_.absolute.y;
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
      const std::uint64_t r = splitmix(options_.seed ^ splitmix((std::uint64_t(i) << 32) | std::uint64_t(rs.launched)));
      e.random = MwcRandom(std::uint32_t(r), std::uint32_t(r >> 32));
      enemies_.push_back(std::move(e));  // within the capacity reserved at build
      ++rs.launched;
    }
  }
}

void RuntimeLevel::updateEnemies(std::int64_t t) {
  for (std::size_t i = 0; i < enemies_.size();) {
    Enemy& e = enemies_[i];
    const RuntimeSpawn& rs = spawns_[std::size_t(e.spawn)];
    const Type& type = snap_->types[std::size_t(e.type)];
    const PathCurve* curve = rs.path >= 0 ? &snap_->paths[std::size_t(rs.path)] : nullptr;
    const double since = double(t - rs.firedTick);
    ShipPose pose = formationShipAt(curve, rs.spec, e.ship, since, type.motion, rs.axisY);
    if (!curve) {
      // No path: the type's own movement carries the ship from its formation slot.
      const double own = double(t - e.bornTick);
      Vec2 dir = type.direction;
      if (rs.spec.mirror) dir.y = -dir.y;
      if (type.movement == EnemyMovement::StraightLine) {
        pose.position += dir * (type.motion.speed * own);
        pose.direction = dir;
      } else if (type.movement == EnemyMovement::SineWave) {
        const double phase = type.sinePeriodTicks > 0 ? 2 * std::numbers::pi * own / double(type.sinePeriodTicks) : 0;
        const Vec2 left{-dir.y, dir.x};
        pose.position += dir * (type.motion.speed * own) + left * (type.sineAmplitude * std::sin(phase));
        pose.direction = dir;
      }
    }
    e.position = pose.position;
    e.direction = pose.direction;
    e.distance = pose.distance;
    e.endReached = pose.endReached;
    if (!e.position.isFinite() || !e.direction.isFinite()) {
      errors_.push_back({snap_->level->file, enemyName(e),
                         "position is not a finite number at tick " + std::to_string(t) + "; the enemy was removed"});
      e.died = true;
    } else {
      Context context(*this, e);
      e.machine.tick(context);
    }
    if (e.died || e.endReached) {
      if (i + 1 != enemies_.size()) enemies_[i] = std::move(enemies_.back());
      enemies_.pop_back();
      continue;  // the moved-in enemy is updated at index i
    }
    ++i;
  }
}

void RuntimeLevel::updateWaves() {
  for (std::size_t wi = 0; wi < snap_->waves.size(); ++wi) {
    Wave& w = snap_->waves[wi];
    if (w.cleared) continue;
    bool done = true;
    for (int si : w.spawns) {
      const RuntimeSpawn& rs = spawns_[std::size_t(si)];
      if (!rs.fired || rs.launched < std::max<std::int64_t>(rs.spec.count, 1)) done = false;
    }
    if (!done) continue;
    for (const Enemy& e : enemies_)
      if (spawns_[std::size_t(e.spawn)].wave == int(wi)) done = false;
    w.cleared = done;
  }
}

bool RuntimeLevel::waveCleared(const std::string& wave) const {
  for (const Wave& w : snap_->waves)
    if (w.name == wave) return w.cleared;
  return false;
}

bool RuntimeLevel::triggerFired(const std::string& trigger) const {
  for (const RuntimeTrigger& t : triggers_)
    if (t.name == trigger) return t.fired;
  return false;
}

bool RuntimeLevel::gameOver() const {
  for (const Player& p : players_)
    if (!p.out) return false;
  return !players_.empty();
}

bool RuntimeLevel::levelFinished() const { return camera_.finished; }

Vec2 RuntimeLevel::frameOrigin() const { return {}; }

Vec2 RuntimeLevel::screenHalfExtent() const { return snap_->project.screenExtent * 0.5; }

const std::vector<Vec3>& RuntimeLevel::enemySpheres(int type) const { return snap_->types[std::size_t(type)].spheres; }
const std::string& RuntimeLevel::enemyTypeName(int type) const { return snap_->types[std::size_t(type)].name; }
Color RuntimeLevel::enemyColor(int type) const { return snap_->types[std::size_t(type)].color; }
const std::string& RuntimeLevel::enemyMesh(int type) const { return snap_->types[std::size_t(type)].mesh; }

std::string RuntimeLevel::enemyName(const Enemy& enemy) const {
  const RuntimeSpawn& rs = spawns_[std::size_t(enemy.spawn)];
  return "enemy '" + rs.spec.name + "[" + std::to_string(enemy.ship) + "]' (" +
         snap_->types[std::size_t(enemy.type)].name + ")";
}

std::uint64_t RuntimeLevel::stateHash() const {
  Fnv h;
  h.i64(ticks_);
  h.u64(options_.seed);
  h.u64(camera_.link);
  h.i64(camera_.pass);
  h.i64(camera_.distance);
  h.vec(camera_.local);
  h.u64(camera_.finished ? 1 : 0);
  for (const Wave& w : snap_->waves) h.u64(w.cleared ? 1 : 0);
  for (const RuntimeSpawn& rs : spawns_) {
    h.u64(rs.fired ? 1 : 0);
    h.i64(rs.firedTick);
    h.i64(rs.launched);
    h.f64(rs.axisY);
  }
  h.u64(enemies_.size());
  for (const Enemy& e : enemies_) {
    h.u64(e.serial);
    h.i64(e.spawn);
    h.i64(e.ship);
    h.i64(e.type);
    h.vec(e.position);
    h.vec(e.direction);
    h.f64(e.distance);
    h.i64(e.health);
    h.i64(e.bornTick);
    h.u64((e.endReached ? 1 : 0) | (e.died ? 2 : 0));
    h.u64(e.random.z());
    h.u64(e.random.w());
    h.i64(e.machine.state());
    h.i64(e.machine.ticksInState());
    h.i64(e.machine.sleepTicksLeft());
    std::uint64_t flags = 0;
    for (int b = 0; b < 64; ++b) flags |= e.machine.flag(b) ? std::uint64_t(1) << b : 0;
    h.u64(flags);
    h.u64((e.machine.dead() ? 1 : 0) | (e.machine.halted() ? 2 : 0));
  }
  return h.value();
}

}  // namespace sw
