#pragma once
// Meshes of a running level, instanced per mesh asset and look (enemies, their parts, the
// ships): through the view's MeshLibrary, with the mesh's own materials (a tint on subsets
// without one, a white flash on a hit), or painted all over by a texture graph (the same
// material the tiles use, level_art.h). One Model per mesh and look, however many copies.
#include <QColor>
#include <QHash>
#include <QSet>
#include <QString>
#include <string>

#include "view/play/scene_kit.h"

namespace sw::play {

class MeshInstances {
 public:
  explicit MeshInstances(SceneKit& kit) : kit_(kit) {}
  // Every table empty, ready for this frame's push()es.
  void begin();
  // One copy of `mesh` (project-relative) at `position` turned by `angle` degrees; false when
  // there is no mesh or it is not loaded (yet): the caller draws a stand-in.
  bool push(const FrameContext& frame, const std::string& mesh, const std::string& material, QColor tint,
            bool flash, sw::Vec2 position, double angle, float scale = 1.0f);
  void finish();
  int count() const { return count_; }

 private:
  SceneKit& kit_;
  QHash<QString, InstanceBatch> batches_;  // by absolute mesh path and look
  QSet<QString> dressed_;                  // batches whose materials were set this frame
  int count_ = 0;
};

}  // namespace sw::play
