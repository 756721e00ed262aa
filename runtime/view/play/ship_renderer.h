#pragma once
// Player ships (sim/systems/players): one instanced ship shape each, in the player's colour,
// blinking while it cannot be hurt.
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class ShipRenderer {
 public:
  explicit ShipRenderer(SceneKit& kit) : ships_(kit.shipBatch()) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int instances() const { return ships_.count(); }

 private:
  InstanceBatch ships_;
};

}  // namespace sw::play
