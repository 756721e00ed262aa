#pragma once
// A texture graph of the project: one file of its graphs/ folder ("graphs/NAME.graph.json"),
// held with the project like its tilesets and saved with it. Read on first use rather than
// with the project: reading needs the snippet library (graph/snippet_library.h: the shipped
// snippets and the project's own), which the editor holds, and a project opens without
// reading graphs it never shows.
#include <memory>
#include <string>
#include <vector>

#include "core/error.h"

namespace sw::graph {
class Graph;  // graph/graph.h: only what reads or writes a graph needs it
}

namespace sw {

inline constexpr const char* kGraphFolder = "graphs";
inline constexpr const char* kGraphSuffix = ".graph.json";

struct ProjectGraph {
  std::string file;                     // project-relative, "/" separated
  std::unique_ptr<graph::Graph> graph;  // null until read, or when its file cannot be read
  bool readTried = false;               // its file was read (a null graph: it could not be)
  bool unsaved = false;                 // added or changed since read or last saved: a save writes it

  ProjectGraph();
  explicit ProjectGraph(std::string f);
  ProjectGraph(const ProjectGraph& other);
  ProjectGraph& operator=(const ProjectGraph& other);
  ~ProjectGraph();
};

class Project;

// Puts `graph` into the project's list in file order (replacing one of the same file) and
// takes its file off the list of files the next save deletes.
ProjectGraph& putGraph(Project& project, std::unique_ptr<ProjectGraph> graph);
// Takes graph `file` out of the project; the next save into this folder deletes its file.
// nullptr when the project has no such graph.
std::unique_ptr<ProjectGraph> takeGraph(Project& project, const std::string& file);

// The graph files of `directory`'s graphs/ folder, sorted by name, none read yet. A file that
// leads out of the folder (a link: a save would write somebody else's file) is left out and
// reported in `problems`.
std::vector<std::unique_ptr<ProjectGraph>> listProjectGraphs(const std::string& directory, Errors& problems);

}  // namespace sw
