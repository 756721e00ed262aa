#pragma once
// JSON of tile layers (internal to runtime/model: includes nlohmann). A chain link's
// "tileLayers" key holds an array of
//   {"name": "...", "z": 0.0, "palette": [["tileset", "tile"], ...],
//    "tiles": [[ref, x, y, width, height, flips], ...]}
// one placed tile per line; the key is omitted when the link has no layers.
#include <vector>

#include "model/json_properties.h"
#include "model/tile_layer.h"

namespace sw {

Json tileLayersToJson(const std::vector<TileLayer>& layers);
bool readTileLayers(const Json& json, const JsonReader& reader, const std::string& pointer,
                    std::vector<TileLayer>& out);

}  // namespace sw
