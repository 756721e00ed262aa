#include "model/project/own_files.h"

#include <filesystem>

namespace sw {

namespace fs = std::filesystem;

std::optional<std::string> ownFilePathProblem(const std::string& relative) {
  const fs::path path(relative);
  if (path.is_absolute() || path.has_root_name() || path.has_root_directory())
    return "'" + relative + "' is an absolute path: the project's own files are named relative to its folder";
  const fs::path normal = path.lexically_normal();
  if (normal.empty() || normal == "." || *normal.begin() == "..")
    return "'" + relative + "' leads outside the project folder: the project's own files stay inside it";
  return std::nullopt;
}

std::optional<std::string> ownFileProblem(const std::string& projectDirectory, const std::string& relative) {
  if (auto problem = ownFilePathProblem(relative)) return problem;
  std::error_code ec;
  fs::path folder = fs::weakly_canonical(fs::path(projectDirectory), ec).lexically_normal();
  if (ec) return std::nullopt;
  if (folder.filename().empty()) folder = folder.parent_path();  // "/a/b/" ends in an empty part
  const fs::path resolved = fs::weakly_canonical(fs::path(projectDirectory) / relative, ec);
  if (ec) return std::nullopt;
  // Inside means: the resolved path starts with every part of the resolved folder.
  auto f = folder.begin(), r = resolved.begin();
  for (; f != folder.end(); ++f, ++r)
    if (r == resolved.end() || *f != *r)
      return "'" + relative + "' is a link that leads outside the project folder (to " + resolved.string() +
             "): the project's own files stay inside it";
  return std::nullopt;
}

}  // namespace sw
