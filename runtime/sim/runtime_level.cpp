#include "sim/runtime_level.h"
#include "sim/project_rules.h"

#include <algorithm>
#include <cmath>

#include "assets/mesh_data.h"
#include "core/mix64.h"
#include "model/path.h"
#include "model/path_placement.h"
#include "sim/runtime_level_internal.h"

namespace sw {

namespace {

constexpr double kDefaultSpeed = 0.1;  // units per tick without a usable type speed (as the editor)
constexpr std::size_t kWallWindow = 4;  // tiles that can collide at once: one behind, the camera's, two ahead

int indexOf(const std::vector<std::string>& names, std::string_view name) {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return int(i);
  return -1;
}

}  // namespace

std::uint64_t simSeed(std::uint64_t seed, std::uint64_t a, std::uint64_t b) {
  auto splitmix = [](std::uint64_t x) { return mix64(x + 0x9E3779B97F4A7C15ull); };
  return splitmix(seed ^ splitmix((a << 32) ^ b ^ splitmix(a)));
}

RuntimeLevel::RuntimeLevel() : snap_(std::make_unique<Snapshot>()), patterns_(std::make_unique<PatternRuntime>()) {}
RuntimeLevel::~RuntimeLevel() = default;
RuntimeLevel::RuntimeLevel(RuntimeLevel&&) noexcept = default;
RuntimeLevel& RuntimeLevel::operator=(RuntimeLevel&&) noexcept = default;

Result<RuntimeLevel> RuntimeLevel::build(const Project& project, const Level& level, std::uint64_t seed,
                                         Errors* all) {
  PlayOptions options;
  options.seed = seed;
  return build(project, level, options, all);
}

// The loadout's names become weapon types: the project's own, else the built-in shot and
// spread (model/weapon_type.h). An unknown name, or a weapon whose numbers are out of range
// (an edit that skipped validation), is a build error naming its file and place.
void RuntimeLevel::resolveLoadout(const Project& project, const GameRules& rules, Snapshot& s, Errors& errors) {
  if (rules.loadout.empty()) errors.push_back({"game.json", "/loadout", "the loadout names no weapon"});
  for (std::size_t i = 0; i < rules.loadout.size(); ++i) {
    const std::string& name = rules.loadout[i];
    const WeaponType* w = findWeapon(project.weapons, name);
    if (!w) {
      errors.push_back({"game.json", "/loadout/" + std::to_string(i),
                        "weapon '" + name + "' is not in project.json's weapons (nor built in: shot, spread)"});
      continue;
    }
    std::size_t index = 0;
    while (index < project.weapons.size() && project.weapons[index].get() != w) ++index;
    for (const Property& p : WeaponType::describeType().properties())
      if (auto problem = p.check(p.get(*w)))
        errors.push_back({"project.json", "/weapons/" + std::to_string(index) + "/" + p.key,
                          "weapon '" + name + "': " + *problem});
    s.loadout.push_back(*w);
    if (w->kind == WeaponKind::LockOnBeam || w->kind == WeaponKind::Lightning) s.visitBeams = true;
  }
}

Result<RuntimeLevel> RuntimeLevel::build(const Project& project, const Level& level, const PlayOptions& options,
                                         Errors* all) {
  RuntimeLevel rt;
  rt.options_ = options;
  rt.options_.players = std::clamp(options.players, 1, kMaxPlayers);
  Snapshot& s = *rt.snap_;
  Errors errors;
  if (!options.rulesOverride) {
    checkRunnableRules(project.rules, errors);
    applyGameRules(project.rules, rt.options_.rules);
  }
  const std::string& file = level.file;
  const std::string projectFile = "project.json";

  // 1. Create: copy what the game needs; nothing refers to anything yet.
  s.project.name = project.name;
  s.project.tickRate = project.tickRate;
  s.project.screenExtent = project.screenExtent;
  for (const auto& t : project.tileDefs) s.project.tileDefs.push_back(std::make_unique<TileDef>(*t));
  s.project.levels.push_back(std::make_unique<Level>(level));
  s.level = s.project.levels.back().get();

  std::vector<std::string> triggerNames;
  for (const auto& object : s.level->objects) {
    if (const auto* path = sw::objectCast<const Path*>(object.get())) {
      s.pathNames.push_back(path->name);
      s.paths.emplace_back(*path, pathOrigin(s.project, *s.level, *path));
      long link = -1;
      for (std::size_t c = 0; c < s.level->chain.size(); ++c)
        if (!path->attachedTile.empty() && s.level->chain[c]->name == path->attachedTile) link = long(c);
      s.pathLinks.push_back(link);
    } else if (const auto* trigger = sw::objectCast<const Trigger*>(object.get())) {
      triggerNames.push_back(trigger->name);
      RuntimeTrigger rtTrigger;
      rtTrigger.name = trigger->name;
      rtTrigger.size = {std::abs(trigger->size.x), std::abs(trigger->size.y)};
      rtTrigger.enabled = (trigger->flags & Trigger::StartsEnabled) != 0;
      rt.triggers_.push_back(rtTrigger);
      TriggerSpec spec;
      spec.position = trigger->position;
      spec.activation = trigger->activation;
      spec.flags = trigger->flags;
      spec.delayTicks = std::max<std::int64_t>(trigger->delayTicks, 0);
      s.triggerSpecs.push_back(std::move(spec));
      if (!trigger->position.isFinite() || !trigger->size.isFinite())
        errors.push_back({file, "trigger '" + trigger->name + "'", "its position or size is not a finite number"});
    } else if (const auto* spawn = sw::objectCast<const Spawn*>(object.get())) {
      rt.spawns_.push_back(RuntimeSpawn{*spawn});
    }
  }
  // Bullet patterns, compiled once (sim/pattern_runtime.h); kinds' colours for views.
  rt.patterns_->compile(project, options.rules.enemyBulletRadius, options.rules.enemyBulletLifeTicks, errors);
  for (const auto& kind : project.bulletKinds) s.bulletKindColors.push_back(kind->color);
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
    t.health = std::max<std::int64_t>(type->health, 1);
    t.score = type->score;
    const double len = type->direction.length();
    t.direction = len > 0 && std::isfinite(len) ? type->direction * (1.0 / len) : Vec2{-1, 0};
    t.sineAmplitude = std::isfinite(type->sineAmplitude) ? type->sineAmplitude : 0;
    t.sinePeriodTicks = type->sinePeriodTicks;
    t.motion.speed = type->speed > 0 && std::isfinite(type->speed) ? type->speed : kDefaultSpeed;
    t.pattern = rt.patterns_->patternIndex(type->pattern);
    if (!type->pattern.empty() && t.pattern < 0)
      errors.push_back({projectFile, "enemy type '" + type->name + "'", "fires unknown pattern '" + type->pattern + "'"});
    t.fireIntervalTicks = std::max<std::int64_t>(type->fireIntervalTicks, 1);
    t.firstShotDelayTicks = std::max<std::int64_t>(type->firstShotDelayTicks, 0);
    t.hasStates = !type->states.empty();
    t.machine = std::move(*machine);
    s.types.push_back(std::move(t));
  }

