// Fuzz target: an exported game's archive (core/game_archive.h), which scrollwork-player reads
// from wherever the game was copied to. Any bytes are refused with a message or read whole.
#include "core/game_archive.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  (void)sw::readGameArchiveBytes(bytes, "fuzz.swpak");
  return 0;
}
