#include "core/atomic_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/file_transaction.h"

namespace sw {

Result<std::string> readWholeFile(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return Error{path, "", "file does not exist"};
  if (std::filesystem::is_directory(path, ec)) return Error{path, "", "is a folder, not a file"};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path, "", std::string("cannot open: ") + std::strerror(errno)};
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) return Error{path, "", "read failed"};
  return buffer.str();
}

Status writeFileAtomically(const std::string& path, const std::string& bytes) {
  // One write path for one file and for many: the same temporary, flush and rename.
  FileTransaction one;
  one.write(path, bytes);
  return one.commit();
}

}  // namespace sw
