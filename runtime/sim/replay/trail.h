#pragma once
// Hash trails: the state hash after every tick of a run, so two runs of the same recording
// (on two builds, two machines, two network peers, a replay test and its stored trail) can be
// compared tick by tick and the first tick where they part named. A trail may also carry
// state dumps: every entity's fields (sim/state/state_walk.h) after a chosen tick, so the
// entities that differ there can be named too. One format for `scrollwork-cli run
// --hash-trail`, replay tests' `.trail` files and compare-trails.
//
// Text format (version 2):
//
//   scrollwork-trail 2         first line: format and version
//   hash 2                     the state hash's version (sim/state/state_hash.h)
//   project projects/demo      settings, each once, before the first tick (rest of line),
//   level Stage 1                all optional: project as given to run, level name, seed,
//   seed 42                      players and the recording replayed
//   players 2
//   inputs tests/determinism/two_players.inputs
//   0 5f0c3a9e1b2d4c67         TICK HASH: stateHash() after tick TICK ran; ticks count
//   1 0b6e...                  up from 0 with none left out; hashes are 16 hex digits
//   dump 1234                  a state dump after tick 1234 (after the last tick line):
//   level 0: tick=1235 ...       one line per entity, "KIND ID: FIELD=VALUE ..." and, when
//   enemy 17: spawn=3 ... # wave 1a   the entity has a name, " # NAME" at the end
//   end                        closes the dump
//
// Older trails still read, with their hashes marked as version 1 (they were made with the
// state hash before the systems, so they compare only with trails of the same version):
//   "scrollwork-trail 1"       as above without the `hash` line;
//   "scrollwork-hash-trail 1"  a replay test's trail: one hash per line, line k + 1 the hash
//                              after the k-th tick (k = 1, 2 ...), i.e. tick k - 1 here.
//
// Reals are printed in the shortest form that reads back to the same bits, so a one-bit
// change shows. Bad files are refused with file and line; files over 512 MiB, lines over
// 1 MiB and more than kMaxTrailTicks ticks are refused before they are read whole.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "core/error.h"
#include "sim/state/hash_version.h"

namespace sw {

class RuntimeLevel;

inline constexpr const char* kTrailHeader = "scrollwork-trail";
inline constexpr int kTrailVersion = 2;
// Most ticks a trail holds (the 512 MiB file limit comes first in practice).
inline constexpr std::int64_t kMaxTrailTicks = std::int64_t(1) << 31;

struct EntityState {
  std::string kind;  // "enemy", "player", ...
  std::int64_t id = 0;
  std::string label;                                        // a name for people, may be empty
  std::vector<std::pair<std::string, std::string>> fields;  // name, value as printed
  bool operator==(const EntityState&) const = default;
};

struct StateDump {
  std::int64_t tick = 0;  // the state after this tick ran
  std::vector<EntityState> entities;
  bool operator==(const StateDump&) const = default;
};

struct Trail {
  int hashVersion = kStateHashVersion;  // of the build that wrote it
  std::string project;
  std::string level;
  std::optional<std::uint64_t> seed;
  int players = 1;
  std::string inputs;                 // empty: no recording
  std::vector<std::uint64_t> hashes;  // hashes[t]: after tick t
  std::vector<StateDump> dumps;       // ticks increasing

  const StateDump* dumpAt(std::int64_t tick) const;
  bool operator==(const Trail&) const = default;
};

// Every entity of the level's state now, in visit order.
StateDump dumpState(const RuntimeLevel& level, std::int64_t tick);

std::string trailText(const Trail& trail);
// `file` names the file in errors: Error{file, "line N", ...}.
Result<Trail> parseTrail(std::string_view text, const std::string& file);
Result<Trail> loadTrail(const std::string& path);
Status saveTrail(const Trail& trail, const std::string& path);  // atomic

// Why two trails cannot be compared (their hashes come from different versions of the state
// hash), or nullopt when they can.
std::optional<std::string> incomparable(const Trail& a, const Trail& b);
// The first tick whose hash differs, or where one trail has ended and the other goes on;
// nullopt when both hold the same hashes for the same ticks.
std::optional<std::int64_t> firstDifferingTick(const Trail& a, const Trail& b);

// One entity that differs between two dumps of the same tick: present in only one of
// them, or with these fields different (name, value in a, value in b).
struct EntityDifference {
  std::string kind;
  std::int64_t id = 0;
  std::string label;
  bool onlyInA = false;
  bool onlyInB = false;
  std::vector<std::tuple<std::string, std::string, std::string>> fields;
};
// In the order of `a`, then what only `b` has.
std::vector<EntityDifference> compareDumps(const StateDump& a, const StateDump& b);

// 16 lower-case hex digits, and back (nullopt unless exactly 16 hex digits).
std::string hashText(std::uint64_t hash);
std::optional<std::uint64_t> parseHashText(std::string_view text);

}  // namespace sw
