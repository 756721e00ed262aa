#include "model/references/broken_references.h"

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "model/io/json_properties.h"
#include "model/io/project_io.h"

namespace sw {

namespace fs = std::filesystem;

namespace {

std::string doesNotExist(const std::string& path) { return "file " + quotedName(path) + " does not exist"; }

std::string tilesOf(std::size_t count) {
  return count == 1 ? "1 placed tile" : std::to_string(count) + " placed tiles";
}

// Unknown tileset/tile names of every tile layer. A layer's palette already holds each
// distinct (tileset, tile) once; counting placed tiles per palette entry is one pass.
void findTileReferences(const Project& project, const std::set<std::string>& knownTilesets,
                        const std::vector<const Tileset*>& readable, std::vector<BrokenReference>& out) {
  // Each readable tileset's tile names, made when a palette first names it: a search of
  // every tile per palette entry was quadratic in an imported map's thousands of tiles.
  std::unordered_map<std::string, std::unordered_set<std::string_view>> tileNames;
  auto hasTile = [&](const std::string& tileset, const std::string& tile) {
    auto it = tileNames.find(tileset);
    if (it == tileNames.end()) {
      it = tileNames.emplace(tileset, std::unordered_set<std::string_view>{}).first;
      for (const Tileset* t : readable)
        if (t->name == tileset) {
          for (const TilesetTile& named : t->tiles) it->second.insert(named.name);
          break;
        }
    }
    return it->second.count(tile) != 0;
  };
  for (std::size_t l = 0; l < project.levels.size(); ++l) {
    const Level& level = *project.levels[l];
    const std::string levelFile = (fs::path(project.directory) / level.file).string();
    for (std::size_t c = 0; c < level.chain.size(); ++c) {
      const TileInstance& link = *level.chain[c];
      for (std::size_t y = 0; y < link.tileLayers.size(); ++y) {
        const TileLayer& layer = link.tileLayers[y];
        if (layer.palette.empty()) continue;
        std::vector<std::size_t> uses(layer.palette.size(), 0);
        for (const PlacedTile& t : layer.tiles)
          if (t.ref < uses.size()) ++uses[t.ref];
        const std::string layerPtr = pointerChild(pointerChild(pointerChild("/chain", c), "tileLayers"), y);
        const std::string place = "chain link " + quotedName(link.name) + " layer " + quotedName(layer.name);
        // Keyed by tileset (whole tileset unknown) or tileset + tile, in first-seen order.
        std::map<std::pair<std::string, std::string>, std::size_t> reported;
        for (std::size_t p = 0; p < layer.palette.size(); ++p) {
          if (uses[p] == 0) continue;  // palette entries nobody uses are not references
          const TileRef& ref = layer.palette[p];
          const bool tilesetKnown = knownTilesets.count(ref.tileset) != 0;
          if (tilesetKnown && hasTile(ref.tileset, ref.tile)) continue;
          const auto key = std::make_pair(ref.tileset, tilesetKnown ? ref.tile : std::string());
          if (auto it = reported.find(key); it != reported.end()) {
            out[it->second].count += uses[p];
            continue;
          }
          reported.emplace(key, out.size());
          BrokenReference r;
          r.kind = BrokenReferenceKind::TileReference;
          r.file = levelFile;
          r.where = pointerChild(pointerChild(layerPtr, "palette"), p);
          r.label = place;
          r.missing = tilesetKnown ? ref.tileset + "/" + ref.tile : ref.tileset;
          r.problem = tilesetKnown ? "tileset " + quotedName(ref.tileset) + " has no tile " + quotedName(ref.tile)
                                   : "no tileset of the project is named " + quotedName(ref.tileset);
          r.count = uses[p];
          r.owner = ReferenceOwner::TileLayer;
          r.ownerIndex = l;
          r.item = c;
          r.layer = y;
          out.push_back(std::move(r));
        }
      }
    }
  }
  // Counts are known only now: name them in the problem.
  for (auto& r : out)
    if (r.kind == BrokenReferenceKind::TileReference) r.problem += " (" + tilesOf(r.count) + ")";
}

}  // namespace

Error BrokenReference::toError() const { return {file, where, label + ": " + problem}; }

std::string missingFileName(const BrokenReference& reference) {
  return fs::path(reference.missing).filename().string();
}

std::vector<BrokenReference> findBrokenReferences(const Project& project) {
  std::vector<BrokenReference> out;
  const std::string projectFile = (fs::path(project.directory) / kProjectFileName).string();
  auto fileReference = [&](BrokenReferenceKind kind, ReferenceOwner owner, std::size_t index,
                           std::string field, std::string where, std::string label, const std::string& path) {
    BrokenReference r;
    r.kind = kind;
    r.file = projectFile;
    r.where = std::move(where);
    r.label = std::move(label);
    r.missing = path;
    r.problem = doesNotExist(path);
    r.relinkable = true;
    r.owner = owner;
    r.ownerIndex = index;
    r.field = std::move(field);
    out.push_back(std::move(r));
  };

  for (std::size_t i = 0; i < project.tileDefs.size(); ++i) {
    const TileDef& def = *project.tileDefs[i];
    const std::string ptr = pointerChild("/tileDefs", i);
    const std::string who = "tile definition " + quotedName(def.name);
    if (!def.mesh.empty() && !project.hasFile(def.mesh))
      fileReference(BrokenReferenceKind::Mesh, ReferenceOwner::TileDef, i, "mesh", ptr + "/mesh",
                    who + " mesh", def.mesh);
    if (!def.material.empty() && !project.hasFile(def.material))
      fileReference(BrokenReferenceKind::GraphMaterial, ReferenceOwner::TileDef, i, "material",
                    ptr + "/material", who + " material", def.material);
  }
  for (std::size_t i = 0; i < project.enemyTypes.size(); ++i) {
    const EnemyType& type = *project.enemyTypes[i];
    if (!type.mesh.empty() && !project.hasFile(type.mesh))
      fileReference(BrokenReferenceKind::Mesh, ReferenceOwner::EnemyType, i, "mesh",
                    pointerChild("/enemyTypes", i) + "/mesh", "enemy type " + quotedName(type.name) + " mesh",
                    type.mesh);
  }

  std::set<std::string> knownTilesets;
  std::vector<const Tileset*> readable;
  for (std::size_t i = 0; i < project.tilesets.size(); ++i) {
    const Tileset& tileset = *project.tilesets[i];
    const std::string& file = tileset.file;
    if (!tileset.readable()) {
      const bool missing = !project.hasFile(file);
      fileReference(BrokenReferenceKind::TilesetFile, ReferenceOwner::ProjectList, i, "tilesets",
                    pointerChild("/tilesets", i), "tileset file '" + file + "'", file);
      const Error& e = *tileset.readError;
      if (!missing) out.back().problem = e.where.empty() ? e.message : e.where + ": " + e.message;
      continue;
    }
    knownTilesets.insert(tileset.name);
    readable.push_back(&tileset);
    const std::string tilesetFile = project.absolutePath(file);
    for (std::size_t m = 0; m < tileset.images.size(); ++m) {
      const std::string& path = tileset.images[m].path;
      if (!path.empty() && project.hasFile(path)) continue;
      BrokenReference r;
      r.kind = BrokenReferenceKind::TilesetImage;
      r.file = tilesetFile;
      r.where = pointerChild(pointerChild("/images", m), "path");
      r.label = "tileset " + quotedName(tileset.name) + " image " + std::to_string(m);
      r.missing = path;
      r.problem = path.empty() ? "no image file given" : doesNotExist(path);
      r.relinkable = true;
      r.owner = ReferenceOwner::Tileset;
      r.ownerIndex = i;
      r.item = m;
      r.field = "path";
      out.push_back(std::move(r));
    }
  }
  findTileReferences(project, knownTilesets, readable, out);
  findBrokenObjectReferences(project, out);
  return out;
}

}  // namespace sw
