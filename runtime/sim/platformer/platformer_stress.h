#pragma once
// A generated platformer level that keeps the platformer's systems busy, for
// `scrollwork-cli bench-sim --platformer` (issue figures: 200 moving platforms and doors
// pushing 1,000 crates and characters). `movers` lanes, one above the other, each a floor
// between two walls: even lanes have a platform sliding back and forth along a path, odd
// lanes a door that slides out and back (open half of every 10 s). Each pusher drives the
// lane's bodies (4 in 5 crates, the rest characters) along and crushes what it pins against
// the far wall, so pushing, riding, crushing and respawning all run every tick.
#include <cstdint>
#include <memory>

#include "model/project/project.h"
#include "sim/play_options.h"

namespace sw {

struct PlatformerStressSpec {
  std::int64_t movers = 200;   // moving platforms and doors together
  std::int64_t bodies = 1000;  // crates and characters together
  std::int64_t ticks = 600;
};

struct PlatformerStress {
  std::unique_ptr<Project> project;  // one level: project->levels[0]
  PlayOptions options;
  std::int64_t warmupTicks = 60;
  const Level& level() const { return *project->levels.front(); }
};

PlatformerStress makePlatformerStress(const PlatformerStressSpec& spec);

}  // namespace sw
