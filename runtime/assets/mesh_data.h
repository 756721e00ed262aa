#pragma once
// Plain vertex and index data of a mesh asset, loaded with Assimp on any thread.
// The view layer turns it into one QQuick3DGeometry per asset, shared by every instance.
#include <cstdint>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/math.h"

namespace sw {

struct MeshVertex {
  float position[3];
  float normal[3];
  float uv[2];
};

// A run of indices drawn with one material.
struct MeshSubset {
  std::uint32_t firstIndex = 0;
  std::uint32_t indexCount = 0;
  std::string materialName;
  Color baseColor;
};

struct MeshData {
  std::vector<MeshVertex> vertices;
  std::vector<std::uint32_t> indices;  // triangles
  std::vector<MeshSubset> subsets;
  Box3 bounds;
};

struct MeshImportSettings {
  double scale = 1.0;
  enum class UpAxis { Y, Z } upAxis = UpAxis::Y;
  // Names of the file's meshes to keep (see listMeshes in assets/mesh_import.h); empty
  // keeps them all.
  std::vector<std::string> meshes;
};

// Reads a mesh file (glTF, OBJ, FBX, Collada ...), triangulates and generates normals.
// Errors name the file and say what Assimp reported.
Result<MeshData> loadMesh(const std::string& path, const MeshImportSettings& settings = {});

// File extensions (lower case, with the dot) of the formats we read. Others are refused
// before Assimp sees them: some of its readers trust sizes in headers and try to
// allocate hundreds of gigabytes for a hostile file.
const std::vector<std::string>& supportedMeshExtensions();
bool isSupportedMeshFile(const std::string& path);

}  // namespace sw
