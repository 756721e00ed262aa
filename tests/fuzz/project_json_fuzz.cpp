// Fuzz target: a project folder's project.json, read by loadProject, next to the demo's
// level and tileset files (so a mutated project can still reach them). A project that
// loads is validated and written back out as text.
#include "fuzz_support.h"
#include "model/io/project_io.h"
#include "model/validate/validate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool once = [] {
    sw::fuzz::copyIntoScratch(SW_SOURCE_DIR "/projects/demo",
                              {"levels/stage_1.json", "tilesets/demo_tiles.tileset.json"});
    return true;
  }();
  (void)once;
  const std::string path = sw::fuzz::writeScratchFile(sw::kProjectFileName, data, size);
  sw::ProjectLoad load = sw::loadProject(path);
  if (load.project) {
    (void)sw::validateProject(*load.project);
    (void)sw::projectText(*load.project);
  }
  return 0;
}
