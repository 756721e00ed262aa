#include "sim/replay/replay_run.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "model/project.h"
#include "sim/replay/trail.h"
#include "sim/state/hash_version.h"
#include "sim/tick_runner.h"
#include "sim/replay/replay_condition.h"
#include "sim/replay/replay_expectation.h"
#include "sim/runtime_level.h"

namespace sw {

namespace {

namespace fs = std::filesystem;

constexpr const char* kInputsSuffix = ".inputs";
constexpr const char* kExpectSuffix = ".expect.json";
constexpr const char* kTrailSuffix = ".trail";

bool endsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool exists(const std::string& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec);
}

// One condition while the run goes: its compiled form and what it found.
struct Watch {
  const ReplayExpectation::Condition* spec = nullptr;
  ReplayCondition compiled;
  bool met = false;
  bool decided = false;    // AtTick / ByTick: its tick has come (or it was met)
  std::string valuesSeen;  // at the tick that decided it
  std::int64_t seenAt = 0;
};

void check(std::vector<Watch>& watches, const RuntimeLevel& level) {
  const std::int64_t t = level.ticksRun();
  for (Watch& w : watches) {
    const ReplayConditionText& c = w.compiled.text();
    if (w.decided || c.when == ReplayWhen::End) continue;
    if (c.when == ReplayWhen::ByTick && w.compiled.holds(level)) w.met = w.decided = true;
    if (!w.decided && t == c.tick) {
      w.met = c.when == ReplayWhen::AtTick && w.compiled.holds(level);
      w.decided = true;
      w.valuesSeen = w.compiled.values(level);
      w.seenAt = t;
    }
  }
}

// The level a recording plays: its own, else the project's only one.
const Level* levelFor(const Project& project, const InputRecording& recording, const std::string& file,
                      Errors& out) {
  if (!recording.level.empty()) {
    if (const Level* level = project.findLevel(recording.level)) return level;
    out.push_back(Error{file, "level", "the project has no level named '" + recording.level + "'"});
    return nullptr;
  }
  if (project.levels.size() == 1) return project.levels.front().get();
  out.push_back(Error{file, "level",
                      "the recording names no level and the project has " +
                          std::to_string(project.levels.size()) + " (add a line 'level NAME')"});
  return nullptr;
}

struct Run {
  Errors problems;       // the test cannot run: broken files, unknown names
  Errors runtimeErrors;  // what the simulation reported
  std::vector<Watch> watches;
  std::int64_t ticks = 0;
  std::uint64_t hash = 0;
  Trail trail;
  bool ran = false;
};

Run play(const Project& project, const InputRecording& recording, const std::string& inputsFile,
         std::optional<std::int64_t> expectedTicks, const ReplayExpectation* expectation,
         const std::string& expectFile) {
  Run run;
  const Level* level = levelFor(project, recording, inputsFile, run.problems);
  if (!level) return run;
  std::int64_t ticks = 0;
  if (recording.length)
    ticks = *recording.length;
  else if (expectedTicks)
    ticks = *expectedTicks;
  else {
    run.problems.push_back(
        Error{inputsFile, "ticks", "the recording says not how long it ran (add 'ticks N')"});
    return run;
  }
  if (ticks > kMaxReplayTicks) {
    run.problems.push_back(
        Error{inputsFile, "ticks", "a test runs at most " + std::to_string(kMaxReplayTicks) + " ticks"});
    return run;
  }
  PlayOptions options;
  options.projectDir = project.directory;
  options.seed = std::uint64_t(level->seed);
  applyRecording(recording, options);
  Errors buildProblems;
  Result<RuntimeLevel> built = RuntimeLevel::build(project, *level, options, &buildProblems);
  if (!built) {
    if (buildProblems.empty()) buildProblems.push_back(built.error());
    run.problems.insert(run.problems.end(), buildProblems.begin(), buildProblems.end());
    return run;
  }
  RuntimeLevel& sim = *built;
  if (expectation) {
    std::vector<std::string> types;
    for (const auto& type : project.enemyTypes) types.push_back(type->name);
    for (const auto& c : expectation->conditions) {
      int column = 1;
      std::string problem;
      std::optional<ReplayCondition> compiled =
          ReplayCondition::compile(c.parsed, sim, types, &column, &problem);
      if (!compiled) {
        run.problems.push_back(Error{expectFile, expectation->whereIn(c, column), problem});
        continue;
      }
      if (c.parsed.when != ReplayWhen::End && c.parsed.tick > ticks) {
        run.problems.push_back(Error{expectFile, c.where,
                                     "tick " + std::to_string(c.parsed.tick) +
                                         " is past the end of the run (" + std::to_string(ticks) +
                                         " ticks)"});
        continue;
      }
      run.watches.push_back(Watch{&c, std::move(*compiled)});
    }
    if (!run.problems.empty()) return run;
  }
  check(run.watches, sim);  // "by tick 0" holds or fails before anything ran
  TickRunner runner(sim);
  runner.replay(recording);
  runner.trailInto(run.trail);
  runner.afterEachTick([&](const RuntimeLevel& l) { check(run.watches, l); });
  runner.run(ticks);
  for (Watch& w : run.watches)
    if (w.compiled.text().when == ReplayWhen::End) {
      w.met = w.compiled.holds(sim);
      w.decided = true;
      w.valuesSeen = w.compiled.values(sim);
      w.seenAt = sim.ticksRun();
    }
  run.runtimeErrors = sim.errors();
  run.ticks = sim.ticksRun();
  run.hash = sim.stateHash();
  run.ran = true;
  return run;
}

std::string conditionFailure(const Watch& w) {
  std::string values = w.valuesSeen.empty() ? std::string() : ": " + w.valuesSeen;
  return "condition '" + w.spec->text + "' not met" + values + " at tick " + std::to_string(w.seenAt);
}

}  // namespace

