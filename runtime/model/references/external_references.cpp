#include "model/references/external_references.h"

#include <filesystem>

#include "model/io/json_properties.h"
#include "model/project/own_files.h"
#include "model/io/project_io.h"

namespace sw {

namespace fs = std::filesystem;

Errors findExternalReferences(const Project& project) {
  Errors out;
  const std::string projectFile = (fs::path(project.directory) / kProjectFileName).string();
  auto check = [&](const std::string& file, const std::string& where, const std::string& label,
                   const std::string& path) {
    // A missing file is already a broken reference; saying it is also external adds nothing.
    if (path.empty() || !project.hasFile(path) || !ownFileProblem(project.directory, path)) return;
    out.push_back({file, where,
                   label + ": '" + path + "' is outside the project folder (external asset: copy it along " +
                       "with the project)"});
  };
  for (std::size_t i = 0; i < project.tileDefs.size(); ++i) {
    const TileDef& def = *project.tileDefs[i];
    const std::string ptr = pointerChild("/tileDefs", i);
    check(projectFile, ptr + "/mesh", "tile definition '" + def.name + "' mesh", def.mesh);
    check(projectFile, ptr + "/material", "tile definition '" + def.name + "' material", def.material);
  }
  for (std::size_t i = 0; i < project.enemyTypes.size(); ++i) {
    const EnemyType& type = *project.enemyTypes[i];
    check(projectFile, pointerChild("/enemyTypes", i) + "/mesh", "enemy type '" + type.name + "' mesh", type.mesh);
  }
  for (const auto& entry : project.tilesets) {
    const Tileset* tileset = entry.get();
    if (!tileset->readable()) continue;
    const std::string tilesetFile = project.absolutePath(tileset->file);
    for (std::size_t m = 0; m < tileset->images.size(); ++m)
      check(tilesetFile, pointerChild(pointerChild("/images", m), "path"),
            "tileset '" + tileset->name + "' image " + std::to_string(m), tileset->images[m].path);
  }
  return out;
}

}  // namespace sw
