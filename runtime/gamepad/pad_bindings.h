#pragma once
// Which pad input gives which action of a player: per action up to two pad inputs, each a
// button or a stick / trigger direction with a dead zone. Inputs are named with SDL's game
// controller names ("a", "dpup", "lefty-", "righttrigger+@0.5") so a stored binding reads the
// same on every pad SDL knows: SDL maps each pad's own layout to these.
//
// Actions are in InputBit order (sim/input.h): up, down, left, right, fire, second, switch.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sim/input.h"

namespace sw::gamepad {

inline constexpr int kActionCount = 7;
// Pad inputs one action may have (the defaults give each direction the d-pad and the stick).
inline constexpr int kInputsPerAction = 2;
// How far a stick must be pushed (0..1) before it counts, unless the binding says otherwise.
inline constexpr float kDefaultDeadZone = 0.4f;

struct PadInput {
  enum class Kind : std::uint8_t { None, Button, Axis };
  Kind kind = Kind::None;
  int index = 0;      // SDL_GameControllerButton or SDL_GameControllerAxis
  int direction = 1;  // an axis: +1 or -1
  float deadZone = kDefaultDeadZone;

  static PadInput button(int b) { return {Kind::Button, b, 1, kDefaultDeadZone}; }
  static PadInput axis(int a, int direction, float deadZone = kDefaultDeadZone) {
    return {Kind::Axis, a, direction < 0 ? -1 : 1, deadZone};
  }
  bool isNone() const { return kind == Kind::None; }
  bool operator==(const PadInput& o) const {
    return kind == o.kind && (kind == Kind::None || (index == o.index && direction == o.direction && deadZone == o.deadZone));
  }

  // "a", "dpup", "leftx-", "lefty+@0.25" (SDL's names; the dead zone when not the default);
  // "" for none.
  std::string toString() const;
  // The inverse; nullopt for a name SDL does not know or a dead zone outside (0, 1).
  static std::optional<PadInput> parse(std::string_view text);
};

struct PadBindings {
  using Inputs = std::array<PadInput, kInputsPerAction>;
  // inputs[player][action]
  std::array<std::array<Inputs, kActionCount>, sw::kMaxPlayers> inputs{};

  // Both players alike: d-pad and left stick move, A fires, B releases the second charge, X
  // (or Y) switches weapons.
  static PadBindings defaults();
  bool operator==(const PadBindings&) const = default;

  // One action's inputs as stored: "dpup,lefty-" ("" for none). parseInputs() returns
  // nullopt when any part is unknown.
  static std::string inputsToString(const Inputs& inputs);
  static std::optional<Inputs> parseInputs(std::string_view text);
};

}  // namespace sw::gamepad
