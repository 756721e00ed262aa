#pragma once
// The pads plugged in, through SDL2's game controller API (no SDL window: Qt owns the window,
// so SDL is told to read pads in the background). Pads take players' places in the order
// they connect; a pad that leaves frees its player's place, which the next pad to connect
// (or one already waiting) takes. poll() reads the pads: call it before reading bits() —
// per tick or from a timer, never in a loop. Without SDL (its init failed) there are no pads
// and everything still works; problem() says why, and the first failure in a process is
// written once to stderr.
//
// Several Gamepads may live at once (Play's input, the key dialog): SDL counts its
// subsystem's users, and each object opens the pads for itself.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gamepad/pad_bindings.h"

namespace sw::gamepad {

class Gamepads {
 public:
  // How SDL's subsystem is started (SDL_InitSubSystem by default; tests pass one that
  // fails). Returns 0 on success, as SDL does.
  using InitFunction = int (*)(std::uint32_t flags);
  explicit Gamepads(InitFunction init = nullptr);
  ~Gamepads();
  Gamepads(const Gamepads&) = delete;
  Gamepads& operator=(const Gamepads&) = delete;

  bool available() const { return available_; }
  const std::string& problem() const { return problem_; }

  // Reads the pads: plugs and unplugs, buttons, sticks, and new presses for takePress().
  void poll();
  // Changes whenever a pad connects, leaves or changes player: for a view listing them.
  int generation() const { return generation_; }

  // The pad playing `player` (0-based), if any.
  bool connected(int player) const { return padOf(player) != nullptr; }
  std::string name(int player) const;
  bool canRumble(int player) const;
  // The pads of player 1 and 2 trade places (either may have none): one keyboard player and
  // one pad player play co-op with the pad as player 2.
  void swapPlayers();
  // Pads open, whether they play or wait for a free place.
  int padCount() const { return int(pads_.size()); }

  // The input bits (sim/input.h) `player`'s pad gives through `bindings`, as of the last poll().
  std::uint8_t bits(int player, const PadBindings& bindings) const;
  // Whether `input` is held on `player`'s pad.
  bool held(int player, const PadInput& input) const;

  // The first pad input pressed or pushed (on any pad) since the last call, and the player
  // of that pad (-1 for a waiting one): what the key dialog binds.
  struct Press {
    int player = -1;
    PadInput input;
  };
  std::optional<Press> takePress();

  // Rumbles `player`'s pad (strengths 0..65535) for `ms`; false when it has no pad or the pad
  // cannot rumble.
  bool rumble(int player, std::uint16_t low, std::uint16_t high, std::uint32_t ms);
  // Stops every pad's rumble (SDL ends one at its time only while it is polled).
  void stopRumble();

 private:
  struct Pad;
  const Pad* padOf(int player) const;
  void scan();
  void assignFreePlaces();
  void notePresses(Pad& pad);

  bool available_ = false;
  std::string problem_;
  std::vector<std::unique_ptr<Pad>> pads_;  // in the order they connected
  std::vector<Press> presses_;
  int generation_ = 0;
};

}  // namespace sw::gamepad
