#include <assimp/config.h>
#include <assimp/material.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <algorithm>
#include <assimp/Importer.hpp>
#include <cmath>
#include <exception>
#include <filesystem>
#include <limits>
#include <system_error>

#include "assets/mesh_data.h"

namespace sw {
namespace {

Error meshError(const std::string& path, std::string message) { return Error{path, {}, std::move(message)}; }

std::uint8_t toByte(float v) {
  if (!std::isfinite(v)) return 0;
  return static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255.0f));
}

// glTF base colours are linear; our Color is 8-bit sRGB like everything a user types.
float linearToSrgb(float c) {
  if (!std::isfinite(c) || c <= 0.0f) return 0.0f;
  if (c >= 1.0f) return 1.0f;
  return c <= 0.0031308f ? c * 12.92f : 1.055f * std::pow(c, 1.0f / 2.4f) - 0.055f;
}

Color materialColor(const aiMaterial* material) {
  if (!material) return Color{200, 200, 200, 255};
  aiColor4D c(0.8f, 0.8f, 0.8f, 1.0f);
  bool linear = false;
  if (material->Get(AI_MATKEY_BASE_COLOR, c) == aiReturn_SUCCESS) {
    linear = true;
  } else if (material->Get(AI_MATKEY_COLOR_DIFFUSE, c) != aiReturn_SUCCESS) {
    c = aiColor4D(0.8f, 0.8f, 0.8f, 1.0f);
  }
  float opacity = 1.0f;
  if (material->Get(AI_MATKEY_OPACITY, opacity) == aiReturn_SUCCESS && std::isfinite(opacity)) c.a *= opacity;
  if (linear) {
    c.r = linearToSrgb(c.r);
    c.g = linearToSrgb(c.g);
    c.b = linearToSrgb(c.b);
  }
  return Color{toByte(c.r), toByte(c.g), toByte(c.b), toByte(c.a)};
}

std::string materialName(const aiMaterial* material, unsigned index) {
  aiString name;
  if (material && material->Get(AI_MATKEY_NAME, name) == aiReturn_SUCCESS && name.length > 0)
    return std::string(name.C_Str());
  return "material_" + std::to_string(index);
}

struct AxisConversion {
  float scale = 1.0f;
  bool zUp = false;
  // Z-up (x right, y forward, z up) to Y-up (x right, y up, z toward the viewer).
  void apply(float& y, float& z) const {
    if (zUp) {
      const float up = z;
      z = -y;
      y = up;
    }
  }
};

Result<MeshData> convertScene(const std::string& path, const aiScene& scene, const AxisConversion& axes) {
  MeshData out;

  // One subset per material, in material order, so a model's material list lines up.
  std::vector<std::vector<const aiMesh*>> meshesByMaterial(std::max(1u, scene.mNumMaterials));
  for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
    const aiMesh* mesh = scene.mMeshes[m];
    if (!mesh || !(mesh->mPrimitiveTypes & aiPrimitiveType_TRIANGLE) || !mesh->mVertices) continue;
    const unsigned material = mesh->mMaterialIndex < meshesByMaterial.size() ? mesh->mMaterialIndex : 0;
    meshesByMaterial[material].push_back(mesh);
  }

  for (unsigned materialIndex = 0; materialIndex < meshesByMaterial.size(); ++materialIndex) {
    const auto& meshes = meshesByMaterial[materialIndex];
    if (meshes.empty()) continue;
    const aiMaterial* material =
        materialIndex < scene.mNumMaterials ? scene.mMaterials[materialIndex] : nullptr;
    MeshSubset subset;
    subset.firstIndex = static_cast<std::uint32_t>(out.indices.size());
    subset.materialName = materialName(material, materialIndex);
    subset.baseColor = materialColor(material);

    for (const aiMesh* mesh : meshes) {
      const std::size_t base = out.vertices.size();
      if (base + mesh->mNumVertices > std::numeric_limits<std::uint32_t>::max())
        return meshError(path, "mesh has too many vertices");
      for (unsigned v = 0; v < mesh->mNumVertices; ++v) {
        MeshVertex vertex{};
        const aiVector3D& p = mesh->mVertices[v];
        vertex.position[0] = p.x * axes.scale;
        vertex.position[1] = p.y * axes.scale;
        vertex.position[2] = p.z * axes.scale;
        axes.apply(vertex.position[1], vertex.position[2]);

        float nx = 0, ny = 0, nz = 1;
        if (mesh->mNormals) {
          nx = mesh->mNormals[v].x;
          ny = mesh->mNormals[v].y;
          nz = mesh->mNormals[v].z;
          axes.apply(ny, nz);
          const float length = std::sqrt(nx * nx + ny * ny + nz * nz);
          if (std::isfinite(length) && length > 1e-12f) {
            nx /= length;
            ny /= length;
            nz /= length;
          } else {
            nx = 0, ny = 0, nz = 1;
          }
        }
        vertex.normal[0] = nx;
        vertex.normal[1] = ny;
        vertex.normal[2] = nz;
        if (mesh->mTextureCoords[0]) {
          vertex.uv[0] = mesh->mTextureCoords[0][v].x;
          vertex.uv[1] = mesh->mTextureCoords[0][v].y;
        }
        if (!std::isfinite(vertex.position[0]) || !std::isfinite(vertex.position[1]) ||
            !std::isfinite(vertex.position[2]))
          return meshError(path, "mesh has a vertex that is not a finite number");
        out.bounds.extend(Vec3{vertex.position[0], vertex.position[1], vertex.position[2]});
        out.vertices.push_back(vertex);
      }
      for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
        const aiFace& face = mesh->mFaces[f];
        if (face.mNumIndices != 3 || !face.mIndices) continue;  // points and lines: not drawn
        bool valid = true;
        for (unsigned i = 0; i < 3; ++i) valid = valid && face.mIndices[i] < mesh->mNumVertices;
        if (!valid) continue;
        for (unsigned i = 0; i < 3; ++i)
          out.indices.push_back(static_cast<std::uint32_t>(base + face.mIndices[i]));
      }
    }
    subset.indexCount = static_cast<std::uint32_t>(out.indices.size()) - subset.firstIndex;
    if (subset.indexCount > 0) out.subsets.push_back(std::move(subset));
  }

  if (out.indices.empty()) return meshError(path, "mesh has no triangles");
  return out;
}

}  // namespace

