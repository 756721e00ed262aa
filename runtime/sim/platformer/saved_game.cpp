#include "sim/platformer/saved_game.h"

#include <cmath>

#include "core/atomic_file.h"
#include "core/json_text.h"
#include "model/level/level.h"
#include "sim/platformer/puzzle_system.h"
#include "sim/runtime_level.h"

namespace sw {

SavedGame savedGameOf(const RuntimeLevel& runtime) {
  SavedGame game;
  game.level = runtime.level().name;
  game.tick = runtime.ticksRun();
  const auto* puzzles = runtime.find<PuzzleSystem>();
  if (!puzzles) return game;
  const PuzzleState& s = puzzles->state();
  if (s.lastCheckpoint >= 0) game.point.checkpoint = puzzles->checkpoints()[std::size_t(s.lastCheckpoint)].name;
  for (std::size_t i = 0; i < s.checkpoints.size(); ++i)
    if (s.checkpoints[i].reached) game.point.reached.push_back(puzzles->checkpoints()[i].name);
  for (std::size_t i = 0; i < s.switches.size(); ++i)
    if (!puzzles->switches()[i].plate) game.point.levers.push_back({puzzles->switches()[i].name, s.switches[i].on});
  for (std::size_t i = 0; i < s.doors.size(); ++i) game.point.doors.push_back({puzzles->doors()[i].name, s.doors[i].offset});
  return game;
}

std::string savedGameText(const SavedGame& game) {
  Json j;
  j["formatVersion"] = kSavedGameVersion;
  j["kind"] = "scrollwork-save";
  j["level"] = game.level;
  j["tick"] = game.tick;
  j["checkpoint"] = game.point.checkpoint;
  j["reached"] = game.point.reached;
  Json levers = Json::object(), doors = Json::object();
  for (const auto& [name, on] : game.point.levers) levers[name] = on;
  for (const auto& [name, offset] : game.point.doors) doors[name] = offset;
  j["levers"] = std::move(levers);
  j["doors"] = std::move(doors);
  return toCanonicalText(j);
}

Result<SavedGame> parseSavedGame(const std::string& text, const std::string& file) {
  Errors errors;
  JsonReader r{file, &errors};
  Json j;
  if (!parseJsonText(text, j, r)) return errors.front();
  auto fail = [&](const std::string& pointer, const std::string& message) -> Result<SavedGame> {
    return Error{file, pointer, message};
  };
  if (!j.is_object()) return fail("/", "expected a saved game (a JSON object)");
  if (!j.contains("kind") || j["kind"] != "scrollwork-save") return fail("/kind", "this is not a Scrollwork saved game");
  if (!j.contains("formatVersion") || !j["formatVersion"].is_number_integer())
    return fail("/formatVersion", "missing or not a whole number");
  if (j["formatVersion"].get<std::int64_t>() > kSavedGameVersion)
    return fail("/formatVersion", "saved by a newer Scrollwork (version " + j["formatVersion"].dump() + ")");
  SavedGame game;
  if (!j.contains("level") || !j["level"].is_string() || j["level"].get<std::string>().empty())
    return fail("/level", "expected the level's name");
  game.level = j["level"].get<std::string>();
  if (j.contains("tick")) {
    if (!j["tick"].is_number_integer() || j["tick"].get<std::int64_t>() < 0) return fail("/tick", "expected a tick");
    game.tick = j["tick"].get<std::int64_t>();
  }
  if (!j.contains("checkpoint") || !j["checkpoint"].is_string()) return fail("/checkpoint", "expected a checkpoint's name");
  game.point.checkpoint = j["checkpoint"].get<std::string>();
  if (j.contains("reached")) {
    if (!j["reached"].is_array()) return fail("/reached", "expected a list of checkpoint names");
    for (std::size_t i = 0; i < j["reached"].size(); ++i) {
      if (!j["reached"][i].is_string()) return fail(pointerChild("/reached", i), "expected a checkpoint's name");
      game.point.reached.push_back(j["reached"][i].get<std::string>());
    }
  }
  if (j.contains("levers")) {
    if (!j["levers"].is_object()) return fail("/levers", "expected lever names with true or false");
    for (const auto& [name, on] : j["levers"].items()) {
      if (!on.is_boolean()) return fail(pointerChild("/levers", name), "expected true or false");
      game.point.levers.push_back({name, on.get<bool>()});
    }
  }
  if (j.contains("doors")) {
    if (!j["doors"].is_object()) return fail("/doors", "expected door names with how far each is open");
    for (const auto& [name, offset] : j["doors"].items()) {
      if (!offset.is_number() || !std::isfinite(offset.get<double>()) || offset.get<double>() < 0)
        return fail(pointerChild("/doors", name), "expected how far the door is open (a number, 0 or more)");
      game.point.doors.push_back({name, offset.get<double>()});
    }
  }
  return game;
}

Result<SavedGame> readSavedGame(const std::string& path) {
  Result<std::string> text = readWholeFile(path);
  if (!text) return text.error();
  return parseSavedGame(*text, path);
}

Status writeSavedGame(const std::string& path, const SavedGame& game) {
  return writeFileAtomically(path, savedGameText(game));
}

}  // namespace sw
