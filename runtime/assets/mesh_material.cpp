#include "assets/mesh_material.h"

#include <assimp/material.h>
#include <assimp/commonMetaData.h>
#include <assimp/metadata.h>
#include <assimp/texture.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <vector>

#include "assets/mesh_companion_files.h"

namespace sw::assets_detail {
namespace {

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

// `textured`: a material naming only a texture shows the texture as it is.
Color materialColor(const aiMaterial* material, bool textured) {
  if (!material) return Color{200, 200, 200, 255};
  const float fallback = textured ? 1.0f : 0.8f;
  aiColor4D c(fallback, fallback, fallback, 1.0f);
  bool linear = false;
  if (material->Get(AI_MATKEY_BASE_COLOR, c) == aiReturn_SUCCESS) {
    linear = true;
  } else if (material->Get(AI_MATKEY_COLOR_DIFFUSE, c) != aiReturn_SUCCESS) {
    c = aiColor4D(fallback, fallback, fallback, 1.0f);
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

std::string nameOf(const aiMaterial* material, unsigned index) {
  aiString name;
  if (material && material->Get(AI_MATKEY_NAME, name) == aiReturn_SUCCESS && name.length > 0)
    return std::string(name.C_Str());
  return "material_" + std::to_string(index);
}

// The image of an embedded texture, as far as this layer reads it: compressed bytes are
// passed on, raw texels (Assimp's BGRA) become RGBA.
bool copyEmbedded(const aiTexture& texture, MeshTexture& out) {
  if (!texture.pcData || texture.mWidth == 0) return false;
  if (texture.mHeight == 0) {  // compressed: mWidth is the byte count
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(texture.pcData);
    out.encoded.assign(bytes, bytes + texture.mWidth);
    out.formatHint = std::string(texture.achFormatHint, strnlen(texture.achFormatHint, HINTMAXTEXTURELEN));
    return true;
  }
  const std::size_t texels = std::size_t(texture.mWidth) * std::size_t(texture.mHeight);
  if (texels > (std::size_t(1) << 28)) return false;  // a header lying about its size
  out.width = int(texture.mWidth);
  out.height = int(texture.mHeight);
  out.rgba.resize(texels * 4);
  for (std::size_t i = 0; i < texels; ++i) {
    const aiTexel& t = texture.pcData[i];
    out.rgba[i * 4 + 0] = t.r;
    out.rgba[i * 4 + 1] = t.g;
    out.rgba[i * 4 + 2] = t.b;
    out.rgba[i * 4 + 3] = t.a;
  }
  return true;
}

}  // namespace

void nameMadeUpMaterial(aiScene& scene) {
  if (!scene.mMetaData || scene.mNumMaterials == 0 || !scene.mMaterials) return;
  aiString importer;
  if (!scene.mMetaData->Get(AI_METADATA_SOURCE_FORMAT, importer) || std::string(importer.C_Str()) != "glTF2 Importer")
    return;
  aiMaterial* last = scene.mMaterials[scene.mNumMaterials - 1];
  aiString name;
  if (!last || (last->Get(AI_MATKEY_NAME, name) == aiReturn_SUCCESS && name.length > 0)) return;
  const aiString fallback(AI_DEFAULT_MATERIAL_NAME);
  last->AddProperty(&fallback, AI_MATKEY_NAME);
}

MaterialReader::MaterialReader(const std::string& meshPath, const aiScene& scene, MeshData& out)
    : meshPath_(meshPath), scene_(scene), out_(out) {}

void MaterialReader::describe(unsigned index, MeshSubset& subset) {
  const aiMaterial* material = index < scene_.mNumMaterials ? scene_.mMaterials[index] : nullptr;
  subset.materialName = nameOf(material, index);
  // Assimp gives faces without a material one it makes up, by this name.
  subset.hasMaterial = material && subset.materialName != AI_DEFAULT_MATERIAL_NAME;
  subset.baseColorTexture = subset.hasMaterial ? textureFor(*material, subset.materialName) : -1;
  subset.baseColor = materialColor(material, subset.baseColorTexture >= 0);
}

int MaterialReader::textureFor(const aiMaterial& material, const std::string& materialName) {
  // glTF names its texture as the base colour; OBJ (map_Kd), FBX and Collada as diffuse.
  aiString file;
  bool found = false;
  for (aiTextureType type : {aiTextureType_BASE_COLOR, aiTextureType_DIFFUSE}) {
    if (material.GetTextureCount(type) > 0 && material.GetTexture(type, 0, &file) == aiReturn_SUCCESS &&
        file.length > 0) {
      found = true;
      break;
    }
  }
  if (!found) return -1;
  const std::string reference = file.C_Str();
  if (auto it = textures_.find(reference); it != textures_.end()) return it->second;
  int& slot = textures_[reference] = -1;

  MeshTexture texture;
  texture.reference = reference;
  if (const aiTexture* embedded = scene_.GetEmbeddedTexture(file.C_Str())) {
    if (!copyEmbedded(*embedded, texture)) {
      out_.warnings.push_back(Error{meshPath_, "material '" + materialName + "'",
                                    "embedded texture '" + reference +
                                        "' holds no image; the mesh shows its base colour"});
      return slot;
    }
  } else {
    const std::filesystem::path meshDir = std::filesystem::path(meshPath_).parent_path();
    const std::filesystem::path path =
        reference.rfind("data:", 0) == 0 || reference[0] == '*' ? std::filesystem::path()
                                                                : findReferencedFile(reference, {meshDir});
    if (path.empty()) {
      out_.warnings.push_back(Error{meshPath_, "material '" + materialName + "'",
                                    "texture '" + reference + "' not found; the mesh shows its base colour"});
      return slot;
    }
    texture.path = std::filesystem::absolute(path).lexically_normal().string();
  }
  slot = int(out_.textures.size());
  out_.textures.push_back(std::move(texture));
  return slot;
}

}  // namespace sw::assets_detail
