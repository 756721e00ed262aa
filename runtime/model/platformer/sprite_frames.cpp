#include "model/platformer/sprite_frames.h"

#include <algorithm>

namespace sw {

Vec2 frameOrigin(const TilesetTile& tile) {
  return {tile.origin.x * tile.size.x, tile.origin.y * tile.size.y};
}

Vec2 placeFramePoint(const TilesetTile& tile, Vec2 local, Vec2 feet, int facing) {
  const Vec2 origin = frameOrigin(tile);
  const double dx = local.x - origin.x;
  return {feet.x + (facing < 0 ? -dx : dx), feet.y + (local.y - origin.y)};
}

std::vector<Polygon> placeFrameShapes(const TilesetTile& tile, const std::vector<Polygon>& shapes, Vec2 feet,
                                      int facing) {
  std::vector<Polygon> out;
  out.reserve(shapes.size());
  for (const Polygon& shape : shapes) {
    Polygon& placed = out.emplace_back();
    placed.reserve(shape.size());
    for (Vec2 p : shape) placed.push_back(placeFramePoint(tile, p, feet, facing));
    if (facing < 0) std::reverse(placed.begin(), placed.end());  // mirroring turned the winding
  }
  return out;
}

}  // namespace sw
