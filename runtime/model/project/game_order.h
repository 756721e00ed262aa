#pragma once
// The game around the levels (DOMAIN.md, "the game around the levels"): the levels a player
// plays one after the other. game.json's "levels" names them in order; a project that names
// none plays every level in the project's order. A whole-game run (PlayOptions::wholeGame,
// sim/runtime_level.h) follows this order from the level it starts at.
#include <string>
#include <vector>

#include "core/error.h"

namespace sw {

class Project;
class Level;

// Indices into project.levels, in the game's order. Names of the order that no level has are
// left out here (validateGameOrder reports them).
std::vector<int> gameLevelOrder(const Project& project);

// Where `levelIndex` sits in the game's order, or -1 when the game does not play it.
int gameOrderPosition(const Project& project, int levelIndex);

// Whether a level can end on its own, so the game can move on: a scrolling level whose chain
// has tiles (its camera reaches the last one), a free level with a goal.
bool levelCanEnd(const Level& level);

// Problems of the order, each naming game.json (`file`) and the JSON pointer of the name: a
// level that does not exist, one named twice, one that cannot end (the game would stop there).
void validateGameOrder(const Project& project, const std::string& file, Errors& errors);

}  // namespace sw
