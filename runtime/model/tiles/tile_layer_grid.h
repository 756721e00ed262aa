#pragma once
// The compact form of a tile layer whose tiles sit on a regular grid (every layer a map
// editor such as Tiled produces): one 32-bit word per cell instead of a placed tile of
// six numbers. A 1024 x 1024 map is millions of tiles; written as lists they cost
// seconds and a gigabyte to save, as cells a few megabytes and milliseconds.
//
// The grid is only a way to store `TileLayer::tiles`, never a second model: the writer
// picks it only when the grid and the tiles it cannot hold (the rest, written as a list
// after it) give back exactly the same tiles, so painting tools and renderers keep
// working on PlacedTiles alone. Read back, the grid's tiles come first, in row-major
// order, then the rest in the layer's order: tiles of one size on distinct cells never
// overlap, so their order changes nothing drawn, and a grid tile that a rest tile drawn
// before it overlaps goes to the rest too, so what covers what stays as it was. A brush
// appends its tiles and a free placement can leave one off the lattice; either way the
// layer stays a grid and a few tiles.
//
// Geometry: rows run downward, as map editors store them. Cell (column c, row r) has its
// lower-left corner at gridCellPosition(origin, cell, c, r), with `origin` the lower-left
// corner of the top-left cell; every tile on the grid has the size `cell`. Expansion
// visits row 0 first, each row left to right, and skips empty cells.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/tiles/tile_layer.h"

namespace sw {

// A cell word: 0 is an empty cell, else (palette index + 1) | flips << kGridFlipShift.
inline constexpr std::uint32_t kGridFlipShift = 29;
inline constexpr std::uint32_t kGridRefMask = (1u << kGridFlipShift) - 1;

// In the file a cell takes 4 bytes (the word) or, when every cell of the grid fits, 2: the
// same fields in 16 bits, (palette index + 1) | flips << kNarrowFlipShift. Half the text
// to write, flush and read back for an imported map, whose palettes are far below 8,191.
inline constexpr std::uint32_t kNarrowFlipShift = 13;
inline constexpr std::uint32_t kNarrowRefLimit = 1u << kNarrowFlipShift;

// The most columns or rows a grid in a file may have: far beyond any map, and it keeps
// columns * 4 bytes in range. The writer makes no larger grid; the reader refuses one.
inline constexpr std::uint32_t kGridMaxSide = 1u << 24;

// One formula for writer, reader and importers (project_import computes positions with
// it), so the positions a grid expands to are bit for bit the ones that were placed.
inline Vec2 gridCellPosition(Vec2 origin, Vec2 cell, std::uint64_t column, std::uint64_t row) {
  return {origin.x + double(column) * cell.x, origin.y - double(row) * cell.y};
}

struct TileGrid {
  Vec2 origin;  // lower-left corner of cell (0, 0), the top-left one
  Vec2 cell{1, 1};
  std::uint32_t columns = 0, rows = 0;
  std::vector<std::uint32_t> cells;  // columns * rows words, row-major, top row first
};

// A grid with a rest only pays for a big layer (an imported map's); a smaller layer with
// tiles off its grid stays a list, in the order its tiles were placed, easy to read and diff.
inline constexpr std::size_t kGridWithRestMinTiles = 256;

struct LayerGrid {
  TileGrid grid;
  TileList rest;  // the tiles the grid does not hold, in the layer's order
};
// The grid on the lattice of the layer's first tile, and the rest; nothing when a grid
// does not pay: most tiles off that lattice, a grid much larger than the tiles it holds,
// or a rest in a layer of fewer than kGridWithRestMinTiles tiles.
std::optional<LayerGrid> layerGridOf(const TileLayer& layer);

// Appends the grid's tiles to `out`. Cells must hold valid words (see tileGridProblem).
void expandTileGrid(const TileGrid& grid, TileList& out);

// 2 when every cell of the grid has a narrow form (palette index + 1 below kNarrowRefLimit),
// else 4. Decided by the cells, not the palette, so it is the same for the same grid.
unsigned gridCellBytes(const TileGrid& grid);

// Standard base64 (RFC 4648, with padding) of one row's cells, each written little-endian
// in `cellBytes` (2 or 4) bytes. With 2, every cell must have a narrow form.
std::string encodeGridRow(const std::uint32_t* cells, std::size_t count, unsigned cellBytes = 4);
// The same bytes appended to `out` (no string per row when a big level is written).
void appendGridRow(std::string& out, const std::uint32_t* cells, std::size_t count, unsigned cellBytes);
// Decodes one row of `columns` cells of `cellBytes` bytes into words out[0 .. columns).
// Returns an empty string on success, else the problem in plain words (bad character and
// where, wrong length).
std::string decodeGridRow(std::string_view base64, std::size_t columns, unsigned cellBytes, std::uint32_t* out);

}  // namespace sw
