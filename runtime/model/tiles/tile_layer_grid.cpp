#include "model/tiles/tile_layer_grid.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>

#include "model/tiles/tile_placement.h"

namespace sw {

namespace {
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<std::int8_t, 256> decodeTable() {
  std::array<std::int8_t, 256> table{};
  for (auto& v : table) v = -1;
  for (int i = 0; i < 64; ++i) table[std::size_t(static_cast<unsigned char>(kAlphabet[i]))] = std::int8_t(i);
  return table;
}
constexpr auto kDecode = decodeTable();

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

// A grid with many more cells than tiles would be bigger than the list it replaces.
bool worthAGrid(std::uint64_t cells, std::size_t tiles) { return cells <= 4 * std::uint64_t(tiles) + 64; }
}  // namespace

namespace {
// Close enough to the lattice through `anchor` to be a candidate; whether a tile is on
// the grid bit for bit is decided later, against the grid's own origin.
// The whole number nearest to x, for |x| < 1e9: one truncating conversion, where
// std::llround is a library call, for each of millions of tiles.
long long nearestWhole(double x) { return static_cast<long long>(x < 0 ? x - 0.5 : x + 0.5); }

// `perCell` is 1 / cell: a multiplication, not a division, for each of millions of tiles.
bool nearLattice(Vec2 p, Vec2 anchor, Vec2 perCell) {
  const double fx = (p.x - anchor.x) * perCell.x, fy = (p.y - anchor.y) * perCell.y;
  if (!(std::abs(fx) < 1e9 && std::abs(fy) < 1e9)) return false;
  return std::abs(fx - double(nearestWhole(fx))) < 1e-6 && std::abs(fy - double(nearestWhole(fy))) < 1e-6;
}

// Moves to `rest` every grid tile that a rest tile before it in the layer overlaps: read
// back, the grid's tiles come first, so such a tile would end under the one it covered.
// Returns false when that would take more work than the grid saves (then: a list).
bool keepDrawingOrder(const TileLayer& layer, TileGrid& grid, std::vector<std::size_t>& rest) {
  const std::size_t cellCount = grid.cells.size();
  std::vector<std::uint32_t> owner(cellCount, 0);  // layer index + 1 of the tile in each cell
  std::vector<bool> inRest(layer.tiles.size(), false);
  for (std::size_t i : rest) inRest[i] = true;
  std::size_t index = 0;
  for (auto it = layer.tiles.begin(); it != layer.tiles.end(); ++it, ++index) {
    if (inRest[index]) continue;
    const auto& t = *it;
    const auto c = std::uint64_t(nearestWhole((t.position.x - grid.origin.x) / grid.cell.x));
    const auto r = std::uint64_t(nearestWhole((grid.origin.y - t.position.y) / grid.cell.y));
    owner[std::size_t(r * grid.columns + c)] = std::uint32_t(index + 1);
  }
  std::uint64_t visited = 0;
  std::vector<std::size_t> demoted;
  for (std::size_t i : rest) {
    const auto& e = layer.tiles[i];
    if (!finite(e.position) || !finite(e.size)) continue;  // drawn nowhere
    const TileRect rect{e.position, e.size};
    // Columns and rows whose cells can meet the tile, one more each way for rounding.
    const double c0 = std::floor((e.position.x - grid.origin.x) / grid.cell.x) - 1;
    const double c1 = std::ceil((e.position.x + e.size.x - grid.origin.x) / grid.cell.x) + 1;
    const double r0 = std::floor((grid.origin.y - e.position.y - e.size.y) / grid.cell.y) - 1;
    const double r1 = std::ceil((grid.origin.y - e.position.y) / grid.cell.y) + 1;
    if (c1 < 0 || r1 < 0 || c0 >= grid.columns || r0 >= grid.rows) continue;
    const auto cFirst = std::uint64_t(std::max(0.0, c0)), rFirst = std::uint64_t(std::max(0.0, r0));
    // Clamped while still doubles: a huge tile's far edge is beyond what an integer holds.
    const auto cLast = std::uint64_t(std::min(c1, double(grid.columns - 1)));
    const auto rLast = std::uint64_t(std::min(r1, double(grid.rows - 1)));
    visited += (cLast - cFirst + 1) * (rLast - rFirst + 1);
    if (visited > 4 * std::uint64_t(cellCount) + 1024) return false;
    for (std::uint64_t r = rFirst; r <= rLast; ++r)
      for (std::uint64_t c = cFirst; c <= cLast; ++c) {
        const std::size_t cell = std::size_t(r * grid.columns + c);
        if (owner[cell] <= i + 1) continue;  // empty, or drawn before the rest tile: stays under it
        if (!overlaps(rect, {gridCellPosition(grid.origin, grid.cell, c, r), grid.cell})) continue;
        demoted.push_back(owner[cell] - 1);
        grid.cells[cell] = 0;
        owner[cell] = 0;
      }
  }
  if (!demoted.empty()) {
    rest.insert(rest.end(), demoted.begin(), demoted.end());
    std::sort(rest.begin(), rest.end());  // the rest keeps the layer's order
  }
  return true;
}

// The grid on the lattice through `anchor` (cells the size of the layer's first tile).
std::optional<LayerGrid> gridFromAnchor(const TileLayer& layer, Vec2 anchor) {
  const auto& tiles = layer.tiles;
  LayerGrid out;
  TileGrid& grid = out.grid;
  grid.cell = tiles.front().size;
  if (!finite(grid.cell) || !(grid.cell.x > 0 && grid.cell.y > 0) || !finite(anchor)) return std::nullopt;
  const Vec2 perCell{1 / grid.cell.x, 1 / grid.cell.y};
  std::vector<bool> candidate(tiles.size());  // decided once: the second pass reads it
  double minX = std::numeric_limits<double>::infinity(), maxX = -minX, minY = minX, maxY = -minX;
  std::size_t candidates = 0;
  std::size_t i = 0;  // tiles are walked in order: TileList's operator[] looks up a chunk
  for (auto it = tiles.begin(); it != tiles.end(); ++it, ++i) {
    const auto& t = *it;
    if (t.size != grid.cell || !finite(t.position) || t.flips > 7 || t.ref >= kGridRefMask ||
        !nearLattice(t.position, anchor, perCell))
      continue;
    candidate[i] = true;
    ++candidates;
    minX = std::min(minX, t.position.x);
    maxX = std::max(maxX, t.position.x);
    minY = std::min(minY, t.position.y);
    maxY = std::max(maxY, t.position.y);
  }
  // A layer placed mostly freely (tiles of varied sizes) is a list; a grid with a few
  // tiles beside it (painted off the lattice, another size) is a grid and those few.
  if (2 * candidates < tiles.size()) return std::nullopt;
  // So far from 0 that neighbouring cells' positions round into each other: tiles on
  // distinct cells could overlap, and the grid's order would change which is on top.
  constexpr double kFarCells = 0x1p30;
  if (!(std::max(std::abs(minX), std::abs(maxX)) < kFarCells * grid.cell.x &&
        std::max(std::abs(minY), std::abs(maxY)) < kFarCells * grid.cell.y))
    return std::nullopt;
  grid.origin = {minX, maxY};
  const double spanColumns = (maxX - minX) / grid.cell.x, spanRows = (maxY - minY) / grid.cell.y;
  if (!(spanColumns < kGridMaxSide && spanRows < kGridMaxSide)) return std::nullopt;  // what a reader takes
  const std::uint64_t columns = std::uint64_t(std::llround(spanColumns)) + 1;
  const std::uint64_t rows = std::uint64_t(std::llround(spanRows)) + 1;
  if (columns > kGridMaxSide || rows > kGridMaxSide || !worthAGrid(columns * rows, candidates)) return std::nullopt;
  grid.columns = std::uint32_t(columns);
  grid.rows = std::uint32_t(rows);
  grid.cells.assign(std::size_t(columns * rows), 0);
  std::vector<std::size_t> rest;
  i = 0;
  for (auto it = tiles.begin(); it != tiles.end(); ++it, ++i) {
    const auto& t = *it;
    std::uint32_t* word = nullptr;
    if (candidate[i]) {
      const long long c = nearestWhole((t.position.x - grid.origin.x) * perCell.x);
      const long long r = nearestWhole((grid.origin.y - t.position.y) * perCell.y);
      // Near the grid but not on it bit for bit, or a second tile in a cell: the rest.
      if (c >= 0 && r >= 0 && std::uint64_t(c) < columns && std::uint64_t(r) < rows &&
          gridCellPosition(grid.origin, grid.cell, std::uint64_t(c), std::uint64_t(r)) == t.position)
        word = &grid.cells[std::size_t(std::uint64_t(r) * columns + std::uint64_t(c))];
    }
    if (word && *word == 0)
      *word = (t.ref + 1) | std::uint32_t(t.flips) << kGridFlipShift;
    else
      rest.push_back(i);
  }
  if (!rest.empty() && (tiles.size() < kGridWithRestMinTiles || !keepDrawingOrder(layer, grid, rest)))
    return std::nullopt;
  if (2 * rest.size() > tiles.size()) return std::nullopt;
  out.rest.reserve(rest.size());
  for (std::size_t r : rest) out.rest.push_back(tiles[r]);  // a few: looked up one by one
  return out;
}

Vec2 firstCellPosition(const TileGrid& grid) {
  const auto at = std::size_t(std::find_if(grid.cells.begin(), grid.cells.end(), [](std::uint32_t w) { return w != 0; }) -
                              grid.cells.begin());
  return gridCellPosition(grid.origin, grid.cell, at % grid.columns, at / grid.columns);
}

bool sameLayerGrid(const LayerGrid& a, const LayerGrid& b) {
  return a.grid.origin == b.grid.origin && a.grid.columns == b.grid.columns && a.grid.rows == b.grid.rows &&
         a.grid.cells == b.grid.cells && a.rest == b.rest;
}
}  // namespace

std::optional<LayerGrid> layerGridOf(const TileLayer& layer) {
  if (layer.tiles.empty()) return std::nullopt;
  auto found = gridFromAnchor(layer, layer.tiles.front().position);
  // Read back, the layer starts with the grid's first tile, and the next save measures
  // the lattice from there. Where that is not this layer's first tile, a tile within the
  // tolerance of one lattice but not of the other would change the grid: then a list,
  // so a resave always gives the same text.
  if (found) {
    const Vec2 first = firstCellPosition(found->grid);
    if (first != layer.tiles.front().position) {
      const auto again = gridFromAnchor(layer, first);
      if (!again || !sameLayerGrid(*again, *found)) return std::nullopt;
    }
  }
  return found;
}

void expandTileGrid(const TileGrid& grid, TileList& out) {
  std::size_t used = 0;
  for (std::uint32_t word : grid.cells) used += word != 0;
  out.reserve(out.size() + used);
  const std::uint32_t* word = grid.cells.data();
  for (std::uint32_t r = 0; r < grid.rows; ++r)
    for (std::uint32_t c = 0; c < grid.columns; ++c, ++word) {
      if (*word == 0) continue;
      out.push_back(PlacedTile{(*word & kGridRefMask) - 1, gridCellPosition(grid.origin, grid.cell, c, r),
                               grid.cell, std::uint8_t(*word >> kGridFlipShift)});
    }
}

unsigned gridCellBytes(const TileGrid& grid) {
  std::uint32_t refs = 0;  // every cell's ref bits at once: one pass the compiler vectorises
  for (std::uint32_t word : grid.cells) refs |= word;
  return (refs & kGridRefMask) < kNarrowRefLimit ? 2 : 4;
}

namespace {
std::uint32_t narrowCell(std::uint32_t word) {
  return (word & kGridRefMask) | (word >> kGridFlipShift) << kNarrowFlipShift;
}
std::uint32_t wideCell(std::uint32_t narrow) {
  return (narrow & (kNarrowRefLimit - 1)) | (narrow >> kNarrowFlipShift) << kGridFlipShift;
}

// Four base64 characters of 24 bits.
void putQuad(char* o, std::uint32_t v) {
  o[0] = kAlphabet[v >> 18];
  o[1] = kAlphabet[(v >> 12) & 63];
  o[2] = kAlphabet[(v >> 6) & 63];
  o[3] = kAlphabet[v & 63];
}
std::uint32_t triple(std::uint64_t bytes, int first) {  // bytes first..first+2 of a little-endian value
  return std::uint32_t((bytes >> (8 * first)) & 0xFF) << 16 | std::uint32_t((bytes >> (8 * first + 8)) & 0xFF) << 8 |
         std::uint32_t((bytes >> (8 * first + 16)) & 0xFF);
}
}  // namespace

std::string encodeGridRow(const std::uint32_t* cells, std::size_t count, unsigned cellBytes) {
  std::string out;
  appendGridRow(out, cells, count, cellBytes);
  return out;
}

void appendGridRow(std::string& out, const std::uint32_t* cells, std::size_t count, unsigned cellBytes) {
  // Straight into a buffer of the final size: a big map writes millions of these bytes.
  const std::size_t bytes = count * cellBytes;
  const std::size_t start = out.size();
  out.resize(start + (bytes + 2) / 3 * 4);
  char* o = out.data() + start;
  auto byteAt = [&](std::size_t i) {  // little-endian cells
    const std::uint32_t cell = cellBytes == 2 ? narrowCell(cells[i / 2]) : cells[i / 4];
    return (cell >> (8 * (i % cellBytes))) & 0xFF;
  };
  std::size_t i = 0;
  if (cellBytes == 2) {
    for (std::size_t c = 0; c + 3 <= count; c += 3, i += 6, o += 8) {  // 3 cells: 6 bytes, 8 characters
      const std::uint64_t v = std::uint64_t(narrowCell(cells[c])) | std::uint64_t(narrowCell(cells[c + 1])) << 16 |
                              std::uint64_t(narrowCell(cells[c + 2])) << 32;
      putQuad(o, triple(v, 0));
      putQuad(o + 4, triple(v, 3));
    }
  } else if constexpr (std::endian::native == std::endian::little) {
    const auto* b = reinterpret_cast<const unsigned char*>(cells);
    for (; i + 3 <= bytes; i += 3, o += 4)
      putQuad(o, std::uint32_t(b[i]) << 16 | std::uint32_t(b[i + 1]) << 8 | b[i + 2]);
  }
  for (; i + 3 <= bytes; i += 3, o += 4) putQuad(o, byteAt(i) << 16 | byteAt(i + 1) << 8 | byteAt(i + 2));
  if (const std::size_t rest = bytes - i; rest > 0) {
    putQuad(o, byteAt(i) << 16 | (rest == 2 ? byteAt(i + 1) << 8 : 0));
    if (rest == 1) o[2] = '=';
    o[3] = '=';
  }
}

std::string decodeGridRow(std::string_view text, std::size_t columns, unsigned cellBytes, std::uint32_t* out) {
  const std::size_t expected = columns * cellBytes;
  if (text.size() % 4 != 0)
    return "base64 length " + std::to_string(text.size()) + " is not a multiple of 4 (truncated?)";
  std::size_t padding = 0;
  if (!text.empty() && text.back() == '=') padding = text[text.size() - 2] == '=' ? 2 : 1;
  const std::size_t bytes = text.size() / 4 * 3 - padding;
  if (bytes != expected)
    return "expected " + std::to_string(expected) + " bytes (" + std::to_string(columns) + " cells of " +
           std::to_string(cellBytes) + " bytes), found " + std::to_string(bytes);
  for (std::size_t i = 0; i < columns; ++i) out[i] = 0;
  const unsigned cellShift = cellBytes == 2 ? 1 : 2;
  std::size_t written = 0;
  for (std::size_t i = 0; i < text.size(); i += 4) {
    std::uint32_t v = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      const char ch = text[i + k];
      const bool pad = ch == '=' && i + 4 == text.size() && k >= 4 - padding;
      const std::int8_t d = kDecode[static_cast<unsigned char>(ch)];
      if (d < 0 && !pad)
        return "invalid base64 character '" + std::string(1, ch) + "' at position " + std::to_string(i + k);
      v = v << 6 | std::uint32_t(pad ? 0 : d);
    }
    for (int shift = 16; shift >= 0 && written < bytes; shift -= 8, ++written)  // little-endian cells
      out[written >> cellShift] |= ((v >> shift) & 0xFF) << (8 * (written & (cellBytes - 1)));
  }
  if (cellBytes == 2)
    for (std::size_t i = 0; i < columns; ++i) out[i] = wideCell(out[i]);
  return {};
}

}  // namespace sw
