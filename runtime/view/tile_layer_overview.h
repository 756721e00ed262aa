#pragma once
// Zoomed far out, a 1024 x 1024 x 4 map is four million tiles of one or two pixels each:
// too many instances for a software renderer, and dropping some would hide part of the
// map. TileLayerBatches then draws the layers from baked images instead (the layers behind
// the play plane in one, those in front in another: at that distance their depths differ
// by less than a pixel, and a software renderer pays per full-screen quad): every tile
// meeting the area is drawn into it at a few texels (its art scaled down, flips applied,
// later tiles over earlier ones), so every tile is on screen, at the detail the screen
// can show. After an edit only the texels around the changed tiles are baked again
// (TileOverviewBaker, tile_overview_baker.h), with the same result as a full bake.
#include <QImage>
#include <QRect>
#include <QRectF>
#include <cstdint>
#include <functional>
#include <vector>

#include "model/tiles/tile_layer.h"

namespace sw::ui {

// Where an overview image lies and how fine it is. Two plans are equal only when every
// figure is: then a texel of one is the same texel of the other.
struct OverviewPlan {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // link-local units the image covers (y up)
  double perUnit = 0;                     // texels per unit
  int width = 0, height = 0;              // 0: no tile meets the area
  std::size_t tiles = 0;                  // tiles meeting it (not part of ==)
  bool empty() const { return width <= 0 || height <= 0; }
  bool sameTexels(const OverviewPlan& o) const {
    return x0 == o.x0 && y0 == o.y0 && x1 == o.x1 && y1 == o.y1 && perUnit == o.perUnit && width == o.width &&
           height == o.height;
  }
};

struct TileOverview {
  QImage image;           // RGBA8888, row 0 at the top of `area`; texels nobody covers are transparent
  QRectF area;            // link-local units the image covers (x, y: lower-left corner)
  std::size_t tiles = 0;  // tiles drawn into it
};

// The art of palette entry `ref` of layers[layer] as a w x h image, flips applied (null:
// unknown art, drawn as the magenta placeholder colour).
using OverviewArt =
    std::function<QImage(std::size_t layer, std::uint32_t ref, std::uint8_t flips, int w, int h)>;

// The part of `area` (link-local) the tiles of `layers` cover, at a resolution no side of
// which exceeds `maxSide` texels, with at most `maxTexelsPerTile` texels across a tile.
// Reads the chunk boxes; only tiles of chunks crossing the area's edge are read.
OverviewPlan planTileOverview(const std::vector<const sw::TileLayer*>& layers, const QRectF& area,
                              int maxSide, int maxTexelsPerTile);

// Paints `texels` (inside image, which is plan.width x plan.height RGBA8888) again from
// the tiles: cleared, then every tile covering a texel of it drawn, layer after layer
// (later ones over earlier ones, as nearer layers hide further ones). Texels outside are
// not touched; inside they end up exactly as a bake of the whole image makes them.
void paintTileOverview(QImage& image, const OverviewPlan& plan,
                       const std::vector<const sw::TileLayer*>& layers, const QRect& texels,
                       const OverviewArt& art);

// Plans and paints the whole image.
TileOverview bakeTileOverview(const std::vector<const sw::TileLayer*>& layers, const QRectF& area,
                              int maxSide, int maxTexelsPerTile, const OverviewArt& art);

}  // namespace sw::ui
