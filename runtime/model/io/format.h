#pragma once
// File format versions. Every project and level file starts with "formatVersion".
// When the format changes: bump kFormatVersion and add a migration step in format.cpp
// that turns version N-1 JSON into version N, with a test of the migration.

namespace sw {

// 1: first release. 2: enemy weapons became bullet patterns (migrate_v2.cpp).
// 3: tile grids may store a cell in 2 bytes ("cellBytes") and hold a list of the tiles
//    off the grid beside it (tile_layer_json.h).
// 4: free (platformer) levels: a level's "kind" and camera bounds, "Geometry" and
//    "CharacterStart" objects, the project's "characters".
inline constexpr int kFormatVersion = 4;

}  // namespace sw
