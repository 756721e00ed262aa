#pragma once
// What moves through the player's menus: keys (arrows, Enter, Esc) and a pad's presses
// (d-pad or left stick, A accepts, B goes back, Start pauses), both turned into one
// MenuKey so every screen handles them alike.
#include <optional>

#include "gamepad/pad_bindings.h"

namespace sw::play {

enum class MenuKey { Up, Down, Left, Right, Accept, Back, Pause };

// A Qt::Key; nullopt for keys the menus do not use (typing a name uses the text).
std::optional<MenuKey> menuKeyOfKey(int key);
// A pad input as Gamepads::takePress() reports it.
std::optional<MenuKey> menuKeyOfPad(const sw::gamepad::PadInput& input);

}  // namespace sw::play
