#include "sim/platformer/geometry_system.h"

#include "sim/level_context.h"

namespace sw {

void GeometrySystem::build(const Project& project, Errors& problems) {
  world_.build(*level_.level, problems);
  world_.addTiles(project, *level_.level);
}

}  // namespace sw
