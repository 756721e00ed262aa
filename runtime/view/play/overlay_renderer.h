#pragma once
// The debug overlays Play offers, drawn into the overlay view so they stay readable in front
// of the art: collision shapes (enemy and ship spheres, bullets, walls), the paths of live
// formations, and markers for spawns still to come and for triggers.
#include <QPointer>

#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class OverlayRenderer {
 public:
  explicit OverlayRenderer(SceneKit& kit);
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int collisionVertices() const;
  int pathVertices() const;
  int markerVertices() const;

 private:
  void drawCollision(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  void drawPaths(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  void drawMarkers(const sw::RuntimeLevel& runtime, const FrameContext& frame);

  QPointer<sw::ui::OverlayGeometry> collision_, paths_, markers_;
};

}  // namespace sw::play
