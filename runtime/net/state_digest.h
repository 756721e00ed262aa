#pragma once
// Per-entity digests of a saved level state, for desync reports: when two peers' hashes
// differ, they swap these and name the enemies, players and pools that differ. Kept in one
// place so a richer per-entity dump (the hash-trail work's `compare-trails --dump`) can take
// its place without touching the session.
#include <string>
#include <vector>

#include "net/packet.h"
#include "sim/level_state.h"

namespace sw::net {

// The level (tick, camera, triggers, spawns, waves, its random stream), each player, each
// enemy by serial, and one digest per bullet pool and for the particles; at most
// kMaxEntityDigests (enemies past that are left out).
void entityDigests(const LevelState& state, std::vector<EntityDigest>& out);
// One hash of the whole saved state (every enemy, unlike the digest list): what the session's
// hash checks and per-tick trail compare. Both peers use this same function.
std::uint64_t levelStateHash(const LevelState& state);
// "enemy #12", "player 1", "player bullets" ...
std::string entityLabel(const EntityDigest& digest);
// The entity's fields as text, one "name: value" per line, for the report.
std::string describeEntity(const LevelState& state, const EntityDigest& digest);

}  // namespace sw::net
