#pragma once
// What Play runs: a RuntimeLevel built from a snapshot of a design-time Level (DOMAIN.md,
// "Runtime: what Play runs"), as a composition of systems that the level's game kind chooses
// (sim/game_kind.h; the systems' interface is sim/system.h). build() copies everything the run
// needs (tile definitions, the level; each system copies what it reads of the project), so it
// never keeps a pointer into the document: the editor may change or delete the Level while
// Play runs.
//
// Time is integer ticks at the project's fixed rate (60 Hz). One tick(input) runs the kind's
// schedule: a fixed list of (system, phase) steps (the shooter's: sim/shooter/shooter_kind.cpp).
// Players the run does not have press nothing, whatever the input says.
//
// Coordinates are origin-relative: every position is in the frame of the chain link the
// camera is in (that tile's local coordinates). When the camera enters the next link (or
// wraps to a loop's first link) every system shifts what it keeps by the step between the two
// tiles (System::shiftFrame), so a long level never builds up a large coordinate.
//
// Memory: pools are sized at build time; after build, tick() never allocates (a counting
// allocator test shows it), except to record an error message.
//
// Determinism: the whole state is a function of (project, level, options, inputs): running
// N ticks one by one or in batches gives the same stateHash(). Every entity that draws random
// numbers owns an MwcRandom seeded from the run's seed and its identity.
//
// State: the level's clock and each system's state struct, walked by one description
// (sim/state/state_walk.h) for stateHash() (the one hash: replays, trails, co-op), dumps
// (visitState) and rollback (save / restore, sim/state/saved_state.h).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "sim/game_progress.h"
#include "sim/input.h"
#include "sim/level_events.h"
#include "sim/play_options.h"
#include "sim/state/saved_state.h"
#include "sim/state/state_visitor.h"
#include "sim/system.h"

namespace sw {

class Project;
class Level;

// Told after every tick the level runs, including ticks run again after a rollback restored an
// earlier state (present/presentation_journal.h): the tick's number (0 for the first) and its
// events. Presentation only: it must not change the level.
class TickListener {
 public:
  virtual ~TickListener() = default;
  virtual void tickRun(std::int64_t tick, const std::vector<LevelEvent>& events) = 0;
  // The same with where the simulation's frame sat in the editor's layout after that tick
  // (absolute = event position + frameOrigin; the camera's ScreenCamera::screenFrameOrigin),
  // for presenters that keep things in place while the frame jumps from link to link. What
  // RuntimeLevel calls; by default the above.
  virtual void tickRunAt(std::int64_t tick, const std::vector<LevelEvent>& events, Vec2 /*frameOrigin*/) {
    tickRun(tick, events);
  }
};

class RuntimeLevel {
 public:
  // Errors name the level object (or enemy type) concerned. `all`, when given, receives every
  // problem; the Result carries the first error.
  static Result<RuntimeLevel> build(const Project& project, const Level& level, const PlayOptions& options,
                                    Errors* all = nullptr);
  // Shorthand: default options with this seed.
  static Result<RuntimeLevel> build(const Project& project, const Level& level, std::uint64_t seed,
                                    Errors* all = nullptr);

  RuntimeLevel(RuntimeLevel&&) noexcept;
  RuntimeLevel& operator=(RuntimeLevel&&) noexcept;
  RuntimeLevel(const RuntimeLevel&) = delete;
  RuntimeLevel& operator=(const RuntimeLevel&) = delete;
  ~RuntimeLevel();

  // Runs one tick with these inputs. False when it found an error (errors()).
  bool tick(const TickInput& input = {});
  // The input as the run takes it: players the run does not have press nothing.
  TickInput present(const TickInput& input) const;
  // Runs `count` ticks with the same inputs; false when any of them found an error.
  bool run(std::int64_t count, const TickInput& input = {});

