#include "model/project/game_rules_json.h"

#include <filesystem>

#include "core/atomic_file.h"
#include "model/io/json_properties.h"
#include "model/io/format.h"
#include "model/io/migration.h"

namespace sw {

std::string gameRulesText(const GameRulesAsset& rules) {
  Json j = Json::object();
  j["formatVersion"] = kFormatVersion;
  Json properties = writeProperties(rules);
  for (auto it = properties.begin(); it != properties.end(); ++it) j[it.key()] = it.value();
  // Keys added after game.json existed are written only when not their default, so a
  // project that does not use them keeps its file byte for byte.
  if (rules.hudLayout == HudLayout::Default) j.erase("hudLayout");
  if (rules.eventSounds.empty()) j.erase("eventSounds");  // projects without sound keep their bytes
  return toCanonicalText(j);
}

bool readGameRulesText(const std::string& text, const std::string& file, GameRulesAsset& out, Errors& errors) {
  JsonReader r{file, &errors};
  Json j;
  if (!parseJsonText(text, j, r) || !migrateToCurrent(j, r)) return false;
  GameRulesAsset rules;
  if (!readProperties(rules, j, r, "", {"formatVersion"})) return false;
  out = rules;
  return true;
}

bool loadGameRules(const std::string& projectDir, GameRulesAsset& out, Errors& errors) {
  namespace fs = std::filesystem;
  const std::string path = (fs::path(projectDir) / kGameRulesFileName).lexically_normal().string();
  std::error_code ec;
  if (!fs::exists(path, ec)) {
    out = GameRulesAsset();
    return true;
  }
  auto text = readWholeFile(path);
  if (!text) {
    errors.push_back(text.error());
    return false;
  }
  return readGameRulesText(*text, path, out, errors);
}

}  // namespace sw
