// Fuzz target: a tileset file's text (readTilesetText). A tileset that reads is written
// back out, and that text must read again to the same text.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "model/tiles/tileset.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  sw::Tileset tileset;
  sw::Errors errors;
  if (!sw::readTilesetText(text, "tiles.tileset.json", tileset, errors)) return 0;
  const std::string saved = sw::tilesetText(tileset);
  sw::Tileset again;
  sw::Errors againErrors;
  if (!sw::readTilesetText(saved, "tiles.tileset.json", again, againErrors) || sw::tilesetText(again) != saved) {
    std::fprintf(stderr, "a saved tileset does not read back the same:\n%s\n", saved.c_str());
    std::abort();
  }
  return 0;
}
