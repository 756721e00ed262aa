// A stamp from the Tileset dock as a paint brush: its tiles laid out, and where a brush
// or a Fill rectangle of brushes lands on a tile layer.
#include "ui/tools/tile_brush.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "document/stores/tileset_store.h"
#include "model/tiles/tileset.h"

namespace sw::editor::tile_brush {

sw::TileRect rectOf(const sw::PlacedTile& tile) { return {tile.position, tile.size}; }

bool tileContains(const sw::PlacedTile& tile, sw::Vec2 p) {
  return p.x >= tile.position.x && p.x < tile.position.x + tile.size.x && p.y >= tile.position.y &&
         p.y < tile.position.y + tile.size.y;
}

// Rectangles of `tiles` (except `skip`) that meet `area`: placeGroup needs only neighbours,
// and a layer may hold a million tiles.
std::vector<sw::TileRect> rectsNear(const sw::TileList& tiles, const sw::TileRect& area, const QSet<int>& skip,
                                    std::size_t limit) {
  std::vector<sw::TileRect> near;
  const sw::Vec2 far = area.max();
  tiles.forEachMeeting(area.min.x, area.min.y, far.x, far.y, [&](std::size_t i, const sw::PlacedTile& t) {
    if (i < limit && !skip.contains(int(i)) && sw::overlaps(rectOf(t), area)) near.push_back(rectOf(t));
    return true;
  });
  return near;
}

std::uint32_t refIn(std::vector<sw::TileRef>& palette, const std::string& tileset, const std::string& tile) {
  for (std::size_t i = 0; i < palette.size(); ++i)
    if (palette[i].tileset == tileset && palette[i].tile == tile) return std::uint32_t(i);
  palette.push_back(sw::TileRef{tileset, tile});
  return std::uint32_t(palette.size() - 1);
}

sw::TileRect boundsOf(const std::vector<sw::TileRect>& rects, double grow) {
  double x0 = std::numeric_limits<double>::max(), y0 = x0, x1 = -x0, y1 = -x0;
  for (const auto& r : rects) {
    x0 = std::min(x0, r.min.x), y0 = std::min(y0, r.min.y);
    x1 = std::max(x1, r.max().x), y1 = std::max(y1, r.max().y);
  }
  return {{x0 - grow, y0 - grow}, {x1 - x0 + 2 * grow, y1 - y0 + 2 * grow}};
}

std::vector<BrushTile> brushFromStamp(const TilesetStore& store) {
  const TilesetStore::Stamp& stamp = store.stamp();
  std::vector<BrushTile> tiles;
  if (stamp.isEmpty()) return tiles;
  // Columns as wide as their widest tile, rows as high as their highest; row 0 is the top.
  const int columns = std::max(stamp.columns, 1), rows = std::max(stamp.rows, 1);
  std::vector<double> widths(std::size_t(columns), 0.0), heights(std::size_t(rows), 0.0);
  std::vector<const sw::TilesetTile*> found;
  for (const auto& cell : stamp.cells) {
    const sw::TilesetTile* tile = store.findTile(stamp.tileset, cell.tile);
    found.push_back(tile);
    if (!tile || cell.column < 0 || cell.row < 0 || cell.column >= columns || cell.row >= rows) continue;
    widths[std::size_t(cell.column)] = std::max(widths[std::size_t(cell.column)], tile->size.x);
    heights[std::size_t(cell.row)] = std::max(heights[std::size_t(cell.row)], tile->size.y);
  }
  // The Tileset dock gives each cell's place (Cell::offset); a stamp made without them
  // (all at 0) is laid out by column and row.
  const bool placed = std::any_of(stamp.cells.begin(), stamp.cells.end(),
                                  [](const auto& cell) { return cell.offset.x != 0 || cell.offset.y != 0; });
  for (std::size_t i = 0; i < stamp.cells.size(); ++i) {
    const auto& cell = stamp.cells[i];
    const sw::TilesetTile* tile = found[i];
    if (tile && placed) {
      tiles.push_back({stamp.tileset, cell.tile, cell.offset, tile->size});
      continue;
    }
    if (!tile || cell.column < 0 || cell.row < 0 || cell.column >= columns || cell.row >= rows) continue;
    double x = 0, y = 0;
    for (int c = 0; c < cell.column; ++c) x += widths[std::size_t(c)];
    for (int r = cell.row + 1; r < rows; ++r) y += heights[std::size_t(r)];
    tiles.push_back({stamp.tileset, cell.tile, {x, y}, tile->size});
  }
  return tiles;
}

std::vector<sw::TileRect> dropBrush(const std::vector<BrushTile>& tiles, const sw::TileLayer* layer,
                                    sw::Vec2 local) {
  double width = 0, height = 0, smallest = std::numeric_limits<double>::max();
  for (const auto& t : tiles) {
    width = std::max(width, t.offset.x + t.size.x);
    height = std::max(height, t.offset.y + t.size.y);
    smallest = std::min({smallest, t.size.x, t.size.y});
  }
  const sw::Vec2 corner{local.x - width / 2, local.y - height / 2};
  std::vector<sw::TileRect> dropped;
  for (const auto& t : tiles) dropped.push_back({{corner.x + t.offset.x, corner.y + t.offset.y}, t.size});
  const double radius = smallest / 2;
  const sw::Placement placement =
      layer ? sw::placeGroup(rectsNear(layer->tiles, boundsOf(dropped, radius + std::max(width, height) * 2)),
                             dropped, radius)
            : sw::Placement{};
  if (!placement.free) return {};
  for (auto& rect : dropped) rect.min = {rect.min.x + placement.offset.x, rect.min.y + placement.offset.y};
  return dropped;
}

BrushFill brushFill(const std::vector<BrushTile>& tiles, sw::Vec2 from, sw::Vec2 to) {
  double width = 0, height = 0;
  for (const auto& t : tiles) {
    width = std::max(width, t.offset.x + t.size.x);
    height = std::max(height, t.offset.y + t.size.y);
  }
  const double x0 = std::min(from.x, to.x), y0 = std::min(from.y, to.y);
  const double w = std::abs(to.x - from.x), h = std::abs(to.y - from.y);
  // Whole brushes only; a rectangle smaller than one brush still gets one.
  BrushFill fill;
  fill.columns = std::max(1L, long(std::floor(w / width + 1e-9)));
  fill.rows = std::max(1L, long(std::floor(h / height + 1e-9)));
  fill.brushSize = {width, height};
  fill.area = {{x0, y0}, {double(fill.columns) * width, double(fill.rows) * height}};
  return fill;
}

std::vector<sw::PlacedTile> fillTiles(const sw::TileLayer& layer, std::size_t baseCount,
                                      std::vector<sw::TileRef>& palette, const std::vector<BrushTile>& tiles,
                                      const BrushFill& fill) {
  const double x0 = fill.area.min.x, y0 = fill.area.min.y;
  const double width = fill.brushSize.x, height = fill.brushSize.y;
  const std::vector<sw::TileRect> existing = rectsNear(layer.tiles, fill.area, {}, baseCount);
  // The tiles already there, bucketed by the brush copy (fill cell) they reach: a brush
  // tile lies inside its copy's cell, so it can only overlap the tiles of that bucket.
  // Keeps a large fill over a full layer linear instead of cells x tiles.
  const std::size_t cells = std::size_t(fill.columns) * std::size_t(fill.rows);
  auto cellRange = [&](const sw::TileRect& e, long& c0, long& c1, long& r0, long& r1) {
    c0 = std::clamp(long(std::floor((e.min.x - x0) / width)), 0L, fill.columns - 1);
    c1 = std::clamp(long(std::floor((e.max().x - x0) / width)), 0L, fill.columns - 1);
    r0 = std::clamp(long(std::floor((e.min.y - y0) / height)), 0L, fill.rows - 1);
    r1 = std::clamp(long(std::floor((e.max().y - y0) / height)), 0L, fill.rows - 1);
  };
  std::vector<std::uint32_t> first(cells + 1, 0), items;
  for (int pass = 0; pass < 2; ++pass) {
    std::vector<std::uint32_t> at;
    if (pass == 1) {
      for (std::size_t i = 0; i < cells; ++i) first[i + 1] += first[i];
      at.assign(first.begin(), first.end() - 1);
      items.resize(first[cells]);
    }
    for (std::size_t e = 0; e < existing.size(); ++e) {
      long c0, c1, r0, r1;
      cellRange(existing[e], c0, c1, r0, r1);
      for (long r = r0; r <= r1; ++r)
        for (long c = c0; c <= c1; ++c) {
          const std::size_t cell = std::size_t(r) * std::size_t(fill.columns) + std::size_t(c);
          if (pass == 0)
            ++first[cell + 1];
          else
            items[at[cell]++] = std::uint32_t(e);
        }
    }
  }
  std::vector<sw::PlacedTile> after;
  for (long row = 0; row < fill.rows; ++row)
    for (long column = 0; column < fill.columns; ++column) {
      for (const auto& t : tiles) {
        const sw::TileRect rect{
            {x0 + double(column) * width + t.offset.x, y0 + double(row) * height + t.offset.y}, t.size};
        // The buckets the brush tile reaches (its own copy's, or more for an offset tile).
        long c0, c1, r0, r1;
        cellRange(rect, c0, c1, r0, r1);
        bool blocked = false;
        for (long r = r0; r <= r1 && !blocked; ++r)
          for (long c = c0; c <= c1 && !blocked; ++c) {
            const std::size_t b = std::size_t(r) * std::size_t(fill.columns) + std::size_t(c);
            blocked = std::any_of(items.begin() + first[b], items.begin() + first[b + 1],
                                  [&](std::uint32_t e) { return sw::overlaps(existing[e], rect); });
          }
        if (blocked) continue;
        sw::PlacedTile placed;
        placed.ref = refIn(palette, t.tileset, t.tile);
        placed.position = rect.min;
        placed.size = t.size;
        after.push_back(placed);
      }
    }
  return after;
}

}  // namespace sw::editor::tile_brush
