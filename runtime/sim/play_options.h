#pragma once
// How a run is set up: what RuntimeLevel::build takes besides the project and the level.
// Play passes the level's seed; "Play from here" also sets loopsFollowPreview so
// fast-forwarding matches the editor's scrubber. Recordings store what of this a replay
// needs (sim/replay/input_recording.h).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sim/input.h"
#include "sim/shooter/game_rules.h"

namespace sw {

// Where a platformer run continues from (a saved game, sim/platformer/saved_game.h): the last
// checkpoint reached and the state of the level's puzzles then. An empty checkpoint: from the
// start.
struct ContinuePoint {
  std::string checkpoint;
  std::vector<std::string> reached;                    // checkpoints reached, in the level's order
  std::vector<std::pair<std::string, bool>> levers;    // lever name, on
  std::vector<std::pair<std::string, double>> doors;   // door name, how far open
  bool operator==(const ContinuePoint&) const = default;
};

// A ship as the previous level of a game left it, for the next level to start with (whole-game
// runs, sim/runtime_level.h): score, lives, weapon and meters carry over.
struct CarriedPlayer {
  int lives = 0;
  std::int64_t score = 0;
  std::int64_t kills = 0;
  int weapon = 0;
  std::int64_t weaponCharge = 0;
  std::int64_t secondCharge = 0;
  bool out = false;
  bool operator==(const CarriedPlayer&) const = default;
};

struct PlayOptions {
  std::uint64_t seed = 1;
  int players = 1;  // 1 or 2
  std::string playerNames[kMaxPlayers] = {"Player 1", "Player 2"};
  // The game kind whose systems run the level (sim/game_kind.h); empty: the level's own
  // (a scrolling shooter level today).
  std::string gameKind;
  // Loops end after their previewRepeats passes instead of waiting for their trigger, as
  // the editor's scrubber and CameraTrack show them.
  bool loopsFollowPreview = false;
  // Players cannot be hurt before this tick: "Play from here" fast-forwards with no
  // input and must arrive with the ships intact.
  std::int64_t invulnerableUntilTick = 0;
  // Folder of the project, to read enemy meshes whose collision is "mesh". Empty: such
  // enemies collide with their spheres instead (and build() says so in `all`).
  std::string projectDir;
  // Pool sizes (enemies are sized from the spawns).
  std::size_t playerBulletCapacity = 512;
  std::size_t enemyBulletCapacity = 4096;
  std::size_t particleCapacity = 2048;
  // The rules the run plays by. build() fills them from the project's game rules
  // (game.json, sim/shooter/project_rules.h) and ignores what is set here, unless
  // `rulesOverride` is set: tests and benchmarks that tune the numbers directly.
  // After build, options().rules is what the run uses.
  GameRules rules;
  bool rulesOverride = false;
  // Difficulty rank, 0..1, that bullet patterns may scale counts, speeds and waits by.
  // Negative: the level's own rank.
  double rank = -1;
  // Testing aids (run settings, stored in a recording so a replay runs the same): in god
  // mode nothing hurts a ship; with infinite lives a death costs no life.
  bool godMode = false;
  bool infiniteLives = false;
  // The aids switched during the run (Play's toggles; RuntimeLevel::setAids), ticks
  // increasing: from `tick` on these values hold. Recordings store them (`TICK set ...`,
  // sim/replay/input_recording.h), so a replay switches on the same ticks and runs the same.
  struct AidChange {
    std::int64_t tick = 0;
    bool godMode = false;
    bool infiniteLives = false;
    bool operator==(const AidChange&) const = default;
  };
  std::vector<AidChange> aidChanges;
  // Platformers: continue from a saved game instead of the start.
  ContinuePoint continueFrom;
  // The whole game from this level on: when the level ends, a results screen, then the next
  // level of the game's order (model/project/game_order.h), the ships carried over.
  bool wholeGame = false;
  // Ships as the previous level left them; empty: new ships. The run sets it for each next
  // level of a whole game.
  std::vector<CarriedPlayer> carried;
};

}  // namespace sw
