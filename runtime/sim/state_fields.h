#pragma once
// One description of a running level's state, field by field: stateHash() feeds every
// field to FNV-1a, and a state dump (sim/hash_trail.h) prints the same fields per entity,
// so two runs whose hashes differ always show which entity and field differ, and a field
// cannot be hashed without being dumped or the other way round.
//
// Only explicit fields are visited, never whole structs (padding bytes are not state), in a
// fixed order: camera, triggers, waves, spawns, players, enemies (pool order), player
// bullets, enemy bullets, particles, the level's generator. Pool order is itself part of
// the game: pools are arrays with swap-remove, driven only by the simulation.
#include <cstdint>
#include <string_view>

namespace sw {

class StateVisitor {
 public:
  virtual ~StateVisitor() = default;
  // A new entity starts: its kind ("camera", "trigger", "wave", "spawn", "player", "enemy",
  // "player-bullet", "enemy-bullet", "particle", "level"), its id within the kind (an
  // enemy's serial, a player's index, otherwise the position in its list or pool) and a
  // name for people (empty when it has none). Fields that follow belong to it.
  virtual void entity(std::string_view kind, std::int64_t id, std::string_view label) = 0;
  virtual void integer(std::string_view field, std::int64_t value) = 0;
  virtual void real(std::string_view field, double value) = 0;
};

}  // namespace sw
