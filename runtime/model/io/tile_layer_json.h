#pragma once
// JSON of tile layers (internal to runtime/model: includes nlohmann). A chain link's
// "tileLayers" key holds an array of
//   {"name": "...", "z": 0.0, "palette": [["tileset", "tile"], ...],
//    "tiles": [[ref, x, y, width, height, flips], ...]}
// one placed tile per line; the key is omitted when the link has no layers.
// A layer whose tiles sit on a regular grid is written instead as
//   {"name": ..., "z": ..., "palette": [...],
//    "grid": {"origin": [x, y], "cell": [w, h], "columns": C, "rows": R, "cellBytes": B,
//             "cells": ["<base64 of C little-endian cells of B bytes>", ... one per row]}}
// (cell 0: empty, else palette index + 1 with the flips in the top 3 bits; B is 2 when
// every cell fits 16 bits that way, else 4; see tile_layer_grid.h for the geometry),
// followed by "tiles" when some tiles are not on the grid (a list as above, drawn after
// the grid's). The writer picks the grid only when the two give back exactly the same
// tiles, so resaves stay byte-identical. Files written before the grid never contain it,
// so they read as before. "cellBytes" and a grid with "tiles" came with formatVersion 3;
// a grid without "cellBytes" (format 2) has cells of 4 bytes, so version 2 files need no
// change to read.
#include <deque>
#include <map>
#include <vector>

#include "model/io/json_properties.h"
#include "model/tiles/tile_layer.h"
#include "model/tiles/tile_layer_grid.h"

namespace sw {

// Grid rows are most of a big level's bytes. Kept out of the DOM they cost no node per row
// and are escaped and copied once: with `splices`, a large grid's "cells" is a placeholder
// string and the grid waits in `splices` until spliceGridRows puts its rows into the text.
struct GridSplices {
  struct Spliced {
    const TileGrid* grid;  // a given grid or one in `owned`
    unsigned cellBytes;
  };
  std::vector<Spliced> grids;  // index i: placeholder i
  std::deque<TileGrid> owned;  // grids found from tiles; a deque keeps the pointers valid
};
// `grids`: layers written from a given grid instead of their tiles (level_grid_text.h).
Json tileLayersToJson(const std::vector<TileLayer>& layers, GridSplices* splices = nullptr,
                      const std::map<const TileLayer*, TileGrid>* grids = nullptr);
// Replaces each placeholder in `text` (toCanonicalText of a DOM holding them) by its grid's
// rows, byte for byte as toCanonicalText writes the array. Returns false and leaves `text`
// alone when a placeholder is not there exactly once (a string in the level that happens to
// equal one): the caller then writes the level without splices.
bool spliceGridRows(std::string& text, const GridSplices& splices);
bool readTileLayers(const Json& json, const JsonReader& reader, const std::string& pointer,
                    std::vector<TileLayer>& out);

}  // namespace sw
