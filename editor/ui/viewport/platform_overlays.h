#pragma once
// Overlays of a free level's platformer objects (platform_geometry.h): each Geometry as a
// translucent fill and an outline saying what it is to characters (solid in its colour,
// one-way warm with chevrons on the side stood on, trigger green and dashed), a cross at
// its anchor, and for a moving piece where its path takes it (the path's shape from the
// anchor, and the outline again, faint, at the end of its travel); each CharacterStart as
// the box of its character type standing on its feet point; each Monster likewise as its
// monster type's box, with a facing mark and thin lines through its patrol nodes (in order,
// back to the first); the puzzle pieces as
// puzzle_overlays.h draws them. Two geometries for all of them (fills, lines), as the
// other object layers.
#include <optional>
#include <vector>

#include "core/math.h"
#include "view/tile_area.h"  // PlaneRect

namespace sw {
class CharacterStart;
class Level;
class Monster;
class PlatformGeometry;
class Project;
}  // namespace sw

namespace sw::ui {

class CreatureSprites;
class OverlayDetail;
class OverlayGeometry;

// The body of the start's character type (its width and height; 0.8 x 1.6 when the
// project has no such type) standing on the start's position. Picking and drawing share it.
PlaneRect characterBox(const sw::Project* project, const sw::CharacterStart& start);
// Likewise the body of a Monster's type (0.8 x 1.5, the model's default, without one).
PlaneRect monsterBox(const sw::Project* project, const sw::Monster& monster);

// Bounds of a list of points (invalid when empty or not finite).
PlaneRect boundsOf(const std::vector<sw::Vec2>& points);

// How far a moving piece's anchor travels: pathEnd - pathStart of its path (the middle of
// the way round for a closed path, whose end is its start), nullopt without a path of at
// least two points. Found by name in `level` (a LevelLookup scope makes that cheap).
struct GeometryTravel {
  sw::Vec2 offset;              // where the anchor ends, from where it is placed
  std::vector<sw::Vec2> shape;  // the path's polyline moved so that it starts at the anchor
};
std::optional<GeometryTravel> geometryTravel(const sw::Level& level, const sw::PlatformGeometry& geometry);

// With `sprites`, a start or monster whose type has a sprite is drawn as the first frame of
// its first animation (mirrored when it faces left) instead of its box.
void buildPlatformObjects(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Project* project,
                          const sw::Level& level, const OverlayDetail* detail = nullptr,
                          CreatureSprites* sprites = nullptr);

}  // namespace sw::ui
