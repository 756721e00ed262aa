#include "formats/map_layer_placement.h"

#include <algorithm>
#include <deque>
#include <future>
#include <limits>

#include "model/project/project.h"
#include "model/tiles/tile_layer_grid.h"

namespace sw {

namespace {
// What the first scan of one layer finds per link, and where its part goes.
struct LayerPlan {
  std::string name;
  double z = 0, offX = 0, offY = 0;
  std::vector<std::size_t> linkOfColumn;
  std::vector<std::int64_t> firstColumn, firstRow, lastColumn, lastRow;
  std::vector<std::size_t> tileCount;
  std::vector<char> cellSized, asGrid;
  std::vector<std::size_t> layerIndex;  // per link: index in its tileLayers (valid where tileCount > 0)
  std::vector<Vec2> gridOrigin;
  std::vector<TileGrid*> gridOf;
  std::size_t placed = 0;
};

constexpr std::int64_t kNone = std::numeric_limits<std::int64_t>::max();

// Pass 1 (read-only, one layer): the bounds of each link's part, and whether every tile of
// it is one cell big (the grid form needs that).
void scanLayer(const MapLayer& ml, const MapPlacement& at, const std::vector<char>& sizedTile,
               const std::vector<std::size_t>& paletteBase, LayerPlan& p) {
  const std::size_t links = at.level->chain.size();
  p.linkOfColumn.assign(std::size_t(ml.width), 0);
  for (std::size_t col = 0, k = 0; col < p.linkOfColumn.size(); ++col) {
    const double x = double(col) * at.cellW + p.offX;
    while (k + 1 < at.linkStart.size() && at.linkStart[k + 1] <= x + 1e-9) ++k;
    p.linkOfColumn[col] = k;
  }
  p.firstColumn.assign(links, kNone);
  p.firstRow.assign(links, kNone);
  p.lastColumn.assign(links, -1);
  p.lastRow.assign(links, -1);
  p.tileCount.assign(links, 0);
  p.cellSized.assign(links, 1);
  for (std::int64_t row = 0; row < ml.height; ++row)
    for (std::int64_t col = 0; col < ml.width; ++col) {
      const MapCell& cell = ml.cells[std::size_t(row * ml.width + col)];
      if (cell.tileset < 0) continue;
      const std::size_t k = p.linkOfColumn[std::size_t(col)];
      p.firstColumn[k] = std::min(p.firstColumn[k], col);
      p.firstRow[k] = std::min(p.firstRow[k], row);
      p.lastColumn[k] = std::max(p.lastColumn[k], col);
      p.lastRow[k] = std::max(p.lastRow[k], row);
      ++p.tileCount[k];
      if (!sizedTile[paletteBase[std::size_t(cell.tileset)] + cell.tile]) p.cellSized[k] = 0;
    }
  // A link part of cell-sized tiles dense enough for the grid form is written straight
  // from grid words (level_grid_text.h): no PlacedTile is made for it, the bytes are the
  // same. Others get placed tiles.
  p.asGrid.assign(links, 0);
  for (std::size_t k = 0; k < links; ++k) {
    if (!p.tileCount[k] || !p.cellSized[k]) continue;
    const auto cells =
        std::uint64_t(p.lastColumn[k] - p.firstColumn[k] + 1) * std::uint64_t(p.lastRow[k] - p.firstRow[k] + 1);
    p.asGrid[k] = cells <= 4 * std::uint64_t(p.tileCount[k]) + 64;
  }
}

// Pass 2 (one layer, its own TileLayers and grids only): palettes in order of first use,
// grid words or placed tiles.
void fillLayer(MapLayer& ml, const TileMap& map, const MapPlacement& at, const std::vector<std::size_t>& paletteBase,
               LayerPlan& p) {
  const std::size_t links = at.level->chain.size();
  std::vector<TileLayer*> perLink(links, nullptr);
  for (std::size_t k = 0; k < links; ++k)
    if (p.tileCount[k]) perLink[k] = &at.level->chain[k]->tileLayers[p.layerIndex[k]];
  std::vector<std::vector<std::int64_t>> refCache(links);
  for (std::int64_t row = 0; row < ml.height; ++row) {
    for (std::int64_t col = 0; col < ml.width; ++col) {
      const MapCell& cell = ml.cells[std::size_t(row * ml.width + col)];
      if (cell.tileset < 0) continue;
      const Tileset& ts = map.tilesets[std::size_t(cell.tileset)];
      const TilesetTile& tile = ts.tiles[cell.tile];
      const std::size_t k = p.linkOfColumn[std::size_t(col)];
      TileLayer& layer = *perLink[k];
      if (refCache[k].empty()) refCache[k].assign(paletteBase.back(), -1);
      std::int64_t& ref = refCache[k][paletteBase[std::size_t(cell.tileset)] + cell.tile];
      if (ref < 0) {
        ref = std::int64_t(layer.palette.size());
        layer.palette.push_back(TileRef{ts.name, tile.name});
      }
      ++p.placed;
      if (TileGrid* grid = p.gridOf[k]) {
        grid->cells[std::size_t(row - p.firstRow[k]) * grid->columns + std::size_t(col - p.firstColumn[k])] =
            (std::uint32_t(ref) + 1) | std::uint32_t(cell.flips) << kGridFlipShift;
        continue;
      }
      const Vec2 position = gridCellPosition(p.gridOrigin[k], {at.cellW, at.cellH}, std::uint64_t(col - p.firstColumn[k]),
                                             std::uint64_t(row - p.firstRow[k]));
      layer.tiles.push_back(PlacedTile{std::uint32_t(ref), position,
                                       {double(tile.width) / at.ppu, double(tile.height) / at.ppu}, std::uint8_t(cell.flips)});
    }
  }
  std::vector<MapCell>().swap(ml.cells);  // placed: its memory goes back before the text is written
}

// Runs fn(i) for i in [0, n) on two threads (this one and one more), in any order.
template <class Fn>
void onTwoThreads(std::size_t n, Fn fn) {
  auto odd = std::async(std::launch::async, [&] {
    for (std::size_t i = 1; i < n; i += 2) fn(i);
  });
  for (std::size_t i = 0; i < n; i += 2) fn(i);
  odd.get();
}
}  // namespace

std::size_t placeMapLayers(TileMap& map, const MapPlacement& at, LayerGrids& grids) {
  std::vector<std::size_t> paletteBase(map.tilesets.size() + 1, 0);
  for (std::size_t t = 0; t < map.tilesets.size(); ++t) paletteBase[t + 1] = paletteBase[t] + map.tilesets[t].tiles.size();
  // Which tiles are exactly one cell big (the grid form needs every tile of a layer so).
  std::vector<char> sizedTile(paletteBase.back(), 0);
  for (std::size_t t = 0; t < map.tilesets.size(); ++t)
    for (std::size_t i = 0; i < map.tilesets[t].tiles.size(); ++i) {
      const TilesetTile& tile = map.tilesets[t].tiles[i];
      sizedTile[paletteBase[t] + i] = double(tile.width) / at.ppu == at.cellW && double(tile.height) / at.ppu == at.cellH;
    }

  std::vector<LayerPlan> plans(map.layers.size());
  for (std::size_t li = 0; li < map.layers.size(); ++li) {
    const MapLayer& ml = map.layers[li];
    LayerPlan& p = plans[li];
    p.name = uniqueName(ml.name.empty() ? std::string("layer") : ml.name,
                        [&](const std::string& n) { return at.layerNames->count(n) > 0; });
    at.layerNames->insert(p.name);
    p.z = 0.1 * double(map.layers.size() - 1 - li);
    p.offX = ml.offsetX / at.ppu;
    p.offY = -ml.offsetY / at.ppu;
  }
  onTwoThreads(plans.size(), [&](std::size_t li) { scanLayer(map.layers[li], at, sizedTile, paletteBase, plans[li]); });

  // Every link's layers made in map layer order before any is filled: the vectors stop
  // growing, so the fill threads can hold pointers into them.
  const std::size_t links = at.level->chain.size();
  std::deque<std::pair<const std::pair<std::size_t, std::size_t>, TileGrid>> pending;  // (link, layer index) -> grid
  for (auto& p : plans) {
    p.layerIndex.assign(links, 0);
    p.gridOrigin.assign(links, Vec2{});
    p.gridOf.assign(links, nullptr);
    for (std::size_t k = 0; k < links; ++k) {
      if (!p.tileCount[k]) continue;
      auto& layers = at.level->chain[k]->tileLayers;
      layers.push_back(TileLayer{p.name, p.z, {}, {}});
      p.layerIndex[k] = layers.size() - 1;
      // Each link's part of the layer is a grid whose top-left cell is its first used column
      // and row: positions come from gridCellPosition on that origin, exactly as the layer
      // file's grid form expands them.
      const Vec2 origin = (*at.layout)[k].origin;
      p.gridOrigin[k] = {double(p.firstColumn[k]) * at.cellW + p.offX - origin.x,
                         at.mapTop - double(p.firstRow[k] + 1) * at.cellH + p.offY - origin.y};
      if (p.asGrid[k]) {
        TileGrid& grid = pending.emplace_back(std::make_pair(k, p.layerIndex[k]), TileGrid{}).second;
        grid.origin = p.gridOrigin[k];
        grid.cell = {at.cellW, at.cellH};
        grid.columns = std::uint32_t(p.lastColumn[k] - p.firstColumn[k] + 1);
        grid.rows = std::uint32_t(p.lastRow[k] - p.firstRow[k] + 1);
        grid.cells.assign(std::size_t(grid.columns) * grid.rows, 0);
        p.gridOf[k] = &grid;
      }
    }
  }
  // Exact sizes: no growth slack on big maps.
  for (auto& p : plans)
    for (std::size_t k = 0; k < links; ++k)
      if (p.tileCount[k] && !p.asGrid[k]) at.level->chain[k]->tileLayers[p.layerIndex[k]].tiles.reserve(p.tileCount[k]);
  onTwoThreads(plans.size(), [&](std::size_t li) { fillLayer(map.layers[li], map, at, paletteBase, plans[li]); });

  std::size_t placed = 0;
  for (const auto& p : plans) placed += p.placed;
  for (auto& [where, grid] : pending)
    grids.emplace(&at.level->chain[where.first]->tileLayers[where.second], std::move(grid));
  return placed;
}

}  // namespace sw
