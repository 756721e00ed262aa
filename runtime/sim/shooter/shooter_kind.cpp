// The shooter: a scrolling level whose camera runs along the chain (DOMAIN.md, "Runtime:
// what Play runs"). Its systems, how they are built from the level snapshot, and the order
// of one tick:
//  1. the camera advances along the chain's camera path (loops repeat until their trigger
//     fires); entering another link moves the frame;
//  2. triggers fire: a live player inside, a condition holding, or an enemy's `emit`;
//  3. spawns due fire and formations launch their ships;
//  4. players move, switch weapon, fire, release the second charge or power up; the dead
//     count down;
//  5. enemies move, run their state machines and start bullet pattern runs; then every
//     pattern runner still going runs; bullets, pickups (taken by ships they touch), enemy
//     bullets (meeting walls) and particles move;
//  6. what is not a finite number is reported and dropped;
//  7. colliders are placed; beams and bolts follow ship and target and hit;
//  8. collisions: player bullets against enemies and walls, ships against enemy bullets,
//     enemies and walls: damage, kills, score, drops, deaths, particles;
//  9. whatever left the screen, ran out of life or died is removed; waves are cleared.
#include <algorithm>
#include <cmath>

#include "model/level/camera_track.h"
#include "model/level/level.h"
#include "model/level/level_object.h"
#include "model/paths/path.h"
#include "model/level/spawn.h"
#include "model/project/project.h"
#include "model/tiles/tile_chain.h"
#include "sim/game_kind.h"
#include "sim/navigation/route_system.h"
#include "sim/shooter/project_rules.h"
#include "sim/shooter/shooter_conditions.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/collisions/collision_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/pickups/pickup_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/triggers/trigger_system.h"
#include "sim/systems/weapons/weapon_system.h"

