#pragma once
// The project's game rules (model/game_rules_asset.h, from game.json) as the simulation
// reads them: RuntimeLevel::build fills PlayOptions::rules from the project with these,
// unless the caller set PlayOptions::rulesOverride (tests and benchmarks that tune the
// numbers directly).
#include "core/error.h"
#include "model/game_rules_asset.h"
#include "sim/shooter/game_rules.h"

namespace sw {

// Copies every number the asset holds into `rules`; the rest (the player weapons' own
// numbers) stays as it is.
void applyGameRules(const GameRulesAsset& asset, GameRules& rules);

// Why a run cannot use these rules (no hit sphere, a bad number, an empty loadout),
// each naming game.json and the JSON pointer; appended to `errors`.
void checkRunnableRules(const GameRulesAsset& asset, Errors& errors);

}  // namespace sw
