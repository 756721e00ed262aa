#include "model/io/game_progress.h"

#include <filesystem>
#include <system_error>

#include "core/atomic_file.h"
#include "core/json_text.h"

namespace sw {

namespace fs = std::filesystem;

std::optional<std::size_t> SavedProgress::rankOf(std::int64_t score) const {
  std::size_t at = 0;
  while (at < highScores.size() && highScores[at].score >= score) ++at;
  if (at >= kHighScoresKept) return std::nullopt;
  return at;
}

std::optional<std::size_t> SavedProgress::addHighScore(HighScore entry) {
  const std::optional<std::size_t> at = rankOf(entry.score);
  if (!at) return std::nullopt;
  highScores.insert(highScores.begin() + std::ptrdiff_t(*at), std::move(entry));
  if (highScores.size() > kHighScoresKept) highScores.resize(kHighScoresKept);
  return at;
}

std::string gameProgressText(const SavedProgress& progress) {
  Json j;
  j["formatVersion"] = kGameProgressVersion;
  j["kind"] = "scrollwork-progress";
  j["game"] = progress.game;
  j["furthestLevel"] = progress.furthestLevel;
  Json scores = Json::array();
  for (const HighScore& s : progress.highScores) {
    Json row;
    row["name"] = s.name;
    row["score"] = s.score;
    row["level"] = s.level;
    row["date"] = s.date;
    scores.push_back(std::move(row));
  }
  j["highScores"] = std::move(scores);
  return toCanonicalText(j);
}

Result<SavedProgress> parseGameProgress(const std::string& text, const std::string& file, const std::string& game) {
  Errors errors;
  JsonReader r{file, &errors};
  Json j;
  if (!parseJsonText(text, j, r)) return errors.front();
  auto fail = [&](const std::string& pointer, const std::string& message) -> Result<SavedProgress> {
    return Error{file, pointer, message};
  };
  if (!j.is_object()) return fail("/", "expected saved progress (a JSON object)");
  if (!j.contains("kind") || j["kind"] != "scrollwork-progress")
    return fail("/kind", "this is not a Scrollwork progress file");
  if (!j.contains("formatVersion") || !j["formatVersion"].is_number_integer())
    return fail("/formatVersion", "missing or not a whole number");
  if (j["formatVersion"].get<std::int64_t>() > kGameProgressVersion)
    return fail("/formatVersion", "saved by a newer Scrollwork (version " + j["formatVersion"].dump() + ")");
  if (j["formatVersion"].get<std::int64_t>() < 1) return fail("/formatVersion", "not a version this player knows");
  SavedProgress progress;
  if (!j.contains("game") || !j["game"].is_string()) return fail("/game", "expected the game's name");
  progress.game = j["game"].get<std::string>();
  if (!game.empty() && progress.game != game)
    return fail("/game", "this is the progress of game '" + progress.game + "', not of '" + game + "'");
  if (j.contains("furthestLevel")) {
    if (!j["furthestLevel"].is_string()) return fail("/furthestLevel", "expected a level's name");
    progress.furthestLevel = j["furthestLevel"].get<std::string>();
  }
  if (j.contains("highScores")) {
    const Json& rows = j["highScores"];
    if (!rows.is_array()) return fail("/highScores", "expected a list of high scores");
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const std::string at = pointerChild("/highScores", i);
      const Json& row = rows[i];
      if (!row.is_object()) return fail(at, "expected a high score (name, score, level, date)");
      HighScore s;
      for (const char* key : {"name", "level", "date"})
        if (row.contains(key) && !row[key].is_string()) return fail(pointerChild(at, key), "expected text");
      if (!row.contains("score") || !row["score"].is_number_integer() || row["score"].get<std::int64_t>() < 0)
        return fail(pointerChild(at, "score"), "expected a score (a whole number, 0 or more)");
      s.name = row.value("name", "");
      s.score = row["score"].get<std::int64_t>();
      s.level = row.value("level", "");
      s.date = row.value("date", "");
      // Kept in the file's order when it is right; a hand-edited list is put in order.
      progress.addHighScore(std::move(s));
    }
  }
  return progress;
}

ProgressFile::ProgressFile(std::string path, std::string game) : path_(std::move(path)) {
  progress_.game = game;
  std::error_code ec;
  if (!fs::exists(path_, ec)) return;
  Result<std::string> text = readWholeFile(path_);
  if (!text) {
    problem_ = text.error();
    return;
  }
  Result<SavedProgress> read = parseGameProgress(*text, path_, game);
  if (!read) {
    problem_ = read.error();
    return;
  }
  progress_ = std::move(*read);
}

Status ProgressFile::save() {
  std::error_code ec;
  if (problem_ && keptAside_.empty() && fs::exists(path_, ec)) {
    std::string aside = path_ + ".damaged";
    for (int n = 2; fs::exists(aside, ec); ++n) aside = path_ + ".damaged-" + std::to_string(n);
    fs::rename(path_, aside, ec);
    if (ec) return Error{path_, "", "could not keep the refused file aside as " + aside + ": " + ec.message()};
    keptAside_ = aside;
  }
  fs::create_directories(fs::path(path_).parent_path(), ec);
  return writeFileAtomically(path_, gameProgressText(progress_));
}

}  // namespace sw
