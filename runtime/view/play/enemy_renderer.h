#pragma once
// Enemies (sim/systems/enemies): with their mesh (instanced per mesh asset and look, through
// the view's MeshLibrary; the mesh's own materials, the type's colour on subsets without
// one), or a coloured ship shape sized by their collision spheres when they have none (or it
// is still loading). A hit flashes them white. Turning enemies and bosses turn their mesh;
// a boss's parts are drawn at their poses (their mesh, or a disc per collision sphere), and
// missiles as discs (their trails and the beams: weapon_strips.h).
#include <QHash>
#include <QString>

#include "view/play/mesh_instances.h"
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class EnemyRenderer {
 public:
  explicit EnemyRenderer(SceneKit& kit) : shapes_(kit.shipBatch()), discs_(kit.discBatch()), meshes_(kit) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int instances() const { return shapes_.count() + discs_.count() + meshes_.count(); }

 private:
  InstanceBatch shapes_;
  InstanceBatch discs_;  // parts without a mesh, missiles
  MeshInstances meshes_;  // with their mesh: per mesh and look
};

}  // namespace sw::play
