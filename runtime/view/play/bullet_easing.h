#pragma once
// Where player bullets are drawn after a rollback (net/rollback_session.h) corrected them:
// presentation only, the simulation's bullets are never touched.
//
// In co-op the other player's ship runs on a prediction; when its real inputs arrive the
// game is run again and that ship's bullets are somewhere else than the frame before showed
// them. Drawn as they are, they would snap. The original game started the other player's
// bullets at the predicted ship and eased them into their true place; so does this:
// - a bullet seen the frame before (the same owner, velocity and life, less the ticks run
//   since) keeps on from where it was drawn; what the correction moved it by becomes an
//   offset, hidden whole on the frame of the correction, that then shrinks to nothing
//   within a third of a second or so (kEase per tick);
// - a bullet that appears mid-flight (fired in the corrected game, not in the predicted one)
//   starts at its owner's ship and eases into its place the same way;
// - a bullet just fired, or one that moved as its velocity says, is drawn where it is: in a
//   game without corrections nothing changes.
// A jump of the tick backwards or by more than a second (a restart, a seek) starts afresh.
#include <cstdint>
#include <vector>

#include "core/math.h"

namespace sw::play {

class BulletEasing {
 public:
  static constexpr double kEase = 0.8;        // what is left of an offset after one tick
  static constexpr double kGone = 0.01;       // offsets shorter than this are dropped
  static constexpr std::int64_t kMaxGap = 60;  // ticks between frames before starting afresh

  struct Shot {
    Vec2 position, velocity;
    std::int64_t lifeTicks = 0;
    int owner = -1;
  };
  // The bullets of the frame at `tick` (the simulation's), and where the owners' ships are;
  // returns where to draw each of them, in the same order.
  const std::vector<Vec2>& update(std::int64_t tick, const std::vector<Shot>& shots, const std::vector<Vec2>& ships);
  // Bullets drawn away from their place this frame (for tests and the frame statistics).
  int easing() const { return easing_; }

 private:
  struct Drawn {
    Shot shot;
    Vec2 offset;
  };
  std::vector<Drawn> last_, next_;
  std::vector<Vec2> drawn_;
  std::vector<char> matched_;
  std::int64_t lastTick_ = -1;
  int easing_ = 0;
};

}  // namespace sw::play
