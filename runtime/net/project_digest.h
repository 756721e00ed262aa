#pragma once
// "Do both peers have the same project?": a hash of every file in the project folder, and
// each file's own hash, so a refused join can say which files differ. Hidden entries
// (starting with '.') are skipped, links are not followed, and there are limits
// (kMaxProjectFiles files, 16 folders deep) so a huge or looping folder cannot stall a join.
#include <cstdint>
#include <string>
#include <vector>

#include "net/packet.h"

namespace sw::net {

inline constexpr std::size_t kMaxProjectFiles = 4096;

struct ProjectDigest {
  std::uint64_t hash = 0;
  std::vector<FileDigest> files;  // sorted by path
  std::string error;              // a folder or file that could not be read; empty when fine
};

ProjectDigest digestProject(const std::string& directory);

// What differs, for the refusal message: "levels/stage1.json differs; tools/x.json is only
// on the host" (at most a few names, then "and N more"), or "the project content differs"
// when the file lists were not sent.
std::string describeProjectDifference(const std::vector<FileDigest>& host, const std::vector<FileDigest>& joiner);

}  // namespace sw::net