namespace sw {

namespace {

int indexOf(const std::vector<std::string>& names, std::string_view name) {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return int(i);
  return -1;
}

// The rank patterns see: PlayOptions::rank, else the level's.
double rankOf(const LevelContext& level) {
  const double r = level.options.rank >= 0 ? level.options.rank : level.level->rank;
  return std::isfinite(r) ? std::clamp(r, 0.0, 1.0) : 0.5;
}

// The chain's loops with the triggers that end them.
std::vector<RuntimeLoop> cameraLoops(const LevelContext& level, const TriggerSystem& triggers, Errors& problems) {
  const Level& lvl = *level.level;
  std::vector<LoopProblem> loopProblems;
  std::vector<RuntimeLoop> loops;
  for (const TrackLoop& tl : chainLoops(lvl, &loopProblems)) {
    RuntimeLoop loop{tl.first, tl.last, std::max<std::int64_t>(tl.passes, 1), -1};
    for (const auto& object : lvl.objects) {
      const auto* l = objectCast<const Loop*>(object.get());
      if (!l || l->first != lvl.chain[tl.first]->name || l->last != lvl.chain[tl.last]->name) continue;
      loop.trigger = triggers.index(l->untilTrigger);
      if (loop.trigger < 0 && !level.options.loopsFollowPreview)
        problems.push_back({lvl.file, "loop '" + l->name + "'",
                            l->untilTrigger.empty() ? "names no trigger to end it, so it would never end"
                                                    : "trigger '" + l->untilTrigger + "' does not exist"});
    }
    loops.push_back(loop);
  }
  return loops;
}

}  // namespace

void assembleShooter(LevelAssembly& a) {
  LevelContext& level = a.level;
  const Project& project = a.project;
  Errors& problems = a.problems;
  PlayOptions& options = level.options;
  if (!options.rulesOverride) {
    checkRunnableRules(project.rules, problems);
    applyGameRules(project.rules, options.rules);
  }
  // Visit order (what the hash and dumps see after the level's clock).
  ShooterSystems s;
  s.camera = &a.add<CameraSystem>();
  s.triggers = &a.add<TriggerSystem>();
  s.enemies = &a.add<EnemySystem>();
  s.players = &a.add<PlayerSystem>();
  s.weapons = &a.add<WeaponSystem>();
  s.enemyBullets = &a.add<EnemyBulletSystem>();
  s.effects = &a.add<EffectSystem>();
  s.collisions = &a.add<CollisionSystem>();
  s.missiles = &a.add<MissileSystem>();
  s.pickups = &a.add<PickupSystem>();
  RouteSystem& routes = a.add<RouteSystem>();
  s.camera->connect(s);
  s.triggers->connect(s);
  s.enemies->connect(s);
  s.players->connect(s);
  s.weapons->connect(s);
  s.enemyBullets->connect(s);
  s.collisions->connect(s);
  s.missiles->connect(s);
  s.pickups->connect(s);
  s.triggers->setConditions(std::make_unique<ShooterConditions>(level, s));
  const Level& lvl = *level.level;

  // 1. Create: copy what the game needs; nothing refers to anything yet.
  for (const auto& object : lvl.objects) {
    if (const auto* path = objectCast<const Path*>(object.get()))
      s.enemies->addPath(*path, level.snapshot, lvl);
    else if (const auto* trigger = objectCast<const Trigger*>(object.get()))
      s.triggers->add(*trigger, problems);
    else if (const auto* spawn = objectCast<const Spawn*>(object.get()))
      s.enemies->addSpawn(*spawn);
  }
  s.enemyBullets->compilePatterns(project, problems);
  s.enemies->addTypes(project, s.enemyBullets->patterns(), problems);

  // 2. Resolve names into indices.
  s.weapons->resolveLoadout(project, options.rules, problems);
  s.pickups->build(project, problems);
  const std::size_t capacity = s.enemies->resolveSpawns(project, *s.triggers, problems);
  s.enemies->resolveAfterWaves(problems);
  const std::vector<std::string> spawnNames = s.enemies->spawnNames();
  const std::vector<std::string>& triggerNames = s.triggers->names();
  const std::vector<std::string> waveNames = s.enemies->waveNames();
  TriggerCondition::Names names{[&](std::string_view n) { return indexOf(spawnNames, n); },
                                [&](std::string_view n) { return indexOf(triggerNames, n); },
                                [&](std::string_view n) { return indexOf(waveNames, n); }};
  std::size_t ti = 0;
  for (const auto& object : lvl.objects)
    if (const auto* trigger = objectCast<const Trigger*>(object.get())) s.triggers->resolve(ti++, *trigger, names, problems);
  std::vector<RuntimeLoop> loops = cameraLoops(level, *s.triggers, problems);
  s.camera->build(RuntimeCamera(layoutChain(level.snapshot, lvl), std::move(loops),
                                std::max<std::int64_t>(lvl.scrollSpeed, 1)),
                  project.screenExtent);
  // Pathing graph: passableWhen conditions resolve names as trigger conditions do.
  routes.build(lvl, names, lvl.file, problems, s.triggers->conditions());
  if (!problems.empty()) return;

  // 3. Collision shapes and pools: everything a tick needs is allocated here.
  s.collisions->build(project, capacity);
  s.enemies->reserve(capacity);
  s.enemyBullets->reserve(capacity, options.enemyBulletCapacity, rankOf(level));
  s.weapons->reserve(options.playerBulletCapacity, options.players);
  s.effects->reserve(options.particleCapacity);
  s.missiles->reserve();
  s.players->build();

  // The tick (see the top of this file).
  a.schedule(*s.camera, CameraSystem::Advance);
  a.schedule(*s.triggers, TriggerSystem::Update);
  a.schedule(*s.enemies, EnemySystem::Appear);
  a.schedule(*s.players, PlayerSystem::Move);
  a.schedule(*s.enemies, EnemySystem::Move);
  a.schedule(*s.missiles, MissileSystem::Move);
  a.schedule(*s.enemyBullets, EnemyBulletSystem::Patterns);
  a.schedule(*s.weapons, WeaponSystem::Move);
  a.schedule(*s.pickups, PickupSystem::Move);
  a.schedule(*s.enemyBullets, EnemyBulletSystem::Move);
  a.schedule(*s.effects, EffectSystem::Move);
  a.schedule(*s.enemies, EnemySystem::Check);
  a.schedule(*s.players, PlayerSystem::Check);
  a.schedule(*s.weapons, WeaponSystem::Check);
  a.schedule(*s.enemyBullets, EnemyBulletSystem::Check);
  a.schedule(*s.effects, EffectSystem::Check);
  a.schedule(*s.collisions, CollisionSystem::Place);
  a.schedule(*s.weapons, WeaponSystem::Beams);
  a.schedule(*s.collisions, CollisionSystem::Resolve);
  a.schedule(*s.enemies, EnemySystem::Remove);
  a.schedule(*s.missiles, MissileSystem::Remove);
  a.schedule(*s.weapons, WeaponSystem::Remove);
  a.schedule(*s.enemyBullets, EnemyBulletSystem::Remove);
  a.schedule(*s.effects, EffectSystem::Remove);
  a.schedule(*s.enemies, EnemySystem::Waves);
}

}  // namespace sw
