#include "model/tiles/tileset.h"

#include <cctype>
#include <filesystem>
#include <unordered_set>

#include "core/atomic_file.h"
#include "model/io/format.h"
#include "model/io/json_properties.h"
#include "model/io/migration.h"

namespace sw {

const TypeDescription& TilesetTile::describeType() {
  static const TypeDescription d =
      TypeBuilder<TilesetTile>("TilesetTile")
          .field("name", &TilesetTile::name).label("Name").required()
          .tooltip("Unique name of the tile in its tileset; placed tiles refer to it")
          .field("image", &TilesetTile::image).label("Image").category("Image").minimum(0)
          .tooltip("Which of the tileset's images the tile is cut from (0 is the first)")
          .field("x", &TilesetTile::x).label("X").category("Image").minimum(0)
          .tooltip("Left edge of the tile in the image, pixels")
          .field("y", &TilesetTile::y).label("Y").category("Image").minimum(0)
          .tooltip("Top edge of the tile in the image, pixels")
          .field("width", &TilesetTile::width).label("Width").category("Image").minimum(1)
          .tooltip("Width of the tile in the image, pixels")
          .field("height", &TilesetTile::height).label("Height").category("Image").minimum(1)
          .tooltip("Height of the tile in the image, pixels")
          .field("size", &TilesetTile::size).label("Size").category("Placement").range(0.001, 100000)
          .tooltip("Width and height when placed in a level, units")
          .field("typeId", &TilesetTile::typeId).label("Type Id").category("Game")
          .tooltip("Game-defined tile type (the XML strips' typeId)")
          .field("properties", &TilesetTile::properties).label("Properties").category("Game")
          .tooltip("Custom properties as key=value, one per line")
          .field("collision", &TilesetTile::collision).label("Collision").category("Game")
          .tooltip("Polygons that stop platformer characters where the tile is painted, in the tile's units "
                   "from its lower-left corner (y up)")
          .field("origin", &TilesetTile::origin).label("Origin").category("Sprite").range(-10, 10, 0.05)
          .tooltip("Where a creature's feet are when this tile is its frame, as fractions of the tile's width and "
                   "height from its lower-left corner (0.5, 0: the bottom centre)")
          .field("hitShape", &TilesetTile::hitShape).label("Hit Shape").category("Sprite")
          .tooltip("Polygons where a creature showing this frame can be hit, in the tile's units from its lower-left "
                   "corner (y up)")
          .field("attackShape", &TilesetTile::attackShape).label("Attack Shape").category("Sprite")
          .tooltip("Polygons an attack showing this frame hits, in the tile's units from its lower-left corner (y up)")
          .build();
  return d;
}

bool TilesetTile::operator==(const TilesetTile& o) const {
  return name == o.name && image == o.image && x == o.x && y == o.y && width == o.width && height == o.height &&
         size == o.size && typeId == o.typeId && properties == o.properties && collision == o.collision &&
         origin == o.origin && hitShape == o.hitShape && attackShape == o.attackShape;
}

std::optional<std::string> TilesetTile::property(std::string_view key) const {
  for (const auto& p : properties) {
    auto eq = p.find('=');
    if (eq != std::string::npos && std::string_view(p).substr(0, eq) == key) return p.substr(eq + 1);
  }
  return std::nullopt;
}

const TypeDescription& Tileset::describeType() {
  static const TypeDescription d =
      TypeBuilder<Tileset>("Tileset")
          .field("name", &Tileset::name).label("Name").required()
          .tooltip("Unique name of the tileset in the project; placed tiles refer to it")
          .field("pixelsPerUnit", &Tileset::pixelsPerUnit).label("Pixels per Unit").range(0.001, 100000)
          .tooltip("Image pixels per level unit; sets the default size of new tiles")
          .build();
  return d;
}

bool Tileset::operator==(const Tileset& o) const {
  return name == o.name && pixelsPerUnit == o.pixelsPerUnit && images == o.images && tiles == o.tiles &&
         strips == o.strips && animations == o.animations && frameGroups == o.frameGroups;
}

const TilesetTile* Tileset::findTile(std::string_view tileName) const {
  auto i = tileIndex(tileName);
  return i ? &tiles[*i] : nullptr;
}

std::optional<std::size_t> Tileset::tileIndex(std::string_view tileName) const {
  for (std::size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].name == tileName) return i;
  return std::nullopt;
}

