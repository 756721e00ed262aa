#pragma once
// What a player does in one tick: a byte of button bits per player. A recorded session
// is the seed plus one TickInput per tick (sim/input_recording.h), and that is all a
// replay needs: the simulation reads nothing else from outside.
#include <array>
#include <cstdint>

namespace sw {

enum InputBit : std::uint8_t {
  InputUp = 1 << 0,
  InputDown = 1 << 1,
  InputLeft = 1 << 2,
  InputRight = 1 << 3,
  InputFire = 1 << 4,          // hold to fire the current weapon
  InputSecond = 1 << 5,        // press: release the second charge (when full)
  InputSwitchWeapon = 1 << 6,  // press: next weapon
  InputAllBits = 0x7F,
};

inline constexpr int kMaxPlayers = 2;

struct TickInput {
  std::array<std::uint8_t, kMaxPlayers> player{0, 0};
  bool operator==(const TickInput&) const = default;
};

}  // namespace sw
