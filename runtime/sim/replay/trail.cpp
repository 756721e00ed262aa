#include "sim/replay/trail.h"

#include <charconv>
#include <filesystem>
#include <map>

#include "core/atomic_file.h"
#include "core/text_lines.h"
#include "sim/runtime_level.h"

namespace sw {

namespace {

constexpr std::uintmax_t kMaxTrailBytes = std::uintmax_t(512) << 20;
constexpr std::size_t kMaxLineBytes = std::size_t(1) << 20;

std::string realText(double v) {
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);  // shortest round trip
  return ec == std::errc() ? std::string(buffer, end) : std::string("?");
}

// Names go on one line after " # ": no line breaks in them.
std::string oneLine(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c == '\n' || c == '\r') c = ' ';
  return out;
}

class DumpVisitor final : public StateVisitor {
 public:
  explicit DumpVisitor(StateDump& dump) : dump_(dump) {}
  void entity(std::string_view kind, std::int64_t id, std::string_view label) override {
    dump_.entities.push_back({std::string(kind), id, oneLine(label), {}});
  }
  void integer(const FieldPath& field, std::int64_t value) override { add(field, std::to_string(value)); }
  void real(const FieldPath& field, double value) override { add(field, realText(value)); }

 private:
  void add(const FieldPath& field, std::string value) {
    if (dump_.entities.empty()) dump_.entities.push_back({"state", 0, {}, {}});
    dump_.entities.back().fields.emplace_back(field.text(), std::move(value));
  }
  StateDump& dump_;
};

template <class T>
std::optional<T> number(std::string_view word, int base = 10) {
  T value{};
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value, base);
  if (ec != std::errc() || end != word.data() + word.size() || word.empty()) return std::nullopt;
  return value;
}

}  // namespace

std::string hashText(std::uint64_t hash) {
  static const char digits[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) out[std::size_t(i)] = digits[hash & 15];
  return out;
}

std::optional<std::uint64_t> parseHashText(std::string_view text) {
  if (text.size() != 16) return std::nullopt;
  return number<std::uint64_t>(text, 16);
}

const StateDump* Trail::dumpAt(std::int64_t tick) const {
  for (const StateDump& d : dumps)
    if (d.tick == tick) return &d;
  return nullptr;
}

StateDump dumpState(const RuntimeLevel& level, std::int64_t tick) {
  StateDump dump;
  dump.tick = tick;
  DumpVisitor visitor(dump);
  level.visitState(visitor);
  return dump;
}

std::string trailText(const Trail& trail) {
  std::string out = std::string(kTrailHeader) + " " + std::to_string(kTrailVersion) + "\n";
  out += "hash " + std::to_string(trail.hashVersion) + "\n";
  if (!trail.project.empty()) out += "project " + oneLine(trail.project) + "\n";
  if (!trail.level.empty()) out += "level " + oneLine(trail.level) + "\n";
  if (trail.seed) out += "seed " + std::to_string(*trail.seed) + "\n";
  out += "players " + std::to_string(trail.players) + "\n";
  if (!trail.inputs.empty()) out += "inputs " + oneLine(trail.inputs) + "\n";
  out.reserve(out.size() + trail.hashes.size() * 24);
  for (std::size_t t = 0; t < trail.hashes.size(); ++t) {
    out += std::to_string(t);
    out += ' ';
    out += hashText(trail.hashes[t]);
    out += '\n';
  }
  for (const StateDump& d : trail.dumps) {
    out += "dump " + std::to_string(d.tick) + "\n";
    for (const EntityState& e : d.entities) {
      out += e.kind + " " + std::to_string(e.id) + ":";
      for (const auto& [name, value] : e.fields) out += " " + name + "=" + value;
      if (!e.label.empty()) out += " # " + e.label;
      out += '\n';
    }
    out += "end\n";
  }
  return out;
}

namespace {

// A replay test's trail before version 2 ("scrollwork-hash-trail 1"): one hash per line after
// the header, line k + 1 the hash after the k-th tick.
Result<Trail> parseHashesOnly(std::string_view text, const std::string& file) {
  Trail trail;
  trail.hashVersion = 1;
  for (LineReader lines(text); lines.next();) {
    const std::string_view row = lines.line();
    if (lines.number() == 1) continue;  // the header, read by the caller
    const std::string where = lines.where();
    if (std::int64_t(trail.hashes.size()) >= kMaxTrailTicks)
      return Error{file, where, "the trail is longer than " + std::to_string(kMaxTrailTicks) + " ticks"};
    const std::optional<std::uint64_t> hash = parseHashText(row);
    if (!hash) return Error{file, where, "'" + std::string(row.substr(0, 40)) + "' is not a hash of 16 hex digits"};
    trail.hashes.push_back(*hash);
  }
  return trail;
}

}  // namespace

