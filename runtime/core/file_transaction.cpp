#include "core/file_transaction.h"

#include <filesystem>

#include "core/atomic_file.h"

namespace sw {

namespace fs = std::filesystem;

void FileTransaction::write(const std::string& path, std::string bytes) {
  if (!bytes_.count(path)) order_.push_back(path);
  bytes_[path] = std::move(bytes);
}

Status FileTransaction::commit() {
  struct Undo {
    std::string path;
    std::optional<std::string> before;  // nullopt: the file did not exist
    std::vector<fs::path> createdDirs;
  };
  std::vector<Undo> done;
  auto rollback = [&] {
    std::error_code ec;
    for (auto it = done.rbegin(); it != done.rend(); ++it) {
      if (it->before) writeFileAtomically(it->path, *it->before);
      else fs::remove(it->path, ec);
      for (auto d = it->createdDirs.rbegin(); d != it->createdDirs.rend(); ++d) fs::remove(*d, ec);  // only if empty
    }
  };
  for (const auto& path : order_) {
    Undo undo{path, std::nullopt, {}};
    std::error_code ec;
    if (fs::exists(path, ec)) {
      auto old = readWholeFile(path);
      if (!old) {
        rollback();
        return old.error();
      }
      undo.before = std::move(*old);
    }
    for (fs::path dir = fs::path(path).parent_path(); !dir.empty() && !fs::exists(dir, ec); dir = dir.parent_path())
      undo.createdDirs.insert(undo.createdDirs.begin(), dir);
    if (!undo.createdDirs.empty()) fs::create_directories(fs::path(path).parent_path(), ec);
    done.push_back(undo);
    if (auto s = writeFileAtomically(path, bytes_[path]); !s) {
      rollback();
      return s;
    }
  }
  return Status::success();
}

}  // namespace sw
