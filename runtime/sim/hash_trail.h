#pragma once
// Hash trails: the state hash after every tick of a run, so two runs of the same recording
// (on two builds, two machines, two network peers) can be compared tick by tick and the
// first tick where they part named. A trail may also carry state dumps: every entity's
// fields (sim/state_fields.h) after a chosen tick, so the entities that differ there can
// be named too.
//
// Text format (scrollwork-cli run --hash-trail FILE [--dump-at TICK]):
//
//   scrollwork-trail 1         first line: format and version
//   project projects/demo      settings, each once, before the first tick (rest of line):
//   level Stage 1                project as given to run, level name, seed, players,
//   seed 42                      and the recording replayed (optional)
//   players 2
//   inputs tests/determinism/two_players.inputs
//   0 5f0c3a9e1b2d4c67         TICK HASH: stateHash() after tick TICK ran; ticks count
//   1 0b6e...                  up from 0 with none left out; hashes are 16 hex digits
//   dump 1234                  a state dump after tick 1234 (after the last tick line):
//   camera 0: tick=1235 ...      one line per entity, "KIND ID: FIELD=VALUE ..." and, when
//   enemy 17: spawn=3 ... # wave 1a   the entity has a name, " # NAME" at the end
//   end                        closes the dump
//
// Reals are printed in the shortest form that reads back to the same bits, so a one-bit
// change shows. Bad files are refused with file and line; files over 512 MiB, lines over
// 1 MiB and more than 2^31 ticks are refused before they are read whole.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "core/error.h"

namespace sw {

class RuntimeLevel;

inline constexpr const char* kHashTrailHeader = "scrollwork-trail";
inline constexpr int kHashTrailVersion = 1;

struct EntityState {
  std::string kind;  // "enemy", "player", ... (state_fields.h)
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

struct HashTrail {
  std::string project;
  std::string level;
  std::optional<std::uint64_t> seed;
  int players = 1;
  std::string inputs;                 // empty: no recording
  std::vector<std::uint64_t> hashes;  // hashes[t]: after tick t
  std::vector<StateDump> dumps;       // ticks increasing

  const StateDump* dumpAt(std::int64_t tick) const;
  bool operator==(const HashTrail&) const = default;
};

// Every entity of the level's state now, in visitState() order.
StateDump dumpState(const RuntimeLevel& level, std::int64_t tick);

std::string hashTrailText(const HashTrail& trail);
// `file` names the file in errors: Error{file, "line N", ...}.
Result<HashTrail> parseHashTrail(std::string_view text, const std::string& file);
Result<HashTrail> loadHashTrail(const std::string& path);
Status saveHashTrail(const HashTrail& trail, const std::string& path);  // atomic

// The first tick whose hash differs, or where one trail has ended and the other goes on;
// nullopt when both hold the same hashes for the same ticks.
std::optional<std::int64_t> firstDifferingTick(const HashTrail& a, const HashTrail& b);

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

}  // namespace sw
