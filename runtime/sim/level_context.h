#pragma once
// What the systems of one running level share (sim/system.h): the snapshot of the level it
// was built from, the run's options, the tick being run, the level's own random stream, the
// problems found while running and the events of the tick. RuntimeLevel owns it, at a fixed
// address, so systems keep a reference.
#include <cstdint>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/fields.h"
#include "core/random.h"
#include "model/project/project.h"
#include "sim/level_events.h"
#include "sim/play_options.h"

namespace sw {

class System;

// The level's own changing state: the tick counter and the generator for what belongs to no
// entity. Visited first, as entity "level".
struct LevelClock {
  std::int64_t tick = 0;  // ticks run so far: the number of the tick that runs next
  std::uint64_t seed = 1;
  MwcRandom random;
  SW_FIELDS(LevelClock, tick, seed, random)
};

struct LevelContext {
  // A copy of what the game needs of the project (tile definitions and the one level), so the
  // editor may change or delete the level while Play runs.
  Project snapshot;
  const Level* level = nullptr;
  PlayOptions options;
  LevelClock clock;
  Errors errors;  // problems found while running (NaN positions, behaviours that stopped), in order
  LevelEvents events;
  std::vector<System*> systems;  // in visit order, owned by RuntimeLevel
  // The run's tick when this level began (a whole game's later levels start past 0): the
  // testing aids' changes are in run ticks.
  std::int64_t runTickOffset = 0;

  std::int64_t tick() const { return clock.tick; }
  const std::string& levelFile() const { return level->file; }
  void report(std::string place, std::string message) {
    errors.push_back({level->file, std::move(place), std::move(message)});
  }
  // Testing aids in force on the level's `tick` (options' godMode/infiniteLives, then
  // aidChanges, which are in run ticks).
  PlayOptions::AidChange aidsAt(std::int64_t tick) const { return aidsAtRunTick(tick + runTickOffset); }
  PlayOptions::AidChange aidsAtRunTick(std::int64_t runTick) const;
  // The frame moved by `step`: every system shifts what it keeps in frame coordinates.
  void shiftFrame(Vec2 step);
};

// A 64-bit seed for one entity: mixes the run's seed with two numbers naming the entity,
// so every enemy, player and the level get their own independent MWC stream.
std::uint64_t simSeed(std::uint64_t seed, std::uint64_t a, std::uint64_t b);

inline MwcRandom entityRandom(std::uint64_t seed, std::uint64_t a, std::uint64_t b) {
  const std::uint64_t r = simSeed(seed, a, b);
  return MwcRandom(std::uint32_t(r), std::uint32_t(r >> 32));
}

}  // namespace sw
