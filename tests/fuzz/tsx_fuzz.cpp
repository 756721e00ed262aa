// Fuzz target: a Tiled tileset (.tsx), read by the Tiled plugin's reader from a folder that
// holds the images the fixtures name.
#include "fuzz_support.h"
#include "tiled_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool once = [] {
    sw::fuzz::copyIntoScratch(SW_SOURCE_DIR "/tests/fixtures/tiled", {"terrain.png", "rock.png", "tree.png"});
    return true;
  }();
  (void)once;
  const std::string path = sw::fuzz::writeScratchFile("fuzz.tsx", data, size);
  (void)sw::readTsxFile(QString::fromStdString(path));
  return 0;
}
