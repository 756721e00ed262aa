#include "model/asset_kind.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace sw {

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
      if (!it->is_regular_file(ec)) continue;
      std::string kind = assetKindOf(it->path().string());
      // Sidecar files (material libraries, import settings) are not assets on their own.
      std::string ext = it->path().extension().string();
      if (ext == ".mtl" || ext == ".bin" || ext == ".import") continue;
      ++counts[kind];
    }
  }
  return counts;
}

}  // namespace sw