Result<MeshData> loadMesh(const std::string& path, const MeshImportSettings& settings) {
  try {
    std::error_code ec;
    const std::filesystem::path file(path);
    if (!std::filesystem::exists(file, ec)) return meshError(path, "mesh file not found");
    if (!std::filesystem::is_regular_file(file, ec)) return meshError(path, "mesh path is not a file");
    if (!std::isfinite(settings.scale) || settings.scale <= 0.0)
      return meshError(path, "import scale must be a positive number");

    Assimp::Importer importer;
    // Points and lines carry no surface; drop them instead of drawing them as triangles.
    importer.SetPropertyInteger(AI_CONFIG_PP_SBP_REMOVE, aiPrimitiveType_POINT | aiPrimitiveType_LINE);
    importer.SetPropertyBool(AI_CONFIG_PP_FD_REMOVE, true);
    // Keep hard edges hard: files without normals (boxes, blocky tiles) would otherwise be
    // smoothed across their corners and shade as gradients.
    importer.SetPropertyFloat(AI_CONFIG_PP_GSN_MAX_SMOOTHING_ANGLE, 60.0f);
    const unsigned flags = aiProcess_Triangulate | aiProcess_GenSmoothNormals |
                           aiProcess_JoinIdenticalVertices | aiProcess_SortByPType |
                           aiProcess_ValidateDataStructure |
                           aiProcess_PreTransformVertices  // bake node transforms: one mesh in asset space
                           | aiProcess_FindDegenerates | aiProcess_FindInvalidData |
                           aiProcess_RemoveRedundantMaterials | aiProcess_ImproveCacheLocality;
    const aiScene* scene = importer.ReadFile(path, flags);
    if (!scene) {
      std::string reason = importer.GetErrorString();
      // SortByPType removed every point/line mesh and nothing else was left.
      if (reason.find("No meshes remaining") != std::string::npos)
        return meshError(path, "mesh has no triangles");
      if (reason.empty()) reason = "unknown reason";
      return meshError(path, "cannot read mesh: " + reason);
    }
    // An "incomplete" scene without meshes is a file with nothing to draw.
    if (scene->mNumMeshes == 0) return meshError(path, "mesh has no triangles");

    AxisConversion axes;
    axes.scale = static_cast<float>(settings.scale);
    axes.zUp = settings.upAxis == MeshImportSettings::UpAxis::Z;
    return convertScene(path, *scene, axes);
  } catch (const std::exception& e) {
    return meshError(path, std::string("cannot read mesh: ") + e.what());
  } catch (...) {
    return meshError(path, "cannot read mesh: unexpected failure in the importer");
  }
}

}  // namespace sw
