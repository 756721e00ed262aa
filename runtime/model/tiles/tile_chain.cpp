#include "model/tiles/tile_chain.h"

#include "core/prefetched.h"

namespace sw {

Vec2 entryOf(const TileDef* def) { return def ? def->cameraEntry : Vec2{0, 0}; }
Vec2 exitOf(const TileDef* def) { return def ? def->cameraExit : Vec2{32, 0}; }

Vec2 chainStep(const TileDef* a, const TileDef* b) { return exitOf(a) - entryOf(b); }

std::vector<ChainLink> layoutChain(const Project& project, const Level& level) {
  std::vector<ChainLink> links;
  links.reserve(level.chain.size());
  Vec2 origin{0, 0};
  const TileDef* previous = nullptr;
  for (const auto& instance : prefetched(level.chain)) {
    const TileDef* def = project.findTileDef(instance->tile);
    if (!links.empty()) origin += chainStep(previous, def);
    links.push_back({instance.get(), def, origin});
    previous = def;
  }
  return links;
}

}  // namespace sw
