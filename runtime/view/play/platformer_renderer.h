#pragma once
// The platformer's things while playing (sim/platformer): every piece of level geometry where
// its anchor is this tick (moving platforms move), filled in its colour with its outline, and
// the characters as boxes in their type's colour, the active one with a bright outline.
// Fights read at a glance: a swing shows its reach (melee.h attackBox) as a lighter box, a
// backdash leaves two fading ghosts behind, anyone safe after a hit blinks; monsters are
// boxes in their type's colour with a facing mark and health pips, and lie flat and grey
// once defeated. A follower that caught up (the "follower-caught-up" event) flashes a ring
// where it appeared.
// A creature whose type has a sprite (creature_looks.h) is drawn from its sprite frame instead
// of its box (creature_sprites.h: one instanced draw per sheet image), mirrored when it faces
// left, with the same pips, swing reach and blinking; a defeated one keeps showing its frame
// (its "dead" animation). The route of the creature selected in the editor shows over it all
// (route_overlay.h).
// Draws nothing when the level's kind has no platformer systems.
#include <QPointer>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/math.h"

#include "view/play/scene_kit.h"

namespace sw {
class CreatureLooks;
struct CharacterBody;
class RuntimeLevel;
}  // namespace sw

namespace sw::ui {
class CreatureSprites;
}

namespace sw::play {

class PlatformerRenderer {
 public:
  explicit PlatformerRenderer(SceneKit& kit);
  ~PlatformerRenderer();
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int characterCount() const { return characters_; }
  int monsterCount() const { return monsters_; }  // drawn last frame, defeated ones included
  int geometryVertices() const;
  int lineVertices() const;
  int glowVertices() const;  // the translucent layer: swings' reach, backdash ghosts
  int flashCount() const { return int(flashes_.size()); }  // catch-up rings showing
  int spriteCount() const;  // creatures drawn from sprite frames last frame
  const sw::ui::CreatureSprites* sprites() const { return sprites_.get(); }
  int routeLinks() const { return routeLinks_; }  // of the selected creature's route

 private:
  // A catch-up ring: where and on which tick it began.
  struct Flash {
    sw::Vec2 at;
    std::int64_t tick = 0;
  };
  void drawMonsters(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  void drawFlashes(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  // The body's frame of its look's sprite at depth z; the top of the frame (for pips), or
  // nothing drawn (no sprite, no frame, no image: the caller draws its box).
  bool drawSprite(const sw::CreatureLooks& looks, int look, const sw::CharacterBody& body, const FrameContext& frame,
                  float z, double& top);

  QPointer<sw::ui::OverlayGeometry> fills_, lines_;
  QPointer<sw::ui::OverlayGeometry> glow_;  // translucent fills
  int characters_ = 0;
  int monsters_ = 0;
  int routeLinks_ = 0;
  std::unique_ptr<sw::ui::CreatureSprites> sprites_;
  std::vector<Flash> flashes_;
  std::int64_t eventsSeenTick_ = -1;  // the tick whose events were read last
};

}  // namespace sw::play
