// The camera's tick: along the track, the frame following it (camera_system.h).
#include "sim/systems/camera/camera_system.h"

#include <cmath>

#include "sim/level_context.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/triggers/trigger_system.h"

namespace sw {

void CameraSystem::build(RuntimeCamera track, Vec2 screenExtent) {
  track_ = std::move(track);
  half_ = screenExtent * 0.5;
  state_.spot = track_.start();
}

bool CameraSystem::loopEnds(int loop) const {
  const RuntimeLoop& l = track_.loops()[std::size_t(loop)];
  if (level_.options.loopsFollowPreview) return state_.spot.pass + 1 >= l.previewPasses;
  return l.trigger >= 0 && s_.triggers->fired(std::size_t(l.trigger));
}

bool CameraSystem::onScreen(Vec2 position, double margin) const {
  const Vec2 camera = state_.spot.local;
  return std::abs(position.x - camera.x) <= half_.x + margin && std::abs(position.y - camera.y) <= half_.y + margin;
}

void CameraSystem::step(int, const TickInput&) {
  moved_ = {};
  if (level_.tick() == 0) return;  // the first tick shows where the camera starts
  CameraSpot& spot = state_.spot;
  const Vec2 before = spot.local;
  const std::size_t linkBefore = spot.link;
  const std::int64_t passBefore = spot.pass;
  const Vec2 step = track_.advance(spot, [this](int loop) { return loopEnds(loop); });
  // Entering another link moves the frame: everything kept in it shifts back by the step.
  if (spot.link != linkBefore || step != Vec2{}) level_.shiftFrame(step);
  if (spot.pass > passBefore) s_.enemies->loopWrapped();
  moved_ = spot.local - (before - step);
}

}  // namespace sw
