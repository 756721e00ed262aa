#pragma once
// The walls of a running level for effects (effect_player.h, EffectWalls), in the editor's
// absolute layout: the shooter's wall grids of the tiles near the camera
// (CollisionSystem::wallGrids, as enemy beams use them) or the platformer's geometry
// (PlatformWorld, as its SparkSystem uses it), each placed by the camera's frame origin.
// refresh() once per presented frame (the tiles near the camera change as it scrolls); solid()
// never allocates.
#include "core/math.h"
#include "present/effects/effect_player.h"

namespace sw {

class RuntimeLevel;
class WallGrid;
class PlatformWorld;

class LevelWalls final : public EffectWalls {
 public:
  void refresh(const RuntimeLevel& level);
  bool solid(Vec2 absolute) const override;

 private:
  static constexpr int kMaxGrids = 8;
  const WallGrid* grids_[kMaxGrids] = {};
  Vec2 origins_[kMaxGrids];  // absolute origin of each grid's tile
  int count_ = 0;
  const PlatformWorld* world_ = nullptr;
  Vec2 worldOrigin_;
};

}  // namespace sw
