#pragma once
// The shooter's camera: it scrolls along the chain's camera path at the level's speed
// (runtime_camera.h), loops until their trigger fires, and when it enters another link the
// whole frame moves with it (every system's shiftFrame). What it is on screen, other systems
// ask here (onScreen, the screen's half extent).
#include "core/fields.h"
#include "model/level/camera_track.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/screen_camera.h"
#include "sim/system.h"
#include "sim/systems/camera/runtime_camera.h"

SW_FIELDS_OF(sw::CameraSpot, link, pass, distance, local, absolute, finished);

namespace sw {

struct CameraState {
  CameraSpot spot;
  SW_FIELDS(CameraState, spot)
};

class CameraSystem final : public StatefulSystem<CameraState>, public ScreenCamera {
 public:
  enum Phase { Advance };

  explicit CameraSystem(LevelContext& level) : StatefulSystem(level, "camera") {}
  void connect(const ShooterSystems& systems) { s_ = systems; }
  // The track and the screen (project screenExtent); the camera starts at the track's start.
  void build(RuntimeCamera track, Vec2 screenExtent);

  void step(int phase, const TickInput& input) override;
  bool finished() const override { return state_.spot.finished; }

  const CameraSpot& spot() const { return state_.spot; }
  // The camera point in the frame (the current link's tile-local coordinates).
  Vec2 position() const { return state_.spot.local; }
  // The frame's origin in the editor's absolute layout: absolute = frame position + this.
  Vec2 frameOrigin() const { return track_.frameOrigin(state_.spot); }
  // Half the visible area around the camera point (project screenExtent / 2).
  Vec2 halfExtent() const { return half_; }
  bool onScreen(Vec2 position, double margin) const;
  Vec2 screenCentre() const override { return position(); }
  Vec2 screenFrameOrigin() const override { return frameOrigin(); }
  Vec2 screenHalfExtent() const override { return halfExtent(); }
  // How far the camera point moved in the frame this tick (ships ride along with it).
  Vec2 moved() const { return moved_; }
  const RuntimeCamera& track() const { return track_; }
  // Whether loop `loop` ends at its last link now: its trigger fired, or (Play from here)
  // its preview passes are done, as the scrubber shows it.
  bool loopEnds(int loop) const;

 private:
  ShooterSystems s_;
  RuntimeCamera track_;
  Vec2 half_;
  Vec2 moved_;  // this tick's: set by Advance before anything reads it, so not state
};

}  // namespace sw
