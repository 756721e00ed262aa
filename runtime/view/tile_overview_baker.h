#pragma once
// One overview image (tile_layer_overview.h) kept up to date with its layers. An edit of
// a million-tile map while zoomed out paints again only the texels around the changed
// tiles (found through the layers' change logs, TileList::damageSince); the whole image
// is baked only when its plan (extent, resolution), its layers or their art changed. The
// result is byte for byte what a whole bake gives (tile_overview_baker_test).
#include <QRect>
#include <QString>
#include <cstdint>
#include <vector>

#include "view/tile_layer_overview.h"

namespace sw::ui {

class TileOverviewBaker {
 public:
  // Per layer, one text per palette entry naming its art (image, rectangle, whether it
  // can be read). An entry whose art changed means a whole bake; entries added at the end
  // do not (only tiles painted since use them, and those are in the change log).
  using ArtKeys = std::vector<std::vector<QString>>;

  // Brings the image up to date; returns the texels painted again (empty: none, the image
  // is as it was; the whole image after a whole bake; no image when no tile meets the area).
  QRect update(const std::vector<const sw::TileLayer*>& layers, const QRectF& area, int maxSide,
               int maxTexelsPerTile, const ArtKeys& artKeys, const OverviewArt& art);
  const TileOverview& overview() const { return overview_; }
  // The next update bakes the whole image (the art's pixels changed).
  void invalidate() { overview_ = {}; }

 private:
  OverviewPlan plan_;
  TileOverview overview_;
  std::vector<const sw::TileLayer*> layers_;
  std::vector<std::uint64_t> revisions_;  // each layer's TileList::revision() when painted
  ArtKeys artKeys_;
};

}  // namespace sw::ui
