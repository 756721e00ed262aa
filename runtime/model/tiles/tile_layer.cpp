#include "model/tiles/tile_layer.h"

#include <cmath>
#include <optional>

#include "model/tiles/tile_layer_grid.h"
#include "model/io/tile_layer_json.h"

namespace sw {

const TypeDescription& TileLayer::describeType() {
  static const TypeDescription d =
      TypeBuilder<TileLayer>("TileLayer")
          .field("name", &TileLayer::name).label("Name").required()
          .tooltip("Name of the layer, unique on its chain link")
          .field("z", &TileLayer::z).label("Depth")
          .tooltip("Offset from the play plane along the view axis: positive is behind gameplay, negative in front")
          .build();
  return d;
}

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

namespace {
Json pairJson(Vec2 v) { return Json::array({v.x, v.y}); }

// Longer than the 100 characters toCanonicalText puts on one line, so the grid object
// around it is laid out on several lines, as it is with the real rows.
std::string placeholder(std::size_t index) {
  std::string p = "~scrollwork grid rows " + std::to_string(index) + "~";
  p.resize(110, '~');
  return p;
}

// The "cells" array on one line, as toCanonicalText writes short arrays; empty when longer
// than the 100 characters that allows (then it goes one row per line).
std::string inlineRows(const TileGrid& grid, unsigned cellBytes) {
  std::string out = "[";
  for (std::size_t r = 0; r < grid.rows && out.size() <= 100; ++r)
    out += (r ? ", \"" : "\"") + encodeGridRow(grid.cells.data() + r * grid.columns, grid.columns, cellBytes) + "\"";
  out += "]";
  return out.size() <= 100 ? out : std::string();
}

// The grid form (see tile_layer_grid.h): one base64 string per row, so a change to a few
// cells changes a few lines of the file.
// A given grid is referred to, not copied: an imported map's grids are tens of megabytes.
// `found`: a grid made from the layer's tiles, owned by the splices once spliced.
Json gridJson(const TileGrid* given, GridSplices* splices, std::optional<TileGrid> found = std::nullopt) {
  const TileGrid& grid = found ? *found : *given;
  Json g = Json::object();
  g["origin"] = pairJson(grid.origin);
  g["cell"] = pairJson(grid.cell);
  g["columns"] = grid.columns;
  g["rows"] = grid.rows;
  const unsigned cellBytes = gridCellBytes(grid);
  g["cellBytes"] = cellBytes;
  if (splices && inlineRows(grid, cellBytes).empty()) {
    g["cells"] = placeholder(splices->grids.size());
    splices->grids.push_back({found ? &splices->owned.emplace_back(std::move(*found)) : &grid, cellBytes});
    return g;
  }
  Json rows = Json::array();
  for (std::size_t r = 0; r < grid.rows; ++r)
    rows.push_back(encodeGridRow(grid.cells.data() + r * grid.columns, grid.columns, cellBytes));
  g["cells"] = std::move(rows);
  return g;
}
}  // namespace

Json tileLayersToJson(const std::vector<TileLayer>& layers, GridSplices* splices,
                      const std::map<const TileLayer*, TileGrid>* grids) {
  Json out = Json::array();
  for (const auto& layer : layers) {
    Json j = Json::object();
    j["name"] = layer.name;
    j["z"] = layer.z;
    Json palette = Json::array();
    for (const auto& r : layer.palette) palette.push_back(Json::array({r.tileset, r.tile}));
    j["palette"] = std::move(palette);
    const TileGrid* given = nullptr;
    if (grids)
      if (auto it = grids->find(&layer); it != grids->end()) given = &it->second;
    auto tileList = [](const TileList& list) {
      Json tiles = Json::array();
      for (const auto& t : list)
        tiles.push_back(Json::array({t.ref, t.position.x, t.position.y, t.size.x, t.size.y, t.flips}));
      return tiles;
    };
    if (given) {
      j["grid"] = gridJson(given, splices);
    } else if (auto found = layerGridOf(layer)) {
      j["grid"] = gridJson(nullptr, splices, std::move(found->grid));
      if (!found->rest.empty()) j["tiles"] = tileList(found->rest);  // drawn after the grid
    } else {
      j["tiles"] = tileList(layer.tiles);
    }
    out.push_back(std::move(j));
  }
  return out;
}

bool spliceGridRows(std::string& text, const GridSplices& splices) {
  // One pass over the text for every placeholder-like string: searching it once per grid
  // was quadratic (an imported map has hundreds of link layers). Each must be the next
  // placeholder exactly; anything else (a string of the level that looks like one) makes
  // the caller write without splices.
  static const std::string kPrefix = "\"~scrollwork grid rows ";
  std::vector<std::size_t> at;
  at.reserve(splices.grids.size());
  std::size_t rowBytes = 0;
  for (std::size_t pos = text.find(kPrefix); pos != std::string::npos; pos = text.find(kPrefix, pos + 1)) {
    const std::size_t i = at.size();
    if (i >= splices.grids.size()) return false;
    const std::string p = placeholder(i);
    if (text.compare(pos + 1, p.size(), p) != 0 || pos + p.size() + 2 > text.size() || text[pos + p.size() + 1] != '"')
      return false;
    at.push_back(pos);
    const auto& [g, cellBytes] = splices.grids[i];
    rowBytes += g->rows * ((std::size_t(g->columns) * cellBytes + 2) / 3 * 4 + 8 + 64);
  }
  if (at.size() != splices.grids.size()) return false;
  std::string out;
  out.reserve(text.size() + rowBytes);
  std::size_t done = 0;
  for (std::size_t i = 0; i < at.size(); ++i) {
    out.append(text, done, at[i] - done);
    // "cells" sits on its own line: its indent is the array's closing indent, rows go 2 deeper.
    const std::size_t lineStart = text.rfind('\n', at[i]) + 1;
    const std::size_t indent = text.find_first_not_of(' ', lineStart) - lineStart;
    const auto& [g, cellBytes] = splices.grids[i];
    out += "[\n";
    for (std::size_t r = 0; r < g->rows; ++r) {
      out.append(indent + 2, ' ');
      out += '"';
      appendGridRow(out, g->cells.data() + r * g->columns, g->columns, cellBytes);
      out += r + 1 < g->rows ? "\",\n" : "\"\n";
    }
    out.append(indent, ' ');
    out += ']';
    done = at[i] + placeholder(i).size() + 2;
  }
  out.append(text, done, std::string::npos);
  text = std::move(out);
  return true;
}

namespace {
bool readVec2(const Json& j, const JsonReader& r, const std::string& ptr, Vec2& out) {
  if (!j.is_array() || j.size() != 2 || !j[0].is_number() || !j[1].is_number())
    return r.fail(ptr, "expected two numbers [x, y]"), false;
  out = {j[0].get<double>(), j[1].get<double>()};
  return true;
}

// Reads a grid and appends its tiles. Stops at the first problem: a corrupt grid of a
// million cells should give one clear error, not a million.
bool readGrid(const Json& g, const JsonReader& r, const std::string& gp, TileLayer& layer) {
  if (!g.is_object()) return r.fail(gp, "expected a grid {origin, cell, columns, rows, cellBytes, cells}"), false;
  for (auto it = g.begin(); it != g.end(); ++it) {
    const auto& k = it.key();
    if (k != "origin" && k != "cell" && k != "columns" && k != "rows" && k != "cellBytes" && k != "cells")
      return r.fail(pointerChild(gp, k), "unknown field '" + k + "' in a tile grid"), false;
  }
  for (const char* key : {"origin", "cell", "columns", "rows", "cells"})
    if (!g.contains(key)) return r.fail(gp, std::string("missing field '") + key + "' of the tile grid"), false;
  TileGrid grid;
  if (!readVec2(g["origin"], r, pointerChild(gp, "origin"), grid.origin)) return false;
  if (!readVec2(g["cell"], r, pointerChild(gp, "cell"), grid.cell)) return false;
  if (!(grid.cell.x > 0 && grid.cell.y > 0))
    return r.fail(pointerChild(gp, "cell"), "cell width and height must be above 0"), false;
  for (const char* key : {"columns", "rows"})
    if (!g[key].is_number_unsigned() || g[key].get<std::uint64_t>() > kGridMaxSide)
      return r.fail(pointerChild(gp, key), "expected a whole number from 0 to " + std::to_string(kGridMaxSide)), false;
  grid.columns = g["columns"].get<std::uint32_t>();
  grid.rows = g["rows"].get<std::uint32_t>();
  unsigned cellBytes = 4;  // absent in format 2, whose cells were all 4 bytes
  if (const auto it = g.find("cellBytes"); it != g.end()) {
    if (!it->is_number_unsigned() || (it->get<std::uint64_t>() != 2 && it->get<std::uint64_t>() != 4))
      return r.fail(pointerChild(gp, "cellBytes"), "expected 2 or 4 (bytes a cell takes)"), false;
    cellBytes = it->get<unsigned>();
  }
  const Vec2 far = gridCellPosition(grid.origin, grid.cell, grid.columns, grid.rows);
  if (!std::isfinite(far.x) || !std::isfinite(far.y))
    return r.fail(gp, "the grid reaches beyond the numbers a position can hold"), false;
  const Json& rows = g["cells"];
  const std::string cp = pointerChild(gp, "cells");
  if (!rows.is_array() || rows.size() != grid.rows)
    return r.fail(cp, "expected an array of " + std::to_string(grid.rows) + " base64 strings, one per row"), false;
  for (std::size_t row = 0; row < grid.rows; ++row) {
    const std::string rp = pointerChild(cp, row);
    if (!rows[row].is_string()) return r.fail(rp, "expected a base64 string"), false;
    const std::size_t first = grid.cells.size();
    grid.cells.resize(first + grid.columns);  // grows with the data actually there, not with "rows"
    const auto& text = rows[row].get_ref<const std::string&>();
    if (auto problem = decodeGridRow(text, grid.columns, cellBytes, grid.cells.data() + first); !problem.empty())
      return r.fail(rp, problem), false;
    for (std::size_t c = 0; c < grid.columns; ++c) {
      const std::uint32_t word = grid.cells[first + c];
      if (word == 0) continue;
      if ((word & kGridRefMask) == 0)
        return r.fail(rp, "column " + std::to_string(c) + ": flip bits on an empty cell"), false;
      if (const std::uint32_t ref = (word & kGridRefMask) - 1; ref >= layer.palette.size())
        return r.fail(rp, "column " + std::to_string(c) + ": palette index " + std::to_string(ref) +
                              " is past the palette (" + std::to_string(layer.palette.size()) + " entries)"),
               false;
    }
  }
  expandTileGrid(grid, layer.tiles);
  return true;
}

bool readLayer(const Json& j, const JsonReader& r, const std::string& ptr, TileLayer& layer) {
  if (!j.is_object()) return r.fail(ptr, "expected a tile layer object"), false;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const auto& k = it.key();
    if (k != "name" && k != "z" && k != "palette" && k != "tiles" && k != "grid")
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
  // A grid's tiles come first, then the list's: with both, the list holds the tiles the
  // grid could not (tile_layer_grid.h).
  std::size_t listed = 0;
  if (j.contains("grid")) {
    // The grid checked every cell while reading it; the list checks below are for lists.
    if (!readGrid(j["grid"], r, pointerChild(ptr, "grid"), layer)) return false;
    listed = layer.tiles.size();
    if (!j.contains("tiles")) return true;
  }
  if (j.contains("tiles")) {
    const Json& t = j["tiles"];
    const std::string tp = pointerChild(ptr, "tiles");
    if (!t.is_array()) return r.fail(tp, "expected an array of placed tiles"), false;
    layer.tiles.reserve(listed + t.size());
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
    if (index < listed) continue;
    r.fail(pointerChild(pointerChild(ptr, "tiles"), index - listed), message);
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
