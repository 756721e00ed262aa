// Fuzz target: a level file's text (readLevelText). A level that reads is written back out,
// and that text must read again to the same text: saving never changes a saved level.
// The same text read in two parts (readLevelTextInTwo, cut at a few items) must give the
// same level or the same errors: a big level is read that way.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "model/io/level_text_split.h"
#include "model/io/project_io.h"

namespace {

struct Read {
  bool ok = false;
  std::string saved;
  std::string errors;
};

Read summary(bool ok, const sw::Level& level, const sw::Errors& errors) {
  Read r{ok, ok ? sw::levelText(level) : std::string(), {}};
  for (const sw::Error& e : errors) r.errors += e.toString() + "\n";
  return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  sw::Level level;
  sw::Errors errors;
  const bool ok = sw::readLevelText(text, "level.json", level, errors);
  const Read whole = summary(ok, level, errors);
  for (std::size_t first : {std::size_t(0), std::size_t(1), size % 5}) {
    sw::Level inTwo;
    sw::Errors inTwoErrors;
    const Read parts = summary(sw::readLevelTextInTwo(text, "level.json", first, inTwo, inTwoErrors), inTwo, inTwoErrors);
    if (parts.ok != whole.ok || parts.saved != whole.saved || parts.errors != whole.errors) {
      std::fprintf(stderr, "read in two parts from item %zu, the level differs:\n%s\n%s\nand as one:\n%s\n%s\n", first,
                   parts.saved.c_str(), parts.errors.c_str(), whole.saved.c_str(), whole.errors.c_str());
      std::abort();
    }
  }
  if (!ok) return 0;
  const std::string& saved = whole.saved;
  sw::Level again;
  sw::Errors againErrors;
  if (!sw::readLevelText(saved, "level.json", again, againErrors) || sw::levelText(again) != saved) {
    std::fprintf(stderr, "a saved level does not read back the same:\n%s\n", saved.c_str());
    std::abort();
  }
  return 0;
}
