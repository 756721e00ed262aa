#include "view/overlay_detail.h"

#include <cmath>
#include <limits>

namespace sw::ui {
namespace {

// splitmix64's finaliser: cell coordinates and style mixed into one well-spread key.
std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

}  // namespace

OverlayDetail::OverlayDetail(const QRectF& area, double unitsPerPixel)
    : area_(area), unitsPerPixel_(unitsPerPixel > 0 && std::isfinite(unitsPerPixel) ? unitsPerPixel : 0) {}

bool OverlayDetail::reaches(const QRectF& bounds) const {
  if (area_.isNull()) return true;
  // Bounds may be a point or a line (zero width or height): compare edges, not intersects().
  return bounds.left() <= area_.right() && bounds.right() >= area_.left() && bounds.top() <= area_.bottom() &&
         bounds.bottom() >= area_.top();
}

bool OverlayDetail::reaches(sw::Vec2 centre, double radius) const {
  return reaches(QRectF(QPointF(centre.x - radius, centre.y - radius), QPointF(centre.x + radius, centre.y + radius)));
}

bool OverlayDetail::admit(sw::Vec2 centre, double radius, std::uint64_t style) {
  if (!reaches(centre, radius)) return false;
  if (unitsPerPixel_ <= 0 || !(radius > 0)) return true;
  const double cell = radius;
  const double cx = std::floor(centre.x / cell), cy = std::floor(centre.y / cell);
  constexpr double far = double(std::numeric_limits<std::int32_t>::max());
  if (!(std::abs(cx) < far && std::abs(cy) < far)) return true;
  const std::uint64_t key =
      mix(style ^ mix((std::uint64_t(std::uint32_t(std::int32_t(cx))) << 32) | std::uint32_t(std::int32_t(cy))));
  std::uint8_t& count = countOf(key);
  if (count >= kPerCell) return false;
  ++count;
  return true;
}

std::uint8_t& OverlayDetail::countOf(std::uint64_t key) {
  if (key == 0) key = 1;  // 0 marks an empty slot (a mixed key is 0 about never; 1 shares it)
  if ((cellsUsed_ + 1) * 2 > cells_.size()) {
    std::vector<Cell> old = std::move(cells_);
    cells_.assign(old.empty() ? 256 : old.size() * 2, Cell{});
    cellsUsed_ = 0;
    for (const Cell& c : old)
      if (c.key) countOf(c.key) = c.count;
  }
  // Keys are already mixed (admit): their low bits pick the slot.
  for (std::size_t i = std::size_t(key) & (cells_.size() - 1);; i = (i + 1) & (cells_.size() - 1)) {
    Cell& cell = cells_[i];
    if (cell.key == key) return cell.count;
    if (cell.key == 0) {
      cell.key = key;
      ++cellsUsed_;
      return cell.count;
    }
  }
}

int OverlayDetail::samplesFor(double length, int most) const {
  if (unitsPerPixel_ <= 0 || !std::isfinite(length)) return most;
  const double wanted = std::ceil(length / (kSamplePixels * unitsPerPixel_));
  return wanted >= most ? most : std::max(1, int(wanted));
}

}  // namespace sw::ui
