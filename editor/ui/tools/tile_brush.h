#pragma once
// A stamp from the Tileset dock as a paint brush: its tiles laid out, and where a brush
// (or a Fill rectangle of brushes) lands on a tile layer without overlapping its tiles.
// Plain functions of play-plane rectangles, used by TilePaintTool.
#include <QSet>
#include <string>
#include <vector>

#include "core/math.h"
#include "model/tiles/tile_layer.h"
#include "model/tiles/tile_placement.h"

namespace sw::editor {
class TilesetStore;
}

namespace sw::editor::tile_brush {

// One tile of the brush, placed relative to the brush's lower-left corner.
struct BrushTile {
  std::string tileset, tile;
  sw::Vec2 offset, size;
};

// The store's current stamp as brush tiles: each cell at its own offset (Cell::offset),
// or, for a stamp made without offsets, laid out by column and row (row 0 on top).
std::vector<BrushTile> brushFromStamp(const TilesetStore& store);

sw::TileRect rectOf(const sw::PlacedTile& tile);
bool tileContains(const sw::PlacedTile& tile, sw::Vec2 p);
// Rectangles of `tiles` (except `skip`) that meet `area`: placeGroup needs only neighbours,
// and a layer may hold a million tiles.
// Only the chunks near `area` are scanned (TileList::forEachMeeting); tiles from index
// `limit` on are left out (a Fill stroke's own tiles are not obstacles to it).
std::vector<sw::TileRect> rectsNear(const sw::TileList& tiles, const sw::TileRect& area, const QSet<int>& skip = {},
                                    std::size_t limit = std::size_t(-1));
// The box around `rects`, grown by `grow` on every side.
sw::TileRect boundsOf(const std::vector<sw::TileRect>& rects, double grow);

// Where the brush's tiles land when dropped centred on `local` (layer coordinates), moved
// by sw::placeGroup to a spot free of the layer's tiles; empty when there is none nearby.
std::vector<sw::TileRect> dropBrush(const std::vector<BrushTile>& tiles, const sw::TileLayer* layer,
                                    sw::Vec2 local);

// Whole copies of the brush over the rectangle between two corners (at least one).
struct BrushFill {
  sw::TileRect area;  // from the lower-left corner, whole brushes wide and high
  sw::Vec2 brushSize;
  long columns = 1, rows = 1;
};
BrushFill brushFill(const std::vector<BrushTile>& tiles, sw::Vec2 from, sw::Vec2 to);
// The fill's brush tiles that overlap none of the first `baseCount` tiles of `layer` (the
// layer as the Fill stroke found it); new palette entries are added to `palette`.
std::vector<sw::PlacedTile> fillTiles(const sw::TileLayer& layer, std::size_t baseCount,
                                      std::vector<sw::TileRef>& palette, const std::vector<BrushTile>& tiles,
                                      const BrushFill& fill);
// Index of (tileset, tile) in `palette`, appended when new (as TileLayer::refFor).
std::uint32_t refIn(std::vector<sw::TileRef>& palette, const std::string& tileset, const std::string& tile);

}  // namespace sw::editor::tile_brush
