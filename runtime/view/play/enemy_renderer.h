#pragma once
// Enemies (sim/systems/enemies): with their mesh (instanced per mesh asset and look, through
// the view's MeshLibrary; the mesh's own materials, the type's colour on subsets without
// one), or a coloured ship shape sized by their collision spheres when they have none (or it
// is still loading). A hit flashes them white. Turning enemies and bosses turn their mesh;
// a boss's parts are drawn at their poses (their mesh, or a disc per collision sphere), and
// missiles as discs (their trails and the beams: weapon_strips.h).
#include <QHash>
#include <QString>

#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class EnemyRenderer {
 public:
  explicit EnemyRenderer(SceneKit& kit) : kit_(kit), shapes_(kit.shipBatch()), discs_(kit.discBatch()) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int instances() const { return shapes_.count() + discs_.count() + meshInstances_; }

 private:
  SceneKit& kit_;
  InstanceBatch shapes_;
  InstanceBatch discs_;  // parts without a mesh, missiles
  QHash<QString, InstanceBatch> meshes_;  // by absolute mesh path, tint and flash
  int meshInstances_ = 0;
};

}  // namespace sw::play
