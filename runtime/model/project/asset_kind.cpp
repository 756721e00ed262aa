#include "model/project/asset_kind.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace sw {
namespace {

bool isImportSidecar(const std::filesystem::path& file) {
  const std::string name = file.filename().string();
  const std::string suffix = ".import.json";
  return name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool isImportedMeshFolder(const std::filesystem::path& folder) {
  std::error_code ec;
  return std::filesystem::is_regular_file(folder / (folder.filename().string() + ".import.json"), ec);
}

}  // namespace

std::string assetKindOf(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  static const char* meshes[] = {".obj", ".gltf", ".glb", ".fbx", ".dae", ".3ds", ".ply", ".stl", ".blend", ".x"};
  static const char* images[] = {".png", ".jpg", ".jpeg", ".bmp", ".tga", ".webp", ".gif", ".ktx", ".dds"};
  for (const char* e : meshes)
    if (ext == e) return "mesh";
  for (const char* e : images)
    if (ext == e) return "image";
  if (ext == ".tsx" || ext == ".xml") return "tileset";
  if (ext == ".snippet") return "snippet";
  if (ext == ".wav" || ext == ".ogg" || ext == ".flac" || ext == ".mp3") return "sound";
  return "other";
}

std::map<std::string, int> countAssets(const Project& project) {
  std::map<std::string, int> counts{{"mesh", 0}, {"image", 0}};
  namespace fs = std::filesystem;
  for (const auto& folder : project.assetFolders) {
    std::error_code ec;
    fs::path root = fs::path(project.directory) / folder;
    if (!fs::is_directory(root, ec)) continue;
    for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
      // An imported mesh (a folder holding its `<name>.import.json`, see assets/mesh_import.h)
      // is one mesh: its material libraries, buffers and textures are parts of it.
      if (it->is_directory(ec) && isImportedMeshFolder(it->path())) {
        ++counts["mesh"];
        it.disable_recursion_pending();
        continue;
      }
      if (!it->is_regular_file(ec)) continue;
      std::string kind = assetKindOf(it->path().string());
      // Sidecar files (material libraries, import settings) are not assets on their own.
      std::string ext = it->path().extension().string();
      if (ext == ".mtl" || ext == ".bin" || ext == ".import" || isImportSidecar(it->path())) continue;
      ++counts[kind];
    }
  }
  return counts;
}

}  // namespace sw
