#include "view/tile_area.h"

#include "view/level_overlays.h"

namespace sw::ui {

PlaneRect tileRect(const sw::Project& project, const sw::ChainLink& link, const sw::Box3* meshBounds) {
  const sw::Box3 box =
      (meshBounds && !meshBounds->isEmpty()) ? *meshBounds : placeholderBox(project, link.def);
  return {{link.origin.x + box.min.x, link.origin.y + box.min.y},
          {link.origin.x + box.max.x, link.origin.y + box.max.y}};
}

}  // namespace sw::ui
