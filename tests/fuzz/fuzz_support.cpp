#include "fuzz_support.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <system_error>
#include <unistd.h>

namespace sw::fuzz {

namespace fs = std::filesystem;

const std::string& scratchFolder() {
  // Never destroyed: the exit handler below reads it after static destructors may have run.
  static const std::string* folder = [] {
    fs::path dir = fs::temp_directory_path() / ("scrollwork-fuzz-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    // libFuzzer ends with exit() after -max_total_time and -runs, so the folder goes too.
    std::atexit([] {
      std::error_code ignored;
      fs::remove_all(*folder, ignored);
    });
    return new std::string(dir.string());
  }();
  return *folder;
}

void copyIntoScratch(const std::string& sourceDir, const std::vector<std::string>& files) {
  for (const auto& file : files) {
    fs::path to = fs::path(scratchFolder()) / file;
    fs::create_directories(to.parent_path());
    fs::copy_file(fs::path(sourceDir) / file, to, fs::copy_options::overwrite_existing);
  }
}

std::string writeScratchFile(const std::string& name, const std::uint8_t* data, std::size_t size) {
  std::string path = (fs::path(scratchFolder()) / name).string();
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  return path;
}

}  // namespace sw::fuzz
