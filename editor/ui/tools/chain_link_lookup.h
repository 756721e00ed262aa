#pragma once
// Which link of a level's tile chain a play-plane point belongs to, and where a link's
// tile sits: the tile layer tools paint on the link under the cursor.
#include "core/math.h"
#include "model/level/level_object.h"

namespace sw {
class Level;
class Project;
}  // namespace sw

namespace sw::editor {

// The link whose camera path (entry to exit, in absolute play-plane coordinates) passes
// nearest to `point`; 0 when the chain has none laid out.
sw::ObjectId chainLinkNear(const sw::Project& project, const sw::Level& level, sw::Vec2 point);
// The absolute origin of link `id`'s tile, or (0, 0) when the chain has no such link.
sw::Vec2 chainLinkOrigin(const sw::Project& project, const sw::Level& level, sw::ObjectId id);

}  // namespace sw::editor
