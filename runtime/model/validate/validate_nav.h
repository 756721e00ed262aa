#pragma once
// Checks on a level's pathing graph (model/level/nav_objects.h): links must join two different
// existing nodes with usable costs, a node's attachedTo must name an object of the level,
// and its passableWhen must compile the way Play compiles it (model/level/trigger_condition.h).
#include <string>

#include "core/error.h"
#include "model/level/level.h"

namespace sw {

void validateNavGraph(const Level& level, const std::string& levelFile, Errors& errors);

}  // namespace sw
