#pragma once
// Bullets of both sides (sim/systems/weapons, sim/systems/enemy_bullets): one instanced disc
// per live bullet, sized by its radius; enemy bullets coloured by their kind. A swarm of enemy
// bullets (FrameContext::splatFrom and more) is splatted into the frame's swarm layer
// instead (splat_layer.h): the same discs, drawn on the CPU.
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

 private:
  InstanceBatch player_, enemy_;
  int splatted_ = 0;
};

}  // namespace sw::play
