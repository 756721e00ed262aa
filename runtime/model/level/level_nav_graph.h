#pragma once
// The level's pathing objects (model/level/nav_objects.h) as the route finder's graph
// (graph/nav_graph.h). Play builds it once per run (sim/level_routes.h); the editor's route
// tool builds it from the level being edited, so both find the same routes.
#include <string>
#include <vector>

#include "graph/nav_graph.h"
#include "model/level/level.h"
#include "model/level/nav_objects.h"

namespace sw {

graph::NavAction toNavAction(NavLink::Action action);

// Every NavNode of the level in object order (graph index i is the i-th NavNode), then every
// NavLink between two of them. A link that names a missing node or joins a node to itself is
// left out and described in `skipped` (validation reports the same links with their place).
graph::NavGraph buildNavGraph(const Level& level, std::vector<std::string>* skipped = nullptr);

}  // namespace sw
