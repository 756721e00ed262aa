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

TileOverview bakeTileOverview(const std::vector<const sw::TileLayer*>& layers, const QRectF& area, int maxSide,
                              int maxTexelsPerTile, const OverviewArt& art) {
  TileOverview out;
  // The part of the area the tiles actually cover, and the smallest tile side. Walked
  // chunk by chunk with the running figures in locals (through the callback's captured
  // references every tile cost a store and a reload of each: half of a bake's time).
  double x0 = std::numeric_limits<double>::infinity(), y0 = x0, x1 = -x0, y1 = -x0, smallest = x0;
  const double ax0 = area.left(), ay0 = area.top(), ax1 = area.right(), ay1 = area.bottom();  // y up: top() is min y
  for (const sw::TileLayer* layer : layers) {
    const sw::TileList& list = layer->tiles;
    for (std::size_t k = 0; k < list.chunkCount(); ++k) {
      double cx0 = x0, cy0 = y0, cx1 = x1, cy1 = y1, small = smallest;
      for (const sw::PlacedTile& t : list.chunkTiles(k)) {
        const double tx1 = t.position.x + t.size.x, ty1 = t.position.y + t.size.y;
        if (!(t.position.x <= ax1 && ax0 <= tx1 && t.position.y <= ay1 && ay0 <= ty1)) continue;
        cx0 = std::min(cx0, t.position.x), cy0 = std::min(cy0, t.position.y);
        cx1 = std::max(cx1, tx1), cy1 = std::max(cy1, ty1);
        small = std::min(small, std::min(t.size.x, t.size.y));
      }
      x0 = cx0, y0 = cy0, x1 = cx1, y1 = cy1, smallest = small;
    }
  }
  if (!(x1 > x0 && y1 > y0)) return out;
  x0 = std::max(x0, ax0), y0 = std::max(y0, ay0), x1 = std::min(x1, ax1), y1 = std::min(y1, ay1);
  if (!(x1 > x0 && y1 > y0)) return out;
  const double span = std::max(x1 - x0, y1 - y0);
  const double perUnit = std::min(double(maxTexelsPerTile) / std::max(smallest, 1e-9), double(maxSide) / span);
  const int width = std::clamp(int(std::ceil((x1 - x0) * perUnit)), 1, maxSide);
  const int height = std::clamp(int(std::ceil((y1 - y0) * perUnit)), 1, maxSide);
  out.image = QImage(width, height, QImage::Format_RGBA8888);
  out.image.fill(Qt::transparent);
  out.area = QRectF(x0, y0, x1 - x0, y1 - y0);

  // Art scaled to the texels a tile covers, made once per (layer, palette entry, flips, size):
  // the last size per (entry, flips) in a flat table (tiles of a grid mostly share one),
  // others in a hash.
  struct Slot {
    int w = 0, h = 0;
    QImage image;
  };
  std::vector<Slot> sized;
  QHash<quint64, QImage> others;
  auto* bits = reinterpret_cast<std::uint32_t*>(out.image.bits());
  const qsizetype stride = out.image.bytesPerLine() / 4;
  for (std::size_t li = 0; li < layers.size(); ++li) {
    sized.assign(layers[li]->palette.size() * 8, Slot{});
    others.clear();
    auto texels = [&](const sw::PlacedTile& t, int w, int h) -> const QImage& {
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
    layers[li]->tiles.forEachMeeting(x0, y0, x1, y1, [&](std::size_t, const sw::PlacedTile& t) {
      // Texel rectangle, image y down; at least one texel so no tile ever vanishes.
      int px0 = floorToInt((t.position.x - x0) * perUnit);
      int px1 = floorToInt((t.position.x + t.size.x - x0) * perUnit);
      int py0 = floorToInt((y1 - (t.position.y + t.size.y)) * perUnit);
      int py1 = floorToInt((y1 - t.position.y) * perUnit);
      px0 = std::clamp(px0, 0, width - 1), py0 = std::clamp(py0, 0, height - 1);
      px1 = std::clamp(std::max(px1, px0 + 1), px0 + 1, width);
      py1 = std::clamp(std::max(py1, py0 + 1), py0 + 1, height);
      const int w = px1 - px0, h = py1 - py0;
      ++out.tiles;
      const QImage& image = texels(t, w, h);
      for (int y = 0; y < h; ++y) {
        const auto* from = reinterpret_cast<const std::uint32_t*>(image.constScanLine(y));
        std::uint32_t* to = bits + (py0 + y) * stride + px0;
        for (int x = 0; x < w; ++x)
          if ((from[x] >> 24) >= 128) to[x] = from[x];  // alpha below half is cut out, as in the shader
      }
      return true;
    });
  }
  return out;
}

}  // namespace sw::ui
