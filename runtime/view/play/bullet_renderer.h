#pragma once
// Bullets of both sides (sim/systems/weapons, sim/systems/enemy_bullets): one instanced disc
// per live bullet, sized by its radius; enemy bullets coloured by their kind. A swarm of enemy
// bullets (FrameContext::splatFrom and more) is splatted into the frame's swarm layer
// instead (splat_layer.h): the same discs, drawn on the CPU. Player bullets that a co-op
// rollback moved ease into their place rather than snap (bullet_easing.h).
#include <vector>

#include "view/play/bullet_easing.h"
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class BulletRenderer {
 public:
  explicit BulletRenderer(SceneKit& kit) : player_(kit.discBatch()), enemy_(kit.discBatch()) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  // Bullets drawn, instanced or splatted.
  int instances() const { return player_.count() + enemy_.count() + splatted_; }
  int splatted() const { return splatted_; }
  // Player bullets drawn away from their simulated place this frame (easing after a rollback).
  int easing() const { return easing_.easing(); }

 private:
  InstanceBatch player_, enemy_;
  int splatted_ = 0;
  BulletEasing easing_;
  std::vector<BulletEasing::Shot> shots_;  // reused each frame
  std::vector<Vec2> ships_;
};

}  // namespace sw::play
