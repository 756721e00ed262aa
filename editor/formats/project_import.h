#pragma once
// Bringing read tilesets and maps into a project on disk: images are copied into
// tilesets/<tileset>/, the tileset JSON is written to tilesets/<tileset>.tileset.json and
// listed in project.json, a map's layers become tile layers on a level's chain links.
// Everything is staged in memory and written by one FileTransaction (project.json last):
// on any error the project's files are exactly as they were.
//
// Where a TMX map lands (decided here): one map cell is `pixelsPerUnit` pixels (default:
// the map's tile width, so one cell = one unit). The map's left edge is the level's
// start, its vertical middle the play plane's y = 0. The map is cut into slices along the
// chain: each placed tile goes to the chain link whose camera entry..exit x range holds
// the tile's left edge, in that link's tile-local coordinates. A new level gets as many
// links as the map needs, all of a generated, mesh-less tile definition
// "<level>_backdrop" one screen wide; an existing level reuses its links and, when the
// map is longer, appends links repeating its last tile. Map layer L becomes tile layer L
// (made unique with _2, _3 ... when the level has one already) with z = 0.1 per layer
// below the top one (the first map layer is furthest back). Object groups become level
// objects: rectangles Triggers (centre and size), everything else Markers (the object's
// class/type as the note), named after the object or "<group>_<id>", made unique.
// A tileset whose name the project already has is reused when it holds every tile the
// map uses, else the import fails.
#include <string>
#include <vector>

#include "core/error.h"
#include "formats/tile_map.h"
#include "model/tiles/tileset.h"

namespace sw {

struct ImportReport {
  std::vector<std::string> tilesetFiles;  // project-relative, written or reused
  std::vector<std::string> written;       // every file written, project-relative
  std::string level;                      // map imports: the level's name
  std::size_t placedTiles = 0;
  std::size_t objects = 0;
};

// `tileset` image paths are absolute (as a format read them).
Result<ImportReport> importTileset(const std::string& projectPath, Tileset tileset);

struct MapImportOptions {
  std::string level;          // empty: the map file's stem
  double pixelsPerUnit = 0;   // 0: the map's tile width
  std::string mapFile;        // for error messages and the default level name
};
// Takes the map by value: each layer's cells are released once its tiles are placed, which
// keeps the peak memory of a big import down (move the map in).
Result<ImportReport> importMap(const std::string& projectPath, TileMap map, const MapImportOptions& options);

}  // namespace sw
