#include "ui/tileset/tile_palette_layout.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace sw::editor::tileset {

int PaletteLayout::indexOf(int tile) const {
  auto it = std::find(tiles.begin(), tiles.end(), tile);
  return it == tiles.end() ? -1 : int(it - tiles.begin());
}

bool tileMatches(const sw::TilesetTile& tile, const QString& nameFilter, std::optional<std::int64_t> typeId) {
  if (typeId && tile.typeId != *typeId) return false;
  return nameFilter.isEmpty() || QString::fromStdString(tile.name).contains(nameFilter, Qt::CaseInsensitive);
}

PaletteLayout layoutImages(const sw::Tileset& tileset, int wrapWidth) {
  PaletteLayout out;
  // Each image is a block as large as the image (or as its tiles reach, when the size
  // was not recorded or the image is missing).
  std::map<std::int64_t, QSize> blocks;
  for (const auto& tile : tileset.tiles) {
    QSize& size = blocks[tile.image];
    size = size.expandedTo(QSize(int(tile.x + tile.width), int(tile.y + tile.height)));
  }
  for (auto& [image, size] : blocks)
    if (image >= 0 && image < std::int64_t(tileset.images.size()))
      size = size.expandedTo(QSize(int(tileset.images[std::size_t(image)].width),
                                   int(tileset.images[std::size_t(image)].height)));
  std::map<std::int64_t, QPoint> origins;
  int x = 0, y = 0, rowHeight = 0, width = 0;
  for (const auto& [image, size] : blocks) {
    if (x > 0 && x + size.width() > wrapWidth) {
      x = 0;
      y += rowHeight + kBlockGap;
      rowHeight = 0;
    }
    origins[image] = QPoint(x, y);
    x += size.width() + kBlockGap;
    rowHeight = std::max(rowHeight, size.height());
    width = std::max(width, x - kBlockGap);
  }
  out.size = QSize(width, y + rowHeight);
  for (int i = 0; i < int(tileset.tiles.size()); ++i) {
    const auto& tile = tileset.tiles[std::size_t(i)];
    out.tiles.push_back(i);
    out.rects.push_back(QRect(origins[tile.image] + QPoint(int(tile.x), int(tile.y)),
                              QSize(int(std::max<std::int64_t>(1, tile.width)), int(std::max<std::int64_t>(1, tile.height)))));
  }
  return out;
}

PaletteLayout layoutFlow(const sw::Tileset& tileset, const std::vector<int>& tiles, int wrapWidth) {
  PaletteLayout out;
  out.flow = true;
  const int columns = std::max(1, (wrapWidth + 2) / (kFlowCell + 2));
  int i = 0;
  for (int tile : tiles) {
    if (tile < 0 || tile >= int(tileset.tiles.size())) continue;
    out.tiles.push_back(tile);
    out.rects.push_back(QRect((i % columns) * (kFlowCell + 2), (i / columns) * (kFlowCell + 2), kFlowCell, kFlowCell));
    ++i;
  }
  const int rows = (i + columns - 1) / columns;
  out.size = QSize(std::min(i, columns) * (kFlowCell + 2), rows * (kFlowCell + 2));
  return out;
}

QRect fitInCell(const sw::TilesetTile& tile, const QRect& cell) {
  const QSize size = QSize(int(std::max<std::int64_t>(1, tile.width)), int(std::max<std::int64_t>(1, tile.height)))
                         .scaled(cell.size() - QSize(4, 4), Qt::KeepAspectRatio);
  QRect r(QPoint(0, 0), size.expandedTo(QSize(1, 1)));
  r.moveCenter(cell.center());
  return r;
}

std::vector<int> tilesInside(const PaletteLayout& layout, const QRect& area) {
  std::vector<int> out;
  const QRect a = area.normalized();
  for (std::size_t i = 0; i < layout.tiles.size(); ++i)
    if (a.contains(layout.rects[i])) out.push_back(layout.tiles[i]);
  return out;
}

QRect snapToTiles(const PaletteLayout& layout, const QRect& band) {
  QRect out = band.normalized();
  const QPoint corners[] = {out.topLeft(), out.topRight(), out.bottomLeft(), out.bottomRight()};
  for (const QPoint& corner : corners)
    for (const QRect& r : layout.rects)
      if (r.contains(corner)) out |= r;
  return out;
}

TilesetStore::Stamp stampOf(const sw::Tileset& tileset, const PaletteLayout& layout, const std::vector<int>& tiles) {
  TilesetStore::Stamp stamp;
  struct Picked {
    int tile;
    QRect rect;
  };
  std::vector<Picked> picked;
  for (int tile : tiles)
    if (int at = layout.indexOf(tile); at >= 0) picked.push_back({tile, layout.rects[std::size_t(at)]});
  if (picked.empty()) return stamp;
  int left = picked.front().rect.left(), top = picked.front().rect.top();
  int bottom = picked.front().rect.bottom(), unitW = picked.front().rect.width(), unitH = picked.front().rect.height();
  for (const auto& p : picked) {
    left = std::min(left, p.rect.left());
    top = std::min(top, p.rect.top());
    bottom = std::max(bottom, p.rect.bottom());
    unitW = std::min(unitW, p.rect.width());
    unitH = std::min(unitH, p.rect.height());
  }
  const double ppu = tileset.pixelsPerUnit > 0 ? tileset.pixelsPerUnit : 32.0;
  stamp.tileset = tileset.name;
  for (const auto& p : picked) {
    TilesetStore::Stamp::Cell cell;
    cell.tile = tileset.tiles[std::size_t(p.tile)].name;
    cell.column = int(std::lround(double(p.rect.left() - left) / unitW));
    cell.row = int(std::lround(double(p.rect.top() - top) / unitH));
    // Both bottoms are last pixel rows, so their difference is the distance of the edges.
    cell.offset = sw::Vec2{double(p.rect.left() - left) / ppu, double(bottom - p.rect.bottom()) / ppu};
    stamp.columns = std::max(stamp.columns, cell.column + std::max(1, int(std::lround(double(p.rect.width()) / unitW))));
    stamp.rows = std::max(stamp.rows, cell.row + std::max(1, int(std::lround(double(p.rect.height()) / unitH))));
    stamp.cells.push_back(std::move(cell));
  }
  std::stable_sort(stamp.cells.begin(), stamp.cells.end(), [](const auto& a, const auto& b) {
    return a.row != b.row ? a.row < b.row : a.column < b.column;
  });
  return stamp;
}

}  // namespace sw::editor::tileset
