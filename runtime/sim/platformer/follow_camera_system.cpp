// The free level's camera (follow_camera_system.h).
#include "sim/platformer/follow_camera_system.h"

#include <algorithm>
#include <cmath>

#include "model/level/level.h"
#include "sim/level_context.h"
#include "sim/platformer/character_system.h"

namespace sw {

namespace {
constexpr double kLookEase = 0.05;  // share of the way to the look-ahead per tick
constexpr double kLookAtEase = 0.12;

double clampAxis(double c, double lo, double hi, double half) {
  if (hi - lo <= 2 * half) return (lo + hi) * 0.5;  // bounds narrower than the screen: centred
  return std::clamp(c, lo + half, hi - half);
}
}  // namespace

void FollowCameraSystem::build(Vec2 screenExtent) {
  const Level& level = *level_.level;
  half_ = (screenExtent.isFinite() && screenExtent.x > 0 && screenExtent.y > 0) ? screenExtent * 0.5 : Vec2{16, 9};
  boundsMin_ = {std::min(level.boundsMin.x, level.boundsMax.x), std::min(level.boundsMin.y, level.boundsMax.y)};
  boundsMax_ = {std::max(level.boundsMin.x, level.boundsMax.x), std::max(level.boundsMin.y, level.boundsMax.y)};
  deadZone_ = {std::max(0.0, level.deadZone.x), std::max(0.0, level.deadZone.y)};
  lookAhead_ = std::max(0.0, level.lookAhead);
  const auto& all = characters_.characters();
  if (!all.empty()) {
    const CharacterBody& c = all[std::size_t(characters_.active())];
    state_.lookOffset = c.facing * lookAhead_;
    state_.centre = c.position + Vec2{state_.lookOffset, characters_.type(std::size_t(c.index)).height * 0.5};
  }
  state_.centre = clampToBounds(state_.centre);
}

Vec2 FollowCameraSystem::clampToBounds(Vec2 c) const {
  return {clampAxis(c.x, boundsMin_.x, boundsMax_.x, half_.x), clampAxis(c.y, boundsMin_.y, boundsMax_.y, half_.y)};
}

void FollowCameraSystem::lookAt(Vec2 point, std::int64_t ticks) {
  if (!point.isFinite()) return;
  state_.lookAtPoint = point;
  state_.lookAtTicks = std::max<std::int64_t>(ticks, 0);
}

Vec2 FollowCameraSystem::wanted() const {
  const auto& all = characters_.characters();
  if (all.empty()) return state_.centre;
  const CharacterBody& c = all[std::size_t(characters_.active())];
  Vec2 target = c.position + Vec2{state_.lookOffset, characters_.type(std::size_t(c.index)).height * 0.5};
  if (level_.options.players >= 2 && all.size() >= 2) {  // co-op: between the two players' characters
    const Vec2 other = all[1].position + Vec2{0, characters_.type(1).height * 0.5};
    const Vec2 first = all[0].position + Vec2{0, characters_.type(0).height * 0.5};
    target = (first + other) * 0.5;
  }
  Vec2 centre = state_.centre;
  // The target may wander inside the dead zone; past it, the centre follows.
  if (target.x > centre.x + deadZone_.x) centre.x = target.x - deadZone_.x;
  if (target.x < centre.x - deadZone_.x) centre.x = target.x + deadZone_.x;
  if (target.y > centre.y + deadZone_.y) centre.y = target.y - deadZone_.y;
  if (target.y < centre.y - deadZone_.y) centre.y = target.y + deadZone_.y;
  return centre;
}

void FollowCameraSystem::step(int, const TickInput&) {
  const auto& all = characters_.characters();
  if (!all.empty()) {
    const int facing = all[std::size_t(characters_.active())].facing;
    state_.lookOffset += (facing * lookAhead_ - state_.lookOffset) * kLookEase;
  }
  if (state_.lookAtTicks > 0) {
    --state_.lookAtTicks;
    state_.centre = state_.centre + (clampToBounds(state_.lookAtPoint) - state_.centre) * kLookAtEase;
    return;
  }
  const Vec2 follow = clampToBounds(wanted());
  // Coming back from a look (or a switch to the other character) eases too; following is at once.
  const Vec2 gap = follow - state_.centre;
  const double far = std::max(std::fabs(gap.x), std::fabs(gap.y));
  state_.centre = far > 1.0 ? state_.centre + gap * kLookAtEase : follow;
}

}  // namespace sw
