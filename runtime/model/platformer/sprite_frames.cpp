#include "model/platformer/sprite_frames.h"

#include <algorithm>

#include "model/platformer/animation.h"
#include "model/project/project.h"

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

const TilesetTile* firstFrameOf(const Project& project, const std::string& sprite,
                                const std::vector<std::string>& animations, const Tileset** sheet) {
  if (sheet) *sheet = nullptr;
  if (sprite.empty() || animations.empty()) return nullptr;
  const Tileset* tileset = project.findTileset(sprite);
  if (!tileset) return nullptr;
  if (sheet) *sheet = tileset;
  const std::vector<AnimationLine> lines = parseAnimationLines(animations);
  const FrameGroup* group = lines.empty() ? nullptr : tileset->findFrameGroup(lines.front().group);
  if (!group || group->frames.empty()) return nullptr;
  return tileset->findTile(group->frames.front());
}

}  // namespace sw
