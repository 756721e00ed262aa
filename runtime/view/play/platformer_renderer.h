#pragma once
// The platformer's things while playing (sim/platformer): every piece of level geometry where
// its anchor is this tick (moving platforms move), filled in its colour with its outline, and
// the characters as boxes in their type's colour, the active one with a bright outline.
// Fights read at a glance: a swing shows its reach (melee.h attackBox) as a lighter box, a
// backdash leaves two fading ghosts behind, anyone safe after a hit blinks; monsters are
// boxes in their type's colour with a facing mark and health pips, and lie flat and grey
// once defeated. A follower that caught up (the "follower-caught-up" event) flashes a ring
// where it appeared.
// Draws nothing when the level's kind has no platformer systems.
#include <QPointer>
#include <cstdint>
#include <vector>

#include "core/math.h"

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
  int monsterCount() const { return monsters_; }  // drawn last frame, defeated ones included
  int geometryVertices() const;
  int lineVertices() const;
  int glowVertices() const;  // the translucent layer: swings' reach, backdash ghosts
  int flashCount() const { return int(flashes_.size()); }  // catch-up rings showing

 private:
  // A catch-up ring: where and on which tick it began.
  struct Flash {
    sw::Vec2 at;
    std::int64_t tick = 0;
  };
  void drawMonsters(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  void drawFlashes(const sw::RuntimeLevel& runtime, const FrameContext& frame);

  QPointer<sw::ui::OverlayGeometry> fills_, lines_;
  QPointer<sw::ui::OverlayGeometry> glow_;  // translucent fills
  int characters_ = 0;
  int monsters_ = 0;
  std::vector<Flash> flashes_;
  std::int64_t eventsSeenTick_ = -1;  // the tick whose events were read last
};

}  // namespace sw::play
