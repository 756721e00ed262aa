#pragma once
// Lays the layers of an imported map onto the links of a level's chain: each link gets
// the part of each layer over its x range, as a grid of words (written straight to the
// level file's grid form) or as placed tiles. The layers are scanned and filled on two
// threads: a 1024 x 1024 x 4 map is four million cells. The result is the same as one
// layer after the other: layer names, the order of each link's layers and every palette
// (in order of first use, row by row) do not depend on the threads.
#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "formats/tile_map.h"
#include "model/level/level.h"
#include "model/io/level_grid_text.h"
#include "model/tiles/tile_chain.h"

namespace sw {

struct MapPlacement {
  const Project* project = nullptr;
  Level* level = nullptr;
  const std::vector<ChainLink>* layout = nullptr;
  std::vector<double> linkStart;  // absolute x where each link's range begins
  double cellW = 1, cellH = 1, ppu = 1, mapTop = 0;
  std::set<std::string>* layerNames = nullptr;  // taken names; the new ones are added
};

// Places every layer of `map` (its cells are freed as they are placed); returns the
// number of placed tiles and fills `grids` with the layers written as grids.
std::size_t placeMapLayers(TileMap& map, const MapPlacement& at, LayerGrids& grids);

}  // namespace sw
