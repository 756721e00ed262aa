#include "core/game_archive.h"

#include <zlib.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>

namespace sw {

namespace fs = std::filesystem;

namespace {

constexpr char kMagic[8] = {'S', 'W', 'P', 'A', 'K', '\r', '\n', '\x1a'};
// A table entry can hold no longer path than this: a larger length is damage, not a name.
constexpr std::uint32_t kMaxPathLength = 4096;

std::uint32_t crcOf(const char* data, std::size_t size) {
  uLong crc = crc32(0L, Z_NULL, 0);
  // zlib takes uInt lengths: feed large data in pieces.
  while (size > 0) {
    const uInt piece = size > (1u << 30) ? uInt(1u << 30) : uInt(size);
    crc = crc32(crc, reinterpret_cast<const Bytef*>(data), piece);
    data += piece;
    size -= piece;
  }
  return std::uint32_t(crc);
}

void putU32(std::string& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}
void putU64(std::string& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}

// Reads little-endian integers from the archive's bytes; false once they run out.
struct Reader {
  const std::string& bytes;
  std::size_t at = 0;
  bool u32(std::uint32_t& v) {
    if (bytes.size() - at < 4) return false;
    v = 0;
    for (int i = 0; i < 4; ++i) v |= std::uint32_t(std::uint8_t(bytes[at + i])) << (8 * i);
    at += 4;
    return true;
  }
  bool u64(std::uint64_t& v) {
    if (bytes.size() - at < 8) return false;
    v = 0;
    for (int i = 0; i < 8; ++i) v |= std::uint64_t(std::uint8_t(bytes[at + i])) << (8 * i);
    at += 8;
    return true;
  }
  bool text(std::size_t n, std::string& v) {
    if (bytes.size() - at < n) return false;
    v.assign(bytes, at, n);
    at += n;
    return true;
  }
};

// Why an entry's path could not be unpacked safely into a folder, or empty when fine.
std::string pathProblem(const std::string& path) {
  if (path.empty()) return "an empty path";
  if (path.find('\0') != std::string::npos || path.find('\\') != std::string::npos)
    return "path '" + path + "' holds a forbidden character";
  const fs::path p(path);
  if (p.is_absolute() || p.has_root_name() || p.has_root_directory()) return "path '" + path + "' is absolute";
  for (const auto& part : p)
    if (part == ".." || part == ".") return "path '" + path + "' leads out of its folder";
  return {};
}

Error damaged(const std::string& archive, const std::string& what) {
  return Error{archive, "", "damaged game archive: " + what};
}

bool readWhole(const std::string& file, std::string& out) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return false;
  out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad();
}

}  // namespace

Status writeGameArchive(const std::string& archive, const std::vector<GameArchiveSource>& sources) {
  std::string table(kMagic, sizeof kMagic);
  putU32(table, kGameArchiveFormatVersion);
  putU32(table, std::uint32_t(sources.size()));
  std::vector<std::string> data;
  data.reserve(sources.size());
  for (const GameArchiveSource& source : sources) {
    if (std::string problem = pathProblem(source.path); !problem.empty())
      return Error{source.file, "", "cannot go into a game archive: " + problem};
    std::string bytes;
    if (!readWhole(source.file, bytes)) return Error{source.file, "", "cannot be read"};
    putU32(table, std::uint32_t(source.path.size()));
    table += source.path;
    putU64(table, bytes.size());
    putU32(table, crcOf(bytes.data(), bytes.size()));
    data.push_back(std::move(bytes));
  }
  putU32(table, crcOf(table.data(), table.size()));
  std::ofstream out(archive, std::ios::binary | std::ios::trunc);
  if (!out) return Error{archive, "", "cannot be written"};
  out.write(table.data(), std::streamsize(table.size()));
  for (const std::string& bytes : data) out.write(bytes.data(), std::streamsize(bytes.size()));
  out.close();
  if (!out) return Error{archive, "", "could not be written in full (disk full?)"};
  return Status::success();
}

Result<std::vector<GameArchiveEntry>> readGameArchive(const std::string& archive) {
  std::string bytes;
  std::error_code ec;
  if (!fs::is_regular_file(archive, ec)) return Error{archive, "", "game archive does not exist"};
  if (!readWhole(archive, bytes)) return Error{archive, "", "game archive cannot be read"};
  return readGameArchiveBytes(bytes, archive);
}

Result<std::vector<GameArchiveEntry>> readGameArchiveBytes(const std::string& bytes, const std::string& archive) {
  if (bytes.size() < sizeof kMagic || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0)
    return damaged(archive, "bad magic (not a Scrollwork game archive)");
  Reader r{bytes, sizeof kMagic};
  std::uint32_t version = 0, count = 0;
  if (!r.u32(version)) return damaged(archive, "truncated in its header");
  if (version != kGameArchiveFormatVersion)
    return Error{archive, "", "game archive format " + std::to_string(version) + " is not supported (this player reads " +
                                  std::to_string(kGameArchiveFormatVersion) + ")"};
  if (!r.u32(count)) return damaged(archive, "truncated in its header");
  struct Row {
    std::string path;
    std::uint64_t size = 0;
    std::uint32_t crc = 0;
  };
  std::vector<Row> rows;
  for (std::uint32_t i = 0; i < count; ++i) {
    Row row;
    std::uint32_t length = 0;
    if (!r.u32(length) || length > kMaxPathLength || !r.text(length, row.path) || !r.u64(row.size) || !r.u32(row.crc))
      return damaged(archive, "truncated or garbled in its table (entry " + std::to_string(i + 1) + " of " +
                                  std::to_string(count) + ")");
    rows.push_back(std::move(row));
  }
  const std::size_t tableEnd = r.at;
  std::uint32_t tableCrc = 0;
  if (!r.u32(tableCrc)) return damaged(archive, "truncated after its table");
  if (tableCrc != crcOf(bytes.data(), tableEnd)) return damaged(archive, "checksum mismatch in its table");
  std::vector<GameArchiveEntry> entries;
  entries.reserve(rows.size());
  for (const Row& row : rows) {
    if (std::string problem = pathProblem(row.path); !problem.empty()) return damaged(archive, problem);
    if (row.size > bytes.size() - r.at) return damaged(archive, "truncated in entry '" + row.path + "'");
    GameArchiveEntry entry{row.path, bytes.substr(r.at, std::size_t(row.size))};
    r.at += std::size_t(row.size);
    if (crcOf(entry.data.data(), entry.data.size()) != row.crc)
      return damaged(archive, "checksum mismatch in entry '" + row.path + "'");
    entries.push_back(std::move(entry));
  }
  if (r.at != bytes.size())
    return damaged(archive, std::to_string(bytes.size() - r.at) + " unexpected bytes after the last entry");
  return entries;
}

Status unpackGameArchive(const std::string& archive, const std::string& folder) {
  auto entries = readGameArchive(archive);
  if (!entries) return entries.error();
  std::error_code ec;
  for (const GameArchiveEntry& entry : *entries) {
    const fs::path target = fs::path(folder) / entry.path;
    fs::create_directories(target.parent_path(), ec);
    if (ec) return Error{target.parent_path().string(), "", "cannot be made: " + ec.message()};
    std::ofstream out(target, std::ios::binary | std::ios::trunc);
    out.write(entry.data.data(), std::streamsize(entry.data.size()));
    out.close();
    if (!out) return Error{target.string(), "", "cannot be written while unpacking " + archive};
  }
  return Status::success();
}

}  // namespace sw
