#pragma once
// Tests only: the state of a RuntimeLevel's systems, writable (RuntimeLevel and StatefulSystem
// befriend this struct and no shipped code defines it). Used to inject a one-bit change into
// a running level and see that hash trails and state dumps name that tick and that entity.
#include <bit>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

#include "sim/runtime_level.h"
#include "sim/state/saved_state.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/players/player_system.h"

namespace sw {

struct RuntimeLevelTestAccess {
  // System S itself, writable: to do to its entities what the other systems do.
  template <class S>
  static S& system(RuntimeLevel& level) {
    return const_cast<S&>(level.get<S>());
  }
  // The running state struct of system S (sim/system.h).
  template <class S>
  static auto& state(RuntimeLevel& level) {
    using State = std::remove_cvref_t<decltype(std::declval<const S&>().state())>;
    StatefulSystem<State>& system = const_cast<S&>(level.get<S>());
    return system.state_;
  }
  // The state struct system S saved into `saved` (a state saved from `level`).
  template <class S>
  static auto& saved(const RuntimeLevel& level, LevelState& saved) {
    std::size_t index = 0;
    while (index < level.systems().size() && !dynamic_cast<const S*>(level.systems()[index])) ++index;
    using State = std::remove_cvref_t<decltype(std::declval<const S&>().state())>;
    using Part = typename StatefulSystem<State>::Part;
    return static_cast<Part&>(*saved.parts.at(index)).state;
  }
  static std::vector<Enemy>& enemies(RuntimeLevel& level) { return state<EnemySystem>(level).enemies; }
  static std::vector<Player>& players(RuntimeLevel& level) { return state<PlayerSystem>(level).players; }
  // Flips bit `bit` of a double in place: the smallest change the state can take.
  static void flipBit(double& value, int bit) {
    value = std::bit_cast<double>(std::bit_cast<std::uint64_t>(value) ^ (std::uint64_t(1) << bit));
  }
};

}  // namespace sw
