// Fuzz target: an XML tile strips file, read by the xml-strips format plugin's reader from
// a folder that holds the images the fixtures name.
#include "fuzz_support.h"
#include "xml_strips_format.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool once = [] {
    sw::fuzz::copyIntoScratch(SW_SOURCE_DIR "/tests/fixtures/xml_strips", {"columns.png", "floor.png"});
    sw::fuzz::copyIntoScratch(SW_SOURCE_DIR "/projects/demo/tools/tileset_source",
                              {"deco.png", "ground.png", "platform.png"});
    return true;
  }();
  (void)once;
  const std::string path = sw::fuzz::writeScratchFile("strips.xml", data, size);
  sw::XmlStripsFormat format;
  (void)format.readTileset(QString::fromStdString(path));
  return 0;
}
