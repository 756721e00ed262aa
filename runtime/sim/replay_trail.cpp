#include "sim/replay_trail.h"

#include <filesystem>

#include "core/atomic_file.h"
#include "sim/runtime_level.h"

namespace sw {

void runRecorded(RuntimeLevel& level, const InputRecording* recording, std::int64_t ticks,
                 std::vector<std::uint64_t>* trail,
                 const std::function<void(const RuntimeLevel&)>& afterTick) {
  const int players = level.options().players;
  if (trail) trail->reserve(trail->size() + std::size_t(std::max<std::int64_t>(0, ticks)));
  for (std::int64_t t = 0; t < ticks; ++t) {
    TickInput input = recording ? recording->at(t) : TickInput{};
    for (int p = players; p < kMaxPlayers; ++p) input.player[std::size_t(p)] = 0;  // no such ship
    level.tick(input);
    if (trail) trail->push_back(level.stateHash());
    if (afterTick) afterTick(level);
  }
}

std::string hashText(std::uint64_t hash) {
  static const char digits[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) out[std::size_t(i)] = digits[hash & 15];
  return out;
}

std::optional<std::uint64_t> parseHashText(std::string_view text) {
  if (text.size() != 16) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    int d = -1;
    if (c >= '0' && c <= '9')
      d = c - '0';
    else if (c >= 'a' && c <= 'f')
      d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F')
      d = c - 'A' + 10;
    if (d < 0) return std::nullopt;
    value = value << 4 | std::uint64_t(d);
  }
  return value;
}

std::string replayTrailText(const std::vector<std::uint64_t>& trail) {
  std::string out = std::string(kReplayTrailHeader) + " " + std::to_string(kReplayTrailVersion) + "\n";
  out.reserve(out.size() + trail.size() * 17);
  for (std::uint64_t h : trail) out += hashText(h) + "\n";
  return out;
}

Result<std::vector<std::uint64_t>> parseReplayTrail(std::string_view text, const std::string& file) {
  std::vector<std::uint64_t> trail;
  std::size_t pos = 0;
  std::int64_t line = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(pos, end - pos);
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    pos = end + 1;
    ++line;
    const std::string where = "line " + std::to_string(line);
    if (line == 1) {
      const std::string header = std::string(kReplayTrailHeader) + " ";
      if (row.substr(0, header.size()) != header)
        return Error{file, where,
                     std::string("not a hash trail: the first line must be '") + kReplayTrailHeader + " " +
                         std::to_string(kReplayTrailVersion) + "'"};
      if (row.substr(header.size()) != std::to_string(kReplayTrailVersion))
        return Error{file, where,
                     "hash trail version '" + std::string(row.substr(header.size())) +
                         "' is not supported (this build reads version " + std::to_string(kReplayTrailVersion) +
                         ")"};
      continue;
    }
    if (std::int64_t(trail.size()) >= kMaxReplayTrailTicks)
      return Error{file, where, "the trail is longer than " + std::to_string(kMaxReplayTrailTicks) + " ticks"};
    const std::optional<std::uint64_t> hash = parseHashText(row);
    if (!hash)
      return Error{file, where, "'" + std::string(row.substr(0, 40)) + "' is not a hash of 16 hex digits"};
    trail.push_back(*hash);
  }
  if (line == 0) return Error{file, "line 1", "the file is empty"};
  return trail;
}

Result<std::vector<std::uint64_t>> loadReplayTrail(const std::string& path) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  // 17 bytes a tick plus the header; a bigger file is refused before it is read.
  if (!ec && size > std::uintmax_t(kMaxReplayTrailTicks) * 18 + 64)
    return Error{path, "", "the file is too big for a hash trail"};
  Result<std::string> text = readWholeFile(path);
  if (!text) return text.error();
  return parseReplayTrail(*text, path);
}

Status saveReplayTrail(const std::vector<std::uint64_t>& trail, const std::string& path) {
  return writeFileAtomically(path, replayTrailText(trail));
}

std::optional<std::int64_t> firstDifferentTick(const std::vector<std::uint64_t>& expected,
                                               const std::vector<std::uint64_t>& actual) {
  const std::size_t n = std::min(expected.size(), actual.size());
  for (std::size_t i = 0; i < n; ++i)
    if (expected[i] != actual[i]) return std::int64_t(i) + 1;
  if (expected.size() != actual.size()) return std::int64_t(n) + 1;
  return std::nullopt;
}

}  // namespace sw
