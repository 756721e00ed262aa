#pragma once
// Tests only: the pools of a RuntimeLevel, writable (RuntimeLevel befriends this struct and
// no shipped code defines it). Used to inject a one-bit change into a running level and see
// that hash trails and state dumps name that tick and that entity.
#include <bit>
#include <cstdint>
#include <vector>

#include "sim/runtime_level.h"

namespace sw {

struct RuntimeLevelTestAccess {
  static std::vector<RuntimeLevel::Enemy>& enemies(RuntimeLevel& level) { return level.enemies_; }
  static std::vector<Player>& players(RuntimeLevel& level) { return level.players_; }
  // Flips bit `bit` of a double in place: the smallest change the state can take.
  static void flipBit(double& value, int bit) {
    value = std::bit_cast<double>(std::bit_cast<std::uint64_t>(value) ^ (std::uint64_t(1) << bit));
  }
};

}  // namespace sw
