#pragma once
// The free level's camera (DOMAIN.md, "Platformers"): it follows the active character with a
// dead zone (the character moves inside a box around the screen's centre before the camera
// moves) and looks ahead the way the character faces, easing there so a turn does not jerk
// the screen; the screen never leaves the level's bounds. lookAt sends it to look at a point
// for a while (the original's CameraLookAt: "look at the door that just opened"), then it
// comes back. The frame never moves: a room is small enough for level coordinates.
#include <cstdint>

#include "core/fields.h"
#include "sim/screen_camera.h"
#include "sim/system.h"

namespace sw {

class CharacterSystem;

struct FollowCameraState {
  Vec2 centre;
  double lookOffset = 0;        // eases toward +-lookAhead
  Vec2 lookAtPoint;
  std::int64_t lookAtTicks = 0; // > 0 while it looks at lookAtPoint
  SW_FIELDS(FollowCameraState, centre, lookOffset, lookAtPoint, lookAtTicks)
};

class FollowCameraSystem final : public StatefulSystem<FollowCameraState>, public ScreenCamera {
 public:
  enum Phase { Follow };

  FollowCameraSystem(LevelContext& level, const CharacterSystem& characters)
      : StatefulSystem(level, "camera"), characters_(characters) {}
  // The camera of a level with no characters (refused at build) still needs a place to look.
  // Starts on the active character, inside the bounds.
  void build(Vec2 screenExtent);
  void step(int phase, const TickInput& input) override;

  // Looks at `point` for `ticks` ticks, then follows again.
  void lookAt(Vec2 point, std::int64_t ticks);

  Vec2 screenCentre() const override { return state_.centre; }
  Vec2 screenFrameOrigin() const override { return {}; }
  Vec2 screenHalfExtent() const override { return half_; }

 private:
  Vec2 wanted() const;  // where following puts the centre (dead zone, look-ahead)
  Vec2 clampToBounds(Vec2 centre) const;

  const CharacterSystem& characters_;
  Vec2 half_{16, 9};
  Vec2 boundsMin_, boundsMax_, deadZone_;
  double lookAhead_ = 0;
};

}  // namespace sw
