#pragma once
// Problems that do not stop a project from opening (missing assets show placeholders),
// but that `scrollwork-cli validate` and the editor's Log report: broken references,
// degenerate geometry.
#include <vector>

#include "core/error.h"
#include "model/broken_references.h"
#include "model/project.h"

namespace sw {

// Reads the project's tileset files from disk for their broken references.
Errors validateProject(const Project& project);
// With the tilesets as the caller holds them (the editor's, with unsaved edits), one per
// entry of Project::tilesets (see findBrokenReferences).
Errors validateProject(const Project& project, const std::vector<TilesetSlot>& tilesets);

}  // namespace sw
