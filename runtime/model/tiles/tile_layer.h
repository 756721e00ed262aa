#pragma once
// Tile layers: 2D sprites from tilesets carried by a chain link (TileInstance::tileLayers,
// see DOMAIN.md "Tiles of the chain may also carry 2D tile layers"). Coordinates are the
// link's tile-local play-plane coordinates in units (y up), so a long level never needs a
// large absolute coordinate.
//
// A layer keeps a small palette of the distinct (tileset, tile) pairs it uses and each
// placed tile points into it by index: a 1024 x 1024 map is millions of placed tiles, and
// two strings each would cost more than the rest of the tile. For the painting tools:
//   - paint: `layer.tiles.push_back({layer.refFor(tileset, tile), position, size, flips})`
//   - erase: remove from `tiles` (order is the drawing order: later tiles on top)
//   - lookups: tiles.forEachMeeting(rect) scans only the chunks near the rectangle
//   - undo: commands keep only the tiles a stroke changed (tile_stroke_command.h).
// Palette entries nobody uses stay until compactPalette() (so undo never has to restore
// the palette); saving writes the palette as it is, so resaves are byte-identical.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/math.h"
#include "core/property.h"
#include "model/tiles/tile_list.h"

namespace sw {

struct TileRef {
  std::string tileset;  // Tileset::name
  std::string tile;     // TilesetTile::name in that tileset
  bool operator==(const TileRef&) const = default;
};

// PlacedTile (one tile of a layer) is declared in model/tiles/tile_list.h with the list that holds them.


struct TileLayer final : Describable {
  TileLayer() = default;
  TileLayer(std::string name, double z, std::vector<TileRef> palette = {}, TileList tiles = {})
      : name(std::move(name)), z(z), palette(std::move(palette)), tiles(std::move(tiles)) {}

  // Its header (name, z) is described like every other type; the placed tiles are data
  // the painting tools edit as a whole (see above).
  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }

  std::string name;
  // Offset from the play plane along the view axis, in units: 0 is the play plane,
  // positive is further from the camera (behind gameplay), negative in front.
  double z = 0;
  std::vector<TileRef> palette;
  TileList tiles;  // drawing order (chunked: see tile_list.h)

  bool operator==(const TileLayer& o) const {
    return name == o.name && z == o.z && palette == o.palette && tiles == o.tiles;
  }

  // Index of (tileset, tile) in the palette, appended when new.
  std::uint32_t refFor(std::string_view tileset, std::string_view tile);
  const TileRef& refOf(const PlacedTile& placed) const { return palette[placed.ref]; }
  // Drops unused palette entries and renumbers the tiles (keeps first-use order).
  void compactPalette();
};

// Problems a loaded layer can have that JSON types alone do not catch (a ref past the
// palette, a size not above zero). Each item: index of the placed tile, message.
std::vector<std::pair<std::size_t, std::string>> tileLayerProblems(const TileLayer& layer);

}  // namespace sw
