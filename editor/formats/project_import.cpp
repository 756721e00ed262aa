#include "formats/project_import.h"

#include <cmath>
#include <deque>
#include <filesystem>
#include <limits>
#include <map>
#include <set>
#include <string_view>
#include <unordered_set>

#include "core/atomic_file.h"
#include "core/file_transaction.h"
#include "formats/map_layer_placement.h"
#include "model/io/level_grid_text.h"
#include "model/io/project_io.h"
#include "model/tiles/tile_chain.h"
#include "model/tiles/tile_layer_grid.h"

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
  for (const auto& t : s.project->tilesets) {
    if (!t->readable()) return *t->readError;
    s.tilesets[t->name] = *t;
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
    // A set of the names: findTile per tile was quadratic in a big sheet's tiles.
    std::unordered_set<std::string_view> existingTiles;
    for (const auto& t : existing->second.tiles) existingTiles.insert(t.name);
    bool hasAll = allowReuse;
    for (const auto& t : tileset.tiles) hasAll = hasAll && existingTiles.count(t.name) != 0;
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
  std::vector<std::string> listed;
  for (const auto& t : s.project->tilesets) listed.push_back(t->file);
  const std::string file = tilesetFileFor(tileset.name, listed);
  std::error_code ec;
  if (fs::exists(s.project->absolutePath(file), ec))
    return Error{s.project->absolutePath(file), "", "a tileset file is already there but the project does not list it"};
  tileset.file = file;
  s.write(file, tilesetText(tileset));
  s.project->tilesets.push_back(std::make_unique<Tileset>(tileset));
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

  MapPlacement placement;
  placement.project = &project;
  placement.level = level;
  placement.layout = &layout;
  placement.linkStart = std::move(linkStart);
  placement.cellW = cellW;
  placement.cellH = cellH;
  placement.ppu = ppu;
  placement.mapTop = mapTop;
  placement.layerNames = &layerNames;
  LayerGrids grids;
  s.report.placedTiles += placeMapLayers(map, placement, grids);

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
  s.write(level->file, levelTextWithGrids(*level, grids));
  if (auto st = finish(s); !st) return st.error();
  return s.report;
}

}  // namespace sw
