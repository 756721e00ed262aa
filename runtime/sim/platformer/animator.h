#pragma once
// The Animator (DOMAIN.md "Platformers", Animation): steps a creature's current animation one
// tick at a time. The animations are data (model/platformer/animation.h), compiled once per
// creature type into CompiledAnimations: frames resolved to tile indices of the sprite's
// tileset, conditions to flat programs over the creature's signals. What changes per creature
// is AnimatorState, plain data with a field list, so it is hashed, dumped and saved for
// rollback with the rest of the simulation's state. A step allocates nothing.
//
// A step (one tick), and what is shown after it:
// 1. The current animation's switches, in order: the first true one (to another animation)
//    switches at once. The new one's switches are checked too, at most as many hops as there
//    are animations: a cycle of always-true switches shows the last one entered and is
//    reported (AnimatorStep::cycled), never loops for ever.
// 2. Otherwise time: the frame shows `every` ticks; then the next frame (once and hold stop
//    at the last, loop wraps, pingpong turns at either end). A `once` that has shown its last
//    frame goes to its `then` (whose switches are checked as in 1.), or holds the last frame
//    and is `ended`.
// An animation entered (by a switch, a chain, playAnimation() or at the start) shows its frame 0 on
// that tick, and every frame that starts emits its `on FRAME EVENT` events.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "model/platformer/animation.h"
#include "model/platformer/puzzle_expression.h"

namespace sw {

class Tileset;

// Lives inside a creature's state (a nested listed struct: state_walk.h visits it as fields).
struct AnimatorState {
  int animation = 0;   // index in CompiledAnimations (0: the first line's)
  int frame = 0;       // position in the animation's frames (0-based)
  int ticksLeft = 0;   // ticks the frame still shows after this one
  int direction = 1;   // pingpong: +1 forwards, -1 backwards
  bool ended = false;  // a `once` with no `then` has shown its last frame (and holds it)
  bool shown = false;  // the current frame has been shown: false after playAnimation() and at the start

  SW_FIELDS(AnimatorState, animation, frame, ticksLeft, direction, ended, shown)
};

// The events one step emitted, in order; fixed capacity (no allocation), `lost` counts any
// beyond it (a frame with more `on` events than this is a data problem, not a crash).
struct AnimatorEvents {
  static constexpr int kCapacity = 8;
  int count = 0;
  int lost = 0;
  std::array<int, kCapacity> ids{};  // CompiledAnimations::eventId / eventName

  void clear() { count = lost = 0; }
  void push(int id) {
    if (count < kCapacity)
      ids[std::size_t(count++)] = id;
    else
      ++lost;
  }
};

struct AnimatorStep {
  bool switched = false;  // another animation was entered (switch or chain)
  bool cycled = false;    // switches kept handing over: stopped after as many hops as animations
};

class CompiledAnimations {
 public:
  struct Animation {
    std::string name;
    AnimationTemplate play = AnimationTemplate::Once;
    int ticksPerFrame = int(kDefaultTicksPerFrame);
    int next = -1;  // chain (once only), or -1
    int firstFrame = 0, frameCount = 0;
    int firstSwitch = 0, switchCount = 0;
    int firstEvent = 0, eventCount = 0;
  };

  // From a creature's lines and its sprite's tileset (frames become tile indices). Without a
  // sprite every group is one frame of tile -1. Nothing (and `problems` filled) when the lines
  // have any problem (animationProblems).
  static std::optional<CompiledAnimations> compile(const std::vector<std::string>& lines,
                                                   const Tileset* sprite,
                                                   std::vector<AnimationProblem>* problems = nullptr);

  // Made in code, for creatures with no sprite: an animation of `frameCount` frames (at least
  // one), whose frame i stands for tile i. Returns its index.
  int addAnimation(std::string_view name, AnimationTemplate play, int frameCount,
                   int ticksPerFrame = int(kDefaultTicksPerFrame));
  void setNext(int animation, int next);
  // Switches and events go to the most recently added animation (switches in checking order).
  // A condition that does not compile over the signals is refused with `problem` set.
  bool addSwitch(std::string_view condition, int target, std::string* problem = nullptr);
  void addEvent(int frame, std::string_view event);

  bool empty() const { return animations_.empty(); }
  int size() const { return int(animations_.size()); }
  const Animation& animation(int index) const { return animations_[std::size_t(index)]; }
  int findAnimation(std::string_view name) const;  // -1 when none
  int eventId(std::string_view event) const;       // -1 when no animation emits it
  const std::string& eventName(int id) const { return eventNames_[std::size_t(id)]; }
  int eventNameCount() const { return int(eventNames_.size()); }

  // What the state shows: the tile index in the sprite (-1 without a sprite or animations),
  // and the position in its animation's frames.
  int currentTile(const AnimatorState& state) const;
  int frameInAnimation(const AnimatorState& state) const { return state.frame; }

 private:
  struct Switch {
    PuzzleExpression condition;
    int target = -1;
  };
  struct Event {
    int frame = 0;
    int id = 0;
  };
  friend struct AnimatorSteps;
  bool appendSwitch(int animation, std::string_view condition, int target, std::string* problem);
  void appendEvent(int animation, int frame, std::string_view event);
  std::vector<Animation> animations_;
  std::vector<int> frames_;  // tile indices, each animation's run from firstFrame
  std::vector<Switch> switches_;
  std::vector<Event> events_;
  std::vector<std::string> eventNames_;
};

// Forces `animation` (e.g. the simulation starts an attack): its frame 0 shows on the next
// step, which emits its events (its switches are checked then too). Out of range: ignored.
void playAnimation(AnimatorState& state, const CompiledAnimations& animations, int animation);

// One tick; `creatureSignals` holds kSignalCount values (CreatureSignal order). Events are added to
// `events` (the caller clears it when it has read them).
AnimatorStep stepAnimator(AnimatorState& state, const CompiledAnimations& animations,
                          const double* creatureSignals, AnimatorEvents& events);

}  // namespace sw
