#pragma once
// Replay regression tests for game content: a project's `tests/` folder holds recordings
// (`NAME.inputs`, sim/input_recording.h) with the result each must reach
// (`NAME.expect.json`, sim/replay_expectation.h: ticks, final hash, conditions) and, when
// wanted, a hash trail (`NAME.trail`, sim/replay/trail.h) so a changed run names the first
// tick that differs. `scrollwork-cli test` and the editor's Check Project run them; Play >
// Save Session as Test writes them. Qt-free; no exception leaves this API.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "sim/replay/input_recording.h"

namespace sw {

class Project;

inline constexpr const char* kReplayTestsFolder = "tests";
inline constexpr std::size_t kMaxReplayTests = 1000;

struct ReplayTestFiles {
  std::string name;    // "boss_kill"
  std::string inputs;  // PROJECT/tests/boss_kill.inputs (may not exist)
  std::string expect;  // PROJECT/tests/boss_kill.expect.json (may not exist)
  std::string trail;   // PROJECT/tests/boss_kill.trail (optional)
};

// The files of test `name` in the project folder `projectDir` (as the user spelled it, so
// messages name the files the way the user knows them).
ReplayTestFiles replayTestFiles(const std::string& projectDir, const std::string& name);
// Every test of the project folder: a name with a .inputs or a .expect.json file, sorted
// by name; at most kMaxReplayTests (`error` says so when there were more).
std::vector<ReplayTestFiles> findReplayTests(const std::string& projectDir, std::string* error = nullptr);
// Letters, digits, '_', '-' and '.', 1 to 64 of them, not starting with '.'.
bool isValidReplayTestName(const std::string& name);

struct ReplayTestOptions {
  // Rewrite the expected ticks, hash and trail to what the run gave (conditions stay as
  // written and must still hold); writes an expectation for a recording without one.
  bool update = false;
  // With update: write a trail too for tests that have none.
  bool writeTrail = false;
};

struct ReplayTestResult {
  enum class Outcome { Passed, Failed, Updated };
  std::string name;
  Outcome outcome = Outcome::Failed;
  std::int64_t ticks = 0;                          // ticks run (0 when it did not run)
  std::uint64_t hash = 0;                          // after the last tick
  std::optional<std::int64_t> firstDifferentTick;  // from the stored trail
  Errors failures;                                 // what differed or is broken, each with file and place
  bool passed() const { return outcome != Outcome::Failed; }
};

// Runs one test against `project` (as loaded or as edited: the editor passes its copy).
ReplayTestResult runReplayTest(const Project& project, const ReplayTestFiles& files,
                               const ReplayTestOptions& options = {});

// Runs `recording` on `project` and writes it as test `name` in the project's tests
// folder: NAME.inputs, NAME.expect.json (ticks, hash, `conditions` kept when given) and
// NAME.trail, overwriting them (the caller asks first). The result says the ticks and hash.
ReplayTestResult saveReplayTest(const Project& project, const InputRecording& recording,
                                const std::string& name, const std::vector<std::string>& conditions = {});

// "PASS boss_kill 7200 ticks" / "FAIL boss_kill 7200 ticks: file: where: message", and each
// further failure on its own line indented by four spaces.
std::string replayTestReport(const ReplayTestResult& result);

}  // namespace sw
