#pragma once
// A level's text where some tile layers are given as grids rather than as placed tiles:
// an importer of a big map (1024 x 1024 x 4 cells) builds the grid words straight from
// the map's cells and never makes the millions of PlacedTiles that levelText would only
// fold back into the same grid. Each layer named in `grids` must have no tiles of its
// own; the grid must be what layerGridOf would find for its expanded tiles (with no
// rest), so the bytes are those levelText writes for the expanded level.
#include <map>
#include <string>

#include "model/level/level.h"
#include "model/tiles/tile_layer_grid.h"

namespace sw {

using LayerGrids = std::map<const TileLayer*, TileGrid>;
std::string levelTextWithGrids(const Level& level, const LayerGrids& grids);

}  // namespace sw