  // 2. Resolve names into indices.
  resolveLoadout(project, rt.options_.rules, s, errors);
  std::vector<std::string> typeNames;
  for (const Type& t : s.types) typeNames.push_back(t.name);
  std::vector<std::string> spawnNames;
  std::size_t capacity = 0;
  for (std::size_t i = 0; i < rt.spawns_.size(); ++i) {
    RuntimeSpawn& rs = rt.spawns_[i];
    const Spawn& sp = rs.spec;
    spawnNames.push_back(sp.name);
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
      rs.trigger = indexOf(triggerNames, sp.trigger);
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
    const std::int64_t ships = std::max<std::int64_t>(sp.count, 1);
    if (rs.type >= 0) rs.health = ships * s.types[std::size_t(rs.type)].health;
    capacity += std::size_t(ships);
  }
  for (RuntimeSpawn& rs : rt.spawns_) {
    if (rs.spec.when != Spawn::When::WaveCleared) continue;
    for (std::size_t w = 0; w < s.waves.size(); ++w)
      if (s.waves[w].name == rs.spec.afterWave) rs.afterWave = int(w);
    if (rs.afterWave < 0)
      errors.push_back({file, "spawn '" + rs.spec.name + "'",
                        "no spawn belongs to wave '" + rs.spec.afterWave + "', so it is never cleared"});
  }
  // Triggers: conditions and targets.
  std::vector<std::string> waveNames;
  for (const Wave& w : s.waves) waveNames.push_back(w.name);
  TriggerCondition::Names names{[&](std::string_view n) { return indexOf(spawnNames, n); },
                                [&](std::string_view n) { return indexOf(triggerNames, n); },
                                [&](std::string_view n) { return indexOf(waveNames, n); }};
  std::size_t ti = 0;
  for (const auto& object : s.level->objects) {
    const auto* trigger = sw::objectCast<const Trigger*>(object.get());
    if (!trigger) continue;
    TriggerSpec& spec = s.triggerSpecs[ti++];
    const std::string where = "trigger '" + trigger->name + "'";
    if (!trigger->target.empty()) spec.target = indexOf(triggerNames, trigger->target);
    const bool wantsCondition = trigger->activation != Trigger::Activation::PlayerEnters;
    if (wantsCondition && trigger->condition.find_first_not_of(" \t") == std::string::npos) {
      errors.push_back({file, where, "its activation needs a condition, and the condition is empty"});
    } else if (wantsCondition) {
      std::string problem;
      spec.condition = TriggerCondition::compile(trigger->condition, names, &problem);
      if (!problem.empty()) errors.push_back({file, where, "condition '" + trigger->condition + "': " + problem});
    }
  }
  // The camera, its loops and their triggers.
  std::vector<LoopProblem> loopProblems;
  std::vector<TrackLoop> trackLoops = chainLoops(*s.level, &loopProblems);
  std::vector<RuntimeLoop> loops;
  for (const TrackLoop& tl : trackLoops) {
    RuntimeLoop loop{tl.first, tl.last, std::max<std::int64_t>(tl.passes, 1), -1};
    for (const auto& object : s.level->objects) {
      const auto* l = sw::objectCast<const Loop*>(object.get());
      if (!l || l->first != s.level->chain[tl.first]->name || l->last != s.level->chain[tl.last]->name) continue;
      loop.trigger = indexOf(triggerNames, l->untilTrigger);
      if (loop.trigger < 0 && !options.loopsFollowPreview)
        errors.push_back({file, "loop '" + l->name + "'",
                          l->untilTrigger.empty() ? "names no trigger to end it, so it would never end"
                                                  : "trigger '" + l->untilTrigger + "' does not exist"});
    }
    loops.push_back(loop);
  }
  s.camera = RuntimeCamera(layoutChain(s.project, *s.level), std::move(loops), std::max<std::int64_t>(s.level->scrollSpeed, 1));

