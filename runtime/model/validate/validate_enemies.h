#pragma once
// Problems of enemy types, for validateProject: behaviour lines that do not parse,
// unknown or unreachable states, duplicate state names, collision without shapes,
// missing meshes. Each names project.json and the JSON pointer of the bad value.
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void validateEnemyTypes(const Project& project, const std::string& projectFile, Errors& errors);

}  // namespace sw
