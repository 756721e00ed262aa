// Enemies' build and tick (enemy_system.h): spawns and formations, movement, removal, waves.
#include "sim/systems/enemies/enemy_system.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "model/enemies/enemy_part_tree.h"
#include "model/level/formation.h"
#include "model/paths/path.h"
#include "model/paths/path_placement.h"
#include "model/project/project.h"
#include "sim/level_context.h"
#include "sim/swap_remove.h"
#include "sim/patterns/pattern_runtime.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/pickups/pickup_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/triggers/trigger_system.h"

namespace sw {

namespace {
constexpr double kDefaultSpeed = 0.1;  // units per tick without a usable type speed (as the editor)

int indexOf(const std::vector<std::string>& names, std::string_view name) {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return int(i);
  return -1;
}

}  // namespace

// --- Build

void EnemySystem::addPath(const Path& path, const Project& snapshot, const Level& level) {
  pathNames_.push_back(path.name);
  paths_.emplace_back(path, pathOrigin(snapshot, level, path));
  long link = -1;
  for (std::size_t c = 0; c < level.chain.size(); ++c)
    if (!path.attachedTile.empty() && level.chain[c]->name == path.attachedTile) link = long(c);
  pathLinks_.push_back(link);
}

void EnemySystem::addSpawn(const Spawn& spawn) {
  spawns_.push_back(SpawnSpec{spawn});
  state_.spawns.emplace_back();
}

void EnemySystem::addTypes(const Project& project, const PatternRuntime& patterns, Errors& problems) {
  patterns_ = &patterns;
  for (const auto& type : project.enemyTypes) {
    std::vector<BehaviourProblem> found;
    checkBehaviours(*type, &found);
    if (hasFatal(found)) {
      std::string message = "its behaviour does not compile";
      for (const BehaviourProblem& p : found) message += "; " + p.message;
      problems.push_back({"project.json", "enemy type '" + type->name + "'", message});
      continue;
    }
    Type t{type->name};
    t.mesh = type->mesh;
    t.material = type->material;
    t.color = type->color;
    t.spheres = type->spheres;
    t.movement = type->movement;
    t.health = std::max<std::int64_t>(type->health, 1);
    t.score = type->score;
    const double len = type->direction.length();
    t.direction = len > 0 && std::isfinite(len) ? type->direction * (1.0 / len) : Vec2{-1, 0};
    t.sineAmplitude = std::isfinite(type->sineAmplitude) ? type->sineAmplitude : 0;
    t.sinePeriodTicks = type->sinePeriodTicks;
    t.motion.speed = type->speed > 0 && std::isfinite(type->speed) ? type->speed : kDefaultSpeed;
    t.pattern = patterns.patternIndex(type->pattern);
    if (!type->pattern.empty() && t.pattern < 0)
      problems.push_back(
          {"project.json", "enemy type '" + type->name + "'", "fires unknown pattern '" + type->pattern + "'"});
    t.fireIntervalTicks = std::max<std::int64_t>(type->fireIntervalTicks, 1);
    t.firstShotDelayTicks = std::max<std::int64_t>(type->firstShotDelayTicks, 0);
    t.hasStates = !type->states.empty();
    for (CompiledBehaviour& m : compileMachines(*type, -1, nullptr)) t.machines.emplace_back(std::move(m));
    if (t.machines.size() > std::size_t(kMaxMachines)) {
      problems.push_back({"project.json", "enemy type '" + type->name + "'",
                          "has " + std::to_string(t.machines.size()) + " machines; at most " +
                              std::to_string(kMaxMachines) + " run side by side"});
      continue;
    }
    if (!addParts(t, *type, patterns, problems)) continue;
    // Turning or composite enemies collide sphere by sphere (Bullet's shapes do not turn).
    if (!t.parts.empty() || t.facing != EnemyFacing::Fixed) t.sphereShapes.assign(t.spheres.size(), -1);
    types_.push_back(std::move(t));
  }
}

std::size_t EnemySystem::resolveSpawns(const Project& project, const TriggerSystem& triggers, Errors& problems) {
  const std::string& file = level_.levelFile();
  std::vector<std::string> typeNames;
  for (const Type& t : types_) typeNames.push_back(t.name);
  std::size_t capacity = 0;
  for (std::size_t i = 0; i < spawns_.size(); ++i) {
    SpawnSpec& rs = spawns_[i];
    const Spawn& sp = rs.spec;
    const std::string where = "spawn '" + sp.name + "'";
    rs.type = indexOf(typeNames, sp.enemyType);
    if (rs.type < 0) {
      const bool exists = project.findEnemyType(sp.enemyType) != nullptr;
      problems.push_back({file, where,
                          sp.enemyType.empty() ? "names no enemy type"
                          : exists             ? "its enemy type '" + sp.enemyType + "' does not compile"
                                               : "enemy type '" + sp.enemyType + "' does not exist"});
    }
    if (!sp.path.empty()) {
      rs.path = indexOf(pathNames_, sp.path);
      if (rs.path < 0)
        problems.push_back({file, where, "path '" + sp.path + "' does not exist"});
      else if (paths_[std::size_t(rs.path)].empty())
        problems.push_back({file, where, "path '" + sp.path + "' has fewer than two points"});
    } else if (!sp.position.isFinite()) {
      problems.push_back({file, where, "its position is not a finite number"});
    }
    if (sp.when == Spawn::When::OnTrigger) {
      rs.trigger = triggers.index(sp.trigger);
      if (rs.trigger < 0) problems.push_back({file, where, "trigger '" + sp.trigger + "' does not exist"});
    }
    if (!sp.wave.empty()) {
      rs.wave = -1;
      for (std::size_t w = 0; w < waves_.size(); ++w)
        if (waves_[w].name == sp.wave) rs.wave = int(w);
      if (rs.wave < 0) {
        rs.wave = int(waves_.size());
        waves_.push_back({sp.wave, {}});
      }
      waves_[std::size_t(rs.wave)].spawns.push_back(int(i));
    }
    const std::int64_t ships = std::max<std::int64_t>(sp.count, 1);
    if (rs.type >= 0) {
      const Type& type = types_[std::size_t(rs.type)];
      state_.spawns[i].health = ships * type.health;
      if (!type.parts.empty()) partBlocks_ += std::size_t(ships);
      std::size_t spheres = type.sphereShapes.size();
      for (const Type::Part& p : type.parts) spheres += p.spheres.size();
      sphereSlots_ += std::size_t(ships) * spheres;
    }
    capacity += std::size_t(ships);
  }
  state_.waves.assign(waves_.size(), WaveProgress{});
  return capacity;
}

void EnemySystem::resolveAfterWaves(Errors& problems) {
  for (SpawnSpec& rs : spawns_) {
    if (rs.spec.when != Spawn::When::WaveCleared) continue;
    for (std::size_t w = 0; w < waves_.size(); ++w)
      if (waves_[w].name == rs.spec.afterWave) rs.afterWave = int(w);
    if (rs.afterWave < 0)
      problems.push_back({level_.levelFile(), "spawn '" + rs.spec.name + "'",
                          "no spawn belongs to wave '" + rs.spec.afterWave + "', so it is never cleared"});
  }
}

void EnemySystem::reserve(std::size_t capacity) {
  state_.enemies.reserve(capacity);
  indexOfSerial_.assign(capacity + 1, -1);
  state_.parts.assign(std::min(partBlocks_, capacity) * std::size_t(kMaxParts), PartState{});
}

// --- Reading

std::vector<std::string> EnemySystem::spawnNames() const {
  std::vector<std::string> names;
  for (const SpawnSpec& s : spawns_) names.push_back(s.spec.name);
  return names;
}

std::vector<std::string> EnemySystem::waveNames() const {
  std::vector<std::string> names;
  for (const Wave& w : waves_) names.push_back(w.name);
  return names;
}

bool EnemySystem::waveCleared(std::string_view name) const {
  for (std::size_t w = 0; w < waves_.size(); ++w)
    if (waves_[w].name == name) return state_.waves[w].cleared;
  return false;
}

std::string EnemySystem::enemyName(const Enemy& enemy) const {
  const SpawnSpec& rs = spawns_[std::size_t(enemy.spawn)];
  return "enemy '" + rs.spec.name + "[" + std::to_string(enemy.ship) + "]' (" + types_[std::size_t(enemy.type)].name +
         ")";
}

const Enemy* EnemySystem::bySerial(std::uint32_t serial) const {
  if (serial >= indexOfSerial_.size()) return nullptr;
  const std::int32_t i = indexOfSerial_[serial];
  if (i < 0 || std::size_t(i) >= state_.enemies.size() || state_.enemies[std::size_t(i)].serial != serial)
    return nullptr;
  return &state_.enemies[std::size_t(i)];
}

Enemy* EnemySystem::bySerial(std::uint32_t serial) {
  return const_cast<Enemy*>(static_cast<const EnemySystem*>(this)->bySerial(serial));
}

int EnemySystem::indexOfLive(std::uint32_t serial) const {
  // The serial table the pattern runners keep, not a walk of the pool.
  if (serial >= indexOfSerial_.size()) return -1;
  const std::int32_t i = indexOfSerial_[serial];
  if (i < 0 || std::size_t(i) >= state_.enemies.size()) return -1;
  const Enemy& e = state_.enemies[std::size_t(i)];
  return e.serial == serial && !e.died && !e.endReached ? int(i) : -1;
}

int EnemySystem::nearest(Vec2 from, double range, double minCos) const {
  // Ties go to the earlier enemy in the pool, itself deterministic.
  int best = -1;
  double bestDistance = 0;
  for (std::size_t i = 0; i < state_.enemies.size(); ++i) {
    const Enemy& e = state_.enemies[i];
    if (e.died || e.endReached || !s_.camera->onScreen(e.position, 0)) continue;
    const Vec2 d = e.position - from;
    const double distance = std::sqrt(d.x * d.x + d.y * d.y);
    if (distance > range || (best >= 0 && distance >= bestDistance)) continue;
    if (minCos > -1.5 && (distance <= 0 || (e.position.x - from.x) / distance < minCos)) continue;
    best = int(i);
    bestDistance = distance;
  }
  return best;
}

int EnemySystem::patternNamed(const std::string& name) const {
  return name.empty() ? kDefaultPattern : patterns_->patternIndex(name);
}

std::string_view EnemySystem::label(const EnemyPopulation& s, std::string_view kind, std::size_t i) const {
  auto spawnName = [this](std::size_t spawn) {
    return spawn < spawns_.size() ? std::string_view(spawns_[spawn].spec.name) : std::string_view();
  };
  if (kind == SpawnProgress::kStateKind) return spawnName(i);
  if (kind == WaveProgress::kStateKind) return i < waves_.size() ? std::string_view(waves_[i].name) : std::string_view();
  if (kind == Enemy::kStateKind && i < s.enemies.size()) return spawnName(std::size_t(s.enemies[i].spawn));
  return {};
}

bool EnemySystem::fits(const EnemyPopulation& saved) const {
  return saved.spawns.size() == spawns_.size() && saved.waves.size() == waves_.size() &&
         saved.enemies.size() <= state_.enemies.capacity() && saved.parts.size() == state_.parts.size();
}

// --- What others do to enemies

void EnemySystem::damage(std::size_t index, std::int64_t amount, int byPlayer) {
  Enemy& e = state_.enemies[index];
  if (e.died) return;
  const std::int64_t dealt = std::min(amount, e.health);
  e.health -= dealt;
  state_.spawns[std::size_t(e.spawn)].health -= dealt;
  e.hitTicks = 4;
  const Type& type = types_[std::size_t(e.type)];
  if (e.health > 0) {
    if (dealt > 0) level_.events.add("enemy-hit", e.serial, e.position, type.name);
    return;
  }
  e.died = true;
  ++state_.spawns[std::size_t(e.spawn)].destroyed;
  s_.players->addKill(byPlayer, type.score);
  level_.events.add("enemy-killed", e.serial, e.position, type.name);
  s_.effects->burst(e.position, level_.options.rules.explosionParticles, 0.3, type.color, e.random);
  if (s_.pickups) s_.pickups->enemyDestroyed(e);
}

// A loop went round: its tiles start again, and so do paths attached to them. A spawn
// flying such a path (a boss orbiting inside the looped corridor) follows the new pass
// instead of staying behind in the old one; everything else keeps moving smoothly.
void EnemySystem::loopWrapped() {
  const RuntimeCamera& track = s_.camera->track();
  const CameraSpot& spot = s_.camera->spot();
  for (const RuntimeLoop& loop : track.loops()) {
    if (spot.link != loop.first) continue;
    for (std::size_t i = 0; i < spawns_.size(); ++i) {
      SpawnProgress& progress = state_.spawns[i];
      if (!progress.fired || spawns_[i].path < 0) continue;
      const long link = pathLinks_[std::size_t(spawns_[i].path)];
      if (link >= long(loop.first) && link <= long(loop.last)) progress.pathOffset = Vec2{} - s_.camera->frameOrigin();
    }
  }
}

// A behaviour that fires without a weapon would do nothing, silently: the Log hears of it
// once per enemy type, naming the first enemy that tried.
void EnemySystem::reportNoWeapon(const Enemy& e, const char* action) {
  Type& type = types_[std::size_t(e.type)];
  if (type.reportedNoWeapon) return;
  type.reportedNoWeapon = true;
  level_.report(enemyName(e), std::string("runs '") + action +
                                  "' but has no such pattern, so no bullet is fired; set enemy type '" + type.name +
                                  "' Pattern, or run 'setPattern NAME' first (reported once per enemy type)");
}

// --- Tick

void EnemySystem::step(int phase, const TickInput&) {
  const std::int64_t t = level_.tick();
  switch (phase) {
    case Appear:
      fireDueSpawns(t);
      launchShips(t);
      break;
    case Move: move(t); break;
    case Check: checkFinite(t); break;
    case Remove: removeFinished(); break;
    case Waves: updateWaves(); break;
  }
}

void EnemySystem::shiftFrame(Vec2 step) {
  for (Enemy& e : state_.enemies) {
    e.position = e.position - step;
    if (e.hasMoveTarget) e.moveTarget = e.moveTarget - step;
    e.beam.control = e.beam.control - step;
    for (Vec2& p : e.beam.points) p = p - step;
  }
  for (PartState& p : state_.parts) {
    p.position = p.position - step;
    p.beam.control = p.beam.control - step;
    for (Vec2& q : p.beam.points) q = q - step;
  }
  for (SpawnProgress& s : state_.spawns) s.pathOffset = s.pathOffset - step;
}

void EnemySystem::fireDueSpawns(std::int64_t t) {
  for (std::size_t i = 0; i < spawns_.size(); ++i) {
    const SpawnSpec& rs = spawns_[i];
    SpawnProgress& progress = state_.spawns[i];
    if (progress.fired) continue;
    bool due = false;
    switch (rs.spec.when) {
      case Spawn::When::AtTick: due = rs.spec.tick <= t; break;
      case Spawn::When::WaveCleared: due = state_.waves[std::size_t(rs.afterWave)].cleared; break;
      case Spawn::When::OnTrigger: due = s_.triggers->fired(std::size_t(rs.trigger)); break;
    }
    if (!due) continue;
    progress.fired = true;
    progress.firedTick = t;
    // A level without a chain has no camera: mirror across y = 0, as the editor does.
    progress.axisY = level_.level->chain.empty() ? 0.0 : s_.camera->spot().absolute.y;
    // Paths and positions are in the editor's absolute layout; from now on this offset
    // carries them with the frame.
    progress.pathOffset = Vec2{} - s_.camera->frameOrigin();
    level_.events.add("spawn-fired", std::int64_t(i), progress.pathOffset);
  }
}

void EnemySystem::launchShips(std::int64_t t) {
  for (std::size_t i = 0; i < spawns_.size(); ++i) {
    const SpawnSpec& rs = spawns_[i];
    SpawnProgress& progress = state_.spawns[i];
    if (!progress.fired) continue;
    const std::int64_t count = std::max<std::int64_t>(rs.spec.count, 1);
    while (progress.launched < count && progress.firedTick + formationSlot(rs.spec, progress.launched).delayTicks <= t) {
      const Type& type = types_[std::size_t(rs.type)];
      Enemy e;
      for (std::size_t m = 0; m < type.machines.size() && m < e.machines.size(); ++m)
        e.machines[m] = StateMachineInstance(type.machines[m]);
      e.serial = state_.nextSerial++;
      e.spawn = int(i);
      e.ship = progress.launched;
      e.type = rs.type;
      e.health = type.health;
      e.bornTick = t;
      e.clock = double(t - progress.firedTick);
      e.speed = type.motion.speed;
      e.pattern = type.pattern;
      e.firingPattern = kDefaultPattern;
      // Without a behaviour the components run on their own: the pattern fires from birth.
      e.firing = !type.hasStates && type.pattern >= 0;
      e.fireCooldown = type.firstShotDelayTicks;
      e.random = entityRandom(level_.options.seed, i + 1, std::uint64_t(progress.launched));
      if (!type.parts.empty()) attachParts(e, type);
      state_.enemies.push_back(std::move(e));  // within the capacity reserved at build
      ++progress.launched;
      ++progress.alive;
    }
  }
}

void EnemySystem::checkFinite(std::int64_t t) {
  for (Enemy& e : state_.enemies) {
    // A part gone out of the numbers (a NaN in its moves) is taken off, named.
    if (PartState* parts = partsOf(e); parts && !e.died) {
      const Type& type = types_[std::size_t(e.type)];
      for (std::size_t p = 0; p < type.parts.size(); ++p) {
        if (parts[p].destroyed || (parts[p].position.isFinite() && std::isfinite(parts[p].angle))) continue;
        level_.report(enemyName(e) + ", part '" + type.parts[p].name + "'",
                      "position is not a finite number at tick " + std::to_string(t) + "; the part was removed");
        for (int i : type.parts[p].subtree) parts[i].destroyed = true;
      }
    }
    if (e.died || (e.position.isFinite() && e.direction.isFinite())) continue;
    level_.report(enemyName(e),
                  "position is not a finite number at tick " + std::to_string(t) + "; the enemy was removed");
    e.died = true;
  }
}

// Swap-remove what is finished; the pool keeps its capacity.
void EnemySystem::removeFinished() {
  std::vector<Enemy>& enemies = state_.enemies;
  for (std::size_t i = 0; i < enemies.size();) {
    Enemy& e = enemies[i];
    if (e.died || e.endReached) {
      SpawnProgress& progress = state_.spawns[std::size_t(e.spawn)];
      --progress.alive;
      progress.health -= e.health;  // a ship that left takes its health with it
      releaseParts(e);
      swapRemove(enemies, i);
      continue;
    }
    ++i;
  }
}

void EnemySystem::updateWaves() {
  for (std::size_t wi = 0; wi < waves_.size(); ++wi) {
    WaveProgress& w = state_.waves[wi];
    if (w.cleared) continue;
    bool done = true;
    for (int si : waves_[wi].spawns) {
      const SpawnProgress& progress = state_.spawns[std::size_t(si)];
      if (!progress.fired || progress.launched < std::max<std::int64_t>(spawns_[std::size_t(si)].spec.count, 1) ||
          progress.alive > 0)
        done = false;
    }
    w.cleared = done;
  }
}

}  // namespace sw