  // Pathing graph: passableWhen conditions resolve names as trigger conditions do.
  rt.routes_ = std::make_unique<LevelRoutes>(*s.level, names, file, errors);

  if (all) *all = errors;
  if (!errors.empty()) return errors.front();

  // 3. Collision shapes and pools: everything a tick needs is allocated here.
  CollisionCapacity cap;
  cap.enemies = capacity;
  cap.players = std::size_t(kMaxPlayers);
  cap.playerBullets = options.playerBulletCapacity;
  cap.enemyBullets = 0;  // enemy bullets meet walls and ships without the broadphase (runtime_enemy_bullets.cpp)
  cap.walls = kWallWindow;
  rt.collision_ = std::make_unique<CollisionWorld>(cap);
  for (Type& t : s.types) {
    const EnemyType* source = project.findEnemyType(t.name);
    if (source && source->collision == EnemyCollision::Mesh) {
      std::string problem;
      if (t.mesh.empty()) problem = "has no mesh";
      else if (options.projectDir.empty()) problem = "cannot read its mesh here (no project folder)";
      else if (Result<MeshData> mesh = loadMesh(options.projectDir + "/" + t.mesh); !mesh) {
        problem = "cannot read its mesh: " + mesh.error().message;
      } else {
        std::vector<Vec3> positions;
        positions.reserve(mesh->vertices.size());
        for (const MeshVertex& v : mesh->vertices) positions.push_back({v.position[0], v.position[1], v.position[2]});
        t.shape = rt.collision_->addTriangleMesh(positions, mesh->indices);
        if (t.shape < 0) problem = "its mesh has no triangles";
      }
      if (!problem.empty())
        rt.errors_.push_back({projectFile, "enemy type '" + t.name + "'",
                              "uses mesh collision but " + problem + "; its spheres are used instead"});
    }
    if (t.shape < 0) t.shape = rt.collision_->addSphereSet(t.spheres);
  }
  rt.collision_->setPlayerShape(rt.collision_->addSphereSet(options.rules.shipSpheres));
  std::vector<int> shapeOfDef(s.project.tileDefs.size(), -2);
  for (const ChainLink& link : s.camera.links()) {
    int shape = -1;
    for (std::size_t d = 0; d < s.project.tileDefs.size(); ++d) {
      if (s.project.tileDefs[d].get() != link.def) continue;
      if (shapeOfDef[d] == -2) shapeOfDef[d] = rt.collision_->addWalls(link.def->collision);
      shape = shapeOfDef[d];
    }
    s.wallShapes.push_back(shape);
  }
  // The enemy bullets' wall grids, one per tile definition with walls.
  double largestKind = 0;
  for (const auto& kind : project.bulletKinds)
    if (std::isfinite(kind->radius)) largestKind = std::max(largestKind, kind->radius);
  std::vector<int> gridOfDef(s.project.tileDefs.size(), -2);
  // Cells list the edges within the largest bullet radius (a larger one tests every edge).
  const double reach = std::max({options.rules.enemyBulletRadius, largestKind, 0.05});
  for (const ChainLink& link : s.camera.links()) {
    int grid = -1;
    for (std::size_t d = 0; d < s.project.tileDefs.size(); ++d) {
      if (s.project.tileDefs[d].get() != link.def) continue;
      if (gridOfDef[d] == -2) {
        gridOfDef[d] = -1;
        WallGrid g(link.def->collision, reach);
        if (!g.empty()) {
          gridOfDef[d] = int(s.wallGrids.size());
          s.wallGrids.push_back(std::move(g));
        }
      }
      grid = gridOfDef[d];
    }
    s.wallGridOfLink.push_back(grid);
  }
  rt.enemies_.reserve(capacity);
  rt.enemyOfSerial_.assign(capacity + 1, -1);
  {
    // Runners: a few runs per enemy at once, and one per bullet when bullets run actions.
    PatternLimits limits;
    limits.runners = capacity * 8 + 256 + (rt.patterns_->bulletActions() ? options.enemyBulletCapacity : 0);
    rt.patterns_->reserve(limits);
    rt.patterns_->rank = rt.rank();
  }
  rt.playerBullets_.reserve(options.playerBulletCapacity);
  rt.enemyBullets_.reserve(options.enemyBulletCapacity);
  rt.particles_.reserve(options.particleCapacity);
  rt.wallTiles_.reserve(kWallWindow);
  rt.hits_.reserve(std::max({capacity * 4, options.playerBulletCapacity * 4, std::size_t(64)}));
  rt.levelRandom_ = MwcRandom(std::uint32_t(simSeed(options.seed, 0xFFFF, 1)), std::uint32_t(simSeed(options.seed, 0xFFFF, 2)));
  rt.camera_ = s.camera.spot();
  rt.createPlayers();
  rt.updateWallWindow();
  return Result<RuntimeLevel>(std::move(rt));
}

