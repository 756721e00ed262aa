#pragma once
// A game archive (".swpak"): an exported game's content in one file that the player
// checks before it trusts a byte of it. Layout (all integers little-endian):
//
//   magic          8 bytes  "SWPAK\r\n\x1a" (a text-mode copy or a truncated download shows)
//   formatVersion  u32      kGameArchiveFormatVersion
//   entryCount     u32
//   entries        entryCount x { u32 pathLength, path bytes (UTF-8, '/'-separated, relative),
//                                 u64 size, u32 crc32 of the data }
//   tableCrc       u32      crc32 of everything above it
//   data           the entries' bytes, one after another in table order, nothing after
//
// Data is stored, not compressed: the game's images and sounds are compressed already,
// and a stored archive unpacks at disk speed.
#include <cstdint>
#include <string>
#include <vector>

#include "core/error.h"

namespace sw {

inline constexpr std::uint32_t kGameArchiveFormatVersion = 1;
inline constexpr const char* kGameArchiveSuffix = ".swpak";

// One file going into an archive: where it is read from, and its name inside.
struct GameArchiveSource {
  std::string path;  // relative, '/'-separated: "levels/stage_1.json"
  std::string file;  // on disk
};

struct GameArchiveEntry {
  std::string path;
  std::string data;
};

// Writes `archive` holding `sources` in that order. An error names the source file that
// could not be read or the archive that could not be written.
Status writeGameArchive(const std::string& archive, const std::vector<GameArchiveSource>& sources);

// Reads and checks the whole archive: its magic, version, table checksum, that every entry
// is there in full with its checksum, and that each path stays inside the folder it will be
// unpacked into. An error names the archive file and says what is wrong (and which entry).
Result<std::vector<GameArchiveEntry>> readGameArchive(const std::string& archive);
// The same checks on an archive's bytes already in memory; errors name `archive`.
Result<std::vector<GameArchiveEntry>> readGameArchiveBytes(const std::string& bytes, const std::string& archive);

// Checks `archive` as readGameArchive does, then writes its entries under `folder`
// (created when missing).
Status unpackGameArchive(const std::string& archive, const std::string& folder);

}  // namespace sw
