// Fuzz target: a Tiled map (.tmx), read by the Tiled plugin's reader from a folder that
// holds the external tileset and the images the fixtures name.
#include "fuzz_support.h"
#include "tiled_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool once = [] {
    sw::fuzz::copyIntoScratch(SW_SOURCE_DIR "/tests/fixtures/tiled",
                              {"terrain.tsx", "terrain.png", "rock.png", "tree.png"});
    return true;
  }();
  (void)once;
  const std::string path = sw::fuzz::writeScratchFile("fuzz.tmx", data, size);
  (void)sw::readTmxFile(QString::fromStdString(path));
  return 0;
}
