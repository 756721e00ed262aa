#pragma once
// Ready-made collision for tileset tiles (TilesetTile::collision), for the Tileset dock's
// Collision menu: most platformer tiles are a block, a half block or a slope, and typing
// their points into the grid is slow and easy to get wrong. A preset is drawn in a 1x1
// tile and stretched to each tile's `size`, so a 1x2 tile's Full Block is (0,0)-(1,2);
// points run counter-clockwise in the tile's units, (0,0) its lower-left, y up.
#include <QString>
#include <array>
#include <vector>

#include "core/math.h"
#include "core/value.h"

namespace sw::editor::tileset {

enum class CollisionPreset {
  FullBlock,
  TopHalf,
  BottomHalf,
  SlopeUp,          // rising to the right, floor to ceiling
  SlopeDown,        // falling to the right
  GentleSlopeUp,    // rising to the right by half the tile's height
  GentleSlopeDown,  // falling to the right from half the tile's height
  Clear,            // no collision
};

// In the order the menu lists them.
inline constexpr std::array kCollisionPresets{
    CollisionPreset::FullBlock,       CollisionPreset::TopHalf,   CollisionPreset::BottomHalf,
    CollisionPreset::SlopeUp,         CollisionPreset::SlopeDown, CollisionPreset::GentleSlopeUp,
    CollisionPreset::GentleSlopeDown, CollisionPreset::Clear,
};

QString collisionPresetLabel(CollisionPreset preset);       // "Slope Up", translated
QString collisionPresetObjectName(CollisionPreset preset);  // "collisionSlopeUp", for tests and tools

// The preset's polygons for a tile of this size (level units); empty for Clear.
std::vector<sw::Polygon> collisionPolygons(CollisionPreset preset, sw::Vec2 size);

}  // namespace sw::editor::tileset
