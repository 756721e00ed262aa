#pragma once
// A project's own files (the level and tileset files project.json lists) live inside its
// folder: a path that is absolute, climbs out with "..", or is a link leading outside
// would let a project read and, on save, write files that are not its own. Assets a
// project only refers to (a shared mesh, an image) may live anywhere; this is only for
// the files the project owns and rewrites.
#include <optional>
#include <string>

namespace sw {

// Why `relative` (as written in project.json) cannot be one of the project's own files,
// judged from the text alone: absolute, or leading out of the folder. Nothing when fine.
std::optional<std::string> ownFilePathProblem(const std::string& relative);

// Why `relative` under `projectDirectory` cannot be one of its own files on disk: the text
// rules above, or a link (of the file or a folder on the way) that resolves outside the
// folder. Nothing when fine, also when the file does not exist (yet).
std::optional<std::string> ownFileProblem(const std::string& projectDirectory, const std::string& relative);

}  // namespace sw
