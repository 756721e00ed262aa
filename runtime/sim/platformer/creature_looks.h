#pragma once
// How the platformer's creatures look while a level runs (DOMAIN.md "Platformers": sprites
// described in data, animations as small generators): each creature type's sprite (a copy of
// its tileset, so Play keeps it while the editor changes the project) and its animation lines
// compiled once (sim/platformer/animator.h). Characters and monsters each keep one of these;
// every tick a creature's signals are read from its body and its animator stepped, and the
// frame events it emits become level events named for who emitted them ("footstep" of a
// monster is "monster-footstep" with the monster's index), for sound and effects.
//
// A swing whose attack animation the type has is driven by it: starting the swing plays it,
// its frames are the swing's frames, and it ends when the animation does (melee.h otherwise
// counts the swing in ticks).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "model/tiles/tileset.h"
#include "sim/platformer/animator.h"
#include "sim/platformer/character_motion.h"
#include "sim/platformer/melee.h"

namespace sw {

class LevelEvents;
class MeleeAttack;
class Project;

class CreatureLooks {
 public:
  // `owner`: the events' prefix ("character", "monster").
  explicit CreatureLooks(std::string owner) : owner_(std::move(owner)) {}

  // The look of a type with these sprite and lines, compiled once per type name (types are
  // shared by many creatures); -1 when it has no animations (drawn as a box). A line with a
  // problem, or a sprite naming no tileset, is a problem naming `who` and the line.
  int add(const std::string& type, const std::string& who, const std::string& sprite,
          const std::vector<std::string>& animations, const Project& project, const std::string& file,
          Errors& problems);

  const CompiledAnimations& animations(int look) const { return looks_[std::size_t(look)].animations; }
  // The sprite's tileset, or nullptr when the type names none.
  const Tileset* sprite(int look) const;
  // The frame the state shows, or nullptr (no sprite, or a frame with no tile).
  const TilesetTile* frame(int look, const AnimatorState& state) const;
  // The animation a swing plays (the type's attack animation), or -1 when it has none.
  int swingAnimation(int look) const { return look < 0 ? -1 : looks_[std::size_t(look)].swing; }
  void setSwingAnimation(int look, std::string_view name);

  // Swings (melee.h) as the type's attack animation drives them, when it has one: starting a
  // swing plays it; its frame is the swing's frame; the swing ends when the animation ends or
  // is left. Without one the swing counts ticks (melee.h). advanceSwing runs once a tick,
  // before the creature acts.
  void startSwing(int look, CharacterBody& body) const;
  void advanceSwing(int look, CharacterBody& body, const MeleeAttack& attack) const;
  std::int64_t swingFrame(int look, const CharacterBody& body, const MeleeAttack& attack) const;
  bool swingHurts(int look, const CharacterBody& body, const MeleeAttack& attack) const;
  // Whether the swing's attack shape (the frame's, placed where the body stands and facing
  // its way; else melee.h's attackBox) touches `target`.
  bool swingTouches(int look, const CharacterBody& body, const MeleeAttack& attack, double width,
                    const Box& target) const;
  // Where the body can be hit: the bounds of its frame's hit shape, else its box.
  Box hitBox(int look, const CharacterBody& body, double width, double height) const;

  // One tick of a creature's animator: signals from its body, events as level events (id:
  // `creature`). True when its switches went round without end this tick (the caller reports
  // it, naming the creature).
  bool step(int look, CharacterBody& body, bool defeated, std::int64_t tick, LevelEvents& events, int creature);

 private:
  struct Look {
    std::string type;
    CompiledAnimations animations;
    int sprite = -1;  // index in sprites_
    int swing = -1;
    std::vector<std::string> eventKinds;  // per event id: "<owner>-<event>"
  };
  std::string owner_;
  std::vector<Look> looks_;
  std::vector<Tileset> sprites_;
};

// What animation conditions read of a body (animation.h, CreatureSignal order).
void readSignals(const CharacterBody& body, bool defeated, std::int64_t tick, double* out);

}  // namespace sw
