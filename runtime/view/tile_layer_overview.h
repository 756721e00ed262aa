#pragma once
// Zoomed far out, a 1024 x 1024 x 4 map is four million tiles of one or two pixels each:
// too many instances for a software renderer, and dropping some would hide part of the
// map. TileLayerBatches then draws each layer from one baked image instead: every tile
// meeting the area is drawn into it at a few texels (its art scaled down, flips applied,
// later tiles over earlier ones), so every tile is on screen, at the detail the screen
// can show. Baked from the model on every rebuild, so an edit shows in the next frame.
#include <QImage>
#include <QRectF>
#include <cstdint>
#include <functional>

#include "model/tile_layer.h"

namespace sw::ui {

struct TileOverview {
  QImage image;          // RGBA8888, row 0 at the top of `area`; texels nobody covers are transparent
  QRectF area;           // link-local units the image covers (x, y: lower-left corner)
  std::size_t tiles = 0; // tiles drawn into it
};

// The art of palette entry `ref` as a w x h image, flips applied (null: unknown art, drawn
// as the magenta/grey placeholder colour).
using OverviewArt = std::function<QImage(std::uint32_t ref, std::uint8_t flips, int w, int h)>;

// Bakes the tiles of `layer` meeting `area` (link-local) into an image no side of which
// exceeds `maxSide` texels and with at most `maxTexelsPerTile` texels across a tile.
TileOverview bakeTileOverview(const sw::TileLayer& layer, const QRectF& area, int maxSide, int maxTexelsPerTile,
                              const OverviewArt& art);

}  // namespace sw::ui
