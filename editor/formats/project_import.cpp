#include "formats/project_import.h"

#include <cmath>
#include <deque>
#include <filesystem>
#include <limits>
#include <map>
#include <set>

#include "core/atomic_file.h"
#include "core/file_transaction.h"
#include "model/level_grid_text.h"
#include "model/project_io.h"
#include "model/tile_chain.h"
#include "model/tile_layer_grid.h"

namespace sw {

namespace fs = std::filesystem;

namespace {

std::string stemOf(std::string_view name) {
  std::string stem;
  for (char c : name) {
    unsigned char u = static_cast<unsigned char>(c);
    stem += std::isalnum(u) ? char(std::tolower(u)) : '_';
  }
  return stem.empty() ? std::string("tileset") : stem;
}

struct Staging {
  std::unique_ptr<Project> project;
  std::string projectFile;
  FileTransaction tx;
  ImportReport report;
  std::map<std::string, Tileset> tilesets;  // by name: the project's, then the staged ones

  void write(const std::string& relative, std::string bytes) {
    tx.write((fs::path(project->directory) / relative).lexically_normal().string(), std::move(bytes));
    report.written.push_back(relative);
  }
};

Result<Staging> begin(const std::string& projectPath) {
  auto load = loadProject(projectPath);
  if (!load.project) return load.errors.empty() ? Error{projectPath, "", "cannot load the project"} : load.errors.front();
  Staging s;
  s.project = std::move(load.project);
  s.projectFile = (fs::path(s.project->directory) / kProjectFileName).string();
  for (std::size_t i = 0; i < s.project->tilesets.size(); ++i) {
    auto t = loadTilesetFile(s.project->absolutePath(s.project->tilesets[i]));
    if (!t) return t.error();
    t->file = s.project->tilesets[i];
    s.tilesets[t->name] = std::move(*t);
  }
  return s;
}

Status finish(Staging& s) {
  s.write(kProjectFileName, projectText(*s.project));  // last: it makes the rest visible
  return s.tx.commit();
}

// Copies images, writes the tileset JSON and lists it in the project. `allowReuse`: a
// tileset of the same name that has every tile is used as it is.
Status stageTileset(Staging& s, Tileset tileset, bool allowReuse, const std::string& source) {
  if (tileset.name.empty()) return Error{source, "", "the tileset has no name"};
  if (auto existing = s.tilesets.find(tileset.name); existing != s.tilesets.end()) {
    bool hasAll = allowReuse;
    for (const auto& t : tileset.tiles) hasAll = hasAll && existing->second.findTile(t.name);
    if (!hasAll)
      return Error{source, "tileset '" + tileset.name + "'",
                   "the project already has a tileset named '" + tileset.name + "' (" + existing->second.file +
                       "); rename one of them"};
    s.report.tilesetFiles.push_back(existing->second.file);
    return Status::success();
  }
  const std::string folder = std::string(kTilesetFolder) + "/" + stemOf(tileset.name);
  std::set<std::string> used;
  for (auto& image : tileset.images) {
    auto bytes = readWholeFile(image.path);
    if (!bytes) return Error{source, "tileset '" + tileset.name + "'", "image '" + image.path + "': " + bytes.error().message};
    const fs::path name = fs::path(image.path).filename();
    std::string relative = folder + "/" + name.string();
    for (int n = 2; used.count(relative); ++n)
      relative = folder + "/" + name.stem().string() + "_" + std::to_string(n) + name.extension().string();
    used.insert(relative);
    const std::string target = s.project->absolutePath(relative);
    std::error_code ec;
    if (fs::exists(target, ec)) {
      auto old = readWholeFile(target);
      if (!old || *old != *bytes)
        return Error{target, "", "a different file is already there; move it away or rename the tileset"};
    }
    s.write(relative, std::move(*bytes));
    image.path = relative;
  }
  const std::string file = tilesetFileFor(tileset.name, s.project->tilesets);
  std::error_code ec;
  if (fs::exists(s.project->absolutePath(file), ec))
    return Error{s.project->absolutePath(file), "", "a tileset file is already there but the project does not list it"};
  tileset.file = file;
  s.write(file, tilesetText(tileset));
  s.project->tilesets.push_back(file);
  s.report.tilesetFiles.push_back(file);
  s.tilesets[tileset.name] = std::move(tileset);
  return Status::success();
}

}  // namespace

Result<ImportReport> importTileset(const std::string& projectPath, Tileset tileset) {
  auto staging = begin(projectPath);
  if (!staging) return staging.error();
  Staging& s = *staging;
  const std::string source = tileset.images.empty() ? tileset.name : tileset.images.front().path;
  if (auto st = stageTileset(s, std::move(tileset), false, source); !st) return st.error();
  if (auto st = finish(s); !st) return st.error();
  return s.report;
}

Result<ImportReport> importMap(const std::string& projectPath, TileMap map, const MapImportOptions& options) {
  auto staging = begin(projectPath);
  if (!staging) return staging.error();
  Staging& s = *staging;
  Project& project = *s.project;
  const std::string& source = options.mapFile;

  // Tilesets first: placed tiles refer to them by name.
  for (const auto& ts : map.tilesets)
    if (auto st = stageTileset(s, ts, true, source); !st) return st.error();

  const double ppu = options.pixelsPerUnit > 0 ? options.pixelsPerUnit : double(map.tileWidth);
  const double cellW = double(map.tileWidth) / ppu, cellH = double(map.tileHeight) / ppu;
  const double mapWidth = double(map.width) * cellW, mapTop = double(map.height) * cellH / 2;

  // The level: existing, or new with a backdrop tile definition.
  std::string levelName = options.level.empty() ? fs::path(source).stem().string() : options.level;
  if (levelName.empty()) levelName = "imported_map";
  Level* level = project.findLevel(levelName);
  std::string linkTile;
  if (!level) {
    auto fresh = std::make_unique<Level>();
    fresh->name = levelName;
    fresh->file = levelFileFor(project, levelName);
    if (fs::exists(project.absolutePath(fresh->file)))
      return Error{project.absolutePath(fresh->file), "", "a level file is already there but the project does not list it"};
    level = fresh.get();
    project.levels.push_back(std::move(fresh));
    auto def = std::make_unique<TileDef>();
    def->name = uniqueName(levelName + "_backdrop", [&](const std::string& n) { return project.findTileDef(n) != nullptr; });
    def->cameraEntry = {0, 0};
    def->cameraExit = {project.screenExtent.x, 0};
    linkTile = def->name;
    project.tileDefs.push_back(std::move(def));
  } else {
    linkTile = level->chain.empty() ? std::string() : level->chain.back()->tile;
    if (linkTile.empty()) return Error{source, "level '" + levelName + "'", "the level has no chain to put the map on"};
  }
  // Enough links to hold the map: entry..exit x ranges must reach the map's right edge.
  auto layout = layoutChain(project, *level);
  auto reach = [&] {
    if (layout.empty()) return 0.0;
    const auto& last = layout.back();
    return last.origin.x + exitOf(last.def).x;
  };
  while (reach() < mapWidth - 1e-9) {
    const double before = reach();
    auto link = std::make_unique<TileInstance>();
    link->tile = linkTile;
    link->name = level->uniqueName(linkTile);
    link->id = newObjectId();
    level->chain.push_back(std::move(link));
    layout = layoutChain(project, *level);
    if (reach() <= before + 1e-9)
      return Error{source, "tile '" + linkTile + "'", "its camera path does not move right, so the map cannot be laid along the chain"};
  }
  // Left edge of each link's x range, absolute, for slicing.
  std::vector<double> linkStart(layout.size());
  for (std::size_t k = 0; k < layout.size(); ++k) linkStart[k] = layout[k].origin.x + entryOf(layout[k].def).x;

  // Layer names unique over the level's links.
  std::set<std::string> layerNames;
  for (const auto& link : level->chain)
    for (const auto& l : link->tileLayers) layerNames.insert(l.name);

  std::vector<std::size_t> paletteBase(map.tilesets.size() + 1, 0);
  for (std::size_t t = 0; t < map.tilesets.size(); ++t)
    paletteBase[t + 1] = paletteBase[t] + map.tilesets[t].tiles.size();

  // Layers written from grid words (by link and layer index: the layer vectors still grow).
  struct PendingGrid {
    std::size_t link, layer;
    TileGrid grid;
  };
  std::deque<PendingGrid> pendingGrids;  // a deque: gridOf pointers stay valid as it grows
  // Which tiles are exactly one cell big (the grid form needs every tile of a layer so).
  std::vector<char> sizedTile(paletteBase.back(), 0);
  for (std::size_t t = 0; t < map.tilesets.size(); ++t)
    for (std::size_t i = 0; i < map.tilesets[t].tiles.size(); ++i) {
      const TilesetTile& tile = map.tilesets[t].tiles[i];
      sizedTile[paletteBase[t] + i] = double(tile.width) / ppu == cellW && double(tile.height) / ppu == cellH;
    }
  for (std::size_t li = 0; li < map.layers.size(); ++li) {
    MapLayer& ml = map.layers[li];
    const std::string name = uniqueName(ml.name.empty() ? std::string("layer") : ml.name,
                                        [&](const std::string& n) { return layerNames.count(n) > 0; });
    layerNames.insert(name);
    const double z = 0.1 * double(map.layers.size() - 1 - li);
    const double offX = ml.offsetX / ppu, offY = -ml.offsetY / ppu;
    // The link of each column: the one whose x range holds the cell's left edge.
    std::vector<std::size_t> linkOfColumn(std::size_t(ml.width));
    for (std::size_t col = 0, k = 0; col < linkOfColumn.size(); ++col) {
      const double x = double(col) * cellW + offX;
      while (k + 1 < linkStart.size() && linkStart[k + 1] <= x + 1e-9) ++k;
      linkOfColumn[col] = k;
    }
    // Each link's part of the layer is a grid whose top-left cell is its first used column
    // and row: positions come from gridCellPosition on that origin, exactly as the layer
    // file's grid form expands them, so the save can use it (tile_layer_grid.h).
    constexpr std::int64_t kNone = std::numeric_limits<std::int64_t>::max();
    const std::size_t links = level->chain.size();
    std::vector<std::int64_t> firstColumn(links, kNone), firstRow(links, kNone), lastColumn(links, -1), lastRow(links, -1);
    std::vector<std::size_t> tileCount(links, 0);  // exact reserve: no growth slack on big maps
    std::vector<char> cellSized(links, 1);         // every tile of the link's part is one cell big
    for (std::int64_t row = 0; row < ml.height; ++row)
      for (std::int64_t col = 0; col < ml.width; ++col) {
        const MapCell& cell = ml.cells[std::size_t(row * ml.width + col)];
        if (cell.tileset < 0) continue;
        const std::size_t k = linkOfColumn[std::size_t(col)];
        firstColumn[k] = std::min(firstColumn[k], col);
        firstRow[k] = std::min(firstRow[k], row);
        lastColumn[k] = std::max(lastColumn[k], col);
        lastRow[k] = std::max(lastRow[k], row);
        ++tileCount[k];
        if (!sizedTile[paletteBase[std::size_t(cell.tileset)] + cell.tile]) cellSized[k] = 0;
      }
    // A link part of cell-sized tiles dense enough for the grid form is written straight
    // from grid words (level_grid_text.h): no PlacedTile is made for it, the bytes are the
    // same. Others get placed tiles as before.
    std::vector<char> asGrid(links, 0);
    for (std::size_t k = 0; k < links; ++k) {
      if (!tileCount[k] || !cellSized[k]) continue;
      const auto cells = std::uint64_t(lastColumn[k] - firstColumn[k] + 1) * std::uint64_t(lastRow[k] - firstRow[k] + 1);
      asGrid[k] = cells <= 4 * std::uint64_t(tileCount[k]) + 64;
    }
    // One layer per link that has tiles, made on first use; palette lookups through a flat table.
    std::vector<TileLayer*> perLink(links, nullptr);
    std::vector<TileGrid*> gridOf(links, nullptr);
    std::vector<std::vector<std::int64_t>> refCache(links);
    std::vector<Vec2> gridOrigin(links);
    for (std::int64_t row = 0; row < ml.height; ++row) {
      for (std::int64_t col = 0; col < ml.width; ++col) {
        const MapCell& cell = ml.cells[std::size_t(row * ml.width + col)];
        if (cell.tileset < 0) continue;
        const Tileset& ts = map.tilesets[std::size_t(cell.tileset)];
        const TilesetTile& tile = ts.tiles[cell.tile];
        const std::size_t k = linkOfColumn[std::size_t(col)];
        if (!perLink[k]) {
          auto& layers = level->chain[k]->tileLayers;
          layers.push_back(TileLayer{name, z, {}, {}});
          perLink[k] = &layers.back();
          refCache[k].assign(paletteBase.back(), -1);
          const Vec2 origin = layout[k].origin;
          gridOrigin[k] = {double(firstColumn[k]) * cellW + offX - origin.x,
                           mapTop - double(firstRow[k] + 1) * cellH + offY - origin.y};
          if (asGrid[k]) {
            auto& grid = pendingGrids.emplace_back(PendingGrid{k, layers.size() - 1, {}}).grid;
            grid.origin = gridOrigin[k];
            grid.cell = {cellW, cellH};
            grid.columns = std::uint32_t(lastColumn[k] - firstColumn[k] + 1);
            grid.rows = std::uint32_t(lastRow[k] - firstRow[k] + 1);
            grid.cells.assign(std::size_t(grid.columns) * grid.rows, 0);
            gridOf[k] = &grid;
          }
        }
        TileLayer& layer = *perLink[k];
        std::int64_t& ref = refCache[k][paletteBase[std::size_t(cell.tileset)] + cell.tile];
        if (ref < 0) {
          ref = std::int64_t(layer.palette.size());
          layer.palette.push_back(TileRef{ts.name, tile.name});
        }
        ++s.report.placedTiles;
        if (TileGrid* grid = gridOf[k]) {
          grid->cells[std::size_t(row - firstRow[k]) * grid->columns + std::size_t(col - firstColumn[k])] =
              (std::uint32_t(ref) + 1) | std::uint32_t(cell.flips) << kGridFlipShift;
          continue;
        }
        const Vec2 position = gridCellPosition(gridOrigin[k], {cellW, cellH}, std::uint64_t(col - firstColumn[k]),
                                               std::uint64_t(row - firstRow[k]));
        layer.tiles.push_back(
            PlacedTile{std::uint32_t(ref), position, {double(tile.width) / ppu, double(tile.height) / ppu}, cell.flips});
      }
    }
    // perLink pointers stay valid: each link's layers vector grows once per map layer.
    std::vector<MapCell>().swap(ml.cells);  // placed now; frees the cells before the next layer's tiles grow
  }

  for (const auto& o : map.objects) {
    const std::string base = !o.name.empty() ? o.name : (o.group.empty() ? "object" : o.group) + "_" + std::to_string(o.id);
    const double x = o.x / ppu, y = mapTop - o.y / ppu;  // top-left corner in the play plane
    std::unique_ptr<LevelObject> object;
    if (o.rectangle) {
      auto t = std::make_unique<Trigger>();
      t->size = {o.width / ppu, o.height / ppu};
      t->position = {x + t->size.x / 2, y - t->size.y / 2};
      object = std::move(t);
    } else {
      auto m = std::make_unique<Marker>();
      m->position = {x, y};
      m->note = o.type;
      object = std::move(m);
    }
    object->name = level->uniqueName(base);
    object->id = newObjectId();
    level->objects.push_back(std::move(object));
    ++s.report.objects;
  }

  s.report.level = level->name;
  LayerGrids grids;
  for (auto& pending : pendingGrids)
    grids.emplace(&level->chain[pending.link]->tileLayers[pending.layer], std::move(pending.grid));
  pendingGrids.clear();
  s.write(level->file, levelTextWithGrids(*level, grids));
  if (auto st = finish(s); !st) return st.error();
  return s.report;
}

}  // namespace sw
