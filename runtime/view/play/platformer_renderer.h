#pragma once
// The platformer's things while playing (sim/platformer): every piece of level geometry where
// its anchor is this tick (moving platforms move), filled in its colour with its outline, and
// the characters as boxes in their type's colour, the active one with a bright outline.
// Draws nothing when the level's kind has no platformer systems.
#include <QPointer>

#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class PlatformerRenderer {
 public:
  explicit PlatformerRenderer(SceneKit& kit);
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int characterCount() const { return characters_; }
  int geometryVertices() const;

 private:
  QPointer<sw::ui::OverlayGeometry> fills_, lines_;
  int characters_ = 0;
};

}  // namespace sw::play
