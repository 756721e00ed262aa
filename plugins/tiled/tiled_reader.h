#pragma once
// Reads Tiled's TSX tilesets and orthogonal TMX maps (Tiled 1.x XML).
//
// Tilesets: an atlas image cut with margin and spacing (tile id = index, row-major), or an
// image collection (one image per tile). Tiles are named "tile_<id>"; Tiled's tile
// properties become "key=value" properties, a tile's type/class a "class=..." property, a
// property "typeId" (int) also sets the tile's type id; animations are kept as data
// (frames: tile + duration in ms). Tiles are 1 unit per tile width (pixelsPerUnit =
// tilewidth).
//
// Maps: layers with CSV, base64, base64 + zlib, base64 + gzip data (or plain <tile>
// elements); embedded and external tilesets (firstgid); the three flip bits of a gid;
// groups are flattened; object groups give MapObjects. Not supported, with a clear
// error: infinite maps, orientations other than orthogonal, zstd compression.
#include <QString>
#include <vector>

#include "formats/tile_map.h"

namespace sw {

struct TsxRead {
  Tileset tileset;
  std::vector<std::int32_t> tileIndexOfId;  // Tiled tile id -> index in tileset.tiles, -1 when none
};

Result<TsxRead> readTsxFile(const QString& file);
Result<TileMap> readTmxFile(const QString& file);

}  // namespace sw