bool RuntimeLevel::run(std::int64_t count, const TickInput& input) {
  bool ok = true;
  for (std::int64_t i = 0; i < count; ++i) ok = tick(input) && ok;
  return ok;
}

bool RuntimeLevel::tick(const TickInput& input) {
  const std::size_t errorsBefore = errors_.size();
  const std::int64_t t = ticks_;
  const Vec2 cameraBefore = camera_.local;
  Vec2 cameraMove;
  if (t > 0) {
    const std::size_t linkBefore = camera_.link;
    const std::int64_t passBefore = camera_.pass;
    const Vec2 step = snap_->camera.advance([this](int loop) { return loopEnds(loop); });
    camera_ = snap_->camera.spot();
    if (camera_.link != linkBefore || step != Vec2{}) rebase(step);
    if (camera_.pass > passBefore) loopWrapped();
    cameraMove = camera_.local - (cameraBefore - step);
  }
  updateTriggers(t);
  fireDueSpawns(t);
  launchShips(t);
  updatePlayers(input, t, cameraMove);
  updateEnemies(t);
  {
    PatternGame game(*this);
    patterns_->tick(t, enemyBullets_, game);  // runs still going, and bullets' own actions
  }
  moveBullets();
  moveParticles();
  checkFinite(t);
  placeColliders();
  updateBeamsAndBolts();
  resolveCollisions(t);
  removeFinished();
  updateWaves();
  ++ticks_;
  return errors_.size() == errorsBefore;
}

