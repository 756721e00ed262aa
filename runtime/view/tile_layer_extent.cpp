#include "view/tile_layer_extent.h"

#include <algorithm>

#include "model/level/level_object.h"
#include "model/tiles/tile_layer.h"

namespace sw::ui {

sw::Box3 tileLayersBounds(const std::vector<sw::ChainLink>& links) {
  sw::Box3 box;
  for (const sw::ChainLink& link : links) {
    if (!link.instance || !link.origin.isFinite()) continue;
    for (const sw::TileLayer& layer : link.instance->tileLayers) {
      if (layer.tiles.empty()) continue;
      // From the chunk boxes of the list: an edit rescans only the chunks it changed.
      const sw::TileList::Box b = layer.tiles.bounds();
      const double x0 = b.x0, y0 = b.y0, x1 = b.x1, y1 = b.y1;
      box.extend(sw::Vec3{link.origin.x + x0, link.origin.y + y0, -layer.z});
      box.extend(sw::Vec3{link.origin.x + x1, link.origin.y + y1, -layer.z});
    }
  }
  return box;
}

}  // namespace sw::ui
