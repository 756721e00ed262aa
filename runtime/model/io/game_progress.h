#pragma once
// A player's saved progress in one game (issue 43, item 4): the high scores (the best ten:
// a name, the score, the level reached and the date) and the furthest level reached, which
// Continue on the title screen starts from. scrollwork-player keeps one file per game in its
// own data folder (player/progress_paths.h); this is the file's format and its reading and
// writing, without Qt:
//   {"formatVersion": 1, "kind": "scrollwork-progress", "game": "Demo",
//    "furthestLevel": "Level 2",
//    "highScores": [{"name": "P1", "score": 12000, "level": "Level 2", "date": "2026-12-08"}]}
// A damaged, foreign (another game's, or not a progress file) or newer file is refused with
// the file and the JSON pointer of the problem named; it is never overwritten silently:
// ProgressFile::save() first keeps it aside as FILE.damaged (or FILE.damaged-2 ...).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"

namespace sw {

inline constexpr int kGameProgressVersion = 1;
inline constexpr std::size_t kHighScoresKept = 10;

struct HighScore {
  std::string name;  // what the player typed, or "P1"
  std::int64_t score = 0;
  std::string level;  // the level reached (its name)
  std::string date;   // ISO date, "2026-12-08"
  bool operator==(const HighScore&) const = default;
};

struct SavedProgress {
  std::string game;           // the game (project) it belongs to
  std::string furthestLevel;  // the level's name; empty: none reached yet
  std::vector<HighScore> highScores;  // best first; an equal score ranks below the older one

  // Where `score` would rank (0-based), or nullopt when it would not make the list.
  std::optional<std::size_t> rankOf(std::int64_t score) const;
  // Adds `entry` in its place and cuts the list to kHighScoresKept; its index, or nullopt
  // when it did not make the list.
  std::optional<std::size_t> addHighScore(HighScore entry);
  bool operator==(const SavedProgress&) const = default;
};

std::string gameProgressText(const SavedProgress& progress);
// `file` names the file in messages; `game`: the game it must belong to (empty: any).
Result<SavedProgress> parseGameProgress(const std::string& text, const std::string& file, const std::string& game);

// One game's progress file: read once when made (a missing file is a fresh start, not a
// problem), saved atomically (core/atomic_file.h).
class ProgressFile {
 public:
  ProgressFile(std::string path, std::string game);

  const std::string& path() const { return path_; }
  // What the file holds (fresh when missing or refused).
  const SavedProgress& progress() const { return progress_; }
  SavedProgress& progress() { return progress_; }
  // Why the file on disk was refused (damaged, foreign, newer), naming it and the place.
  const std::optional<Error>& problem() const { return problem_; }
  // Writes progress(). A refused file is first renamed aside (keptAside() says where), so
  // nothing the player had is lost without a trace.
  Status save();
  const std::string& keptAside() const { return keptAside_; }

 private:
  std::string path_;
  SavedProgress progress_;
  std::optional<Error> problem_;
  std::string keptAside_;
};

}  // namespace sw
