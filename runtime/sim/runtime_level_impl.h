#pragma once
// RuntimeLevel's insides (runtime_level.h), shared by the files that implement it: the
// composition of one level (runtime_level.cpp) and a whole game's moves from level to level
// (game_run.cpp). Not for other code.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/project/project.h"
#include "sim/game_progress.h"
#include "sim/level_context.h"
#include "sim/runtime_level.h"
#include "sim/screen_camera.h"
#include "sim/system.h"

namespace sw {

// One level's systems and what they share.
struct LevelParts {
  LevelContext context;
  std::string kind;
  std::vector<std::unique_ptr<System>> owned;
  std::vector<const System*> systems;  // the same, for readers
  struct Step {
    System* system = nullptr;
    int phase = 0;
    std::size_t index = 0;  // into systems, for the timings
  };
  std::vector<Step> steps;
  const ScreenCamera* camera = nullptr;  // the frame's origin for the listener
  std::vector<double> micros;
};

// Builds one level's parts from `project` (which need not outlive them). Errors name the level
// object or type concerned; `all` receives every problem.
Result<std::unique_ptr<LevelParts>> assembleLevel(const Project& project, const Level& level,
                                                  const PlayOptions& options, Errors* all);

struct RuntimeLevel::Impl {
  ~Impl();
  std::unique_ptr<LevelParts> parts;
  GameProgress progress;
  bool timing = false;
  TickListener* listener = nullptr;  // presentation only, never state
  // A whole game (PlayOptions::wholeGame): the project the later levels are built from, the
  // game's levels by name in order and the options the run began with.
  std::shared_ptr<const Project> game;
  std::vector<std::string> order;
  std::int64_t firstPosition = 0;  // the level the run began with
  PlayOptions runOptions;
  // The level played before the running one, kept so a rollback across the move (a saved
  // state of that level) can hash it or go back to it without building it again.
  std::unique_ptr<LevelParts> previous;
  std::int64_t previousPosition = -1;

  LevelContext& context() { return parts->context; }
  const LevelContext& context() const { return parts->context; }
  // The options level `position` of the game runs with: the run's, its own seed, the ships
  // carried (empty: as the state restored later will say).
  PlayOptions optionsAt(std::int64_t position, std::vector<CarriedPlayer> carried) const;
  // Replaces the running level by level `position` of the game's order; false (the running
  // level kept, the problem reported) when it does not build.
  bool switchTo(std::int64_t position, std::vector<CarriedPlayer> carried);
  // Makes the run a whole game from `level` on (PlayOptions::wholeGame): the order, a copy of
  // the project for the later levels, and a trial build of each of them so a level that
  // cannot run is named now rather than when the game reaches it. The problem, if any.
  std::optional<Error> beginGame(const Project& project, const Level& level, Errors* all);
  // After a tick the level played: remembers the fire bits; the level's end opens its results.
  void levelTicked(const TickInput& in);
  // Back to level `position` (a rollback to a state saved there): the level before, kept, or
  // built anew. False when it does not build.
  bool returnTo(std::int64_t position);
  // A whole game's tick when it is not a playing level's: the results screen, a won game.
  void gameTick(const TickInput& in);
  // The parts that can read a state saved at `position` (the running level's or the one
  // before), or nullptr.
  const LevelParts* partsFor(std::int64_t position) const;
  // The ships as the running level leaves them.
  std::vector<CarriedPlayer> carriedPlayers() const;
};

}  // namespace sw
