#include "model/paths/path_placement.h"

#include "model/level/camera_track.h"
#include "model/level/level_lookup.h"

namespace sw {

std::optional<std::size_t> attachedLink(const Level& level, const Path& path) {
  if (path.attachedTile.empty()) return std::nullopt;
  if (const LevelLookup* lookup = LevelLookup::active(level)) return lookup->linkIndex(path.attachedTile);
  for (std::size_t i = 0; i < level.chain.size(); ++i)
    if (level.chain[i]->name == path.attachedTile) return i;
  return std::nullopt;
}

Vec2 pathOrigin(const Project& project, const Level& level, const Path& path) {
  auto link = attachedLink(level, path);
  if (!link) return {};
  if (const LevelLookup* lookup = LevelLookup::active(level); lookup && lookup->project() == &project)
    if (auto origin = lookup->linkOrigin(*link)) return *origin;
  // Only the steps up to the link are needed, not the whole chain's layout.
  return relativeOrigin(project, level, 0, *link);
}

}  // namespace sw
