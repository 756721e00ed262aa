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

// An image a material paints its base colour with: a file beside the mesh, or an image
// embedded in the mesh file (glTF "*0", data: URIs, FBX embedded media). Decoding is left
// to whoever draws it (the view decodes with QImage), so this layer stays free of image
// libraries. UVs of MeshVertex follow OpenGL: v = 0 is the image's bottom row.
struct MeshTexture {
  std::string reference;  // as the material names it: "wood.png", "*0"
  std::string path;       // absolute path of the image file; empty when embedded
  // Embedded and compressed (PNG, JPEG ...): the file's bytes and Assimp's hint ("png").
  std::vector<std::uint8_t> encoded;
  std::string formatHint;
  // Embedded as raw texels: RGBA, 8 bits each, rows top to bottom.
  std::vector<std::uint8_t> rgba;
  int width = 0, height = 0;

  bool isEmbedded() const { return path.empty(); }
};

// A run of indices drawn with one material.
struct MeshSubset {
  std::uint32_t firstIndex = 0;
  std::uint32_t indexCount = 0;
  std::string materialName;
  Color baseColor;  // sRGB; multiplies the texture when there is one
  // False when the faces have no material of their own (none, or the default one Assimp
  // makes up): an enemy type's colour tints those, never an artist's material.
  bool hasMaterial = false;
  int baseColorTexture = -1;  // index into MeshData::textures; -1: none
};

struct MeshData {
  std::vector<MeshVertex> vertices;
  std::vector<std::uint32_t> indices;  // triangles
  std::vector<MeshSubset> subsets;
  std::vector<MeshTexture> textures;  // each image once, however many subsets use it
  Box3 bounds;
  // What loaded without its intended look (a texture file that is missing): the mesh
  // draws, with its base colours. Each names the mesh file and the texture.
  Errors warnings;
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
