#pragma once
// Where a whole-game run is (sim/runtime_level.h, PlayOptions::wholeGame): which level of the
// game's order runs, whether its results screen shows, whether the game is won. Part of the
// run's state (hashed, saved, restored) in a whole-game run only, so a single level's hash is
// what it always was.
#include <array>
#include <cstdint>

#include "core/fields.h"
#include "sim/input.h"

namespace sw {

// After this many ticks of results a fire press moves on (the fire held from the level must
// not skip the screen at once).
inline constexpr std::int64_t kResultsSkipAfterTicks = 60;

struct GameProgress {
  std::int64_t runTick = 0;         // ticks the whole run has taken (a recording's tick)
  std::int64_t position = 0;        // where the running level is in the game's order
  std::int64_t levelStartTick = 0;  // runTick when it began
  std::int64_t resultsTick = -1;    // -1 while the level plays, else ticks its results have shown
  bool won = false;                 // the last level's results are over: the game is complete
  std::uint8_t previousFire = 0;    // players' fire bits of the last tick (bit p: player p)
  // Each ship's score and kills when the level began: the results show what this level added.
  std::array<std::int64_t, kMaxPlayers> startScores{};
  std::array<std::int64_t, kMaxPlayers> startKills{};
  bool inResults() const { return resultsTick >= 0; }
  SW_FIELDS(GameProgress, runTick, position, levelStartTick, resultsTick, won, previousFire, startScores, startKills)
};

}  // namespace sw
