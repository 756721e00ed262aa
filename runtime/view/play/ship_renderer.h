#pragma once
// Player ships (sim/systems/players): the game rules' ship mesh (painted by their texture
// graph, or its own colours with the player's colour on subsets without one), or while there
// is none (or it is loading) one instanced arrow each in the player's colour; blinking while
// it cannot be hurt.
#include "view/play/mesh_instances.h"
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class ShipRenderer {
 public:
  explicit ShipRenderer(SceneKit& kit) : ships_(kit.shipBatch()), meshes_(kit) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int instances() const { return ships_.count() + meshes_.count(); }

 private:
  InstanceBatch ships_;
  MeshInstances meshes_;
};

}  // namespace sw::play
