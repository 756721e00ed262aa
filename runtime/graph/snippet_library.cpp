#include "graph/snippet_library.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace sw::graph {

namespace fs = std::filesystem;

void SnippetLibrary::loadDirectory(const std::string& directory, Errors& errors) {
  std::error_code ec;
  if (!fs::is_directory(directory, ec)) {
    errors.push_back(Error{directory, "", "snippet folder not found"});
    return;
  }
  std::vector<fs::path> files;
  for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".snippet") files.push_back(it->path());
  if (ec) {
    errors.push_back(Error{directory, "", "cannot list the folder: " + ec.message()});
    return;
  }
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      errors.push_back(Error{path.string(), "", "cannot read the file"});
      continue;
    }
    std::stringstream text;
    text << in.rdbuf();
    auto snippet = parseSnippet(text.str(), path.string());
    if (!snippet) {
      errors.push_back(snippet.error());
      continue;
    }
    add(std::move(*snippet));
  }
}

void SnippetLibrary::add(Snippet snippet) {
  const std::string name = snippet.name;
  snippets_.insert_or_assign(name, std::move(snippet));
}

const Snippet* SnippetLibrary::find(const std::string& name) const {
  auto it = snippets_.find(name);
  return it == snippets_.end() ? nullptr : &it->second;
}

std::vector<const Snippet*> SnippetLibrary::snippets() const {
  std::vector<const Snippet*> out;
  for (const auto& [name, s] : snippets_) out.push_back(&s);
  std::stable_sort(out.begin(), out.end(), [](const Snippet* a, const Snippet* b) { return a->category < b->category; });
  return out;
}

NodeTemplate SnippetLibrary::outputTemplate() {
  NodeTemplate t;
  t.type = kOutputNodeType;
  t.title = "Output";
  t.category = "Graph";
  t.inputs = {{kColourPort, "Colour", kVec4Port}, {kHeightPort, "Height", kVec4Port}};
  return t;
}

NodeTemplate SnippetLibrary::rerouteTemplate() {
  NodeTemplate t;
  t.type = kRerouteNodeType;
  t.title = "Reroute";
  t.category = "Graph";
  t.inputs = {{kRerouteIn, "", kAnyPort}};
  t.outputs = {{kRerouteOut, "", kAnyPort}};
  return t;
}

std::optional<NodeTemplate> SnippetLibrary::nodeTemplate(const std::string& type) const {
  if (type == kOutputNodeType) return outputTemplate();
  if (type == kRerouteNodeType) return rerouteTemplate();
  const Snippet* s = find(type);
  if (!s) return std::nullopt;
  NodeTemplate t;
  t.type = s->name;
  t.title = s->name;
  t.category = s->category;
  for (const auto& in : s->inputs) t.inputs.push_back({in.var, in.name, kVec4Port});
  for (const auto& out : s->outputs) t.outputs.push_back({out.var, out.name, kVec4Port});
  for (const auto& p : s->properties) t.properties.push_back({p.var, p.name, p.description, p.defaultValue, p.enumNames});
  return t;
}

std::vector<std::string> SnippetLibrary::types() const {
  std::vector<std::string> out;
  for (const Snippet* s : snippets()) out.push_back(s->name);
  out.push_back(kRerouteNodeType);
  out.push_back(kOutputNodeType);
  return out;
}

std::optional<std::string> findLibrarySnippetDirectory(const std::string& executableDirectory) {
  std::vector<fs::path> candidates;
  if (!executableDirectory.empty())
    candidates.push_back(fs::path(executableDirectory) / ".." / "share" / "scrollwork" / "snippets");
#ifdef SW_SNIPPETS_INSTALL_DIR
  candidates.emplace_back(SW_SNIPPETS_INSTALL_DIR);
#endif
#ifdef SW_SNIPPETS_SOURCE_DIR
  candidates.emplace_back(SW_SNIPPETS_SOURCE_DIR);
#endif
  std::error_code ec;
  for (const auto& c : candidates)
    if (fs::is_directory(c, ec)) return fs::weakly_canonical(c, ec).string();
  return std::nullopt;
}

}  // namespace sw::graph
