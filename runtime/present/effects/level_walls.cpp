// A running level's walls for effects (level_walls.h).
#include "present/effects/level_walls.h"

#include "sim/collision/wall_grid.h"
#include "sim/platformer/geometry_system.h"
#include "sim/platformer/platform_world.h"
#include "sim/runtime_level.h"
#include "sim/screen_camera.h"
#include "sim/systems/collisions/collision_system.h"

namespace sw {

void LevelWalls::refresh(const RuntimeLevel& level) {
  const auto* camera = level.find<ScreenCamera>();
  const Vec2 origin = camera ? camera->screenFrameOrigin() : Vec2{};
  count_ = 0;
  world_ = nullptr;
  if (const auto* collisions = level.find<CollisionSystem>()) {
    count_ = collisions->wallGrids(grids_, origins_, kMaxGrids);
    for (int i = 0; i < count_; ++i) origins_[i] += origin;
  }
  if (const auto* geometry = level.find<GeometrySystem>()) {
    world_ = &geometry->world();
    worldOrigin_ = origin;
  }
}

bool LevelWalls::solid(Vec2 p) const {
  for (int i = 0; i < count_; ++i)
    if (grids_[i]->touches(p - origins_[i], 0)) return true;
  return world_ && world_->insideSolid(p - worldOrigin_);
}

}  // namespace sw
