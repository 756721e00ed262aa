#pragma once
// The snippets a texture graph can use: the library in resources/snippets, then a
// project's snippets folder on top (a project snippet replaces a library snippet of the
// same Name). Also the catalog texture graphs are read with, adding the built-in Output
// node (inputs Colour and Height) and Reroute node (a pass-through of any type).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "graph/node_catalog.h"
#include "graph/snippet.h"

namespace sw::graph {

class SnippetLibrary final : public NodeCatalog {
 public:
  // Loads every *.snippet file of `directory` in file-name order. A file that does not
  // parse is reported in `errors` (file and line) and skipped; the others still load.
  // A missing or unreadable directory is one error.
  void loadDirectory(const std::string& directory, Errors& errors);
  void add(Snippet snippet);  // replaces a snippet of the same name

  const Snippet* find(const std::string& name) const;
  std::size_t size() const { return snippets_.size(); }
  // Sorted by category, then name: the add-node menu's order.
  std::vector<const Snippet*> snippets() const;

  std::optional<NodeTemplate> nodeTemplate(const std::string& type) const override;
  std::vector<std::string> types() const override;

  static NodeTemplate outputTemplate();
  static NodeTemplate rerouteTemplate();

 private:
  std::map<std::string, Snippet> snippets_;
};

// Output node ports: the graph's colour and height.
inline constexpr const char* kColourPort = "colour";
inline constexpr const char* kHeightPort = "height";
inline constexpr const char* kRerouteIn = "in";
inline constexpr const char* kRerouteOut = "out";

// The folder of the snippet library shipped with Scrollwork: next to an installed binary
// (<exe>/../share/scrollwork/snippets), the install prefix, or the source tree of a
// developer build, whichever exists first. Nothing when none does.
std::optional<std::string> findLibrarySnippetDirectory(const std::string& executableDirectory);

}  // namespace sw::graph
