#pragma once
// Particles (sim/systems/effects): one instanced disc each, shrinking as it fades out; a
// swarm (FrameContext::splatFrom and more) splats its discs into the frame's swarm layer.
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class ParticleRenderer {
 public:
  explicit ParticleRenderer(SceneKit& kit) : particles_(kit.discBatch()) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int instances() const { return particles_.count() + splatted_; }  // instanced or splatted
  int splatted() const { return splatted_; }

 private:
  InstanceBatch particles_;
  int splatted_ = 0;
};

}  // namespace sw::play
