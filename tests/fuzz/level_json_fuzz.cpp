// Fuzz target: a level file's text (readLevelText). A level that reads is written back out,
// and that text must read again to the same text: saving never changes a saved level.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "model/project_io.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  sw::Level level;
  sw::Errors errors;
  if (!sw::readLevelText(text, "level.json", level, errors)) return 0;
  const std::string saved = sw::levelText(level);
  sw::Level again;
  sw::Errors againErrors;
  if (!sw::readLevelText(saved, "level.json", again, againErrors) || sw::levelText(again) != saved) {
    std::fprintf(stderr, "a saved level does not read back the same:\n%s\n", saved.c_str());
    std::abort();
  }
  return 0;
}