  std::int64_t ticksRun() const;
  std::uint64_t seed() const;
  // The level's own changing state: the tick counter and its random stream.
  const LevelClock& clock() const;
  const PlayOptions& options() const;
  const std::string& gameKind() const;
  // The copy of the level the run was built from, and the project parts copied with it.
  const Level& level() const;
  const Project& snapshot() const;
  // Problems found while running (NaN positions, behaviours that stopped), in order.
  const Errors& errors() const;
  // What happened in the last tick (sim/level_events.h).
  const std::vector<LevelEvent>& events() const;
  // Who hears of every tick's events (nullptr: nobody); it must outlive the level or be unset.
  void setTickListener(TickListener* listener);
  bool gameOver() const;       // every player is out
  bool levelFinished() const;  // the running level reached its end

  // Whole-game runs (PlayOptions::wholeGame): when the running level ends, its results screen
  // shows for the game rules' resultsTicks (a fire press after kResultsSkipAfterTicks moves
  // on), then the next level of the game's order is built and runs, the ships carrying their
  // score, kills, lives, weapon and meters over; after the last level's results the game is
  // won. The run's tick (ticksRun, what recordings, trails and co-op count) goes on across
  // levels; clock().tick is the running level's. level(), snapshot(), systems() and events()
  // are the running level's. Each later level's seed comes from the run's seed and its place
  // in the order, so a recording replays the whole game. Every later level is built once at
  // build() on trial, so one that cannot run is reported before the game starts.
  bool wholeGame() const;
  // Where the run is (also kept for a single level: runTick).
  const GameProgress& progress() const;
  // The game's levels by name, in order (empty unless wholeGame()).
  const std::vector<std::string>& gameOrder() const;
  bool gameWon() const { return progress().won; }
  // Nothing more will happen: every player is out, the game is won or (a single level) the
  // level reached its end.
  bool runOver() const { return gameOver() || (wholeGame() ? gameWon() : levelFinished()); }

  // Testing aids in force on `tick` (options' godMode/infiniteLives, then aidChanges).
  PlayOptions::AidChange aidsAt(std::int64_t tick) const;
  // Switches the aids from the next tick on (appended to options().aidChanges; replaces a
  // switch at that same tick). Between ticks only: it may allocate.
  void setAids(bool godMode, bool infiniteLives);

  // The systems, in visit order; find<S>() the one of that type (nullptr when the kind has
  // none), get<S>() the one that must be there.
  const std::vector<const System*>& systems() const;
  template <class S>
  const S* find() const {
    for (const System* s : systems())
      if (const auto* found = dynamic_cast<const S*>(s)) return found;
    return nullptr;
  }
  template <class S>
  const S& get() const {
    return *find<S>();
  }
  // Between ticks only, for tools that drive a run by hand (the editor's boss preview places
  // the ship and damages parts): the system itself, which the run owns as a mutable object.
  template <class S>
  S* findMutable() {
    return const_cast<S*>(find<S>());
  }

  // The one state hash (sim/state/state_hash.h) of the state now, or of a saved one.
  std::uint64_t stateHash() const;
  std::uint64_t stateHash(const LevelState& state) const;
  // Every field of the state, entity by entity (sim/state/state_walk.h): now, or of a state
  // saved from this level (names come from this level).
  void visitState(StateVisitor& visitor) const;
  void visitState(const LevelState& state, StateVisitor& visitor) const;
  // Saving and restoring the whole changing state, for rollback (sim/state/saved_state.h).
  void save(LevelState& state) const;
  bool restore(const LevelState& state);  // false (nothing changed) for a state of another level

  // Time each system took in the last tick, in microseconds, by system index (what Play's
  // overlay graphs and bench-sim prints). Measured only while timing is on.
  void setTiming(bool on);
  bool timing() const;
  const std::vector<double>& systemMicroseconds() const;

  struct Impl;  // sim/runtime_level_impl.h: for the files that implement RuntimeLevel only

 private:
  // Tests only (tests/support): reach into the systems, e.g. to flip one bit of state and
  // see that hash trails name that tick and entity. No shipped code defines it.
  friend struct RuntimeLevelTestAccess;
  RuntimeLevel();
  std::unique_ptr<Impl> impl_;
};

}  // namespace sw
