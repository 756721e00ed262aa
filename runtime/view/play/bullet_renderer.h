#pragma once
// Bullets of both sides (sim/systems/weapons, sim/systems/enemy_bullets): one instanced disc
// per live bullet, sized by its radius; enemy bullets coloured by their kind.
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class BulletRenderer {
 public:
  explicit BulletRenderer(SceneKit& kit) : player_(kit.discBatch()), enemy_(kit.discBatch()) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int instances() const { return player_.count() + enemy_.count(); }

 private:
  InstanceBatch player_, enemy_;
};

}  // namespace sw::play
