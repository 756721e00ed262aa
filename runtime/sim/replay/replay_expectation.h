#pragma once
// The result a replay test must reach (sim/replay/replay_run.h): a `tests/NAME.expect.json` file
// beside the recording `tests/NAME.inputs`. Canonical JSON, every key optional but
// formatVersion:
//
//   {
//     "formatVersion": 2,
//     "description": "the boss dies before the gate",   free text for people
//     "ticks": 7200,                                      ticks the run must last
//     "hash": "5f0c3a9e1b2d4c67",                         stateHash() after the last tick
//     "conditions": ["boss.health <= 0 by tick 7000", "player1.lives >= 1"]
//   }
//
// Version 2 differs from 1 only in what "hash" means: version 1 files hold the state hash
// of the builds before the simulation's systems (state hash version 1), which no run of
// this build reproduces; they read, and a test of one says so and `test --update` writes it
// again at version 2.
//
// Conditions are checked for syntax here (sim/replay_condition.h) and for names when the
// test runs against its level. Every error names the file and a place in it: the line and
// column of the value at fault when it can be found in the text, else a JSON pointer.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "sim/state/hash_version.h"
#include "sim/replay/replay_condition.h"

namespace sw {

inline constexpr int kReplayExpectationVersion = 2;
inline constexpr std::size_t kMaxReplayExpectationBytes = 1 << 20;
inline constexpr std::size_t kMaxReplayConditions = 1000;
inline constexpr std::int64_t kMaxReplayTicks = 1'000'000;  // matches kMaxHashTrailTicks

struct ReplayExpectation {
  struct Condition {
    std::string text;  // as written
    ReplayConditionText parsed;
    std::string where;         // "line 7, column 6" of its first character, or "/conditions/2"
    int line = 0, column = 0;  // 0 when not found in the text
  };
  std::string description;
  std::optional<std::int64_t> ticks;
  std::optional<std::uint64_t> hash;
  int hashVersion = kStateHashVersion;  // the state hash `hash` was made with
  std::vector<Condition> conditions;
  std::string ticksWhere = "/ticks", hashWhere = "/hash";  // for failure messages

  // Where a place inside a condition is: its column shifted by `column - 1` characters.
  std::string whereIn(const Condition& condition, int column) const;
};

Result<ReplayExpectation> parseReplayExpectation(const std::string& text, const std::string& file);
Result<ReplayExpectation> loadReplayExpectation(const std::string& path);
// The canonical text: formatVersion, description, ticks, hash, conditions; same data, same bytes.
std::string replayExpectationText(const ReplayExpectation& expectation);
Status saveReplayExpectation(const ReplayExpectation& expectation, const std::string& path);  // atomic

}  // namespace sw
