#pragma once
// Game kinds: which systems run a level, in which order their phases run, and how they are
// built from the level snapshot. A level's kind chooses them (PlayOptions::gameKind, else the
// level's own: a scrolling shooter level today; the platformer's free levels come next).
// A new kind registers itself here and adds systems; nothing else of the simulation changes:
// the tick runner, the hash, dumps, rollback, recordings and replays work on any kind
// (tests/runtime/sim/toy_kind_test.cpp shows it with a kind made of two toy systems that
// lives in the tests alone).
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/error.h"
#include "sim/level_context.h"
#include "sim/system.h"

namespace sw {

// What a kind's assembly works with while a level is built.
class LevelAssembly {
 public:
  LevelAssembly(const Project& project, LevelContext& level, Errors& problems)
      : project(project), level(level), problems(problems) {}

  const Project& project;  // as given to RuntimeLevel::build (read during the build only)
  LevelContext& level;     // the run's own context (its snapshot is what the run keeps)
  Errors& problems;        // build problems: a level with any does not run

  // A new system, in visit order (the order the state hash and dumps see them).
  template <class S, class... Args>
  S& add(Args&&... args) {
    auto system = std::make_unique<S>(level, std::forward<Args>(args)...);
    S& added = *system;
    systems.push_back(std::move(system));
    return added;
  }
  // Appends a phase to the tick's schedule: `system`'s step(phase) runs at this point.
  void schedule(System& system, int phase) { steps.push_back({&system, phase}); }

  struct Step {
    System* system = nullptr;
    int phase = 0;
  };
  std::vector<std::unique_ptr<System>> systems;
  std::vector<Step> steps;
};

struct GameKind {
  std::string name;
  // Adds the kind's systems, builds them and schedules their phases. Problems go to
  // assembly.problems, naming the file and the place.
  std::function<void(LevelAssembly& assembly)> assemble;
};

// Registers (or replaces) a kind by its name.
void registerGameKind(GameKind kind);
// The kind of that name (the built-in "shooter" always), or nullptr.
const GameKind* findGameKind(std::string_view name);
std::vector<std::string> gameKindNames();

inline constexpr std::string_view kShooterKind = "shooter";
inline constexpr std::string_view kPlatformerKind = "platformer";

}  // namespace sw
