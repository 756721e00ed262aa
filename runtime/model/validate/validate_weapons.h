#pragma once
// Checks of the project's player weapon types (project.json "weapons"): every number in its
// range and finite (an edit made in memory is checked as the file reader checks), names
// unique and not blank. Each problem names project.json and the JSON pointer of the value.
#include <string>
#include <vector>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

// Every name a loadout may use: the project's weapons, then the built-in ones it does not
// replace.
std::vector<std::string> weaponNames(const Project& project);

void validateWeapons(const Project& project, const std::string& projectFile, Errors& errors);

}  // namespace sw
