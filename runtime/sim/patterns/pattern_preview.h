#pragma once
// A bullet pattern run on its own, for the Pattern editor's live preview (and tests): one
// emitter at a fixed point fires the pattern once, at tick 0, with a player dummy that aim
// and homing follow, a rank and a seed. It runs the same interpreter and bullet motion as
// Play (sim/pattern_runtime.h, sim/enemy_bullet_pool.h), without a level: no walls, no
// camera, bullets leave when they are `bounds` away from the emitter or their life ends.
//
// Cost: stepping is the simulation's tick for one enemy; re-running 600 ticks of a busy
// pattern from scratch takes a few milliseconds (tests/runtime/sim/pattern_preview_test.cpp
// keeps it under 300 ms with a wide margin). Scrubbing backwards re-runs from tick 0: the
// run is deterministic, so tick N always shows the same bullets.
//
// Errors (an unknown pattern, a pattern that fails to compile, a run-time error such as
// an iteration limit within one tick) are in errors(), named as in Play: the pattern's
// file place at build, "pattern preview" at run time. A failed preview has no bullets.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/error.h"
#include "core/math.h"

namespace sw {

class Project;

struct PatternPreviewSettings {
  Vec2 emitter{0, 0};        // where the pattern fires from
  Vec2 player{-8, 0};        // the player dummy: aim and homing go for it
  Vec2 emitterDirection{-1, 0};  // the emitter's heading (for directions relative to it)
  double rank = 0.5;         // 0..1
  std::uint64_t seed = 1;    // the emitter's random stream ($rand)
  std::size_t bulletCapacity = 8192;  // a full pool loses shots, as in Play
  double bounds = 40;        // bullets farther than this from the emitter leave
  std::int64_t bulletLifeTicks = 600;
  double bulletRadius = 0.25;  // for kinds without a radius of their own
};

struct PreviewBullet {
  Vec2 position;
  Vec2 velocity;
  int kind = 0;  // index into project.bulletKinds (0 without kinds)
  double radius = 0;
};

class PatternPreview {
 public:
  // Compiles the named pattern (and the patterns it calls) from the project.
  PatternPreview(const Project& project, std::string_view pattern, const PatternPreviewSettings& settings);
  ~PatternPreview();
  PatternPreview(PatternPreview&&) noexcept;
  PatternPreview& operator=(PatternPreview&&) noexcept;

  bool ok() const;                 // compiled; false: errors() says why
  const Errors& errors() const;
  const PatternPreviewSettings& settings() const;
  // The dummy moved (dragging): from now on aim follows it. Scrubbing back re-runs with it.
  void setPlayer(Vec2 player);

  void reset();                    // back to tick 0, nothing fired yet
  void stepTo(std::int64_t tick);  // runs forward to `tick` (from 0 again when it lies behind)
  std::int64_t tick() const;       // ticks run
  bool firing() const;             // the pattern has not finished yet

  std::size_t bulletCount() const;  // live bullets now
  PreviewBullet bullet(std::size_t i) const;  // i < bulletCount()

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace sw
