#pragma once
// Problems of enemy types, for validateProject: behaviour lines that do not parse,
// unknown or unreachable states, duplicate state names, collision without shapes,
// missing meshes. Each names project.json and the JSON pointer of the bad value.
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

// An enemy type's drop (its drop* properties): amounts, chance and count in range and finite,
// a weapon drop naming a weapon in `knownWeapons` (validate_weapons.h, weaponNames). Problems
// name `file` and `pointer` (the type's JSON pointer) + "/dropWeapon" ...; nothing for a type
// that drops nothing.
void validateEnemyDrop(const EnemyType& type, const std::vector<std::string>& knownWeapons, const std::string& file,
                       const std::string& pointer, Errors& errors);

void validateEnemyTypes(const Project& project, const std::string& projectFile, Errors& errors);

}  // namespace sw
