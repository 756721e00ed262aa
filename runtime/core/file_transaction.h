#pragma once
// A set of file writes that happens entirely or not at all. A project save (project.json,
// level files, graphs, tilesets) and an import each go through one, so a failure half-way
// (disk full, no permission) leaves every file on disk as it was, and the error names the
// file at fault.
//
// commit() works in two phases:
//   1. Every file whose bytes differ is written to a temporary file beside its target
//      ("NAME.saving") and flushed to disk; an existing target also gets a second name
//      ("NAME.before-save", a hard link: no copy, no disk space) to come back from. A
//      failure here removes every temporary: nothing on disk has changed.
//   2. The temporaries are renamed over their targets, in the order the files were given.
//      A rename that fails puts back the files already replaced and removes new ones.
// Files that already hold exactly the new bytes are left alone (mtimes stay still, so
// file watchers and git stay quiet).
#include <functional>
#include <string>
#include <vector>

#include "core/error.h"

namespace sw {

// One file as a save would write it.
struct FileWrite {
  std::string path;  // absolute
  std::string bytes;
};

class FileTransaction {
 public:
  // Later writes of the same path replace earlier ones (the file keeps its first place).
  void write(const std::string& path, std::string bytes);
  void write(FileWrite file) { write(file.path, std::move(file.bytes)); }
  // Put the file that makes the rest visible (project.json) last: it is replaced last.
  Status commit();
  const std::vector<FileWrite>& files() const { return files_; }
  bool isEmpty() const { return files_.empty(); }

  // A seam for tests of failures no test can cause on demand (a disk filling up between
  // two files, a rename refused). Before each step on a target the fault is asked; a
  // non-zero errno makes that step fail as if the system call had (ENOSPC for a full
  // disk). An empty function (the default) means no faults. Process-wide, so it reaches
  // transactions made deep inside a save; tests reset it when done.
  enum class Step { WriteTemporary, Replace };
  using Fault = std::function<int(Step step, const std::string& target)>;
  static void setFaultForTesting(Fault fault);

 private:
  std::vector<FileWrite> files_;
};

}  // namespace sw
