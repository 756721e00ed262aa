// Fuzz target: a texture graph (.graph.json) read with the shipped snippet library. A graph
// that reads has its shader generated and is written back out, and that text must read
// again to the same text.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "graph/glsl_codegen.h"
#include "graph/graph_json.h"
#include "graph/snippet_library.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const sw::graph::SnippetLibrary library = [] {
    sw::graph::SnippetLibrary l;
    sw::Errors errors;
    l.loadDirectory(SW_SOURCE_DIR "/resources/snippets", errors);
    if (!errors.empty() || l.size() == 0) {
      std::fprintf(stderr, "the snippet library did not load\n");
      std::abort();
    }
    return l;
  }();
  const std::string text(reinterpret_cast<const char*>(data), size);
  sw::Errors warnings;
  auto graph = sw::graph::readGraph(text, "fuzz.graph.json", library, &warnings);
  if (!graph) return 0;
  (void)sw::graph::generateGlsl(*graph, library);
  const std::string saved = sw::graph::writeGraph(*graph);
  auto again = sw::graph::readGraph(saved, "fuzz.graph.json", library, &warnings);
  if (!again || sw::graph::writeGraph(*again) != saved) {
    std::fprintf(stderr, "a saved graph does not read back the same:\n%s\n", saved.c_str());
    std::abort();
  }
  return 0;
}
