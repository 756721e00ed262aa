// The platformer: a free level whose camera follows the active character inside the level's
// bounds (DOMAIN.md, "Platformers"). Its systems, in visit order (what the hash and dumps
// see), and the order of one tick:
//  1. movers: moving geometry travels along its paths; the world places every piece;
//  2. characters: switching, then each character's controller (riding what moved in 1);
//  3. camera: follows the active character (dead zone, look-ahead, bounds) or looks at a point.
// The shooter's systems are not part of it.
#include "sim/game_kind.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/follow_camera_system.h"
#include "sim/platformer/mover_system.h"

namespace sw {

void assemblePlatformer(LevelAssembly& a) {
  MoverSystem& movers = a.add<MoverSystem>();
  CharacterSystem& characters = a.add<CharacterSystem>(movers);
  FollowCameraSystem& camera = a.add<FollowCameraSystem>(characters);
  movers.build(a.problems);
  characters.build(a.project, a.problems);
  if (!a.problems.empty()) return;
  camera.build(a.project.screenExtent);

  a.schedule(movers, MoverSystem::Move);
  a.schedule(characters, CharacterSystem::Move);
  a.schedule(camera, FollowCameraSystem::Follow);
}

}  // namespace sw
