#include "assets/mesh_import.h"

#include <assimp/scene.h>
#include <fcntl.h>
#include <stdio.h>   // renameat2 (glibc, _GNU_SOURCE)
#include <stdlib.h>  // mkdtemp

#include <algorithm>
#include <assimp/Importer.hpp>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <exception>
#include <filesystem>
#include <system_error>

#include "assets/assimp_scene.h"
#include "assets/mesh_companion_files.h"
#include "core/atomic_file.h"
#include "core/json_text.h"

namespace sw {
namespace fs = std::filesystem;

namespace {

Error importError(const std::string& file, std::string message, std::string where = {}) {
  return Error{file, std::move(where), std::move(message)};
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
  std::vector<assets_detail::MeshCopy> copies;
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
    copies = assets_detail::planMeshCopies(readFrom, scene, out.warnings);
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

  out.bounds = loaded->bounds;
  if (auto warning = meshSizeWarning(readFrom, playPlaneSize(loaded->bounds), options.scale, options.screen))
    out.warnings.push_back(*warning);

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

Result<MeshSummary> inspectMesh(const std::string& sourceFile) {
  auto names = listMeshes(sourceFile);
  if (!names) return names.error();
  MeshSummary summary;
  summary.meshes = std::move(names.value());
  // Loaded once, Y up: Z up turns the file's z into the play plane's y (mesh_loader.cpp).
  if (auto loaded = loadMesh(sourceFile); loaded && !loaded->bounds.isEmpty()) {
    const Box3& b = loaded->bounds;
    summary.yUp = {b.max.x - b.min.x, b.max.y - b.min.y};
    summary.zUp = {b.max.x - b.min.x, b.max.z - b.min.z};
  }
  return summary;
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
