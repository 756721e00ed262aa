#pragma once
// Saved games (DOMAIN.md, "Platformers": saved games hold the run's progress). Reaching a
// checkpoint saves the run: which level, which checkpoint, and the state of its puzzles then
// (levers, how far each door is open, the checkpoints reached). Whoever runs the level writes
// the file on the "checkpoint-reached" event (Play in the editor, scrollwork-player); a run
// continued from it (PlayOptions::continueFrom) starts at that checkpoint with that state.
//
// The file is JSON with its own formatVersion; a damaged or foreign one is refused with the
// file and the JSON pointer of the problem named, and the game starts fresh.
//   {"formatVersion": 1, "kind": "scrollwork-save", "level": "Room 1", "tick": 1234,
//    "checkpoint": "cp_hall", "reached": ["cp_start", "cp_hall"],
//    "levers": {"lever_1": true}, "doors": {"door_1": 4}}
#include <cstdint>
#include <string>

#include "core/error.h"
#include "sim/play_options.h"

namespace sw {

class RuntimeLevel;

inline constexpr int kSavedGameVersion = 1;

struct SavedGame {
  std::string level;  // the level's name
  std::int64_t tick = 0;
  ContinuePoint point;
  bool operator==(const SavedGame&) const = default;
};

// What a running platformer level would save now (its last checkpoint, empty when none).
SavedGame savedGameOf(const RuntimeLevel& runtime);
std::string savedGameText(const SavedGame& game);
// `file` names the file in messages.
Result<SavedGame> parseSavedGame(const std::string& text, const std::string& file);
// Reads and parses the file; the error names it.
Result<SavedGame> readSavedGame(const std::string& path);
// Writes it atomically (a crash leaves the old save whole).
Status writeSavedGame(const std::string& path, const SavedGame& game);

}  // namespace sw
