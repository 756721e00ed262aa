#pragma once
// Problems of a level's paths and spawns, for validateProject: paths too short to
// follow, paths attached to something that is not a chain link, spawns naming a missing
// path, trigger, wave or enemy type. Each names the level file and the JSON pointer of
// the bad value ("/objects/3/path").
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void validatePathsAndSpawns(const Project& project, const Level& level, const std::string& levelFile,
                            Errors& errors);

// True when the project has an enemy type of that name.
bool projectHasEnemyType(const Project& project, const std::string& name);

}  // namespace sw
