#pragma once
// Checks of particle effects (project.json "effects") and of the names that pick them: every
// emitter's numbers and curves (NaN, unsorted keys, negative counts or lives), sub-emitters
// naming effects that do not exist or that lead back to themselves (a particle whose effect
// makes particles that make the first effect again never ends), and unknown effect names on
// enemy types, parts, weapons and the game rules. Each problem names the file and the JSON
// pointer of the value (e.g. /enemyTypes/2/deathEffect). Barriers' effects are level
// objects' references: the broken references report those.
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void validateEffects(const Project& project, const std::string& projectFile, const std::string& rulesFile,
                     Errors& errors);

}  // namespace sw
