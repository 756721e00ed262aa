#pragma once
// Warnings about what loads and plays but silently does nothing, for the problem list
// (model/validate/problems.h):
//   - a level with no chain links: Play shows an empty grid and never ends;
//   - a state that runs `fire` or `startFiring` on an enemy type whose weapon is none and
//     that no `setWeapon` changes: no bullet ever appears;
//   - a spawn without a path of an enemy type that moves by following a path: its ships
//     stay where they appear;
//   - a loop whose trigger nothing fires: the trigger starts disabled, no trigger enables
//     it and no enemy `emit`s its name, so the loop repeats forever;
//   - a title image (game.json, /titleImage) that does not exist: the title screen draws
//     without it.
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void findSilentNoOps(const Project& project, Errors& warnings);

}  // namespace sw
