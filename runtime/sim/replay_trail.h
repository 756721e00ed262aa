#pragma once
// A replay test's hash trail: stateHash() after every tick of a run, so a replay test whose
// run ends differently can say at which tick it first parted (sim/replay_test.h stores one
// beside the test). Hashes only, one per line, so a diff of the file points at the tick.
// (`scrollwork-cli run --hash-trail` writes the fuller sim/hash_trail.h format, with the
// run's settings and state dumps for compare-trails.)
//
// Text format (a `.trail` file; one line per tick, so a diff points at the tick too):
//   scrollwork-hash-trail 1     first line: format name and version
//   5f0c3a9e1b2d4c67            line k + 1 (k = 1, 2, ...): the hash after tick k, 16 hex digits
// Qt-free; no exception leaves this API.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "sim/input_recording.h"

namespace sw {

class RuntimeLevel;

inline constexpr const char* kReplayTrailHeader = "scrollwork-hash-trail";
inline constexpr int kReplayTrailVersion = 1;
// Longest trail read back (about 4.6 hours at 60 Hz): a bigger file is refused, not read.
inline constexpr std::int64_t kMaxReplayTrailTicks = 1'000'000;

// Runs `ticks` ticks of `level` with the recording's inputs (none: nobody presses anything;
// players the run does not have press nothing). After each tick, `trail` (when given)
// receives stateHash() and `afterTick` (when given) sees the level. The one place that
// collects a per-tick hash trail, for `scrollwork-cli run` and `test` alike.
void runRecorded(RuntimeLevel& level, const InputRecording* recording, std::int64_t ticks,
                 std::vector<std::uint64_t>* trail,
                 const std::function<void(const RuntimeLevel&)>& afterTick = {});

std::string replayTrailText(const std::vector<std::uint64_t>& trail);
// `file` names the file in errors: Error{file, "line N", ...}.
Result<std::vector<std::uint64_t>> parseReplayTrail(std::string_view text, const std::string& file);
Result<std::vector<std::uint64_t>> loadReplayTrail(const std::string& path);
Status saveReplayTrail(const std::vector<std::uint64_t>& trail, const std::string& path);  // atomic

// The first tick (1-based: trail index + 1) where the two trails differ, or where one ends
// before the other; nullopt when they are equal.
std::optional<std::int64_t> firstDifferentTick(const std::vector<std::uint64_t>& expected,
                                               const std::vector<std::uint64_t>& actual);

// 16 lower-case hex digits, and back (nullopt unless exactly 16 hex digits).
std::string hashText(std::uint64_t hash);
std::optional<std::uint64_t> parseHashText(std::string_view text);

}  // namespace sw
