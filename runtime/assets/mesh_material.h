#pragma once
// Internal to runtime/assets (only its .cpp files include it): how a subset of a mesh
// looks, read from its Assimp material: name, base colour, whether it is a material of
// the artist's at all, and the image its base colour is painted with (a file resolved
// beside the mesh, or one embedded in the mesh file).
#include <assimp/scene.h>

#include <map>
#include <string>

#include "assets/mesh_data.h"

namespace sw::assets_detail {

// Gives the material an importer made up for faces without one Assimp's default name, so
// MaterialReader knows it for what it is after post-processing has renumbered materials.
// (glTF 2's importer appends it, unnamed, as the last material.) Call on the raw scene.
void nameMadeUpMaterial(aiScene& scene);

class MaterialReader {
 public:
  // Textures go to out.textures (each image once), problems to out.warnings.
  MaterialReader(const std::string& meshPath, const aiScene& scene, MeshData& out);

  // Fills the subset's materialName, baseColor, hasMaterial and baseColorTexture from
  // material `index` of the scene (out of range: no material).
  void describe(unsigned index, MeshSubset& subset);

 private:
  int textureFor(const aiMaterial& material, const std::string& materialName);

  std::string meshPath_;
  const aiScene& scene_;
  MeshData& out_;
  std::map<std::string, int> textures_;  // by the reference as written; -1: not usable
};

}  // namespace sw::assets_detail
