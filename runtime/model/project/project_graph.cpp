#include "model/project/project_graph.h"

#include <algorithm>
#include <filesystem>

#include "graph/graph.h"
#include "model/project/own_files.h"
#include "model/project/project.h"

namespace sw {

ProjectGraph::ProjectGraph() = default;
ProjectGraph::ProjectGraph(std::string f) : file(std::move(f)) {}
ProjectGraph::ProjectGraph(const ProjectGraph& other) { *this = other; }
ProjectGraph::~ProjectGraph() = default;

ProjectGraph& ProjectGraph::operator=(const ProjectGraph& other) {
  if (this == &other) return *this;
  file = other.file;
  graph = other.graph ? std::make_unique<graph::Graph>(*other.graph) : nullptr;
  readTried = other.readTried;
  unsaved = other.unsaved;
  return *this;
}

ProjectGraph& putGraph(Project& project, std::unique_ptr<ProjectGraph> graph) {
  auto& graphs = project.graphs;
  auto at = std::lower_bound(graphs.begin(), graphs.end(), graph->file,
                             [](const auto& g, const std::string& file) { return g->file < file; });
  auto& removed = project.removedGraphFiles;
  removed.erase(std::remove(removed.begin(), removed.end(), graph->file), removed.end());
  if (at != graphs.end() && (*at)->file == graph->file) {
    *at = std::move(graph);
    return **at;
  }
  return **graphs.insert(at, std::move(graph));
}

std::unique_ptr<ProjectGraph> takeGraph(Project& project, const std::string& file) {
  auto& graphs = project.graphs;
  auto it = std::find_if(graphs.begin(), graphs.end(), [&](const auto& g) { return g->file == file; });
  if (it == graphs.end()) return nullptr;
  std::unique_ptr<ProjectGraph> taken = std::move(*it);
  graphs.erase(it);
  if (std::find(project.removedGraphFiles.begin(), project.removedGraphFiles.end(), file) ==
      project.removedGraphFiles.end())
    project.removedGraphFiles.push_back(file);
  return taken;
}

std::vector<std::unique_ptr<ProjectGraph>> listProjectGraphs(const std::string& directory, Errors& problems) {
  namespace fs = std::filesystem;
  std::vector<std::unique_ptr<ProjectGraph>> out;
  if (directory.empty()) return out;
  const fs::path folder = fs::path(directory) / kGraphFolder;
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) return out;
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder, ec)) {
    const std::string name = entry.path().filename().string();
    const std::string suffix = kGraphSuffix;
    // Hidden files are not the project's (an editor's backup, a half-written copy).
    if (name.size() <= suffix.size() || name[0] == '.' ||
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
      continue;
    if (!entry.is_regular_file(ec)) continue;
    names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  for (const std::string& name : names) {
    std::string file = std::string(kGraphFolder) + "/" + name;
    if (auto outside = ownFileProblem(directory, file)) {
      problems.push_back(Error{(fs::path(directory) / file).lexically_normal().string(), "", *outside});
      continue;
    }
    out.push_back(std::make_unique<ProjectGraph>(std::move(file)));
  }
  return out;
}

}  // namespace sw
