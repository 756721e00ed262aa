#pragma once
// Per-entity digests of a saved level state, for desync reports: when two peers' hashes
// differ, they swap these and name the enemies, players and pools that differ.
//
// Everything here reads the state through RuntimeLevel::visitState (sim/state/state_walk.h), the
// one field list the state hash and `--dump-at` also use, so state added to the simulation
// (and to that list) is digested and described without touching this file. Kinds of state
// it has no name for go into one EntityKind::Other digest per kind, named by the kind.
#include <string>
#include <vector>

#include "net/packet.h"
#include "sim/runtime_level.h"
#include "sim/state/saved_state.h"

namespace sw::net {

// The level (tick, camera, triggers, waves, spawns, its random stream), each player, each
// enemy by serial, one digest per pool (player bullets, enemy bullets, particles, always
// present) and per other kind; at most kMaxEntityDigests (enemies past that are left out).
// `level` is the level the state was saved from (it names things; its own state is unused).
void entityDigests(const RuntimeLevel& level, const LevelState& state, std::vector<EntityDigest>& out);
// One hash of the whole saved state (every enemy, unlike the digest list): what the session's
// hash checks and per-tick trail compare. The level's one state hash (RuntimeLevel::stateHash
// of the saved state), the same a replay or hash trail of the same tick gives.
std::uint64_t levelStateHash(const RuntimeLevel& level, const LevelState& state);
// "enemy #12", "player 1", "player bullets", "beam (other state)" ...
std::string entityLabel(const RuntimeLevel& level, const LevelState& state, const EntityDigest& digest);
// The entity's fields as text, one "name: value" per line (pools: their count and first
// entries; the level: one line per part), for the report.
std::string describeEntity(const RuntimeLevel& level, const LevelState& state, const EntityDigest& digest);

}  // namespace sw::net
