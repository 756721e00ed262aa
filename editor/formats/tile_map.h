#pragma once
// A map as a map format (Tiled TMX ...) reads it, before it becomes tile layers of a
// level: a grid of cells per layer and the map's objects. Plain data, Qt-free; the import
// (cli/import_tmx_command) decides where it lands in a project.
#include <cstdint>
#include <string>
#include <vector>

#include "model/tiles/tileset.h"

namespace sw {

// 8 bytes: a 1024 x 1024 x 4 map holds four million of them while it is imported.
struct MapCell {
  std::int32_t tileset = -1;     // index into TileMap::tilesets; -1: empty cell
  std::uint32_t tile : 29 = 0;   // index into that tileset's tiles (readers allow far fewer than 2^29)
  std::uint32_t flips : 3 = 0;   // PlacedTile::Flip bits
};
static_assert(sizeof(MapCell) == 8);

struct MapLayer {
  std::string name;
  std::int64_t width = 0, height = 0;  // cells
  std::vector<MapCell> cells;          // row-major, top row first (as Tiled stores it)
  bool visible = true;
  double offsetX = 0, offsetY = 0;     // pixels, y down
};

// An object of an object group. Rectangles (width and height above 0, no point, ellipse,
// polygon or tile) become Triggers; everything else a Marker at its position.
struct MapObject {
  std::string name;   // may be empty: the import makes one from the group and id
  std::string type;   // Tiled's class/type, kept as the Marker's note
  std::string group;  // name of the object group
  std::int64_t id = 0;
  double x = 0, y = 0, width = 0, height = 0;  // pixels, y down, (x, y) the top-left corner
  bool rectangle = false;
};

struct TileMap {
  std::int64_t width = 0, height = 0;         // cells
  std::int64_t tileWidth = 0, tileHeight = 0;  // pixels of one cell
  // Images hold absolute paths of the source files until the import copies them.
  std::vector<Tileset> tilesets;
  std::vector<MapLayer> layers;
  std::vector<MapObject> objects;
};

}  // namespace sw