// The camera entered another link: the frame moves by `step`, so everything that moves
// shifts back by it. Static things (triggers, walls) are placed from the new link.
void RuntimeLevel::rebase(Vec2 step) {
  for (Enemy& e : enemies_) {
    e.position = e.position - step;
    if (e.hasMoveTarget) e.moveTarget = e.moveTarget - step;
  }
  for (RuntimeSpawn& rs : spawns_) rs.pathOffset = rs.pathOffset - step;
  for (Player& p : players_) {
    p.position = p.position - step;
    p.beam.start = p.beam.start - step;
    p.beam.control = p.beam.control - step;
    p.beam.end = p.beam.end - step;
    for (LightningBolt& bolt : p.bolts) bolt.start = bolt.start - step, bolt.end = bolt.end - step;
  }
  combo_.start = combo_.start - step;
  combo_.end = combo_.end - step;
  for (Bullet& b : playerBullets_) b.position = b.position - step;
  enemyBullets_.shift(step);
  for (Particle& p : particles_) p.position = p.position - step;
  updateWallWindow();
}

// Which tiles can collide: one behind the camera's link, its own and two ahead (along the
// way the camera goes, so a running loop's first link follows its last).
// Whether loop `loop` ends at its last link now: its trigger fired, or (Play from here)
// its preview passes are done, as the scrubber shows it.
bool RuntimeLevel::loopEnds(int loop) const {
  const RuntimeLoop& l = snap_->camera.loops()[std::size_t(loop)];
  if (options_.loopsFollowPreview) return snap_->camera.pass() + 1 >= l.previewPasses;
  return l.trigger >= 0 && triggers_[std::size_t(l.trigger)].fired;
}

// A loop went round: its tiles start again, and so do paths attached to them. A spawn
// flying such a path (a boss orbiting inside the looped corridor) follows the new pass
// instead of staying behind in the old one; everything else keeps moving smoothly.
void RuntimeLevel::loopWrapped() {
  const RuntimeCamera& cam = snap_->camera;
  for (const RuntimeLoop& loop : cam.loops()) {
    if (cam.link() != loop.first) continue;
    for (RuntimeSpawn& rs : spawns_) {
      if (!rs.fired || rs.path < 0) continue;
      const long link = snap_->pathLinks[std::size_t(rs.path)];
      if (link >= long(loop.first) && link <= long(loop.last)) rs.pathOffset = Vec2{} - frameOrigin();
    }
  }
}

void RuntimeLevel::updateWallWindow() {
  wallTiles_.clear();
  const RuntimeCamera& cam = snap_->camera;
  if (cam.links().empty()) return;
  const std::size_t here = cam.link();
  auto loopEnds = [this](int loop) { return this->loopEnds(loop); };
  if (here > 0) {
    const std::size_t prev = here - 1;
    wallTiles_.push_back({prev, Vec2{} - chainStep(cam.links()[prev].def, cam.links()[here].def),
                          &cam.links()[prev].def->collision});
  }
  wallTiles_.push_back({here, Vec2{}, nullptr});
  Vec2 origin;
  std::size_t at = here;
  for (int ahead = 0; ahead < 2; ++ahead) {
    const long next = cam.next(at, loopEnds);
    if (next < 0) break;
    origin += chainStep(cam.links()[at].def, cam.links()[std::size_t(next)].def);
    at = std::size_t(next);
    wallTiles_.push_back({at, origin, nullptr});
  }
  static const std::vector<Polygon> none;
  for (WallTile& w : wallTiles_) w.polygons = cam.links()[w.link].def ? &cam.links()[w.link].def->collision : &none;
  for (std::size_t slot = 0; slot < kWallWindow; ++slot) {
    if (slot < wallTiles_.size() && snap_->wallShapes[wallTiles_[slot].link] >= 0)
      collision_->placeWall(slot, snap_->wallShapes[wallTiles_[slot].link], wallTiles_[slot].origin);
    else
      collision_->removeWall(slot);
  }
}

