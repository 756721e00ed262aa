// Fuzz target: an input recording (.inputs). A recording that parses is written back out,
// and that text must parse to the same recording.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "sim/replay/input_recording.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto recording = sw::parseInputRecording(text, "session.inputs");
  if (!recording) return 0;
  const std::string saved = sw::inputRecordingText(*recording);
  auto again = sw::parseInputRecording(saved, "session.inputs");
  if (!again || !(*again == *recording)) {
    std::fprintf(stderr, "a saved recording does not read back the same:\n%s\n", saved.c_str());
    std::abort();
  }
  return 0;
}
