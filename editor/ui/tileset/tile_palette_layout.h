#pragma once
// Where the Tileset dock's palette puts each tile, and what a rectangle picked in it
// means as a brush. Pure functions (no widgets), in layout pixels: one image pixel at
// 100% zoom; the palette scales them by its zoom.
//
// Two layouts:
//   - image layout (no filter): every tile at its own pixel rectangle of its image, so a
//     block of an atlas or strip looks as drawn and a rectangle over it is a real stamp.
//     Several images sit side by side as blocks, wrapping at the available width;
//   - flow layout (a filter is active): the matching tiles in equal square cells, left
//     to right, wrapping, in the tileset's order.
#include <QRect>
#include <QSize>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "document/stores/tileset_store.h"
#include "model/tiles/tileset.h"

namespace sw::editor::tileset {

struct PaletteLayout {
  bool flow = false;
  std::vector<int> tiles;    // indexes into Tileset::tiles, drawing order
  std::vector<QRect> rects;  // where each of `tiles` is drawn, layout pixels
  QSize size;                // of everything
  int indexOf(int tile) const;  // position in `tiles`, -1 when not shown
};

inline constexpr int kBlockGap = 8;   // between images in the image layout
inline constexpr int kFlowCell = 64;  // a flow cell's side, layout pixels

// Case-insensitive substring of the name, and the type id when one is given.
bool tileMatches(const sw::TilesetTile& tile, const QString& nameFilter, std::optional<std::int64_t> typeId);

PaletteLayout layoutImages(const sw::Tileset& tileset, int wrapWidth);
PaletteLayout layoutFlow(const sw::Tileset& tileset, const std::vector<int>& tiles, int wrapWidth);

// The tile's rectangle inside a flow cell: scaled to fit, centred, keeping its aspect.
QRect fitInCell(const sw::TilesetTile& tile, const QRect& cell);

// The tiles (indexes into Tileset::tiles) whose rectangle lies inside `area`.
std::vector<int> tilesInside(const PaletteLayout& layout, const QRect& area);

// A dragged band grown to take in the tiles under its corners whole, so a drag from the
// middle of one tile to the middle of another picks both and everything between.
QRect snapToTiles(const PaletteLayout& layout, const QRect& band);

// A brush of these tiles as they lie in the image layout. Columns and rows count in the
// smallest picked tile's width and height from the block's top-left; each cell's offset
// is its tile's lower-left relative to the block's lower-left in level units (pixels /
// pixelsPerUnit, y up). Cells are row-major.
TilesetStore::Stamp stampOf(const sw::Tileset& tileset, const PaletteLayout& layout, const std::vector<int>& tiles);

}  // namespace sw::editor::tileset
