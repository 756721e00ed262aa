#pragma once
// Asset files a project refers to but does not own (a tile definition's or enemy type's
// mesh, a material graph, a tileset image) may live outside its folder: a shared mesh
// library or a team's art drive. That is allowed, but it is easy to miss when the project
// is copied or committed without them, so Check Project lists each one as a note.
// (The project's own files, the ones it rewrites, must stay inside: model/project/own_files.h.)
#include <string>
#include <vector>

#include "core/error.h"
#include "model/references/broken_references.h"
#include "model/project/project.h"

namespace sw {

// One note per asset reference that is absolute, climbs out with "..", or is a link
// leading outside the project folder, as "file: where: label: 'path' is outside the
// project folder (external asset)". Missing files are broken references, not listed here.
Errors findExternalReferences(const Project& project);

}  // namespace sw
