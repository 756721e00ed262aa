#pragma once
// A saved copy of everything in a RuntimeLevel that changes while it runs, so a rollback
// session (net/rollback_session.h) can go back a few ticks and run them again with the
// inputs that arrived late, and a sync test can do so every tick. Restoring a state and
// running the same inputs gives the same stateHash() on every later tick as never having
// gone back (tests/runtime/sim/level_state_test.cpp, sync_test.cpp).
//
// What is saved: the level's clock (tick, its random stream), the run's progress (its tick,
// in a whole game the level and its results screen), how many errors had been
// reported, and each system's state struct (sim/system.h), in the level's system order.
// What is not: what the build made once and never changes (shapes, paths, types, names),
// and what each tick derives anew (placed colliders; walls are placed again on restore).
//
// Cost: a copy. Pools keep their capacity, so after the first save into a LevelState saving
// into it again never allocates; nor does restoring.
#include <cstddef>
#include <memory>
#include <vector>

#include "sim/game_progress.h"
#include "sim/level_context.h"
#include "sim/system.h"

namespace sw {

struct LevelState {
  bool saved = false;  // false: nothing saved into it yet
  LevelClock clock;
  GameProgress progress;  // the run's tick; in a whole game, which level and its results
  std::size_t errorCount = 0;
  std::vector<std::unique_ptr<SavedPart>> parts;  // one per system

  // The run's tick that would run next from this state (RuntimeLevel::ticksRun); -1 when
  // nothing was saved.
  std::int64_t tick() const { return saved ? progress.runTick : -1; }

  LevelState() = default;
  LevelState(LevelState&&) noexcept = default;
  LevelState& operator=(LevelState&&) noexcept = default;
  LevelState(const LevelState& other) { *this = other; }
  // A copy into a warm state (one that held a state of the same level) does not allocate.
  LevelState& operator=(const LevelState& other) {
    if (this == &other) return *this;
    saved = other.saved;
    clock = other.clock;
    progress = other.progress;
    errorCount = other.errorCount;
    if (parts.size() != other.parts.size()) parts.resize(other.parts.size());
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (!other.parts[i])
        parts[i].reset();
      else if (!parts[i] || !parts[i]->copyFrom(*other.parts[i]))
        parts[i] = other.parts[i]->clone();
    }
    return *this;
  }
};

}  // namespace sw