ReplayTestFiles replayTestFiles(const std::string& projectDir, const std::string& name) {
  const std::string base = (fs::path(projectDir) / kReplayTestsFolder / name).generic_string();
  return {name, base + kInputsSuffix, base + kExpectSuffix, base + kTrailSuffix};
}

std::vector<ReplayTestFiles> findReplayTests(const std::string& projectDir, std::string* error) {
  std::map<std::string, bool> names;  // sorted, unique
  std::error_code ec;
  const fs::path folder = fs::path(projectDir) / kReplayTestsFolder;
  if (!fs::is_directory(folder, ec)) return {};
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string file = it->path().filename().string();
    for (const std::string suffix : {kInputsSuffix, kExpectSuffix})
      if (endsWith(file, suffix) && file.size() > suffix.size())
        names[file.substr(0, file.size() - suffix.size())] = true;
    if (names.size() > kMaxReplayTests) break;
  }
  std::vector<ReplayTestFiles> out;
  for (const auto& [name, _] : names) {
    if (out.size() == kMaxReplayTests) {
      if (error) *error = "more than " + std::to_string(kMaxReplayTests) + " tests; the rest are not run";
      break;
    }
    out.push_back(replayTestFiles(projectDir, name));
  }
  return out;
}

bool isValidReplayTestName(const std::string& name) {
  if (name.empty() || name.size() > 64 || name.front() == '.') return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-' || c == '.';
  });
}

ReplayTestResult runReplayTest(const Project& project, const ReplayTestFiles& files,
                               const ReplayTestOptions& options) {
  ReplayTestResult result;
  result.name = files.name;
  auto fail = [&](Error e) {
    result.failures.push_back(std::move(e));
    result.outcome = ReplayTestResult::Outcome::Failed;
    return result;
  };
  if (!exists(files.inputs))
    return fail(Error{files.expect, "",
                      "the recording " + fs::path(files.inputs).filename().string() +
                          " is missing (a test is NAME.inputs beside NAME.expect.json)"});
  Result<InputRecording> recording = loadInputRecording(files.inputs);
  if (!recording) return fail(recording.error());

  std::optional<ReplayExpectation> expectation;
  if (exists(files.expect)) {
    Result<ReplayExpectation> loaded = loadReplayExpectation(files.expect);
    // A broken expectation is never rewritten, not even by --update: it may hold conditions.
    if (!loaded) return fail(loaded.error());
    expectation = std::move(*loaded);
  } else if (!options.update) {
    return fail(Error{files.expect, "",
                      "missing: the result the recording must reach ('scrollwork-cli test "
                      "PROJECT --update' writes it from a run)"});
  }

  Run run = play(project, *recording, files.inputs, expectation ? expectation->ticks : std::nullopt,
                 expectation ? &*expectation : nullptr, files.expect);
  result.failures = run.problems;
  if (!run.ran) {
    if (result.failures.empty()) result.failures.push_back(Error{files.inputs, "", "did not run"});
    result.outcome = ReplayTestResult::Outcome::Failed;
    return result;
  }
  result.ticks = run.ticks;
  result.hash = run.hash;
  result.outcome = ReplayTestResult::Outcome::Passed;
  Errors updatable;  // what --update rewrites
  for (const Watch& w : run.watches)
    if (!w.met) result.failures.push_back(Error{files.expect, w.spec->where, conditionFailure(w)});
  for (const Error& e : run.runtimeErrors)
    result.failures.push_back(
        Error{e.file.empty() ? files.inputs : e.file, e.where, "while running: " + e.message});

  std::optional<Trail> storedTrail;
  std::optional<std::string> oldTrail;  // a trail of another state hash: not comparable
  if (exists(files.trail)) {
    Result<Trail> trail = loadTrail(files.trail);
    if (!trail) {
      if (!options.update) result.failures.push_back(trail.error());
    } else {
      storedTrail = std::move(*trail);
      oldTrail = incomparable(*storedTrail, run.trail);
      if (!oldTrail) result.firstDifferentTick = firstDifferingTick(*storedTrail, run.trail);
    }
  }
  const std::string differs = result.firstDifferentTick
                                  ? "; the run first differs at tick " +
                                        std::to_string(*result.firstDifferentTick) + " (" +
                                        fs::path(files.trail).filename().string() + ")"
                                  : std::string();
  if (expectation && expectation->ticks && *expectation->ticks != run.ticks)
    updatable.push_back(Error{
        files.expect, expectation->ticksWhere,
        "ran " + std::to_string(run.ticks) + " ticks, expected " + std::to_string(*expectation->ticks)});
  const bool oldHash = expectation && expectation->hash && expectation->hashVersion != kStateHashVersion;
  if (oldHash)
    updatable.push_back(Error{files.expect, expectation->hashWhere,
                              "the expected hash was made by an older build's state hash (version " +
                                  std::to_string(expectation->hashVersion) +
                                  "), which this build does not compute: record it again (scrollwork-cli test "
                                  "--update)"});
  else if (expectation && expectation->hash && *expectation->hash != run.hash)
    updatable.push_back(
        Error{files.expect, expectation->hashWhere,
              "hash " + hashText(run.hash) + ", expected " + hashText(*expectation->hash) + differs});
  else if (result.firstDifferentTick)
    updatable.push_back(Error{files.trail, "tick " + std::to_string(*result.firstDifferentTick),
                              "the hash trail differs from tick " + std::to_string(*result.firstDifferentTick)});
  if (oldTrail && !oldHash) updatable.push_back(Error{files.trail, "", *oldTrail});
  if (expectation && !expectation->hash && !expectation->ticks && expectation->conditions.empty() &&
      !options.update)
    result.failures.push_back(Error{files.expect, "/", "expects nothing: give ticks, hash or conditions"});

  if (!options.update) {
    result.failures.insert(result.failures.end(), updatable.begin(), updatable.end());
  } else {
    const bool stale = !updatable.empty() || !expectation || !expectation->hash || !expectation->ticks ||
                       (options.writeTrail && !storedTrail) || (exists(files.trail) && !storedTrail);
    if (stale) {
      ReplayExpectation updated = expectation ? std::move(*expectation) : ReplayExpectation{};
      updated.ticks = run.ticks;
      updated.hash = run.hash;
      updated.hashVersion = kStateHashVersion;
      Status saved = saveReplayExpectation(updated, files.expect);
      if (saved && (exists(files.trail) || options.writeTrail)) saved = saveTrail(run.trail, files.trail);
      if (!saved)
        result.failures.push_back(saved.error());
      else
        result.outcome = ReplayTestResult::Outcome::Updated;
      result.firstDifferentTick.reset();
    }
  }
  if (!result.failures.empty()) result.outcome = ReplayTestResult::Outcome::Failed;
  return result;
}

