#include "view/tile_layer_overview.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <limits>

namespace sw::ui {
namespace {

// floor() for the texel maths: without SSE4.1 std::floor is a call-sized sequence per
// use, four per tile of four million.
inline int floorToInt(double v) {
  const int i = int(v);
  return i - (v < double(i));
}

}  // namespace

OverviewPlan planTileOverview(const std::vector<const sw::TileLayer*>& layers, const QRectF& area,
                              int maxSide, int maxTexelsPerTile) {
  OverviewPlan plan;
  // The part of the area the tiles actually cover, and the smallest tile side. A chunk
  // inside the area gives its box and smallest side as they are; only the tiles of chunks
  // crossing the area's edge are read (with the running figures in locals: through the
  // callback's captured references every tile cost a store and a reload of each).
  double x0 = std::numeric_limits<double>::infinity(), y0 = x0, x1 = -x0, y1 = -x0, smallest = x0;
  const double ax0 = area.left(), ay0 = area.top(), ax1 = area.right(),
               ay1 = area.bottom();  // y up: top() is min y
  std::size_t tiles = 0;
  for (const sw::TileLayer* layer : layers) {
    const sw::TileList& list = layer->tiles;
    for (std::size_t k = 0; k < list.chunkCount(); ++k) {
      const sw::TileList::Box& box = list.chunkBox(k);
      if (!box.meets(ax0, ay0, ax1, ay1)) continue;
      if (ax0 <= box.x0 && box.x1 <= ax1 && ay0 <= box.y0 && box.y1 <= ay1) {
        x0 = std::min(x0, box.x0), y0 = std::min(y0, box.y0), x1 = std::max(x1, box.x1),
        y1 = std::max(y1, box.y1);
        smallest = std::min(smallest, list.chunkSmallestSide(k));
        tiles += list.chunkTiles(k).size();
        continue;
      }
      double cx0 = x0, cy0 = y0, cx1 = x1, cy1 = y1, small = smallest;
      std::size_t count = 0;
      for (const sw::PlacedTile& t : list.chunkTiles(k)) {
        const double tx1 = t.position.x + t.size.x, ty1 = t.position.y + t.size.y;
        if (!(t.position.x <= ax1 && ax0 <= tx1 && t.position.y <= ay1 && ay0 <= ty1)) continue;
        cx0 = std::min(cx0, t.position.x), cy0 = std::min(cy0, t.position.y);
        cx1 = std::max(cx1, tx1), cy1 = std::max(cy1, ty1);
        small = std::min(small, std::min(t.size.x, t.size.y));
        ++count;
      }
      x0 = cx0, y0 = cy0, x1 = cx1, y1 = cy1, smallest = small, tiles += count;
    }
  }
  if (!(x1 > x0 && y1 > y0)) return plan;
  x0 = std::max(x0, ax0), y0 = std::max(y0, ay0), x1 = std::min(x1, ax1), y1 = std::min(y1, ay1);
  if (!(x1 > x0 && y1 > y0)) return plan;
  const double span = std::max(x1 - x0, y1 - y0);
  plan.perUnit = std::min(double(maxTexelsPerTile) / std::max(smallest, 1e-9), double(maxSide) / span);
  plan.width = std::clamp(int(std::ceil((x1 - x0) * plan.perUnit)), 1, maxSide);
  plan.height = std::clamp(int(std::ceil((y1 - y0) * plan.perUnit)), 1, maxSide);
  plan.x0 = x0, plan.y0 = y0, plan.x1 = x1, plan.y1 = y1;
  plan.tiles = tiles;
  return plan;
}

void paintTileOverview(QImage& target, const OverviewPlan& plan,
                       const std::vector<const sw::TileLayer*>& layers, const QRect& texels,
                       const OverviewArt& art) {
  const QRect region = texels & QRect(0, 0, plan.width, plan.height);
  if (region.isEmpty() || target.width() != plan.width || target.height() != plan.height) return;
  auto* bits = reinterpret_cast<std::uint32_t*>(target.bits());
  const qsizetype stride = target.bytesPerLine() / 4;
  const int rx0 = region.left(), rx1 = region.left() + region.width();
  const int ry0 = region.top(), ry1 = region.top() + region.height();
  for (int y = ry0; y < ry1; ++y) std::fill(bits + y * stride + rx0, bits + y * stride + rx1, 0u);
  const double x0 = plan.x0, y1 = plan.y1, perUnit = plan.perUnit;
  // The tiles that can reach a texel of the region: its rectangle in units and one texel
  // more around (a tile's texels start at floor(), and every tile gets at least one),
  // within the plan (as a whole bake reads them: same tiles, same edges).
  const double qx0 = std::max(plan.x0, x0 + (rx0 - 1) / perUnit),
               qx1 = std::min(plan.x1, x0 + (rx1 + 1) / perUnit);
  const double qy0 = std::max(plan.y0, y1 - (ry1 + 1) / perUnit),
               qy1 = std::min(plan.y1, y1 - (ry0 - 1) / perUnit);

  // Art scaled to the texels a tile covers, made once per (layer, palette entry, flips, size):
  // the last size per (entry, flips) in a flat table (tiles of a grid mostly share one),
  // others in a hash.
  struct Slot {
    int w = 0, h = 0;
    QImage image;
  };
  std::vector<Slot> sized;
  QHash<quint64, QImage> others;
  const int width = plan.width, height = plan.height;
  for (std::size_t li = 0; li < layers.size(); ++li) {
    sized.assign(layers[li]->palette.size() * 8, Slot{});
    others.clear();
    auto texelsOf = [&](const sw::PlacedTile& t, int w, int h) -> const QImage& {
      auto make = [&] {
        QImage image = art ? art(li, t.ref, t.flips, w, h) : QImage();
        if (image.isNull()) {
          image = QImage(w, h, QImage::Format_RGBA8888);
          image.fill(QColor(255, 0, 255));
        }
        return image.convertToFormat(QImage::Format_RGBA8888);
      };
      const std::size_t slot = std::size_t(t.ref) * 8 + (t.flips & 7);
      if (slot < sized.size()) {
        Slot& s = sized[slot];
        if (s.w == w && s.h == h) return s.image;
        if (s.w == 0) {
          s = Slot{w, h, make()};
          return s.image;
        }
      }
      const quint64 key = quint64(t.ref) << 32 | quint64(t.flips) << 24 | quint64(w) << 12 | quint64(h);
      auto it = others.find(key);
      if (it == others.end()) it = others.insert(key, make());
      return *it;
    };
    layers[li]->tiles.forEachMeeting(qx0, qy0, qx1, qy1, [&](std::size_t, const sw::PlacedTile& t) {
      // Texel rectangle, image y down; at least one texel so no tile ever vanishes.
      int px0 = floorToInt((t.position.x - x0) * perUnit);
      int px1 = floorToInt((t.position.x + t.size.x - x0) * perUnit);
      int py0 = floorToInt((y1 - (t.position.y + t.size.y)) * perUnit);
      int py1 = floorToInt((y1 - t.position.y) * perUnit);
      px0 = std::clamp(px0, 0, width - 1), py0 = std::clamp(py0, 0, height - 1);
      px1 = std::clamp(std::max(px1, px0 + 1), px0 + 1, width);
      py1 = std::clamp(std::max(py1, py0 + 1), py0 + 1, height);
      // The part inside the region.
      const int cx0 = std::max(px0, rx0), cx1 = std::min(px1, rx1), cy0 = std::max(py0, ry0),
                cy1 = std::min(py1, ry1);
      if (cx0 >= cx1 || cy0 >= cy1) return true;
      const QImage& scaled = texelsOf(t, px1 - px0, py1 - py0);
      for (int y = cy0; y < cy1; ++y) {
        const auto* from =
            reinterpret_cast<const std::uint32_t*>(scaled.constScanLine(y - py0)) + (cx0 - px0);
        std::uint32_t* to = bits + y * stride + cx0;
        for (int x = 0; x < cx1 - cx0; ++x)
          if ((from[x] >> 24) >= 128) to[x] = from[x];  // alpha below half is cut out, as in the shader
      }
      return true;
    });
  }
}

TileOverview bakeTileOverview(const std::vector<const sw::TileLayer*>& layers, const QRectF& area,
                              int maxSide, int maxTexelsPerTile, const OverviewArt& art) {
  TileOverview out;
  const OverviewPlan plan = planTileOverview(layers, area, maxSide, maxTexelsPerTile);
  if (plan.empty()) return out;
  out.image = QImage(plan.width, plan.height, QImage::Format_RGBA8888);
  out.area = QRectF(plan.x0, plan.y0, plan.x1 - plan.x0, plan.y1 - plan.y0);
  out.tiles = plan.tiles;
  paintTileOverview(out.image, plan, layers, QRect(0, 0, plan.width, plan.height), art);
  return out;
}

}  // namespace sw::ui
