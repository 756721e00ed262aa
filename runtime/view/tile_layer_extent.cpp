#include "view/tile_layer_extent.h"

#include <algorithm>

#include "model/level_object.h"
#include "model/tile_layer.h"

namespace sw::ui {

sw::Box3 tileLayersBounds(const std::vector<sw::ChainLink>& links) {
  sw::Box3 box;
  for (const sw::ChainLink& link : links) {
    if (!link.instance || !link.origin.isFinite()) continue;
    for (const sw::TileLayer& layer : link.instance->tileLayers) {
      if (layer.tiles.empty()) continue;
      // One pass of plain min/max per layer (a layer may hold a million tiles).
      double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
      // Chunk by chunk: plain vectors the compiler can stream through.
      for (std::size_t k = 0; k < layer.tiles.chunkCount(); ++k)
        for (const sw::PlacedTile& tile : layer.tiles.chunkTiles(k)) {
          x0 = std::min(x0, tile.position.x);
          y0 = std::min(y0, tile.position.y);
          x1 = std::max(x1, tile.position.x + tile.size.x);
          y1 = std::max(y1, tile.position.y + tile.size.y);
        }
      box.extend(sw::Vec3{link.origin.x + x0, link.origin.y + y0, -layer.z});
      box.extend(sw::Vec3{link.origin.x + x1, link.origin.y + y1, -layer.z});
    }
  }
  return box;
}

}  // namespace sw::ui
