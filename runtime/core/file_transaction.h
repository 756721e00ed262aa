#pragma once
// A set of file writes that happens entirely or not at all: each file is written
// atomically (write-then-rename), and when one fails the files already written are put
// back as they were (removed when new). Imports use it so an error leaves the project
// exactly as it was.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"

namespace sw {

class FileTransaction {
 public:
  // Later writes of the same path replace earlier ones. Paths are absolute.
  void write(const std::string& path, std::string bytes);
  // Writes everything, in the order given (put the file that makes the rest visible, such
  // as project.json, last). On failure restores what it wrote and returns the error.
  Status commit();
  const std::vector<std::string>& paths() const { return order_; }

 private:
  std::vector<std::string> order_;
  std::map<std::string, std::string> bytes_;
};

}  // namespace sw
