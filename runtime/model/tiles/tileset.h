#pragma once
// A tileset: tile art cut from one or more atlas images. Saved as its own JSON file
// (tilesets/NAME.tileset.json by convention); project.json lists these files under
// "tilesets" (omitted when empty). Placed tiles refer to a tileset by its name and to a
// tile by its name (see tile_layer.h).
//
// For the Tileset dock and the property grid: a TilesetTile is Describable, so the grid
// edits one or many tiles through its table (name, image, rectangle, size, type id,
// properties); undo commands can copy a whole Tileset (it is a plain value) or set one
// property through the table. Images are project-relative paths; a missing image is not
// an error here (the editor shows a placeholder and lists it as a broken reference).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/property.h"

namespace sw {

struct TilesetImage {
  std::string path;  // project-relative (absolute only while an importer still holds the source)
  std::int64_t width = 0, height = 0;  // pixels, as read when imported; 0 when unknown
  bool operator==(const TilesetImage&) const = default;
};

struct Edges {
  std::int64_t left = 0, top = 0, right = 0, bottom = 0;
  bool operator==(const Edges&) const = default;
};

// One tile: a rectangle of one of the tileset's images.
class TilesetTile final : public Describable {
 public:
  std::string name;         // unique in the tileset
  std::int64_t image = 0;   // index into Tileset::images
  std::int64_t x = 0, y = 0, width = 1, height = 1;  // rectangle in the image, pixels
  Vec2 size{1, 1};          // size when placed, in level units
  std::int64_t typeId = 0;  // game-defined type (XML strips' typeId)
  // Custom properties as "key=value" (split at the first '='), in a stable order; Tiled
  // tile properties land here. A list of strings so the grid and JSON need nothing new.
  std::vector<std::string> properties;
  // Platformer collision (DOMAIN.md: painted tile layers collide): polygons in the tile's own
  // units, (0, 0) its lower-left corner and `size` its upper-right, y up; a placed tile's
  // flips and size apply to them. Read from a TSX's per-tile shapes. Saved when not empty.
  std::vector<Polygon> collision;
  // As a creature's sprite frame (a sprite sheet is a tileset, model/platformer/sprite_frames.h):
  // where the feet are, as fractions of the tile (0.5, 0 is the bottom centre), so frames of
  // different sizes line up; and the shapes that can be hit and that hit (an attack), in the
  // tile's units like `collision`. Each saved only when not its default: old files keep their bytes.
  Vec2 origin{0.5, 0};
  std::vector<Polygon> hitShape;
  std::vector<Polygon> attackShape;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  bool operator==(const TilesetTile& o) const;

  std::optional<std::string> property(std::string_view key) const;
};

// A strip of tiles cut from an image, as the XML tile strips format describes it. The
// cut tiles are stored in Tileset::tiles too; the strip is kept so it can be written
// back and re-cut when the image changes.
//
// Meaning (see cutStrip): the usable region is the image minus `border` on each side.
// Every tile occupies a cell of margin.left + tileWidth + margin.right by
// margin.top + tileHeight + margin.bottom pixels; the tile itself sits inside its cell
// after margin.left / margin.top. Cells run left to right; when the region is taller
// than one cell the strip wraps to further rows, top to bottom. A cell counts when the
// tile itself fits in the region (the last cell's trailing margin may be cut off).
// Tile names come from `idPattern`, where "{index}" is the tile's 0-based index in the
// strip (row-major).
struct TileStrip {
  std::int64_t key = 0;
  std::int64_t typeId = 0;
  std::string idPattern;
  std::int64_t image = 0;  // index into Tileset::images
  std::int64_t tileWidth = 0, tileHeight = 0;
  Edges border, margin;
  bool operator==(const TileStrip&) const = default;
};

// A named run of tiles, in order: the frames a creature's animation plays ("walk": walk_0,
// walk_1 ...). Animation lines name groups (model/platformer/animation.h), not tiles.
struct FrameGroup {
  std::string name;
  std::vector<std::string> frames;  // tile names, in the order they play
  bool operator==(const FrameGroup&) const = default;
};

// Animation kept as data (Tiled frames): which tile animates, and its frames.
struct TileAnimation {
  struct Frame {
    std::string tile;
    std::int64_t durationMs = 100;
    bool operator==(const Frame&) const = default;
  };
  std::string tile;
  std::vector<Frame> frames;
  bool operator==(const TileAnimation&) const = default;
};

class Tileset final : public Describable {
 public:
  std::string name;
  double pixelsPerUnit = 32;  // default tile size in units = pixel size / pixelsPerUnit
  std::vector<TilesetImage> images;
  std::vector<TilesetTile> tiles;
  std::vector<TileStrip> strips;
  std::vector<TileAnimation> animations;
  std::vector<FrameGroup> frameGroups;  // saved as "frameGroups" when not empty
  std::string file;  // project-relative path of its JSON; set by whoever loads it, not saved
  // As the project holds it (Project::tilesets), not saved either: why its file could not
  // be read (the tileset is then only its file, which a save leaves as it is and Save As
  // copies), and whether it changed since read or last saved (a save writes only those,
  // so a file nobody edited keeps its bytes and its date).
  std::optional<Error> readError;
  bool unsaved = false;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  void forEachChild(const std::function<void(Describable&)>& fn) override {
    for (auto& tile : tiles) fn(tile);
  }
  bool operator==(const Tileset& o) const;  // the content: name, images, tiles, strips, animations, groups
  bool readable() const { return !readError; }

  const TilesetTile* findTile(std::string_view tileName) const;
  std::optional<std::size_t> tileIndex(std::string_view tileName) const;
  const FrameGroup* findFrameGroup(std::string_view groupName) const;
};

// "prison_column_wood_{index}" with 3 -> "prison_column_wood_3" (every "{index}").
std::string stripTileName(std::string_view pattern, std::int64_t index);

// The tiles of a strip cut from an image of the given size (see TileStrip). Sizes in
// units are pixel sizes / pixelsPerUnit. An error when the region holds no tile.
Result<std::vector<TilesetTile>> cutStrip(const TileStrip& strip, std::int64_t imageWidth, std::int64_t imageHeight,
                                          double pixelsPerUnit);

// Canonical JSON text (formatVersion first, stable order) and its reader. `file` names the
// file in errors; every problem is reported with its JSON pointer.
std::string tilesetText(const Tileset& tileset);
bool readTilesetText(const std::string& text, const std::string& file, Tileset& out, Errors& errors);

// Whole-file helpers (atomic write). `path` is absolute or relative to the working dir.
Result<Tileset> loadTilesetFile(const std::string& path);
Status saveTilesetFile(const Tileset& tileset, const std::string& path);

// "tilesets/<stem>.tileset.json" for a tileset name, not among `taken`.
std::string tilesetFileFor(std::string_view tilesetName, const std::vector<std::string>& taken);

inline constexpr const char* kTilesetFolder = "tilesets";

}  // namespace sw
