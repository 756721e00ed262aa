#pragma once
// Zoomed far out, a 1024 x 1024 x 4 map is four million tiles of one or two pixels each:
// too many instances for a software renderer, and dropping some would hide part of the
// map. TileLayerBatches then draws the layers from baked images instead (the layers behind
// the play plane in one, those in front in another: at that distance their depths differ
// by less than a pixel, and a software renderer pays per full-screen quad): every tile
// meeting the area is drawn into it at a few texels (its art scaled down, flips applied,
// later tiles over earlier ones), so every tile is on screen, at the detail the screen
// can show. Baked from the model on every rebuild, so an edit shows in the next frame.
#include <QImage>
#include <QRectF>
#include <cstdint>
#include <functional>
#include <vector>

#include "model/tile_layer.h"

namespace sw::ui {

struct TileOverview {
  QImage image;          // RGBA8888, row 0 at the top of `area`; texels nobody covers are transparent
  QRectF area;           // link-local units the image covers (x, y: lower-left corner)
  std::size_t tiles = 0; // tiles drawn into it
};

// The art of palette entry `ref` of layers[layer] as a w x h image, flips applied (null:
// unknown art, drawn as the magenta placeholder colour).
using OverviewArt = std::function<QImage(std::size_t layer, std::uint32_t ref, std::uint8_t flips, int w, int h)>;

// Bakes the tiles of `layers` meeting `area` (link-local) into one image, layer after
// layer (later ones over earlier ones, as nearer layers hide further ones), no side of
// which exceeds `maxSide` texels, with at most `maxTexelsPerTile` texels across a tile.
TileOverview bakeTileOverview(const std::vector<const sw::TileLayer*>& layers, const QRectF& area, int maxSide,
                              int maxTexelsPerTile, const OverviewArt& art);

}  // namespace sw::ui