const FrameGroup* Tileset::findFrameGroup(std::string_view groupName) const {
  for (const FrameGroup& g : frameGroups)
    if (g.name == groupName) return &g;
  return nullptr;
}

std::string stripTileName(std::string_view pattern, std::int64_t index) {
  static constexpr std::string_view token = "{index}";
  std::string out;
  const std::string number = std::to_string(index);
  std::size_t at = 0;
  while (true) {
    auto next = pattern.find(token, at);
    if (next == std::string_view::npos) break;
    out.append(pattern.substr(at, next - at)).append(number);
    at = next + token.size();
  }
  out.append(pattern.substr(at));
  return out;
}

namespace {
// What cutStrip refuses beyond: image sides, tile sizes, borders and margins in pixels,
// and the tiles one strip gives.
constexpr std::int64_t kMaxStripPixels = std::int64_t(1) << 20;
constexpr std::int64_t kMaxStripTiles = std::int64_t(1) << 16;
}  // namespace

Result<std::vector<TilesetTile>> cutStrip(const TileStrip& s, std::int64_t imageWidth, std::int64_t imageHeight,
                                          double pixelsPerUnit) {
  auto fail = [&](const std::string& m) { return Error{"", "strip " + std::to_string(s.key), m}; };
  if (s.tileWidth <= 0 || s.tileHeight <= 0) return fail("TileSize must be above 0");
  // Limits first, so that the sums below cannot overflow and a typo cannot ask for
  // billions of tiles.
  for (std::int64_t v : {imageWidth, imageHeight, s.tileWidth, s.tileHeight, s.border.left, s.border.top,
                         s.border.right, s.border.bottom, s.margin.left, s.margin.top, s.margin.right, s.margin.bottom})
    if (v < 0 || v > kMaxStripPixels)
      return fail("sizes, borders and margins must lie between 0 and " + std::to_string(kMaxStripPixels) +
                  " pixels, found " + std::to_string(v));
  const std::int64_t regionW = imageWidth - s.border.left - s.border.right;
  const std::int64_t regionH = imageHeight - s.border.top - s.border.bottom;
  const std::int64_t cellW = s.margin.left + s.tileWidth + s.margin.right;
  const std::int64_t cellH = s.margin.top + s.tileHeight + s.margin.bottom;
  // A cell counts when the tile itself fits: its trailing margin may fall outside.
  auto count = [](std::int64_t region, std::int64_t lead, std::int64_t tile, std::int64_t cell) -> std::int64_t {
    return region - lead - tile < 0 ? 0 : (region - lead - tile) / cell + 1;
  };
  const std::int64_t columns = count(regionW, s.margin.left, s.tileWidth, cellW);
  const std::int64_t rows = count(regionH, s.margin.top, s.tileHeight, cellH);
  if (columns == 0 || rows == 0)
    return fail("no " + std::to_string(s.tileWidth) + "x" + std::to_string(s.tileHeight) +
                " tile fits in the " + std::to_string(imageWidth) + "x" + std::to_string(imageHeight) +
                " image minus its Border and Margin");
  if (columns * rows > kMaxStripTiles)
    return fail(std::to_string(columns) + "x" + std::to_string(rows) + " tiles are more than the " +
                std::to_string(kMaxStripTiles) + " one strip may cut");
  std::vector<TilesetTile> tiles;
  tiles.reserve(std::size_t(columns * rows));
  for (std::int64_t r = 0; r < rows; ++r)
    for (std::int64_t c = 0; c < columns; ++c) {
      TilesetTile t;
      t.name = stripTileName(s.idPattern, r * columns + c);
      t.image = s.image;
      t.x = s.border.left + c * cellW + s.margin.left;
      t.y = s.border.top + r * cellH + s.margin.top;
      t.width = s.tileWidth;
      t.height = s.tileHeight;
      t.size = {double(s.tileWidth) / pixelsPerUnit, double(s.tileHeight) / pixelsPerUnit};
      t.typeId = s.typeId;
      tiles.push_back(std::move(t));
    }
  return tiles;
}

