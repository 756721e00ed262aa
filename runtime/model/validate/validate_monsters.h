#pragma once
// Checks of the platformer's monsters: the project's monster types (a body of no size, NaN, an
// attack whose active frames are out of order) and the monsters placed in levels (patrol nodes
// that are not nav nodes of the level). Each problem names the file and the JSON pointer of the
// value at fault; a monster naming a type that does not exist is a broken reference
// (model/references), reported with the others.
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void validateMonsterTypes(const Project& project, const std::string& projectFile, Errors& errors);
void validateMonsters(const Level& level, const std::string& levelFile, Errors& errors);

}  // namespace sw
