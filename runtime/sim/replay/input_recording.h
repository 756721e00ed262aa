#pragma once
// A recorded play session: the seed plus what every player pressed on every tick. The
// simulation reads nothing else from outside (sim/input.h), so feeding a RuntimeLevel the
// same recording gives the same run, tick for tick: that is how a tester hands over a bug.
//
// In memory and on disk the inputs are run-length: a list of changes "from tick T on, the
// bits are ...", ticks strictly increasing. Before the first change nobody presses
// anything; after the last change its bits hold for every later tick.
//
// Text format (a `.inputs` file; hand-editable, one change per line, so diffs stay small):
//
//   scrollwork-inputs 1        first line: format name and version
//   # comment                  '#' starts a comment anywhere on a line; blank lines are fine
//   seed 42                    optional: the run's seed (decimal, 0 .. 2^64-1)
//   level Stage 1              optional: the level's name (rest of the line)
//   players 2                  optional: 1 (default) or 2
//   from 1900                  optional: started by "Play from here" at this tick: loops follow
//                              their preview passes and the ships are safe until then
//                              (PlayOptions::loopsFollowPreview, invulnerableUntilTick)
//   ticks 600                  optional: how many ticks the session ran
//   rank 0.75                  optional (version 2): the run's rank 0..1; absent: the level's own
//   god-mode on                optional (version 2): testing aids at the start, on or off
//   infinite-lives on            (absent: off); see PlayOptions
//   game on                    optional (version 2): the whole game from this level on
//                              (PlayOptions::wholeGame): ticks count across its levels
//   0    -                     TICK P1 [P2]: from TICK on, player 1 holds P1 (and player 2 P2)
//   30   right+fire  up        a missing P2 means player 2 presses nothing
//   95   18                    bits may be two hex digits (0x18 = right+fire)
//   continue cp_hall           optional (version 2): a platformer run that started at this
//   continue-reached cp_start    checkpoint (PlayOptions::continueFrom), with the checkpoints
//   continue-lever lever_1 on    reached, levers and doors (how far open) as they were
//   continue-door door_1 4       (each of these three may come many times, names one word)
//   120  set god-mode off infinite-lives on
//                              (version 2) from TICK on the aids are these (Play's toggles
//                              switched mid-run); a value left out keeps its last one
//
// Settings (seed, level, players, from, ticks, rank, god-mode, infinite-lives, game) come before the
// first input or `set` line, each once. `set` lines have their own increasing ticks.
//
// Versions: 1 has no run settings; 2 adds rank, the aids and `set`. Version 1 files read as
// version 2 with the defaults (level rank, no aids). A recording is written as version 1
// when it uses none of them, so plain recordings stay readable by older builds.
// Bits: `-` for none, two hex digits, or names joined by '+':
//   up 01, down 02, left 04, right 08, fire 10, second 20, switch 40
// (the InputBit values of sim/input.h). Anything else is an error naming file and line.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "sim/input.h"
#include "sim/play_options.h"

namespace sw {

inline constexpr const char* kInputRecordingHeader = "scrollwork-inputs";
inline constexpr int kInputRecordingVersion = 2;  // the newest this build reads

struct InputChange {
  std::int64_t tick = 0;  // from this tick on ...
  TickInput input;        // ... the players hold these bits
  bool operator==(const InputChange&) const = default;
};

struct InputRecording {
  std::optional<std::uint64_t> seed;
  std::string level;                   // empty: not recorded
  int players = 1;                     // 1 or 2
  std::optional<std::int64_t> from;    // `from N`: a "Play from here" session that started at tick N
  std::optional<std::int64_t> length;  // `ticks N`: ticks the session ran
  std::vector<InputChange> changes;    // ticks strictly increasing, all >= 0
  // Run settings (version 2), not inputs: what PlayOptions the run had.
  std::optional<double> rank;          // `rank R`, 0..1; absent: the level's own
  bool godMode = false;                // `god-mode on`: at the start
  bool infiniteLives = false;          // `infinite-lives on`: at the start
  std::vector<PlayOptions::AidChange> aidChanges;  // `TICK set ...`, ticks strictly increasing
  ContinuePoint continueFrom;          // `continue ...` lines: where a platformer run started
  bool wholeGame = false;              // `game on`: the run goes on through the game's levels

  // 2 when any run setting is used, else 1: the version the text is written as.
  int version() const;

  // What the players hold on `tick`: the last change at or before it (none before the first).
  TickInput at(std::int64_t tick) const;
  // Appends `input` for `tick` (which must be past the last change) when it differs from
  // what was held; so recording tick by tick stores only the changes.
  void record(std::int64_t tick, const TickInput& input);

  bool operator==(const InputRecording&) const = default;
};

// Reads a recording's text. `file` names the file in errors: Error{file, "line N", ...}.
Result<InputRecording> parseInputRecording(std::string_view text, const std::string& file);
// The canonical text: bits as names ("right+fire", "-"), two spaces between columns.
std::string inputRecordingText(const InputRecording& recording);

Result<InputRecording> loadInputRecording(const std::string& path);
Status saveInputRecording(const InputRecording& recording, const std::string& path);  // atomic

// The options a recording asks for on top of `options` (its seed, players, a "Play from
// here" start, its rank and testing aids), so the editor, scrollwork-player and `scrollwork-cli run` replay it alike.
void applyRecording(const InputRecording& recording, PlayOptions& options);

// "right+fire", or "-" for no bits.
std::string inputBitsText(std::uint8_t bits);
// Parses one bits column ("-", "18", "right+fire"); on failure says why in `why`.
std::optional<std::uint8_t> parseInputBits(std::string_view text, std::string* why = nullptr);

}  // namespace sw
