#pragma once
// Internal to runtime/assets (only its .cpp files include it): how a file becomes an
// Assimp scene. The loader and the importer share it so they agree on what a file holds
// and which of its meshes there are.
#include <assimp/scene.h>

#include <assimp/Importer.hpp>
#include <string>
#include <vector>

#include "core/error.h"

namespace sw::assets_detail {

// Reads the file with no post-processing (after checking it exists and has a mesh
// extension we support). The scene belongs to the importer; the caller may edit it.
Result<aiScene*> readRawScene(Assimp::Importer& importer, const std::string& path);

// The name a mesh of the file goes by in import options: its own name, or "mesh_<index>"
// when it has none. Several meshes may share a name (one glTF mesh, several primitives).
std::string meshDisplayName(const aiScene& scene, unsigned index);

// The distinct names of the meshes that have surface faces (triangles or polygons), in
// file order.
std::vector<std::string> surfaceMeshNames(const aiScene& scene);

}  // namespace sw::assets_detail