namespace {
Json edgesToJson(const Edges& e) { return Json::array({e.left, e.top, e.right, e.bottom}); }

bool readInt(const Json& j, const char* key, std::int64_t& out, const JsonReader& r, const std::string& ptr,
             bool required = true) {
  auto it = j.find(key);
  if (it == j.end()) {
    if (required) r.fail(ptr, std::string("missing required field '") + key + "'");
    return !required;
  }
  if (!it->is_number_integer()) return r.fail(pointerChild(ptr, key), "expected a whole number"), false;
  out = it->get<std::int64_t>();
  return true;
}

bool readString(const Json& j, const char* key, std::string& out, const JsonReader& r, const std::string& ptr) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string())
    return r.fail(it == j.end() ? ptr : pointerChild(ptr, key),
                  it == j.end() ? std::string("missing required field '") + key + "'" : "expected a string"),
           false;
  out = it->get<std::string>();
  return true;
}

bool readEdges(const Json& j, const char* key, Edges& out, const JsonReader& r, const std::string& ptr) {
  auto it = j.find(key);
  if (it == j.end()) return true;
  const Json& e = *it;
  if (!e.is_array() || e.size() != 4 || !e[0].is_number_integer() || !e[1].is_number_integer() ||
      !e[2].is_number_integer() || !e[3].is_number_integer())
    return r.fail(pointerChild(ptr, key), "expected [left, top, right, bottom] whole numbers"), false;
  out = {e[0].get<std::int64_t>(), e[1].get<std::int64_t>(), e[2].get<std::int64_t>(), e[3].get<std::int64_t>()};
  return true;
}

bool onlyKeys(const Json& j, std::initializer_list<const char*> keys, const JsonReader& r, const std::string& ptr,
              const char* what) {
  if (!j.is_object()) return r.fail(ptr, std::string("expected ") + what), false;
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool known = false;
    for (const char* k : keys) known = known || it.key() == k;
    if (!known) return r.fail(pointerChild(ptr, it.key()), "unknown field '" + it.key() + "'"), false;
  }
  return true;
}

template <class F>
bool readArray(const Json& j, const char* key, const JsonReader& r, F&& each) {
  auto it = j.find(key);
  if (it == j.end()) return true;
  const std::string ptr = pointerChild("", key);
  if (!it->is_array()) return r.fail(ptr, "expected an array"), false;
  bool ok = true;
  for (std::size_t i = 0; i < it->size(); ++i) ok = each((*it)[i], pointerChild(ptr, i)) && ok;
  return ok;
}
}  // namespace

std::string tilesetText(const Tileset& t) {
  Json j = Json::object();
  j["formatVersion"] = kFormatVersion;
  Json props = writeProperties(t);
  for (auto& [k, v] : props.items()) j[k] = v;
  Json images = Json::array();
  for (const auto& i : t.images) images.push_back(Json{{"path", i.path}, {"width", i.width}, {"height", i.height}});
  j["images"] = std::move(images);
  Json tiles = Json::array();
  const Vec2 defaultOrigin = TilesetTile{}.origin;
  for (const auto& tile : t.tiles) {
    tiles.push_back(writeProperties(tile));
    // Most tiles have none of these: omitted at their defaults, files keep their bytes.
    if (tile.collision.empty()) tiles.back().erase("collision");
    if (tile.origin == defaultOrigin) tiles.back().erase("origin");
    if (tile.hitShape.empty()) tiles.back().erase("hitShape");
    if (tile.attackShape.empty()) tiles.back().erase("attackShape");
  }
  j["tiles"] = std::move(tiles);
  // Omitted when empty: most tilesets have neither.
  if (!t.strips.empty()) {
    Json strips = Json::array();
    for (const auto& s : t.strips)
      strips.push_back(Json{{"key", s.key},           {"typeId", s.typeId},
                            {"id", s.idPattern},      {"image", s.image},
                            {"tileSize", Json::array({s.tileWidth, s.tileHeight})},
                            {"border", edgesToJson(s.border)}, {"margin", edgesToJson(s.margin)}});
    j["strips"] = std::move(strips);
  }
  if (!t.animations.empty()) {
    Json animations = Json::array();
    for (const auto& a : t.animations) {
      Json frames = Json::array();
      for (const auto& f : a.frames) frames.push_back(Json::array({f.tile, f.durationMs}));
      animations.push_back(Json{{"tile", a.tile}, {"frames", std::move(frames)}});
    }
    j["animations"] = std::move(animations);
  }
  if (!t.frameGroups.empty()) {
    Json groups = Json::array();
    for (const auto& g : t.frameGroups) groups.push_back(Json{{"name", g.name}, {"frames", g.frames}});
    j["frameGroups"] = std::move(groups);
  }
  return toCanonicalText(j);
}

