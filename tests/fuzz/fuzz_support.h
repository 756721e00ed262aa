#pragma once
// Shared by the fuzz targets (tests/fuzz/README.md).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace sw::fuzz {

// A folder of this process's own under the temporary directory, removed at exit. Loaders
// that read files from a folder get the input written there.
const std::string& scratchFolder();

// Copies files (paths relative to sourceDir) to the same relative paths in
// scratchFolder(): the files a fuzzed file may refer to (images, a TSX).
void copyIntoScratch(const std::string& sourceDir, const std::vector<std::string>& files);

// Writes the input as scratchFolder()/name and returns its path.
std::string writeScratchFile(const std::string& name, const std::uint8_t* data, std::size_t size);

}  // namespace sw::fuzz
