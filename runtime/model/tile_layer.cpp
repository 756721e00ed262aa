#include "model/tile_layer.h"

#include <cmath>

#include "model/tile_layer_json.h"

namespace sw {

std::uint32_t TileLayer::refFor(std::string_view tileset, std::string_view tile) {
  for (std::size_t i = 0; i < palette.size(); ++i)
    if (palette[i].tileset == tileset && palette[i].tile == tile) return std::uint32_t(i);
  palette.push_back(TileRef{std::string(tileset), std::string(tile)});
  return std::uint32_t(palette.size() - 1);
}

void TileLayer::compactPalette() {
  std::vector<std::int64_t> remap(palette.size(), -1);
  std::vector<TileRef> kept;
  for (auto& t : tiles) {
    if (t.ref >= palette.size()) continue;
    if (remap[t.ref] < 0) {
      remap[t.ref] = std::int64_t(kept.size());
      kept.push_back(palette[t.ref]);
    }
    t.ref = std::uint32_t(remap[t.ref]);
  }
  palette = std::move(kept);
}

std::vector<std::pair<std::size_t, std::string>> tileLayerProblems(const TileLayer& layer) {
  std::vector<std::pair<std::size_t, std::string>> problems;
  for (std::size_t i = 0; i < layer.tiles.size(); ++i) {
    const auto& t = layer.tiles[i];
    if (t.ref >= layer.palette.size())
      problems.emplace_back(i, "palette index " + std::to_string(t.ref) + " is past the palette (" +
                                   std::to_string(layer.palette.size()) + " entries)");
    else if (!(t.size.x > 0 && t.size.y > 0))
      problems.emplace_back(i, "width and height must be above 0");
    else if (!std::isfinite(t.position.x) || !std::isfinite(t.position.y))
      problems.emplace_back(i, "position is not a finite number");
    else if (t.flips > 7)
      problems.emplace_back(i, "flips must be 0..7 (1 horizontal, 2 vertical, 4 diagonal)");
  }
  return problems;
}

Json tileLayersToJson(const std::vector<TileLayer>& layers) {
  Json out = Json::array();
  for (const auto& layer : layers) {
    Json j = Json::object();
    j["name"] = layer.name;
    j["z"] = layer.z;
    Json palette = Json::array();
    for (const auto& r : layer.palette) palette.push_back(Json::array({r.tileset, r.tile}));
    j["palette"] = std::move(palette);
    Json tiles = Json::array();
    for (const auto& t : layer.tiles)
      tiles.push_back(Json::array({t.ref, t.position.x, t.position.y, t.size.x, t.size.y, t.flips}));
    j["tiles"] = std::move(tiles);
    out.push_back(std::move(j));
  }
  return out;
}

namespace {
bool readLayer(const Json& j, const JsonReader& r, const std::string& ptr, TileLayer& layer) {
  if (!j.is_object()) return r.fail(ptr, "expected a tile layer object"), false;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const auto& k = it.key();
    if (k != "name" && k != "z" && k != "palette" && k != "tiles")
      return r.fail(pointerChild(ptr, k), "unknown field '" + k + "' in a tile layer"), false;
  }
  if (!j.contains("name") || !j["name"].is_string() || j["name"].get<std::string>().empty())
    return r.fail(pointerChild(ptr, "name"), "a tile layer needs a non-empty name"), false;
  layer.name = j["name"].get<std::string>();
  if (j.contains("z")) {
    if (!j["z"].is_number()) return r.fail(pointerChild(ptr, "z"), "expected a number"), false;
    layer.z = j["z"].get<double>();
  }
  if (j.contains("palette")) {
    const Json& p = j["palette"];
    const std::string pp = pointerChild(ptr, "palette");
    if (!p.is_array()) return r.fail(pp, "expected an array of [tileset, tile] pairs"), false;
    layer.palette.reserve(p.size());
    for (std::size_t i = 0; i < p.size(); ++i) {
      const Json& e = p[i];
      if (!e.is_array() || e.size() != 2 || !e[0].is_string() || !e[1].is_string())
        return r.fail(pointerChild(pp, i), "expected [\"tileset\", \"tile\"]"), false;
      layer.palette.push_back(TileRef{e[0].get<std::string>(), e[1].get<std::string>()});
    }
  }
  if (j.contains("tiles")) {
    const Json& t = j["tiles"];
    const std::string tp = pointerChild(ptr, "tiles");
    if (!t.is_array()) return r.fail(tp, "expected an array of placed tiles"), false;
    layer.tiles.reserve(t.size());
    for (std::size_t i = 0; i < t.size(); ++i) {
      const Json& e = t[i];
      bool shape = e.is_array() && e.size() == 6 && e[0].is_number_unsigned() && e[5].is_number_unsigned();
      for (std::size_t k = 1; shape && k < 5; ++k) shape = e[k].is_number();
      if (!shape) return r.fail(pointerChild(tp, i), "expected [paletteIndex, x, y, width, height, flips]"), false;
      PlacedTile placed;
      placed.ref = std::uint32_t(std::min<std::uint64_t>(e[0].get<std::uint64_t>(), 0xFFFFFFFFu));
      placed.position = {e[1].get<double>(), e[2].get<double>()};
      placed.size = {e[3].get<double>(), e[4].get<double>()};
      placed.flips = std::uint8_t(std::min<std::uint64_t>(e[5].get<std::uint64_t>(), 255));
      layer.tiles.push_back(placed);
    }
  }
  bool ok = true;
  for (const auto& [index, message] : tileLayerProblems(layer)) {
    r.fail(pointerChild(pointerChild(ptr, "tiles"), index), message);
    ok = false;
  }
  return ok;
}
}  // namespace

bool readTileLayers(const Json& json, const JsonReader& r, const std::string& pointer, std::vector<TileLayer>& out) {
  if (!json.is_array()) return r.fail(pointer, "expected an array of tile layers"), false;
  std::vector<TileLayer> layers(json.size());
  bool ok = true;
  for (std::size_t i = 0; i < json.size(); ++i) {
    ok = readLayer(json[i], r, pointerChild(pointer, i), layers[i]) && ok;
    for (std::size_t k = 0; ok && k < i; ++k)
      if (layers[k].name == layers[i].name) {
        r.fail(pointerChild(pointerChild(pointer, i), "name"), "duplicate tile layer name '" + layers[i].name + "'");
        ok = false;
      }
  }
  if (ok) out = std::move(layers);
  return ok;
}

}  // namespace sw
