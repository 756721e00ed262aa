#pragma once
// A generated platformer level that keeps the creatures' systems busy, for
// `scrollwork-cli bench-sim --kind creatures` (issue figures: 500 monsters planning and
// following routes on a 2,000-node graph with 200 moving platforms). Lanes one above the
// other, each a floor with a gap at alternating ends that the lane below jumps up through;
// nav nodes every two units along each floor (walk links between neighbours, a jump up and a
// fall down at each gap). Every monster patrols between a node of its own lane and one a few
// lanes up, so each one keeps planning routes across lanes and walking them with real jumps;
// moving platforms slide above the floors, out of the monsters' way, to load the world.
#include <cstdint>
#include <memory>

#include "model/project/project.h"
#include "sim/play_options.h"

namespace sw {

struct CreatureStressSpec {
  std::int64_t monsters = 500;
  std::int64_t nodes = 2000;
  std::int64_t movers = 200;
  std::int64_t ticks = 600;
};

struct CreatureStress {
  std::unique_ptr<Project> project;  // one level: project->levels[0]
  PlayOptions options;
  std::int64_t warmupTicks = 60;
  const Level& level() const { return *project->levels.front(); }
};

CreatureStress makeCreatureStress(const CreatureStressSpec& spec);

}  // namespace sw
