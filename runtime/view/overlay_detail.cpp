#include "view/overlay_detail.h"

#include <cmath>
#include <limits>

namespace sw::ui {
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
  // Cell coordinates and style in one key (the table mixes it again).
  const std::uint64_t key =
      style ^ sw::mix64((std::uint64_t(std::uint32_t(std::int32_t(cx))) << 32) | std::uint32_t(std::int32_t(cy)));
  std::uint8_t& count = cells_[key];
  if (count >= kPerCell) return false;
  ++count;
  return true;
}

int OverlayDetail::samplesFor(double length, int most) const {
  if (unitsPerPixel_ <= 0 || !std::isfinite(length)) return most;
  const double wanted = std::ceil(length / (kSamplePixels * unitsPerPixel_));
  return wanted >= most ? most : std::max(1, int(wanted));
}

}  // namespace sw::ui
