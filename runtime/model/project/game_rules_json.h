#pragma once
// game.json: the project's game rules (game_rules_asset.h) as canonical text:
// {"formatVersion": N, then every property in table order}. Absent file: the defaults.
#include <string>

#include "core/error.h"
#include "model/project/game_rules_asset.h"

namespace sw {

std::string gameRulesText(const GameRulesAsset& rules);
// Parses game.json text into `out` (left untouched on failure). Every problem names
// `file` and a line/column (syntax) or JSON pointer (values).
bool readGameRulesText(const std::string& text, const std::string& file, GameRulesAsset& out, Errors& errors);
// Reads <projectDir>/game.json into `out`; a missing file leaves the defaults and is no
// error (projects made before the file existed).
bool loadGameRules(const std::string& projectDir, GameRulesAsset& out, Errors& errors);

}  // namespace sw
