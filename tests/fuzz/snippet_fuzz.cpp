// Fuzz target: a texture-graph snippet (.snippet), project snippets being user files.
#include "fuzz_support.h"
#include "graph/snippet.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)sw::graph::parseSnippet(text, "fuzz.snippet");
  return 0;
}