ReplayTestResult saveReplayTest(const Project& project, const InputRecording& recording,
                                const std::string& name, const std::vector<std::string>& conditions) {
  ReplayTestResult result;
  result.name = name;
  const ReplayTestFiles files = replayTestFiles(project.directory, name);
  if (!isValidReplayTestName(name)) {
    result.failures.push_back(
        Error{files.expect, "", "'" + name + "' is not a test name (letters, digits, _ - .)"});
    return result;
  }
  ReplayExpectation expectation;
  for (const std::string& text : conditions) {
    ReplayExpectation::Condition c;
    c.text = text;
    int column = 1;
    std::string problem;
    std::optional<ReplayConditionText> parsed = parseReplayCondition(text, &column, &problem);
    if (!parsed) {
      result.failures.push_back(
          Error{files.expect, "condition '" + text + "', column " + std::to_string(column), problem});
      return result;
    }
    c.parsed = std::move(*parsed);
    expectation.conditions.push_back(std::move(c));
  }
  Run run = play(project, recording, files.inputs, std::nullopt, &expectation, files.expect);
  if (!run.ran) {
    result.failures = run.problems;
    return result;
  }
  expectation.ticks = run.ticks;
  expectation.hash = run.hash;
  std::error_code ec;
  fs::create_directories(fs::path(files.expect).parent_path(), ec);
  InputRecording stored = recording;
  stored.length = run.ticks;
  // Changes past the end never took effect, and a recording may not hold them.
  std::erase_if(stored.changes, [&](const InputChange& c) { return c.tick >= run.ticks; });
  Status saved = saveInputRecording(stored, files.inputs);
  if (saved) saved = saveReplayExpectation(expectation, files.expect);
  if (saved) saved = saveTrail(run.trail, files.trail);
  if (!saved) {
    result.failures.push_back(saved.error());
    return result;
  }
  result.ticks = run.ticks;
  result.hash = run.hash;
  result.outcome = ReplayTestResult::Outcome::Passed;
  return result;
}

std::string replayTestReport(const ReplayTestResult& result) {
  const char* word = result.outcome == ReplayTestResult::Outcome::Passed    ? "PASS"
                     : result.outcome == ReplayTestResult::Outcome::Updated ? "UPDATED"
                                                                            : "FAIL";
  std::string line = std::string(word) + " " + result.name + " " + std::to_string(result.ticks) + " ticks";
  for (std::size_t i = 0; i < result.failures.size(); ++i)
    line += (i == 0 ? ": " : "\n    ") + result.failures[i].toString();
  return line;
}

}  // namespace sw