Result<Trail> parseTrail(std::string_view text, const std::string& file) {
  Trail trail;
  LineReader lines(text);
  bool headerSeen = false, playersSeen = false, hashSeen = false;
  StateDump* dump = nullptr;  // the open dump section
  auto error = [&](const std::string& message) {
    return Error{file, lines.where(), message};
  };
  while (lines.next()) {
    const std::string_view line = lines.line();
    if (line.size() > kMaxLineBytes) return error("line longer than 1 MiB");
    const std::vector<std::string_view> w = words(line);
    if (!headerSeen) {
      if (w.size() == 2 && w[0] == "scrollwork-hash-trail" && w[1] == "1") return parseHashesOnly(text, file);
      if (w.size() != 2 || w[0] != kTrailHeader)
        return error("not a hash trail (the first line must be '" + std::string(kTrailHeader) + " " +
                     std::to_string(kTrailVersion) + "')");
      if (w[1] != "1" && w[1] != std::to_string(kTrailVersion))
        return error("unsupported version '" + std::string(w[1]) + "' (this build reads versions 1 and " +
                     std::to_string(kTrailVersion) + ")");
      if (w[1] == "1") trail.hashVersion = 1;  // before the systems: the old state hash
      headerSeen = true;
      continue;
    }
    if (w.empty()) continue;
    if (dump) {
      if (w.size() == 1 && w[0] == "end") {
        dump = nullptr;
        continue;
      }
      // KIND ID: FIELD=VALUE ... [# NAME]
      if (w.size() < 2 || w[1].back() != ':') return error("expected 'KIND ID: FIELD=VALUE ...' or 'end'");
      EntityState e;
      e.kind = std::string(w[0]);
      auto id = number<std::int64_t>(w[1].substr(0, w[1].size() - 1));
      if (!id) return error("bad entity id '" + std::string(w[1]) + "'");
      e.id = *id;
      for (std::size_t i = 2; i < w.size(); ++i) {
        if (w[i] == "#") {
          const std::size_t hash = line.find(" # ");
          e.label = std::string(line.substr(hash + 3));
          break;
        }
        const std::size_t eq = w[i].find('=');
        if (eq == std::string_view::npos || eq == 0)
          return error("expected FIELD=VALUE, found '" + std::string(w[i]) + "'");
        e.fields.emplace_back(std::string(w[i].substr(0, eq)), std::string(w[i].substr(eq + 1)));
      }
      dump->entities.push_back(std::move(e));
      continue;
    }
    if (w[0] == "project" || w[0] == "level" || w[0] == "inputs") {
      if (!trail.hashes.empty()) return error("'" + std::string(w[0]) + "' must come before the first tick");
      std::string& target = w[0] == "project" ? trail.project : w[0] == "level" ? trail.level : trail.inputs;
      if (!target.empty()) return error("'" + std::string(w[0]) + "' is given twice");
      const std::size_t start = line.find(w[0]) + w[0].size();
      std::string_view rest = line.substr(start);
      while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
      if (rest.empty()) return error("'" + std::string(w[0]) + "' needs a value");
      target = std::string(rest);
      continue;
    }
    if (w[0] == "seed" || w[0] == "players" || w[0] == "hash") {
      if (!trail.hashes.empty()) return error("'" + std::string(w[0]) + "' must come before the first tick");
      if (w.size() != 2) return error("'" + std::string(w[0]) + "' takes one number");
      if (w[0] == "seed") {
        if (trail.seed) return error("'seed' is given twice");
        trail.seed = number<std::uint64_t>(w[1]);
        if (!trail.seed) return error("bad seed '" + std::string(w[1]) + "'");
      } else if (w[0] == "hash") {
        if (hashSeen) return error("'hash' is given twice");
        hashSeen = true;
        auto n = number<int>(w[1]);
        if (!n || *n < 1) return error("bad hash version '" + std::string(w[1]) + "'");
        trail.hashVersion = *n;
      } else {
        if (playersSeen) return error("'players' is given twice");
        playersSeen = true;
        auto n = number<int>(w[1]);
        if (!n || *n < 1 || *n > 2) return error("bad player count '" + std::string(w[1]) + "' (1 or 2)");
        trail.players = *n;
      }
      continue;
    }
    if (w[0] == "dump") {
      if (w.size() != 2) return error("'dump' takes one tick number");
      auto tick = number<std::int64_t>(w[1]);
      if (!tick || *tick < 0) return error("bad dump tick '" + std::string(w[1]) + "'");
      if (!trail.dumps.empty() && *tick <= trail.dumps.back().tick)
        return error("dump " + std::to_string(*tick) + " does not come after dump " +
                     std::to_string(trail.dumps.back().tick));
      trail.dumps.push_back({*tick, {}});
      dump = &trail.dumps.back();
      continue;
    }
    auto tick = number<std::int64_t>(w[0]);
    if (!tick)
      return error("unknown line '" + std::string(line.substr(0, 80)) +
                   "' (expected 'TICK HASH', 'dump TICK' or one of hash, project, level, seed, players, inputs)");
    if (!trail.dumps.empty()) return error("tick lines must come before the first dump");
    if (*tick != std::int64_t(trail.hashes.size()))
      return error("tick " + std::to_string(*tick) + " where tick " + std::to_string(trail.hashes.size()) +
                   " was expected (ticks count up from 0, none left out)");
    if (*tick >= kMaxTrailTicks) return error("more than " + std::to_string(kMaxTrailTicks) + " ticks");
    if (w.size() != 2) return error("expected 'TICK HASH'");
    auto hash = parseHashText(w[1]);
    if (!hash) return error("bad hash '" + std::string(w[1]) + "' (16 hex digits)");
    trail.hashes.push_back(*hash);
  }
  if (!headerSeen) return Error{file, "line 1", "empty file (not a hash trail)"};
  if (dump) return error("dump " + std::to_string(dump->tick) + " has no 'end' (the file is cut short)");
  return trail;
}

