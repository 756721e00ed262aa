#include "sim/platformer/geometry_system.h"

#include "sim/level_context.h"

namespace sw {

void GeometrySystem::build(Errors& problems) { world_.build(*level_.level, problems); }

}  // namespace sw
