#include "core/file_transaction.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <algorithm>
#include <filesystem>
#include <future>
#include <optional>
#include <set>
#include <vector>

#include "core/atomic_file.h"

namespace sw {

namespace fs = std::filesystem;

namespace {

FileTransaction::Fault& fault() {
  static FileTransaction::Fault instance;
  return instance;
}

int injectedError(FileTransaction::Step step, const std::string& target) {
  return fault() ? fault()(step, target) : 0;
}

// Writes `bytes` to `path`, leaving the file open in `fd` for flushing; returns 0 or the
// errno of the call that failed (fd then closed). `injected` fails the write as a full disk
// would, after the file exists.
int writeOpen(const std::string& path, const std::string& bytes, int injected, int& fd) {
  fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return errno;
  int error = injected;
  std::size_t written = 0;
  while (!error && written < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0)
      error = errno;
    else
      written += std::size_t(n);
  }
  if (error) {
    ::close(fd);
    fd = -1;
  }
  return error;
}

// Flushes and closes; returns 0 or the errno of the call that failed.
int flushClose(int fd) {
  int error = ::fsync(fd) != 0 ? errno : 0;
  if (::close(fd) != 0 && !error) error = errno;
  return error;
}

// Writes `bytes` to `path` and flushes them to the disk; returns 0 or the errno of the
// call that failed.
int writeAndFlush(const std::string& path, const std::string& bytes) {
  int fd = -1;
  if (int error = writeOpen(path, bytes, 0, fd)) return error;
  return flushClose(fd);
}

// Runs fn(i) for i in [0, n) on up to four threads: flushes wait on the disk, not on a
// core, and a journaling file system commits flushes that wait together at once (an
// import's 25 MB level and its tilesets no longer wait for each other).
template <class Fn>
void inParallel(std::size_t n, Fn fn) {
  if (n <= 1) {
    if (n) fn(0);
    return;
  }
  std::vector<std::future<void>> helpers;
  const std::size_t threads = std::min<std::size_t>(n, 4);
  for (std::size_t t = 1; t < threads; ++t)
    helpers.push_back(std::async(std::launch::async, [&, t] {
      for (std::size_t i = t; i < n; i += threads) fn(i);
    }));
  for (std::size_t i = 0; i < n; i += threads) fn(i);
  for (auto& h : helpers) h.get();
}

// A rename is durable only once its folder is flushed too.
void flushFolder(const fs::path& folder) {
  int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// One target on its way through the commit.
struct Pending {
  const FileWrite* file = nullptr;
  std::string temp;                   // the new bytes, waiting beside the target
  std::optional<std::string> before;  // the old bytes; nullopt: the target did not exist
  std::string backup;                 // the old file's second name; empty: none
  bool keepBackup = false;            // putting back failed: the backup is all that is left
  int fd = -1;                        // the temporary, written and still to be flushed
};

// Puts back targets [0, count) after a failed rename; returns what could not be put back.
std::string putBack(std::vector<Pending>& pending, std::size_t count) {
  std::string problems;
  for (std::size_t i = count; i-- > 0;) {
    Pending& p = pending[i];
    const std::string& target = p.file->path;
    int error = 0;
    if (!p.before) {
      if (::unlink(target.c_str()) != 0) error = errno;
    } else if (!p.backup.empty()) {
      // No disk space needed: the old file's data never left, it only gets its name back.
      if (::rename(p.backup.c_str(), target.c_str()) == 0)
        p.backup.clear();
      else
        error = errno;
    } else {
      error = writeAndFlush(p.temp, *p.before);
      if (!error && ::rename(p.temp.c_str(), target.c_str()) != 0) error = errno;
    }
    if (error) {
      p.keepBackup = !p.backup.empty();
      problems += "; could not put back " + target + " (" + std::strerror(error) + ")";
      if (p.keepBackup) problems += ", its old content is in " + p.backup;
    }
  }
  return problems;
}

}  // namespace

void FileTransaction::setFaultForTesting(Fault f) { fault() = std::move(f); }

void FileTransaction::write(const std::string& path, std::string bytes) {
  for (auto& file : files_) {
    if (file.path == path) {
      file.bytes = std::move(bytes);
      return;
    }
  }
  files_.push_back(FileWrite{path, std::move(bytes)});
}

Status FileTransaction::commit() {
  std::vector<Pending> pending;
  pending.reserve(files_.size());
  std::vector<fs::path> createdFolders;  // outermost first
  // Leaves the disk as it was before phase 1 (temporaries, second names, new folders gone).
  auto discard = [&] {
    for (Pending& p : pending) {
      if (p.fd >= 0) ::close(p.fd);
      p.fd = -1;
      ::unlink(p.temp.c_str());
      if (!p.backup.empty() && !p.keepBackup) ::unlink(p.backup.c_str());
    }
    std::error_code ec;
    for (auto d = createdFolders.rbegin(); d != createdFolders.rend(); ++d)
      fs::remove(*d, ec);  // only if empty
  };

  // Phase 1: every new file complete and on disk beside its target; no target touched.
  for (const FileWrite& file : files_) {
    std::error_code ec;
    if (fs::is_directory(file.path, ec)) {
      discard();
      return Error{file.path, "", "is a folder, not a file"};
    }
    std::optional<std::string> before;
    if (fs::exists(file.path, ec)) {
      auto old = readWholeFile(file.path);
      if (!old) {
        discard();
        return old.error();
      }
      if (*old == file.bytes) continue;
      before = std::move(*old);
    }
    const fs::path folder = fs::path(file.path).parent_path();
    std::vector<fs::path> missing;
    for (fs::path dir = folder; !dir.empty() && !fs::exists(dir, ec); dir = dir.parent_path())
      missing.insert(missing.begin(), dir);
    if (!missing.empty()) {
      createdFolders.insert(createdFolders.end(), missing.begin(), missing.end());
      if (!fs::create_directories(folder, ec) && ec) {
        discard();
        return Error{file.path, "", "cannot create the folder " + folder.string() + ": " + ec.message()};
      }
    }
    pending.push_back(Pending{&file, file.path + ".saving", std::move(before), {}, false, -1});
    if (int error = writeOpen(pending.back().temp, file.bytes, injectedError(Step::WriteTemporary, file.path),
                              pending.back().fd)) {
      discard();
      return Error{file.path, "", std::string("cannot write: ") + std::strerror(error)};
    }
    // Past a few dozen files (a big import) each is flushed at once: open files are limited.
    if (pending.size() > 64) {
      const int error = flushClose(pending.back().fd);
      pending.back().fd = -1;
      if (error) {
        discard();
        return Error{file.path, "", std::string("cannot write: ") + std::strerror(error)};
      }
    }
    if (pending.back().before) {
      // A second name for the old file, so phase 2 can put it back without writing it
      // again (which a full disk might refuse). Where hard links are not allowed, the old
      // bytes kept in memory serve instead.
      std::string backup = file.path + ".before-save";
      ::unlink(backup.c_str());  // left over from a save that crashed
      if (::link(file.path.c_str(), backup.c_str()) == 0) pending.back().backup = std::move(backup);
    }
  }

  // Every temporary on the disk before any target is replaced.
  std::vector<int> flushError(pending.size(), 0);
  inParallel(pending.size(), [&](std::size_t i) {
    if (pending[i].fd >= 0) flushError[i] = flushClose(pending[i].fd);
    pending[i].fd = -1;
  });
  for (std::size_t i = 0; i < pending.size(); ++i)
    if (flushError[i]) {
      const std::string target = pending[i].file->path;
      discard();
      return Error{target, "", std::string("cannot write: ") + std::strerror(flushError[i])};
    }

  // Phase 2: replace the targets in order; on failure put back those already replaced.
  for (std::size_t i = 0; i < pending.size(); ++i) {
    const std::string& target = pending[i].file->path;
    int error = injectedError(Step::Replace, target);
    if (!error && ::rename(pending[i].temp.c_str(), target.c_str()) != 0) error = errno;
    if (error) {
      std::string message = std::string("cannot replace the file: ") + std::strerror(error);
      std::string problems = putBack(pending, i);
      discard();
      if (problems.empty()) message += " (no file was changed)";
      return Error{target, "", message + problems};
    }
  }
  std::set<fs::path> folders;
  for (const Pending& p : pending) folders.insert(fs::path(p.file->path).parent_path());
  const std::vector<fs::path> folderList(folders.begin(), folders.end());
  inParallel(folderList.size(), [&](std::size_t i) { flushFolder(folderList[i]); });
  for (const Pending& p : pending)
    if (!p.backup.empty()) ::unlink(p.backup.c_str());
  return Status::success();
}

}  // namespace sw
