#include "view/tile_overview_baker.h"

#include <algorithm>
#include <cmath>

namespace sw::ui {
namespace {

// The texel a coordinate (in texels, possibly far outside) falls in, kept within
// [-1, limit + 1] before the conversion so no far-away edit overflows an int.
int texelAt(double v, int limit) {
  v = std::clamp(v, -1.0, double(limit) + 1.0);
  const int i = int(v);
  return i - (v < double(i));
}

bool artStillFits(const std::vector<QString>& before, const std::vector<QString>& now) {
  return now.size() >= before.size() && std::equal(before.begin(), before.end(), now.begin());
}

}  // namespace

QRect TileOverviewBaker::update(const std::vector<const sw::TileLayer*>& layers, const QRectF& area,
                                int maxSide, int maxTexelsPerTile, const ArtKeys& artKeys,
                                const OverviewArt& art) {
  const OverviewPlan plan = planTileOverview(layers, area, maxSide, maxTexelsPerTile);
  bool whole = overview_.image.isNull() || !plan.sameTexels(plan_) || layers != layers_ ||
               revisions_.size() != layers.size() || artKeys.size() != artKeys_.size();
  for (std::size_t i = 0; !whole && i < artKeys.size(); ++i) whole = !artStillFits(artKeys_[i], artKeys[i]);
  sw::TileList::Box changed = sw::TileList::emptyBox();
  for (std::size_t i = 0; !whole && i < layers.size(); ++i) {
    const sw::TileList::Damage d = layers[i]->tiles.damageSince(revisions_[i]);
    whole = d.all;
    changed.x0 = std::min(changed.x0, d.box.x0), changed.y0 = std::min(changed.y0, d.box.y0);
    changed.x1 = std::max(changed.x1, d.box.x1), changed.y1 = std::max(changed.y1, d.box.y1);
  }
  // What is painted now is the layers' state now.
  revisions_.resize(layers.size());
  for (std::size_t i = 0; i < layers.size(); ++i) revisions_[i] = layers[i]->tiles.revision();
  layers_ = layers;
  artKeys_ = artKeys;
  plan_ = plan;
  if (plan.empty()) {
    overview_ = {};
    return {};
  }
  overview_.tiles = plan.tiles;
  const QRect all(0, 0, plan.width, plan.height);
  if (whole) {
    overview_.image = QImage(plan.width, plan.height, QImage::Format_RGBA8888);
    overview_.area = QRectF(plan.x0, plan.y0, plan.x1 - plan.x0, plan.y1 - plan.y0);
    paintTileOverview(overview_.image, plan, layers, all, art);
    return all;
  }
  if (!changed.meets(plan.x0, plan.y0, plan.x1, plan.y1)) return {};  // nothing changed in view (or at all)
  // The texels a changed tile can cover: from the one its near corner falls in to the one
  // its far corner falls in (a tile ending on a texel edge still gets the texel it starts
  // in), clamped as paintTileOverview clamps a tile's texels into the image.
  const double pu = plan.perUnit;
  const int x0 = std::clamp(texelAt((changed.x0 - plan.x0) * pu, plan.width), 0, plan.width - 1);
  const int y0 = std::clamp(texelAt((plan.y1 - changed.y1) * pu, plan.height), 0, plan.height - 1);
  const int x1 = std::clamp(texelAt((changed.x1 - plan.x0) * pu, plan.width) + 1, x0 + 1, plan.width);
  const int y1 = std::clamp(texelAt((plan.y1 - changed.y0) * pu, plan.height) + 1, y0 + 1, plan.height);
  const QRect texels = QRect(x0, y0, x1 - x0, y1 - y0) & all;
  paintTileOverview(overview_.image, plan, layers, texels, art);
  return texels;
}

}  // namespace sw::ui
