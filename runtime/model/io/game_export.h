#pragma once
// Export a game: a folder that runs a project's game without the editor.
//   DIR/bin/scrollwork-player         the player, copied
//   DIR/share/scrollwork/snippets/    the snippet library texture graphs build from (the
//                                     player finds it beside its binary, as when installed)
//   DIR/game.swpak                    the game's content in one checked archive
//                                     (core/game_archive.h; what goes in: model/project/game_files.h)
//   DIR/run.sh, DIR/README.txt        how to start it, and the Debian packages it needs
// All or nothing: everything is written into a hidden sibling folder of DIR and renamed into
// place when complete, so a failure (or a crash) never leaves a half-written DIR behind.
#include <string>
#include <vector>

#include "core/error.h"

namespace sw {

inline constexpr const char* kGameArchiveName = "game.swpak";

struct GameExportOptions {
  std::string project;       // folder or project.json
  std::string out;           // the folder to make
  std::string player;        // the scrollwork-player binary to copy
  std::string snippets;      // the snippet library folder to copy; empty: none
  bool replace = false;      // replace a DIR that exists and is not empty
};

struct GameExport {
  Errors errors;                       // why nothing was exported: each names file and place
  std::vector<std::string> files;      // what the archive holds (project-relative paths)
  std::string archive;                 // DIR/game.swpak when exported
  bool ok() const { return errors.empty(); }
};

// Refuses a project that does not load or fails validation (its errors listed), one whose
// game names files outside its folder, and an existing non-empty `out` unless `replace`.
GameExport exportGame(const GameExportOptions& options);

// The Debian packages the player needs at run time, one a line, for README.txt.
std::string playerPackagesText();

}  // namespace sw
