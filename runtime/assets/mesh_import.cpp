#include "assets/mesh_import.h"

#include <assimp/material.h>
#include <assimp/scene.h>
#include <fcntl.h>
#include <stdio.h>   // renameat2 (glibc, _GNU_SOURCE)
#include <stdlib.h>  // mkdtemp

#include <algorithm>
#include <array>
#include <assimp/Importer.hpp>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <system_error>

#include "assets/assimp_scene.h"
#include "core/atomic_file.h"
#include "core/json_text.h"

namespace sw {
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

// ---------------------------------------------------------------------------------------
// Files a mesh file refers to

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

// A file to copy into the mesh's folder.
struct Copy {
  fs::path from;
  std::string to;  // relative to the mesh's folder, '/'-separated
};

// Works out which files go with the mesh and where they land, keeping the layout of the
// source folder (so relative references still resolve) and flattening what lies outside
// it. Every problem is a warning: Assimp has read the file, so it loads without them.
std::vector<Copy> planCopies(const std::string& source, const aiScene& scene, Errors& warnings) {
  std::error_code ec;
  const fs::path sourceFile = fs::weakly_canonical(fs::absolute(source, ec), ec);
  const fs::path sourceDir = sourceFile.parent_path();
  const std::string ext = extensionOf(sourceFile);
  const std::string mainName = sourceFile.filename().string();

  std::vector<Copy> copies;
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

// ---------------------------------------------------------------------------------------
// Staging and committing

// A folder inside the project that disappears with everything in it unless committed.
struct StagingFolder {
  fs::path path;
  StagingFolder() = default;
  StagingFolder(const StagingFolder&) = delete;
  StagingFolder& operator=(const StagingFolder&) = delete;
  ~StagingFolder() {
    std::error_code ec;
    if (!path.empty()) fs::remove_all(path, ec);
  }
};

// Staging folders left by an import that was killed half-way. Only old ones: another
// import (scrollwork-cli next to the editor) may be staging right now.
void removeAbandonedStaging(const fs::path& projectDir) {
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (auto it = fs::directory_iterator(projectDir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    if (it->path().filename().string().rfind(".import-tmp-", 0) != 0) continue;
    std::error_code timeError;
    const auto time = fs::last_write_time(it->path(), timeError);
    if (!timeError && now - time > std::chrono::hours(1)) fs::remove_all(it->path(), timeError);
  }
}

Status createStaging(const fs::path& projectDir, StagingFolder& staging) {
  removeAbandonedStaging(projectDir);
  std::string pattern = (projectDir / ".import-tmp-XXXXXX").string();
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (!::mkdtemp(buffer.data()))
    return importError(projectDir.string(),
                       std::string("cannot create a staging folder: ") + std::strerror(errno));
  staging.path = buffer.data();
  return {};
}

// Moves the staged folder to `target`. Replacing swaps both folders in one step where the
// file system can (renameat2 RENAME_EXCHANGE), so the mesh never goes missing on disk.
Status commit(StagingFolder& staging, const fs::path& target, bool replace, const std::string& name) {
  std::error_code ec;
  fs::create_directories(target.parent_path(), ec);
  if (ec) return importError(target.parent_path().string(), "cannot create the folder: " + ec.message());
  const auto status = fs::symlink_status(target, ec);
  if (fs::exists(status)) {
    if (!replace)
      return importError(
          target.string(),
          "a mesh named '" + name + "' already exists in the project; choose another name or replace it");
    if (!fs::is_directory(status)) return importError(target.string(), "cannot replace: it is not a folder");
#ifdef RENAME_EXCHANGE
    if (::renameat2(AT_FDCWD, staging.path.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) == 0)
      return {};  // the staging path now holds the old folder, removed with it
#endif
    const fs::path old = staging.path.string() + "-old";
    fs::rename(target, old, ec);
    if (ec) return importError(target.string(), "cannot replace the existing mesh: " + ec.message());
    fs::rename(staging.path, target, ec);
    if (ec) {
      std::error_code undo;
      fs::rename(old, target, undo);
      return importError(target.string(), "cannot move the imported mesh into place: " + ec.message());
    }
    fs::remove_all(old, ec);
    staging.path.clear();
    return {};
  }
  fs::rename(staging.path, target, ec);
  if (ec) return importError(target.string(), "cannot move the imported mesh into place: " + ec.message());
  staging.path.clear();
  return {};
}

std::string upAxisText(MeshImportSettings::UpAxis axis) {
  return axis == MeshImportSettings::UpAxis::Z ? "z" : "y";
}

std::string recordText(const MeshImportRecord& record) {
  Json json;
  json["formatVersion"] = kMeshImportFormatVersion;
  json["source"] = record.source;
  json["file"] = record.file;
  json["scale"] = record.settings.scale;
  json["upAxis"] = upAxisText(record.settings.upAxis);
  json["meshes"] = record.settings.meshes;
  json["files"] = record.files;
  return toCanonicalText(json);
}

// Loader messages may name the staging copy; the user knows the file they imported.
std::string withoutStaging(std::string message, const fs::path& staging, const fs::path& sourceDir) {
  const std::string from = staging.string(), to = sourceDir.string();
  std::size_t at = 0;
  while ((at = message.find(from, at)) != std::string::npos) {
    message.replace(at, from.size(), to);
    at += to.size();
  }
  return message;
}

Result<ImportedMesh> importInto(const std::string& readFrom, const std::string& recordedSource,
                                const std::string& projectDir, const MeshImportOptions& options) {
  std::error_code ec;
  const std::string name =
      options.name.empty() ? sanitizeMeshName(fs::path(readFrom).stem().string()) : options.name;
  if (!isValidMeshName(name))
    return importError(readFrom, "mesh name '" + name + "' may only hold a-z, 0-9 and '_' (for example '" +
                                     sanitizeMeshName(name) + "')");
  if (!std::isfinite(options.scale) || options.scale <= 0.0)
    return importError(readFrom, "import scale must be a positive number");
  if (projectDir.empty() || !fs::is_directory(projectDir, ec))
    return importError(projectDir, "project folder not found");
  const fs::path project = fs::absolute(projectDir, ec);
  const fs::path target = project / kMeshImportFolder / name;
  if (fs::exists(fs::symlink_status(target, ec)) && !options.replace)
    return importError(readFrom, "a mesh named '" + name + "' already exists in the project (" +
                                     (fs::path(kMeshImportFolder) / name).generic_string() +
                                     "); choose another name or replace it");

  ImportedMesh out;
  out.name = name;
  std::vector<Copy> copies;
  {
    Assimp::Importer importer;
    auto raw = assets_detail::readRawScene(importer, readFrom);
    if (!raw) return raw.error();
    const aiScene& scene = *raw.value();
    out.sourceMeshes = assets_detail::surfaceMeshNames(scene);
    if (out.sourceMeshes.empty()) return importError(readFrom, "mesh has no triangles");
    for (const auto& wanted : options.meshes)
      if (std::find(out.sourceMeshes.begin(), out.sourceMeshes.end(), wanted) == out.sourceMeshes.end())
        return importError(readFrom, "the file has no mesh named '" + wanted + "'");
    copies = planCopies(readFrom, scene, out.warnings);
  }

  StagingFolder staging;
  if (auto made = createStaging(project, staging); !made) return made.error();
  const fs::path sourcePath = fs::absolute(readFrom, ec);
  const std::string mainName = sourcePath.filename().string();
  fs::copy_file(sourcePath, staging.path / mainName, ec);
  if (ec) return importError(readFrom, "cannot copy into the project: " + ec.message());
  out.files.push_back(mainName);
  for (const auto& copy : copies) {
    const fs::path to = staging.path / fs::path(copy.to);
    fs::create_directories(to.parent_path(), ec);
    if (!ec) fs::copy_file(copy.from, to, ec);
    if (ec) return importError(copy.from.string(), "cannot copy into the project: " + ec.message());
    out.files.push_back(copy.to);
  }
  std::sort(out.files.begin() + 1, out.files.end());

  // The copy must load the way the viewport will load it.
  MeshImportRecord record;
  record.source = recordedSource;
  record.file = mainName;
  record.settings.scale = options.scale;
  record.settings.upAxis = options.upAxis;
  record.settings.meshes = options.meshes;
  record.files = out.files;
  auto loaded = loadMesh((staging.path / mainName).string(), record.settings);
  if (!loaded)
    return importError(readFrom,
                       withoutStaging(loaded.error().message, staging.path, sourcePath.parent_path()));

  const std::string sidecar = name + kMeshImportSuffix;
  if (auto written = writeFileAtomically((staging.path / sidecar).string(), recordText(record)); !written)
    return importError(readFrom, "cannot write the import settings: " + written.error().message);

  if (auto done = commit(staging, target, options.replace, name); !done) {
    Error error = done.error();
    if (error.file != readFrom) error = importError(readFrom, error.message + " (" + error.file + ")");
    return error;
  }
  out.folder = target.string();
  out.assetPath = (fs::path(kMeshImportFolder) / name / mainName).generic_string();
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------

std::string sanitizeMeshName(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    const char l = char(std::tolower(c));
    const bool keep = (l >= 'a' && l <= 'z') || (l >= '0' && l <= '9');
    if (keep)
      out += l;
    else if (!out.empty() && out.back() != '_')
      out += '_';
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  if (out.size() > 64) out.resize(64);
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out.empty() ? std::string("mesh") : out;
}

bool isValidMeshName(const std::string& name) { return !name.empty() && sanitizeMeshName(name) == name; }

Result<ImportedMesh> importMesh(const std::string& sourceFile, const std::string& projectDir,
                                const MeshImportOptions& options) {
  try {
    return importInto(sourceFile, sourceFile, projectDir, options);
  } catch (const std::exception& e) {  // bad_alloc, filesystem errors: the staging folder is gone already
    return importError(sourceFile, std::string("import failed: ") + e.what());
  } catch (...) {
    return importError(sourceFile, "import failed: unexpected failure");
  }
}

Result<ImportedMesh> reimportMesh(const std::string& sidecarPath, const std::string& fromFile) {
  try {
    auto record = readImportRecord(sidecarPath);
    if (!record) return record.error();
    const fs::path folder = fs::absolute(sidecarPath).parent_path();
    if (folder.parent_path().filename() != kMeshImportFolder)
      return importError(sidecarPath,
                         std::string("an imported mesh lives in ") + kMeshImportFolder + "/<name>/");
    MeshImportOptions options;
    options.name = folder.filename().string();
    options.scale = record->settings.scale;
    options.upAxis = record->settings.upAxis;
    options.meshes = record->settings.meshes;
    options.replace = true;
    return importInto(fromFile, record->source, folder.parent_path().parent_path().string(), options);
  } catch (const std::exception& e) {
    return importError(fromFile, std::string("import failed: ") + e.what());
  } catch (...) {
    return importError(fromFile, "import failed: unexpected failure");
  }
}

Result<std::vector<std::string>> listMeshes(const std::string& sourceFile) {
  try {
    Assimp::Importer importer;
    auto raw = assets_detail::readRawScene(importer, sourceFile);
    if (!raw) return raw.error();
    auto names = assets_detail::surfaceMeshNames(*raw.value());
    if (names.empty()) return importError(sourceFile, "mesh has no triangles");
    return names;
  } catch (const std::exception& e) {
    return importError(sourceFile, std::string("cannot read mesh: ") + e.what());
  } catch (...) {
    return importError(sourceFile, "cannot read mesh: unexpected failure in the importer");
  }
}

std::string importRecordPathFor(const std::string& meshPath) {
  const fs::path folder = fs::path(meshPath).parent_path();
  return (folder / (folder.filename().string() + kMeshImportSuffix)).string();
}

Result<MeshImportRecord> readImportRecord(const std::string& sidecarPath) {
  auto text = readWholeFile(sidecarPath);
  if (!text) return text.error();
  Errors errors;
  JsonReader reader{sidecarPath, &errors};
  Json json;
  if (!parseJsonText(text.value(), json, reader)) return errors.front();
  if (!json.is_object()) return importError(sidecarPath, "expected an object", "/");
  auto fail = [&](const std::string& key, const std::string& message) {
    return importError(sidecarPath, message, "/" + key);
  };

  const auto version = json.find("formatVersion");
  if (version == json.end() || !version->is_number_integer())
    return fail("formatVersion", "expected an integer");
  if (version->get<std::int64_t>() > kMeshImportFormatVersion)
    return fail("formatVersion", "written by a newer version of Scrollwork (format " +
                                     std::to_string(version->get<std::int64_t>()) + ")");
  MeshImportRecord record;
  auto str = [&](const char* key, std::string& out) -> bool {
    auto it = json.find(key);
    if (it == json.end() || !it->is_string()) return false;
    out = it->get<std::string>();
    return true;
  };
  if (!str("source", record.source)) return fail("source", "expected a string");
  if (!str("file", record.file)) return fail("file", "expected a string");
  if (record.file.empty() || record.file.find('/') != std::string::npos || record.file == "..")
    return fail("file", "expected the name of a file in this folder");
  const auto scale = json.find("scale");
  if (scale == json.end() || !scale->is_number() || !std::isfinite(scale->get<double>()) ||
      scale->get<double>() <= 0)
    return fail("scale", "expected a positive number");
  record.settings.scale = scale->get<double>();
  std::string axis;
  if (!str("upAxis", axis) || (axis != "y" && axis != "z")) return fail("upAxis", "expected \"y\" or \"z\"");
  record.settings.upAxis = axis == "z" ? MeshImportSettings::UpAxis::Z : MeshImportSettings::UpAxis::Y;
  for (const char* key : {"meshes", "files"}) {
    auto it = json.find(key);
    if (it == json.end()) continue;
    if (!it->is_array()) return fail(key, "expected a list of names");
    auto& list = std::string(key) == "meshes" ? record.settings.meshes : record.files;
    for (std::size_t i = 0; i < it->size(); ++i) {
      if (!(*it)[i].is_string()) return fail(std::string(key) + "/" + std::to_string(i), "expected a string");
      list.push_back((*it)[i].get<std::string>());
    }
  }
  return record;
}

MeshImportSettings importSettingsFor(const std::string& meshPath) {
  try {
    const std::string sidecar = importRecordPathFor(meshPath);
    std::error_code ec;
    if (!fs::is_regular_file(sidecar, ec)) return {};
    auto record = readImportRecord(sidecar);
    if (!record || record->file != fs::path(meshPath).filename().string()) return {};
    return record->settings;
  } catch (...) {
    return {};
  }
}

}  // namespace sw