Result<Trail> loadTrail(const std::string& path) {
  std::error_code ec;
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxTrailBytes)
    return Error{path, "",
                 "file of " + std::to_string(size >> 20) + " MiB is larger than a hash trail can be (512 MiB)"};
  Result<std::string> text = readWholeFile(path);
  if (!text) return text.error();
  return parseTrail(*text, path);
}

Status saveTrail(const Trail& trail, const std::string& path) { return writeFileAtomically(path, trailText(trail)); }

std::optional<std::string> incomparable(const Trail& a, const Trail& b) {
  if (a.hashVersion == b.hashVersion) return std::nullopt;
  return "the trails were made with different state hashes (version " + std::to_string(a.hashVersion) + " and " +
         std::to_string(b.hashVersion) + "): a trail written before this build's hash cannot be compared; record it again";
}

std::optional<std::int64_t> firstDifferingTick(const Trail& a, const Trail& b) {
  const std::size_t common = std::min(a.hashes.size(), b.hashes.size());
  for (std::size_t t = 0; t < common; ++t)
    if (a.hashes[t] != b.hashes[t]) return std::int64_t(t);
  if (a.hashes.size() != b.hashes.size()) return std::int64_t(common);
  return std::nullopt;
}

std::vector<EntityDifference> compareDumps(const StateDump& a, const StateDump& b) {
  std::map<std::pair<std::string, std::int64_t>, const EntityState*> inB;
  for (const EntityState& e : b.entities) inB.emplace(std::pair(e.kind, e.id), &e);
  std::vector<EntityDifference> out;
  for (const EntityState& e : a.entities) {
    auto it = inB.find({e.kind, e.id});
    if (it == inB.end()) {
      out.push_back({e.kind, e.id, e.label, true, false, {}});
      continue;
    }
    const EntityState& other = *it->second;
    inB.erase(it);
    EntityDifference d{e.kind, e.id, e.label.empty() ? other.label : e.label, false, false, {}};
    const std::size_t n = std::max(e.fields.size(), other.fields.size());
    for (std::size_t i = 0; i < n; ++i) {
      const std::string name = i < e.fields.size() ? e.fields[i].first : other.fields[i].first;
      const std::string va = i < e.fields.size() ? e.fields[i].second : "(none)";
      const std::string vb = i < other.fields.size() ? other.fields[i].second : "(none)";
      if (va != vb ||
          (i < e.fields.size() && i < other.fields.size() && e.fields[i].first != other.fields[i].first))
        d.fields.emplace_back(name, va, vb);
    }
    if (!d.fields.empty()) out.push_back(std::move(d));
  }
  for (const EntityState& e : b.entities)
    if (inB.count({e.kind, e.id})) out.push_back({e.kind, e.id, e.label, false, true, {}});
  return out;
}

}  // namespace sw
