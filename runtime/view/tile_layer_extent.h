#pragma once
// Where the chain links' tile layers lie in the viewport's absolute frame: every placed
// tile's rectangle moved by its link's origin, on its layer's plane (world z = -layer.z).
// Frame All and the camera's clip planes take it in, so painted tiles are never outside
// what the view frames.
#include <vector>

#include "core/math.h"
#include "model/tiles/tile_chain.h"

namespace sw::ui {

// Empty when no link has a placed tile.
sw::Box3 tileLayersBounds(const std::vector<sw::ChainLink>& links);

}  // namespace sw::ui
