#include <assimp/config.h>
#include <assimp/material.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <algorithm>
#include <assimp/Importer.hpp>
#include <cctype>
#include <cmath>
#include <exception>
#include <filesystem>
#include <limits>
#include <system_error>

#include "assets/assimp_scene.h"
#include "assets/mesh_data.h"
#include "assets/mesh_material.h"

namespace sw {
namespace {

using assets_detail::MaterialReader;

Error meshError(const std::string& path, std::string message) { return Error{path, {}, std::move(message)}; }

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
  MaterialReader materials(path, scene, out);

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
    MeshSubset subset;
    subset.firstIndex = static_cast<std::uint32_t>(out.indices.size());
    materials.describe(materialIndex, subset);

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

// Drops what Assimp's post-processing would trip over, face by face rather than failing
// the whole file: faces with indices out of range and faces touching a position that is
// not a finite number (those positions are zeroed so nothing downstream sees them).
void sanitizeMesh(aiMesh& mesh) {
  if (!mesh.mVertices || !mesh.mFaces) {
    mesh.mNumFaces = 0;
    return;
  }
  std::vector<bool> finite(mesh.mNumVertices);
  for (unsigned v = 0; v < mesh.mNumVertices; ++v) {
    aiVector3D& p = mesh.mVertices[v];
    finite[v] = std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z);
    if (!finite[v]) p = aiVector3D(0, 0, 0);
  }
  unsigned kept = 0;
  unsigned types = 0;
  for (unsigned f = 0; f < mesh.mNumFaces; ++f) {
    aiFace& face = mesh.mFaces[f];
    bool valid = face.mNumIndices > 0 && face.mIndices;
    for (unsigned i = 0; valid && i < face.mNumIndices; ++i)
      valid = face.mIndices[i] < mesh.mNumVertices && finite[face.mIndices[i]];
    if (!valid) continue;
    if (kept != f) {  // swap, so every index array is still freed with the face array
      std::swap(mesh.mFaces[kept].mIndices, face.mIndices);
      std::swap(mesh.mFaces[kept].mNumIndices, face.mNumIndices);
    }
    const unsigned n = mesh.mFaces[kept].mNumIndices;
    types |= n == 1   ? aiPrimitiveType_POINT
             : n == 2 ? aiPrimitiveType_LINE
             : n == 3 ? aiPrimitiveType_TRIANGLE
                      : aiPrimitiveType_POLYGON;
    ++kept;
  }
  mesh.mNumFaces = kept;
  mesh.mPrimitiveTypes = types;
}

// Removes the meshes not kept from the scene and from every node that refers to them.
void keepMeshes(aiScene& scene, const std::vector<bool>& keep) {
  std::vector<int> newIndex(scene.mNumMeshes, -1);
  unsigned count = 0;
  for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
    if (keep[m]) {
      newIndex[m] = int(count);
      scene.mMeshes[count++] = scene.mMeshes[m];
    } else {
      delete scene.mMeshes[m];
    }
  }
  scene.mNumMeshes = count;
  std::vector<aiNode*> stack;
  if (scene.mRootNode) stack.push_back(scene.mRootNode);
  while (!stack.empty()) {
    aiNode* node = stack.back();
    stack.pop_back();
    if (!node) continue;
    unsigned kept = 0;
    for (unsigned i = 0; node->mMeshes && i < node->mNumMeshes; ++i) {
      const unsigned m = node->mMeshes[i];
      if (m < newIndex.size() && newIndex[m] >= 0) node->mMeshes[kept++] = unsigned(newIndex[m]);
    }
    node->mNumMeshes = kept;
    for (unsigned c = 0; node->mChildren && c < node->mNumChildren; ++c) stack.push_back(node->mChildren[c]);
  }
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "'" : ", '") + n + "'";
  return out.empty() ? "none" : out;
}

std::string lowerExtension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return ext;
}

}  // namespace

const std::vector<std::string>& supportedMeshExtensions() {
  // Keep in step with assetKindOf (runtime/model/project/asset_kind.cpp): what we import, the
  // project counts and shows as a mesh.
  static const std::vector<std::string> extensions{".obj", ".gltf", ".glb", ".fbx",   ".dae",
                                                   ".3ds", ".ply",  ".stl", ".blend", ".x"};
  return extensions;
}

bool isSupportedMeshFile(const std::string& path) {
  const auto& all = supportedMeshExtensions();
  return std::find(all.begin(), all.end(), lowerExtension(path)) != all.end();
}

