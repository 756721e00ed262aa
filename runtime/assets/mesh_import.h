#pragma once
// Bringing an artist's mesh file into a project: the file and everything it refers to
// (material libraries, buffers, textures) is copied into `meshes/<name>/` beside a
// sidecar `<name>.import.json` that records where it came from and how to load it.
//
// An import is all or nothing: the files are gathered in a staging folder inside the
// project and renamed into place only when every step succeeded; on any failure the
// staging folder is removed and the project is as it was. A missing texture is a
// warning (the mesh still imports); a file that does not load is an error.
#include <string>
#include <vector>

#include "assets/mesh_data.h"
#include "assets/mesh_size.h"
#include "core/error.h"

namespace sw {

struct MeshImportOptions {
  std::string name;  // empty: the file's stem, sanitised (sanitizeMeshName)
  double scale = 1.0;
  MeshImportSettings::UpAxis upAxis = MeshImportSettings::UpAxis::Y;
  std::vector<std::string> meshes;  // names from listMeshes; empty imports them all
  bool replace = false;             // re-import over an existing mesh of that name
  // The screen the mesh will be seen on (the project's screenExtent): an import far
  // smaller or larger warns (mesh_size.h).
  Vec2 screen{32, 18};
};

struct ImportedMesh {
  std::string name;
  std::string assetPath;                  // project-relative: "meshes/<name>/<file>"
  std::string folder;                     // absolute path of meshes/<name>
  std::vector<std::string> files;         // copied files relative to folder, mesh file first
  std::vector<std::string> sourceMeshes;  // names of the meshes in the source file
  Errors warnings;                        // e.g. a texture that was not found, a size far from the screen's
  Box3 bounds;                            // as loaded: play units, after scale and up axis
};

// What the import dialog shows before importing: the file's meshes (listMeshes) and its
// play-plane size at scale 1 for each up axis.
struct MeshSummary {
  std::vector<std::string> meshes;
  MeshSize yUp, zUp;  // empty when the file lists meshes but does not load
};
Result<MeshSummary> inspectMesh(const std::string& sourceFile);

// What `<name>.import.json` holds.
struct MeshImportRecord {
  std::string source;  // the source path as it was given to importMesh
  std::string file;    // the mesh file inside the folder
  MeshImportSettings settings;
  std::vector<std::string> files;
};

inline constexpr int kMeshImportFormatVersion = 1;
inline constexpr const char* kMeshImportFolder = "meshes";
inline constexpr const char* kMeshImportSuffix = ".import.json";

Result<ImportedMesh> importMesh(const std::string& sourceFile, const std::string& projectDir,
                                const MeshImportOptions& options);

// Imports again over an existing import, keeping its recorded source and settings.
// `fromFile` is where to read the mesh now: the recorded source, or the copy in the
// project when an artist edited that one.
Result<ImportedMesh> reimportMesh(const std::string& sidecarPath, const std::string& fromFile);

// Names of the meshes with surface faces in a file, for choosing which to import.
Result<std::vector<std::string>> listMeshes(const std::string& sourceFile);

// Lower case, [a-z0-9_], no leading, trailing or repeated '_'; "mesh" when nothing is left.
std::string sanitizeMeshName(const std::string& text);
bool isValidMeshName(const std::string& name);

// The sidecar of an imported mesh file (meshes/<name>/<name>.import.json), whether or not
// it exists.
std::string importRecordPathFor(const std::string& meshPath);
Result<MeshImportRecord> readImportRecord(const std::string& sidecarPath);
// The settings to load a mesh file with: those of its sidecar when it is an imported
// mesh, the defaults otherwise (also when the sidecar cannot be read).
MeshImportSettings importSettingsFor(const std::string& meshPath);

}  // namespace sw
