#pragma once
// Particles (sim/systems/effects): one instanced disc each, shrinking as it fades out.
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class ParticleRenderer {
 public:
  explicit ParticleRenderer(SceneKit& kit) : particles_(kit.discBatch()) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int instances() const { return particles_.count(); }

 private:
  InstanceBatch particles_;
};

}  // namespace sw::play
