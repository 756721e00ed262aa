// Which files a mesh file refers to (glTF buffers and images, OBJ material libraries,
// textures) and where their copies land in the mesh's project folder.
#include "assets/mesh_companion_files.h"

#include <assimp/material.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <system_error>

#include "core/atomic_file.h"
#include "core/json_text.h"

namespace sw::assets_detail {
namespace fs = std::filesystem;

namespace {

Error importError(const std::string& file, std::string message, std::string where = {}) {
  return Error{file, std::move(where), std::move(message)};
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return text;
}

std::string extensionOf(const fs::path& path) { return lower(path.extension().string()); }

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  const auto last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

enum class ReferenceKind { MaterialLibrary, Buffer, Texture, Shader };

struct Reference {
  ReferenceKind kind;
  std::string text;      // as written in the file
  std::string referrer;  // the file that names it
  std::string where;     // where in that file: "line 3", "material 'wood'", "/images/0"
  bool isUri = false;    // glTF and Collada write URIs: percent-encoded, maybe "file://"
};

const char* kindNoun(ReferenceKind kind) {
  switch (kind) {
    case ReferenceKind::MaterialLibrary:
      return "material library";
    case ReferenceKind::Buffer:
      return "buffer";
    case ReferenceKind::Texture:
      return "texture";
    case ReferenceKind::Shader:
      return "shader";
  }
  return "file";
}

// Only the kinds of files a mesh refers to are copied: a hostile file naming
// "../../.ssh/id_rsa" as a texture must not pull it into the project.
bool isCopyable(ReferenceKind kind, const fs::path& file) {
  static const std::set<std::string> images{".png", ".jpg",  ".jpeg", ".bmp",  ".tga",
                                            ".gif", ".webp", ".ktx",  ".ktx2", ".dds",
                                            ".tif", ".tiff", ".exr",  ".hdr",  ".psd"};
  const std::string ext = extensionOf(file);
  switch (kind) {
    case ReferenceKind::MaterialLibrary:
      return ext == ".mtl" || ext == ".mat";
    case ReferenceKind::Buffer:
      return ext == ".bin" || ext == ".buf" || ext == ".glbin";
    case ReferenceKind::Texture:
      return images.count(ext) > 0;
    case ReferenceKind::Shader:
      return ext == ".glsl" || ext == ".vert" || ext == ".frag" || ext == ".vs" || ext == ".fs";
  }
  return false;
}

std::string percentDecoded(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && std::isxdigit((unsigned char)text[i + 1]) &&
        std::isxdigit((unsigned char)text[i + 2])) {
      out += char(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// The spellings of a reference worth trying: Windows separators, "file://" URIs and
// percent-encoding are all common in files exported on another machine.
std::vector<std::string> spellings(const Reference& ref) {
  std::string text = ref.text;
  std::replace(text.begin(), text.end(), '\\', '/');
  if (text.rfind("file://", 0) == 0) {
    text = text.substr(7);
    // "file:///C:/art/wood.png" names a Windows drive.
    if (text.size() > 3 && text[0] == '/' && std::isalpha((unsigned char)text[1]) && text[2] == ':')
      text = text.substr(1);
  } else if (text.rfind("file:", 0) == 0) {
    text = text.substr(5);
  }
  std::vector<std::string> out{text};
  if (ref.isUri || text.find('%') != std::string::npos) {
    std::string decoded = percentDecoded(text);
    if (decoded != text) out.push_back(decoded);
  }
  return out;
}

bool isRegularFile(const fs::path& path) {
  std::error_code ec;
  return !path.empty() && fs::is_regular_file(path, ec);
}

// The file itself, or one whose name differs only in case (files made on Windows name
// "Wood.PNG" for "wood.png").
fs::path findFile(const fs::path& path) {
  if (isRegularFile(path)) return path;
  std::error_code ec;
  const fs::path dir = path.parent_path();
  if (dir.empty() || !fs::is_directory(dir, ec)) return {};
  const std::string wanted = lower(path.filename().string());
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
    if (lower(it->path().filename().string()) == wanted && isRegularFile(it->path())) return it->path();
  return {};
}

// Where a reference points, as its importer would look: relative to the folders given,
// as an absolute path, and (as Assimp does for textures exported on another machine)
// by its bare file name next to the mesh.
fs::path resolve(const Reference& ref, const std::vector<fs::path>& bases) {
  const auto texts = spellings(ref);
  for (const auto& text : texts) {
    if (text.empty()) continue;
    const fs::path p(text);
    // "C:/art/wood.png" is not absolute on POSIX, but no folder holds a "C:" either.
    const bool windowsAbsolute = text.size() > 2 && std::isalpha((unsigned char)text[0]) && text[1] == ':';
    if (p.is_absolute()) {
      if (fs::path found = findFile(p); !found.empty()) return found;
    }
    if (windowsAbsolute) continue;
    // "\..\textures\a.png" from Windows tools means a relative path.
    const fs::path relative = p.is_absolute() ? fs::path(text.substr(text.find_first_not_of('/'))) : p;
    for (const auto& base : bases)
      if (fs::path found = findFile(base / relative); !found.empty()) return found;
  }
  for (const auto& text : texts) {
    const fs::path name = fs::path(text).filename();
    if (name.empty()) continue;
    for (const auto& base : bases)
      if (fs::path found = findFile(base / name); !found.empty()) return found;
  }
  return {};
}

// glTF: buffers, images and (glTF 1) shaders with a URI that is not a data: URI. A .glb
// keeps its JSON in the first chunk; both container versions put it at byte 20.
void collectGltfReferences(const std::string& path, std::vector<Reference>& out) {
  auto bytes = readWholeFile(path);
  if (!bytes) return;
  std::string text = std::move(bytes.value());
  if (extensionOf(path) == ".glb") {
    if (text.size() < 20 || text.compare(0, 4, "glTF") != 0) return;
    std::uint32_t length = 0;
    std::memcpy(&length, text.data() + 12, 4);
    if (length > text.size() - 20) return;
    text = text.substr(20, length);
  }
  const auto json = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded() || !json.is_object()) return;  // Assimp has said why already
  const std::pair<const char*, ReferenceKind> lists[] = {{"buffers", ReferenceKind::Buffer},
                                                         {"images", ReferenceKind::Texture},
                                                         {"shaders", ReferenceKind::Shader}};
  for (const auto& [key, kind] : lists) {
    auto it = json.find(key);
    if (it == json.end() || !(it->is_array() || it->is_object())) continue;
    std::size_t index = 0;
    for (auto entry = it->begin(); entry != it->end(); ++entry, ++index) {  // glTF 1 uses objects
      if (!entry->is_object()) continue;
      auto uri = entry->find("uri");
      if (uri == entry->end() || !uri->is_string()) continue;
      const std::string value = uri->get<std::string>();
      if (value.empty() || value.rfind("data:", 0) == 0) continue;
      const std::string id = it->is_array() ? std::to_string(index) : entry.key();
      out.push_back({kind, value, path, std::string("/") + key + "/" + id, true});
    }
  }
}

// OBJ: the material libraries it names, and the materials it uses (to warn about ones no
// library defines).
void collectObjReferences(const std::string& path, std::vector<Reference>& out,
                          std::vector<std::pair<std::string, std::string>>& usedMaterials) {
  std::ifstream in(path, std::ios::binary);
  std::string line;
  std::size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    const std::string t = trim(line);
    const auto keywordEnd = t.find_first_of(" \t");
    if (keywordEnd == std::string::npos) continue;
    const std::string keyword = t.substr(0, keywordEnd);
    const std::string rest = trim(t.substr(keywordEnd));
    if (rest.empty()) continue;
    if (keyword == "mtllib") {
      out.push_back({ReferenceKind::MaterialLibrary, rest, path, "line " + std::to_string(number)});
    } else if (keyword == "usemtl") {
      if (std::none_of(usedMaterials.begin(), usedMaterials.end(),
                       [&](const auto& m) { return m.first == rest; }))
        usedMaterials.emplace_back(rest, "line " + std::to_string(number));
    }
  }
}

std::set<std::string> definedMaterials(const fs::path& mtl) {
  std::set<std::string> names;
  std::ifstream in(mtl, std::ios::binary);
  std::string line;
  while (std::getline(in, line)) {
    const std::string t = trim(line);
    if (t.rfind("newmtl", 0) == 0 && t.size() > 6 && (t[6] == ' ' || t[6] == '\t'))
      names.insert(trim(t.substr(6)));
  }
  return names;
}

// Textures of every material, as Assimp reports them. Embedded ones ("*0", or a name an
// embedded texture carries) travel inside the file.
void collectMaterialTextures(const std::string& path, const aiScene& scene, std::vector<Reference>& out) {
  for (unsigned m = 0; m < scene.mNumMaterials; ++m) {
    const aiMaterial* material = scene.mMaterials[m];
    if (!material) continue;
    aiString name;
    std::string materialName = material->Get(AI_MATKEY_NAME, name) == aiReturn_SUCCESS ? name.C_Str() : "";
    if (materialName.empty()) materialName = std::to_string(m);
    for (int type = aiTextureType_NONE + 1; type <= int(AI_TEXTURE_TYPE_MAX); ++type) {
      const unsigned count = material->GetTextureCount(aiTextureType(type));
      for (unsigned i = 0; i < count; ++i) {
        aiString texture;
        if (aiGetMaterialTexture(material, aiTextureType(type), i, &texture) != aiReturn_SUCCESS) continue;
        const std::string text = texture.C_Str();
        if (text.empty() || text[0] == '*' || text.rfind("data:", 0) == 0) continue;
        if (scene.GetEmbeddedTexture(texture.C_Str())) continue;
        out.push_back({ReferenceKind::Texture, text, path, "material '" + materialName + "'", true});
      }
    }
  }
}

}  // namespace

fs::path findReferencedFile(const std::string& text, const std::vector<fs::path>& bases) {
  return resolve(Reference{ReferenceKind::Texture, text, {}, {}, true}, bases);
}

// Works out which files go with the mesh and where they land, keeping the layout of the
// source folder (so relative references still resolve) and flattening what lies outside
// it. Every problem is a warning: Assimp has read the file, so it loads without them.
std::vector<MeshCopy> planMeshCopies(const std::string& source, const aiScene& scene, Errors& warnings) {
  std::error_code ec;
  const fs::path sourceFile = fs::weakly_canonical(fs::absolute(source, ec), ec);
  const fs::path sourceDir = sourceFile.parent_path();
  const std::string ext = extensionOf(sourceFile);
  const std::string mainName = sourceFile.filename().string();

  std::vector<MeshCopy> copies;
  std::map<fs::path, std::string> planned;  // canonical source file -> destination
  std::set<std::string> taken{mainName};
  planned[sourceFile] = mainName;

  // Returns the destination, or empty when the file is not copied.
  auto plan = [&](const Reference& ref, const fs::path& found) -> std::string {
    const fs::path canonical = fs::weakly_canonical(found, ec);
    if (auto it = planned.find(canonical); it != planned.end()) return it->second;
    if (!isCopyable(ref.kind, canonical)) {
      warnings.push_back(importError(ref.referrer,
                                     std::string(kindNoun(ref.kind)) + " '" + ref.text +
                                         "' was not copied: it is not a kind of file a mesh refers to",
                                     ref.where));
      return {};
    }
    const fs::path relative = canonical.lexically_relative(sourceDir);
    const bool inside = !relative.empty() && *relative.begin() != "..";
    std::string to = inside ? relative.generic_string() : canonical.filename().string();
    if (taken.count(to) || lower(to) == lower(mainName)) {
      warnings.push_back(importError(ref.referrer,
                                     std::string(kindNoun(ref.kind)) + " '" + ref.text +
                                         "' was not copied: '" + to +
                                         "' is already taken by another file of this mesh",
                                     ref.where));
      return {};
    }
    if (!inside)
      warnings.push_back(
          importError(ref.referrer,
                      std::string(kindNoun(ref.kind)) + " '" + ref.text +
                          "' lies outside the mesh's folder; copied as '" + to +
                          "' next to the mesh, but the file still names the "
                          "original path (keep referenced files beside the mesh when exporting)",
                      ref.where));
    taken.insert(to);
    planned[canonical] = to;
    copies.push_back({canonical, to});
    return to;
  };

  std::vector<Reference> references;
  std::vector<std::pair<std::string, std::string>> usedMaterials;
  if (ext == ".obj") collectObjReferences(source, references, usedMaterials);
  if (ext == ".gltf" || ext == ".glb") collectGltfReferences(source, references);

  // Material libraries first: their folders are where their textures are looked up.
  std::vector<fs::path> bases{sourceDir};
  std::set<std::string> materials;
  bool anyLibrary = false;
  for (const auto& ref : references) {
    if (ref.kind != ReferenceKind::MaterialLibrary) continue;
    anyLibrary = true;
    fs::path found = resolve(ref, {sourceDir});
    if (found.empty()) {
      // Assimp falls back to "<model>.mtl" beside the model; so do we.
      const fs::path fallback = sourceDir / (sourceFile.stem().string() + ".mtl");
      if (isRegularFile(fallback)) {
        warnings.push_back(importError(ref.referrer,
                                       "material library '" + ref.text + "' not found; using '" +
                                           fallback.filename().string() + "' as the importer does",
                                       ref.where));
        found = fallback;
      } else {
        warnings.push_back(importError(
            ref.referrer,
            "material library '" + ref.text + "' not found; the mesh is imported without its materials",
            ref.where));
        continue;
      }
    }
    if (plan(ref, found).empty()) continue;
    const auto names = definedMaterials(found);
    materials.insert(names.begin(), names.end());
    const fs::path dir = found.parent_path();
    if (std::find(bases.begin(), bases.end(), dir) == bases.end()) bases.push_back(dir);
  }
  for (const auto& [material, where] : usedMaterials) {
    if (materials.count(material)) continue;
    warnings.push_back(importError(
        source,
        "material '" + material + "' is not defined" +
            (anyLibrary ? " in its material libraries" : " (the file names no material library)") +
            "; it shows in the default colour",
        where));
  }

  collectMaterialTextures(source, scene, references);
  std::set<std::string> reported;  // a texture missing from ten materials is one warning
  for (const auto& ref : references) {
    if (ref.kind == ReferenceKind::MaterialLibrary) continue;
    const fs::path found = resolve(ref, bases);
    if (found.empty()) {
      if (reported.insert(ref.text).second)
        warnings.push_back(importError(
            ref.referrer,
            std::string(kindNoun(ref.kind)) + " '" + ref.text + "' not found; imported without it",
            ref.where));
      continue;
    }
    plan(ref, found);
  }
  return copies;
}

}  // namespace sw::assets_detail
