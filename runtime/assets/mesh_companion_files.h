#pragma once
// Internal to runtime/assets: finds the files a mesh file refers to (glTF buffers and
// images, OBJ material libraries, textures) and plans where their copies land.
#include <assimp/scene.h>

#include <filesystem>
#include <string>
#include <vector>

#include "core/error.h"

namespace sw::assets_detail {

// A file to copy into the mesh's folder.
struct MeshCopy {
  std::filesystem::path from;
  std::string to;  // relative to the mesh's folder, '/'-separated
};

// Works out which files go with the mesh and where they land, keeping the layout of the
// source folder (so relative references still resolve) and flattening what lies outside
// it. Every problem is a warning: Assimp has read the file, so it loads without them.
std::vector<MeshCopy> planMeshCopies(const std::string& source, const aiScene& scene, Errors& warnings);

// Where a file the mesh names (a texture) lies, looked up as its importer would: relative
// to `bases`, as an absolute path, with Windows separators, "file://" and percent-encoding
// undone, case-insensitively, and by its bare name. Empty when it is nowhere.
std::filesystem::path findReferencedFile(const std::string& text, const std::vector<std::filesystem::path>& bases);

}  // namespace sw::assets_detail
