#include "view/play/bullet_easing.h"

#include <cmath>

namespace sw::play {

namespace {
// A correction: the bullet is not where its velocity took it (float noise is far smaller).
constexpr double kMoved = 1e-6;
// An unknown bullet this far from its ship (past its flight since the last frame and the
// muzzle) was not just fired: it appeared mid-flight.
constexpr double kMuzzleSlack = 1.0;
}  // namespace

const std::vector<Vec2>& BulletEasing::update(std::int64_t tick, const std::vector<Shot>& shots,
                                              const std::vector<Vec2>& ships) {
  const std::int64_t ticks = tick - lastTick_;
  const bool follow = lastTick_ >= 0 && ticks >= 0 && ticks <= kMaxGap;
  const double keep = std::pow(kEase, double(ticks));
  matched_.assign(last_.size(), 0);
  next_.clear();
  drawn_.clear();
  easing_ = 0;
  for (const Shot& shot : shots) {
    Vec2 offset;
    std::size_t found = last_.size();
    if (follow) {
      double best = 0;
      for (std::size_t i = 0; i < last_.size(); ++i) {
        const Shot& before = last_[i].shot;
        if (matched_[i] || before.owner != shot.owner || before.velocity != shot.velocity ||
            before.lifeTicks != shot.lifeTicks + ticks)
          continue;
        const double d = (before.position + before.velocity * double(ticks) - shot.position).length();
        if (found == last_.size() || d < best) {
          found = i;
          best = d;
        }
      }
    }
    if (found < last_.size()) {
      matched_[found] = 1;
      const Drawn& before = last_[found];
      const Vec2 moved = shot.position - (before.shot.position + before.shot.velocity * double(ticks));
      // The correction itself is hidden whole on its frame; from the next on it eases out.
      offset = before.offset * keep;
      if (moved.length() > kMoved) offset = offset - moved;
    } else if (follow && shot.owner >= 0 && std::size_t(shot.owner) < ships.size()) {
      const Vec2 ship = ships[std::size_t(shot.owner)];
      const double flight = shot.velocity.length() * (double(ticks) + 0.5) + kMuzzleSlack;
      if ((shot.position - ship).length() > flight) offset = ship - shot.position;
    }
    if (offset.length() < kGone) offset = {};
    else ++easing_;
    next_.push_back({shot, offset});
    drawn_.push_back(shot.position + offset);
  }
  last_.swap(next_);
  lastTick_ = tick;
  return drawn_;
}

}  // namespace sw::play
