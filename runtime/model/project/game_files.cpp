#include "model/project/game_files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>

#include "core/property.h"
#include "model/io/project_io.h"
#include "model/project/own_files.h"

namespace sw {

namespace fs = std::filesystem;

namespace {

std::string readText(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The last whitespace-separated word of an OBJ / MTL statement's rest: the file name
// (options such as "-s 1 1 1" come before it).
std::string lastWord(const std::string& rest) {
  std::istringstream words(rest);
  std::string word, last;
  while (words >> word) last = word;
  return last;
}

// Files a loose mesh loads with, relative to the mesh's folder: an OBJ's material
// libraries and their texture maps, a glTF's buffers and images. (An imported mesh's
// folder is taken whole instead: its record lists what it copied.)
std::vector<std::string> meshCompanions(const fs::path& mesh) {
  std::vector<std::string> out;
  std::string ext = mesh.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  if (ext == ".obj") {
    std::istringstream lines(readText(mesh));
    std::string line;
    while (std::getline(lines, line)) {
      if (line.rfind("mtllib", 0) != 0) continue;
      const std::string library = lastWord(line.substr(6));
      if (library.empty()) continue;
      out.push_back(library);
      std::istringstream mtl(readText(mesh.parent_path() / library));
      std::string m;
      while (std::getline(mtl, m)) {
        const auto start = m.find_first_not_of(" \t");
        if (start == std::string::npos) continue;
        const std::string statement = m.substr(start);
        if (statement.rfind("map_", 0) == 0 || statement.rfind("bump", 0) == 0 || statement.rfind("disp", 0) == 0 ||
            statement.rfind("norm", 0) == 0) {
          std::string file = lastWord(statement.substr(statement.find_first_of(" \t") == std::string::npos
                                                           ? statement.size()
                                                           : statement.find_first_of(" \t")));
          if (!file.empty()) out.push_back((fs::path(library).parent_path() / file).generic_string());
        }
      }
    }
  } else if (ext == ".gltf") {
    const std::string text = readText(mesh);
    for (std::size_t at = text.find("\"uri\""); at != std::string::npos; at = text.find("\"uri\"", at + 5)) {
      const std::size_t open = text.find('"', text.find(':', at + 5));
      const std::size_t close = open == std::string::npos ? open : text.find('"', open + 1);
      if (close == std::string::npos) break;
      const std::string uri = text.substr(open + 1, close - open - 1);
      if (!uri.empty() && uri.rfind("data:", 0) != 0) out.push_back(uri);
    }
  }
  return out;
}

}  // namespace

std::vector<std::string> gameFiles(const Project& project, Errors& problems) {
  const fs::path root(project.directory);
  std::set<std::string> files;
  std::set<std::string> reported;
  // `relative` as the project names it; kept when the file exists, reported when it lies
  // outside the folder (an archive keeps paths relative to the project).
  auto add = [&](const std::string& relative, const std::string& file, const std::string& who) {
    if (relative.empty()) return;
    const std::string normal = fs::path(relative).lexically_normal().generic_string();
    if (!project.hasFile(normal)) return;  // a broken reference: validation says so
    if (ownFilePathProblem(normal)) {
      if (reported.insert(normal).second)
        problems.push_back({(root / file).string(), who,
                            "'" + relative + "' is outside the project folder: copy it into the folder to export the game"});
      return;
    }
    files.insert(normal);
  };
  auto addFolder = [&](const fs::path& folder) {
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(root / folder, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
      if (it->is_regular_file(ec)) add(fs::relative(it->path(), root, ec).generic_string(), kProjectFileName, "");
  };

  add(kProjectFileName, kProjectFileName, "");
  add("game.json", kProjectFileName, "");
  for (const auto& level : project.levels) add(level->file, kProjectFileName, "level '" + level->name + "'");
  for (const auto& tileset : project.tilesets) {
    add(tileset->file, kProjectFileName, "tileset '" + tileset->name + "'");
    for (const TilesetImage& image : tileset->images) add(image.path, tileset->file, "tileset '" + tileset->name + "' image");
  }
  addFolder("snippets");

  // Every asset property of every described object (tile definitions, enemy types and their
  // parts, levels' music, sound cues ...), and the game rules (ship mesh and material).
  struct AssetUse {
    std::string kind, path, file, who;  // the file naming it; who: "EnemyType 'drone' mesh"
  };
  std::vector<AssetUse> assets;
  std::function<void(const Describable&, const std::string&)> walk = [&](const Describable& object,
                                                                          const std::string& file) {
    std::string owner = object.description().typeName();
    if (const Property* name = object.description().find("name")) {
      const Value value = name->get(object);
      if (const auto* text = std::get_if<std::string>(&value)) owner += " '" + *text + "'";
    }
    for (const Property& property : object.description().properties()) {
      if (property.assetKind.empty() || property.assetKind == "tile") continue;  // "tile": a tileset's tile, no file
      const Value value = property.get(object);
      const std::string who = owner + " " + property.key;
      if (const auto* text = std::get_if<std::string>(&value)) assets.push_back({property.assetKind, *text, file, who});
      if (const auto* list = std::get_if<std::vector<std::string>>(&value))
        for (const std::string& item : *list) assets.push_back({property.assetKind, item, file, who});
    }
    // forEachChild hands out mutable children; the walk only reads them.
    const_cast<Describable&>(object).forEachChild([&](Describable& child) {
      const auto* level = dynamic_cast<const Level*>(&child);  // its objects live in its own file
      walk(child, level ? level->file : file);
    });
  };
  walk(project, kProjectFileName);
  walk(project.rules, "game.json");

  for (const auto& [kind, path, file, who] : assets) {
    add(path, file, who);
    if (kind != "mesh" || !project.hasFile(path)) continue;
    const fs::path mesh = fs::path(path).lexically_normal();
    const fs::path folder = mesh.parent_path();
    std::error_code ec;
    if (!folder.empty() && fs::is_regular_file(root / folder / (folder.filename().string() + ".import.json"), ec))
      addFolder(folder);  // an imported mesh: its folder holds it, its record and what it copied
    else
      for (const std::string& companion : meshCompanions(root / mesh))
        add((folder / companion).generic_string(), path, "");
  }
  return {files.begin(), files.end()};
}

}  // namespace sw
