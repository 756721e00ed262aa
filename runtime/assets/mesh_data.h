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
};

// Reads a mesh file (glTF, OBJ, FBX, Collada ...), triangulates and generates normals.
// Errors name the file and say what Assimp reported.
Result<MeshData> loadMesh(const std::string& path, const MeshImportSettings& settings = {});

}  // namespace sw
