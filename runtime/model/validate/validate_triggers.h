#pragma once
// Checks on a level's triggers: a condition must be there when the activation needs one,
// and it must compile the way Play compiles it (model/level/trigger_condition.h), so Check
// Project and Play report the same unknown names.
#include <string>

#include "core/error.h"
#include "model/level/level.h"

namespace sw {

void validateTriggers(const Level& level, const std::string& levelFile, Errors& errors);

}  // namespace sw
