// The platformer: a free level whose camera follows the active character inside the level's
// bounds (DOMAIN.md, "Platformers"). Its systems, in visit order (what the hash and dumps
// see), and the order of one tick:
//  1. puzzles: plates and levers, expressions, doors slide, barriers turn, checkpoints and the
//     goal are reached (puzzle_system.h);
//  2. pathing: which doorway nodes can be entered now (a door that moved makes routes replan);
//  3. movers: moving platforms travel along their paths;
//  4. crates: pushed by what moved, then fall, ride and are pushed by characters, lowest first;
//  5. characters: pushed or crushed by what moved, then switching and each controller (riding
//     what moved in 1-4: chains of riders); the inactive one follows the active one;
//  6. monsters: pushed or crushed, then each one's mind and the same controller;
//  7. combat: swings in their active frames hit (each target once per swing);
//  8. sparks fly and bounce;
//  9. camera: follows the active character (dead zone, look-ahead, bounds) or glances at a point.
// The world of geometry (geometry_system.h) is placed by 1-3 and read by all. The shooter's
// systems are not part of it.
#include "sim/game_kind.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/combat_system.h"
#include "sim/platformer/crate_system.h"
#include "sim/platformer/follow_camera_system.h"
#include "sim/platformer/geometry_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/mover_system.h"
#include "sim/platformer/pathing_system.h"
#include "sim/platformer/puzzle_system.h"
#include "sim/platformer/spark_system.h"

namespace sw {

void assemblePlatformer(LevelAssembly& a) {
  PlatformerSystems s;
  s.geometry = &a.add<GeometrySystem>();
  PlatformWorld& world = s.geometry->world();
  s.puzzles = &a.add<PuzzleSystem>(world);
  s.pathing = &a.add<PathingSystem>();
  s.movers = &a.add<MoverSystem>(*s.geometry);
  s.crates = &a.add<CrateSystem>(world);
  s.characters = &a.add<CharacterSystem>(world);
  s.monsters = &a.add<MonsterSystem>(world);
  s.combat = &a.add<CombatSystem>();
  s.sparks = &a.add<SparkSystem>(world);
  s.camera = &a.add<FollowCameraSystem>(*s.characters);
  s.puzzles->connect(s);
  s.pathing->connect(s);
  s.crates->connect(s);
  s.characters->connect(s);
  s.monsters->connect(s);
  s.combat->connect(s);

  // 1. Create: the geometry, then what adds pieces to it; 2. resolve names (expressions,
  // paths, characters); 3. the grid of what never moves, then everything stands where it starts.
  s.geometry->build(a.project, a.problems);
  s.puzzles->build(a.problems);
  s.movers->build(a.problems);
  s.crates->build(a.problems);
  s.characters->build(a.project, a.problems);
  s.monsters->build(a.project, a.problems);
  s.pathing->build(a.problems);
  if (!a.problems.empty()) return;
  world.finishBuild();
  s.characters->settle();
  s.monsters->settle();
  s.camera->build(a.project.screenExtent);

  a.schedule(*s.puzzles, PuzzleSystem::Update);
  a.schedule(*s.pathing, PathingSystem::Update);
  a.schedule(*s.movers, MoverSystem::Move);
  a.schedule(*s.crates, CrateSystem::Move);
  a.schedule(*s.characters, CharacterSystem::Move);
  a.schedule(*s.monsters, MonsterSystem::Move);
  a.schedule(*s.combat, CombatSystem::Hit);
  a.schedule(*s.sparks, SparkSystem::Move);
  a.schedule(*s.camera, FollowCameraSystem::Follow);
}

}  // namespace sw