void RuntimeLevel::checkFinite(std::int64_t t) {
  for (Enemy& e : enemies_) {
    if (e.died || (e.position.isFinite() && e.direction.isFinite())) continue;
    errors_.push_back({snap_->level->file, enemyName(e),
                       "position is not a finite number at tick " + std::to_string(t) + "; the enemy was removed"});
    e.died = true;
  }
  for (Player& p : players_) {
    if (!p.alive || p.position.isFinite()) continue;
    errors_.push_back({snap_->level->file, "player '" + p.name + "'",
                       "position is not a finite number at tick " + std::to_string(t) + "; the ship was put back"});
    p.position = camera_.local + Vec2{-screenHalfExtent().x * 0.6, p.index == 0 ? 2.0 : -2.0};
  }
  auto report = [&](const std::string& what) {
    errors_.push_back({snap_->level->file, what,
                       "position or velocity is not a finite number at tick " + std::to_string(t) +
                           "; the bullet was removed"});
  };
  for (Bullet& b : playerBullets_) {
    if (b.lifeTicks <= 0 || (b.position.isFinite() && b.velocity.isFinite())) continue;
    report("player bullet from player " + std::to_string(b.owner + 1));
    b.lifeTicks = 0;
  }
  EnemyBulletPool& eb = enemyBullets_;
  for (std::size_t i = 0; enemyBulletsNonFinite_ && i < eb.size(); ++i) {
    if (eb.life[i] <= 0 || (eb.position(i).isFinite() && eb.velocity(i).isFinite())) continue;
    report("enemy bullet from enemy #" + std::to_string(eb.owner[i]));
    eb.life[i] = 0;
  }
  for (Particle& p : particles_)
    if (!p.position.isFinite() || !p.velocity.isFinite()) p.lifeTicks = 0;  // fire-and-forget: dropped quietly
}

double RuntimeLevel::rank() const {
  const double r = options_.rank >= 0 ? options_.rank : snap_->level ? snap_->level->rank : 0.5;
  return std::isfinite(r) ? std::clamp(r, 0.0, 1.0) : 0.5;
}

Color RuntimeLevel::enemyBulletColor(int kind) const {
  if (kind >= 0 && std::size_t(kind) < snap_->bulletKindColors.size()) return snap_->bulletKindColors[std::size_t(kind)];
  return Color{255, 90, 150, 255};
}

Vec2 RuntimeLevel::frameOrigin() const { return snap_->camera.frameOrigin(); }

Vec2 RuntimeLevel::screenHalfExtent() const { return snap_->project.screenExtent * 0.5; }

const std::vector<Vec3>& RuntimeLevel::enemySpheres(int type) const { return snap_->types[std::size_t(type)].spheres; }
const PathCurve& RuntimeLevel::pathCurve(int path) const { return snap_->paths[std::size_t(path)]; }
const std::string& RuntimeLevel::enemyTypeName(int type) const { return snap_->types[std::size_t(type)].name; }
Color RuntimeLevel::enemyColor(int type) const { return snap_->types[std::size_t(type)].color; }
const std::string& RuntimeLevel::enemyMesh(int type) const { return snap_->types[std::size_t(type)].mesh; }

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

std::string RuntimeLevel::enemyName(const Enemy& enemy) const {
  const RuntimeSpawn& rs = spawns_[std::size_t(enemy.spawn)];
  return "enemy '" + rs.spec.name + "[" + std::to_string(enemy.ship) + "]' (" +
         snap_->types[std::size_t(enemy.type)].name + ")";
}

}  // namespace sw
