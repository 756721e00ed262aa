#pragma once
// A creature's sprite frame placed in the world: its shapes (hit, attack, collision) are kept
// in the tile's own units (0, 0 its lower-left corner, `size` its upper-right, y up), and the
// tile's origin (fractions of the tile) is where the feet are. Attack hits need the shapes
// where the creature stands and the way it faces; drawing needs the same placement, so both
// read it here.
#include <string>
#include <vector>

#include "core/math.h"
#include "model/tiles/tileset.h"

namespace sw {

// The origin in the tile's units: origin fractions times the tile's size.
Vec2 frameOrigin(const TilesetTile& tile);

// A point of the tile's units in the world: the origin moves to `feet`; facing -1 mirrors x
// about the origin (a sheet is drawn facing right). Allocation-free, for the simulation.
Vec2 placeFramePoint(const TilesetTile& tile, Vec2 local, Vec2 feet, int facing);

// `shapes` (one of the tile's polygon lists) placed in the world. A mirrored polygon is
// written in reverse order, so it winds the way it did (counter-clockwise stays so).
std::vector<Polygon> placeFrameShapes(const TilesetTile& tile, const std::vector<Polygon>& shapes, Vec2 feet,
                                      int facing);

class Project;

// What stands for a creature where no animation runs (the editor's viewport): the first tile
// of the frame group its first animation line plays, of its sprite sheet (`sprite`, a
// tileset of `project`). nullptr when it has no sprite, the tileset or group is missing or
// empty, or no line parses; `sheet` is set to the tileset when one is found.
const TilesetTile* firstFrameOf(const Project& project, const std::string& sprite,
                                const std::vector<std::string>& animations, const Tileset** sheet = nullptr);

}  // namespace sw