bool readTilesetText(const std::string& text, const std::string& file, Tileset& out, Errors& errors) {
  JsonReader r{file, &errors};
  Json j;
  if (!parseJsonText(text, j, r) || !migrateToCurrent(j, r)) return false;
  Tileset t;
  bool ok = readProperties(t, j, r, "", {"formatVersion", "images", "tiles", "strips", "animations", "frameGroups"});
  ok = readArray(j, "images", r, [&](const Json& e, const std::string& p) {
         TilesetImage image;
         if (!onlyKeys(e, {"path", "width", "height"}, r, p, "an image {path, width, height}")) return false;
         if (!readString(e, "path", image.path, r, p) || !readInt(e, "width", image.width, r, p, false) ||
             !readInt(e, "height", image.height, r, p, false))
           return false;
         t.images.push_back(std::move(image));
         return true;
       }) && ok;
  ok = readArray(j, "tiles", r, [&](const Json& e, const std::string& p) {
         TilesetTile tile;
         if (!readProperties(tile, e, r, p)) return false;
         t.tiles.push_back(std::move(tile));
         return true;
       }) && ok;
  ok = readArray(j, "strips", r, [&](const Json& e, const std::string& p) {
         TileStrip s;
         if (!onlyKeys(e, {"key", "typeId", "id", "image", "tileSize", "border", "margin"}, r, p, "a strip")) return false;
         if (!readInt(e, "key", s.key, r, p) || !readInt(e, "typeId", s.typeId, r, p, false) ||
             !readString(e, "id", s.idPattern, r, p) || !readInt(e, "image", s.image, r, p, false) ||
             !readEdges(e, "border", s.border, r, p) || !readEdges(e, "margin", s.margin, r, p))
           return false;
         const Json* size = e.contains("tileSize") ? &e["tileSize"] : nullptr;
         if (!size || !size->is_array() || size->size() != 2 || !(*size)[0].is_number_integer() ||
             !(*size)[1].is_number_integer())
           return r.fail(pointerChild(p, "tileSize"), "expected [width, height] whole numbers"), false;
         s.tileWidth = (*size)[0].get<std::int64_t>();
         s.tileHeight = (*size)[1].get<std::int64_t>();
         t.strips.push_back(std::move(s));
         return true;
       }) && ok;
  ok = readArray(j, "animations", r, [&](const Json& e, const std::string& p) {
         TileAnimation a;
         if (!onlyKeys(e, {"tile", "frames"}, r, p, "an animation {tile, frames}") ||
             !readString(e, "tile", a.tile, r, p))
           return false;
         const Json* frames = e.contains("frames") ? &e["frames"] : nullptr;
         if (!frames || !frames->is_array()) return r.fail(pointerChild(p, "frames"), "expected an array"), false;
         for (std::size_t i = 0; i < frames->size(); ++i) {
           const Json& f = (*frames)[i];
           if (!f.is_array() || f.size() != 2 || !f[0].is_string() || !f[1].is_number_integer())
             return r.fail(pointerChild(pointerChild(p, "frames"), i), "expected [\"tile\", durationMs]"), false;
           a.frames.push_back({f[0].get<std::string>(), f[1].get<std::int64_t>()});
         }
         t.animations.push_back(std::move(a));
         return true;
       }) && ok;
  ok = readArray(j, "frameGroups", r, [&](const Json& e, const std::string& p) {
         FrameGroup g;
         if (!onlyKeys(e, {"name", "frames"}, r, p, "a frame group {name, frames}") || !readString(e, "name", g.name, r, p))
           return false;
         const Json* frames = e.contains("frames") ? &e["frames"] : nullptr;
         if (!frames || !frames->is_array())
           return r.fail(frames ? pointerChild(p, "frames") : p,
                         frames ? "expected an array of tile names" : "missing required field 'frames'"),
                  false;
         for (std::size_t i = 0; i < frames->size(); ++i) {
           if (!(*frames)[i].is_string())
             return r.fail(pointerChild(pointerChild(p, "frames"), i), "expected a tile name"), false;
           g.frames.push_back((*frames)[i].get<std::string>());
         }
         t.frameGroups.push_back(std::move(g));
         return true;
       }) && ok;
  if (!ok) return false;
  // References inside the tileset: image indices, unique tile names, animation and group tiles.
  std::unordered_set<std::string> names;
  for (std::size_t i = 0; i < t.tiles.size(); ++i) {
    const auto& tile = t.tiles[i];
    const std::string p = pointerChild("/tiles", i);
    if (tile.image < 0 || tile.image >= std::int64_t(t.images.size()))
      r.fail(pointerChild(p, "image"), "image index " + std::to_string(tile.image) + " is not one of the " +
                                           std::to_string(t.images.size()) + " images"), ok = false;
    if (!names.insert(tile.name).second)
      r.fail(pointerChild(p, "name"), "duplicate tile name '" + tile.name + "'"), ok = false;
  }
  for (std::size_t i = 0; i < t.strips.size(); ++i)
    if (t.strips[i].image < 0 || t.strips[i].image >= std::int64_t(t.images.size()))
      r.fail(pointerChild(pointerChild("/strips", i), "image"), "not one of the tileset's images"), ok = false;
  std::unordered_set<std::string> animated;
  for (std::size_t i = 0; i < t.animations.size(); ++i) {
    const auto& a = t.animations[i];
    const std::string p = pointerChild("/animations", i);
    if (!names.count(a.tile))
      r.fail(pointerChild(p, "tile"), "no tile named '" + a.tile + "'"), ok = false;
    else if (!animated.insert(a.tile).second)
      r.fail(pointerChild(p, "tile"), "tile '" + a.tile + "' already has an animation"), ok = false;
    if (a.frames.empty()) r.fail(pointerChild(p, "frames"), "an animation needs at least one frame"), ok = false;
    for (std::size_t f = 0; f < a.frames.size(); ++f) {
      if (!names.count(a.frames[f].tile))
        r.fail(pointerChild(pointerChild(p, "frames"), f), "no tile named '" + a.frames[f].tile + "'"), ok = false;
      // A frame of no time would never show, and a loop of them would never advance.
      if (a.frames[f].durationMs <= 0)
        r.fail(pointerChild(pointerChild(pointerChild(p, "frames"), f), std::size_t{1}),
               "duration " + std::to_string(a.frames[f].durationMs) + " ms: a frame lasts at least 1 ms"), ok = false;
    }
  }
  std::unordered_set<std::string> groupNames;
  for (std::size_t i = 0; i < t.frameGroups.size(); ++i) {
    const FrameGroup& g = t.frameGroups[i];
    const std::string p = pointerChild("/frameGroups", i);
    if (!groupNames.insert(g.name).second)
      r.fail(pointerChild(p, "name"), "duplicate frame group name '" + g.name + "'"), ok = false;
    for (std::size_t f = 0; f < g.frames.size(); ++f)
      if (!names.count(g.frames[f]))
        r.fail(pointerChild(pointerChild(p, "frames"), f), "no tile named '" + g.frames[f] + "'"), ok = false;
  }
  if (ok) out = std::move(t);
  return ok;
}

Result<Tileset> loadTilesetFile(const std::string& path) {
  auto text = readWholeFile(path);
  if (!text) return text.error();
  Errors errors;
  Tileset t;
  if (!readTilesetText(*text, path, t, errors)) return errors.front();
  return t;
}

Status saveTilesetFile(const Tileset& tileset, const std::string& path) {
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  return writeFileAtomically(path, tilesetText(tileset));
}

std::string tilesetFileFor(std::string_view tilesetName, const std::vector<std::string>& taken) {
  std::string stem;
  for (char c : tilesetName) {
    unsigned char u = static_cast<unsigned char>(c);
    stem += std::isalnum(u) ? char(std::tolower(u)) : '_';
  }
  if (stem.empty()) stem = "tileset";
  auto used = [&](const std::string& f) { return std::find(taken.begin(), taken.end(), f) != taken.end(); };
  std::string candidate = std::string(kTilesetFolder) + "/" + stem + ".tileset.json";
  for (int n = 2; used(candidate); ++n)
    candidate = std::string(kTilesetFolder) + "/" + stem + "_" + std::to_string(n) + ".tileset.json";
  return candidate;
}

}  // namespace sw
