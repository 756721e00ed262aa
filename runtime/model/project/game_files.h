#pragma once
// The files a game made from a project needs to run, and nothing more: what an exported
// game packs (model/io/game_export.h). Walks the project's references rather than its
// folder, so editor-only files (tools, tests, recordings, import sidecars of unused meshes)
// and assets nothing names stay behind.
#include <string>
#include <vector>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

// Project-relative, '/'-separated, sorted, each once: project.json, game.json (when it
// exists), every level and tileset file project.json lists, the tileset images, the
// project's own snippets, and every file an asset property names (meshes with the files
// they load with, texture graphs, sounds and music), as far as they exist. `problems`: a
// named file that is outside the project folder (an export could not keep its path).
std::vector<std::string> gameFiles(const Project& project, Errors& problems);

}  // namespace sw