namespace assets_detail {

Result<aiScene*> readRawScene(Assimp::Importer& importer, const std::string& path) {
  std::error_code ec;
  const std::filesystem::path file(path);
  if (!std::filesystem::exists(file, ec)) return meshError(path, "mesh file not found");
  if (!std::filesystem::is_regular_file(file, ec)) return meshError(path, "mesh path is not a file");
  if (!isSupportedMeshFile(path)) {
    std::string list;
    for (const auto& e : supportedMeshExtensions()) list += (list.empty() ? "" : " ") + e;
    const std::string ext = lowerExtension(path);
    return meshError(path, (ext.empty() ? std::string("a file without extension") : "'" + ext + "'") +
                               " is not a mesh format we read (supported: " + list + ")");
  }
  const aiScene* scene = importer.ReadFile(path, 0);
  if (!scene) {
    std::string reason = importer.GetErrorString();
    if (reason.empty()) reason = "unknown reason";
    return meshError(path, "cannot read mesh: " + reason);
  }
  // The importer owns the scene; the steps below edit it in place as its own
  // post-processing steps do.
  return const_cast<aiScene*>(scene);
}

std::string meshDisplayName(const aiScene& scene, unsigned index) {
  const aiMesh* mesh = index < scene.mNumMeshes ? scene.mMeshes[index] : nullptr;
  if (mesh && mesh->mName.length > 0) return mesh->mName.C_Str();
  return "mesh_" + std::to_string(index);
}

std::vector<std::string> surfaceMeshNames(const aiScene& scene) {
  std::vector<std::string> names;
  for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
    const aiMesh* mesh = scene.mMeshes[m];
    if (!mesh || mesh->mNumFaces == 0 ||
        !(mesh->mPrimitiveTypes & (aiPrimitiveType_TRIANGLE | aiPrimitiveType_POLYGON)))
      continue;
    std::string name = meshDisplayName(scene, m);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(std::move(name));
  }
  return names;
}

}  // namespace assets_detail

Result<MeshData> loadMesh(const std::string& path, const MeshImportSettings& settings) {
  try {
    if (!std::isfinite(settings.scale) || settings.scale <= 0.0)
      return meshError(path, "import scale must be a positive number");

    Assimp::Importer importer;
    auto raw = assets_detail::readRawScene(importer, path);
    if (!raw) return raw.error();
    aiScene& scene = *raw.value();
    assets_detail::nameMadeUpMaterial(scene);

    // The selected meshes, then only what post-processing can digest.
    std::vector<bool> keep(scene.mNumMeshes, true);
    if (!settings.meshes.empty()) {
      std::vector<std::string> unknown = settings.meshes;
      for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const std::string name = assets_detail::meshDisplayName(scene, m);
        keep[m] = std::find(settings.meshes.begin(), settings.meshes.end(), name) != settings.meshes.end();
        std::erase(unknown, name);
      }
      if (!unknown.empty())
        return meshError(path, "the file has no mesh named " + joined(unknown) +
                                   " (its meshes: " + joined(assets_detail::surfaceMeshNames(scene)) + ")");
    }
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
      if (!scene.mMeshes[m]) {
        keep[m] = false;
        continue;
      }
      if (keep[m]) sanitizeMesh(*scene.mMeshes[m]);
      keep[m] = keep[m] && scene.mMeshes[m]->mNumFaces > 0;
    }
    keepMeshes(scene, keep);
    if (scene.mNumMeshes == 0 || !scene.mRootNode) return meshError(path, "mesh has no triangles");

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
    const aiScene* processed = importer.ApplyPostProcessing(flags);
    if (!processed) {
      std::string reason = importer.GetErrorString();
      // SortByPType removed every point/line mesh and nothing else was left.
      if (reason.find("No meshes remaining") != std::string::npos)
        return meshError(path, "mesh has no triangles");
      if (reason.empty()) reason = "unknown reason";
      return meshError(path, "cannot read mesh: " + reason);
    }
    // An "incomplete" scene without meshes is a file with nothing to draw.
    if (processed->mNumMeshes == 0) return meshError(path, "mesh has no triangles");

    AxisConversion axes;
    axes.scale = static_cast<float>(settings.scale);
    axes.zUp = settings.upAxis == MeshImportSettings::UpAxis::Z;
    return convertScene(path, *processed, axes);
  } catch (const std::exception& e) {
    return meshError(path, std::string("cannot read mesh: ") + e.what());
  } catch (...) {
    return meshError(path, "cannot read mesh: unexpected failure in the importer");
  }
}

}  // namespace sw
