#include "core/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

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
  if (auto existing = readWholeFile(path); existing.ok() && existing.value() == bytes) return {};

  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  std::string temp = path + ".saving";
  int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return Error{path, "", std::string("cannot write: ") + std::strerror(errno)};
  std::size_t written = 0;
  while (written < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      std::string why = std::strerror(errno);
      ::close(fd);
      ::unlink(temp.c_str());
      return Error{path, "", "write failed: " + why};
    }
    written += std::size_t(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    std::string why = std::strerror(errno);
    ::unlink(temp.c_str());
    return Error{path, "", "write failed: " + why};
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    std::string why = std::strerror(errno);
    ::unlink(temp.c_str());
    return Error{path, "", "cannot replace the file: " + why};
  }
  return {};
}

}  // namespace sw
