#include "menu_input.h"

#include <Qt>
#include <string>
#include <utility>

namespace sw::play {

std::optional<MenuKey> menuKeyOfKey(int key) {
  switch (key) {
    case Qt::Key_Up: return MenuKey::Up;
    case Qt::Key_Down: return MenuKey::Down;
    case Qt::Key_Left: return MenuKey::Left;
    case Qt::Key_Right: return MenuKey::Right;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: return MenuKey::Accept;
    case Qt::Key_Escape:
    case Qt::Key_Backspace: return MenuKey::Back;
    default: return std::nullopt;
  }
}

std::optional<MenuKey> menuKeyOfPad(const sw::gamepad::PadInput& input) {
  // SDL's names, so no SDL header is needed here; a stick pushed past the default dead
  // zone reports as its axis direction.
  static const std::pair<const char*, MenuKey> kNames[] = {
      {"dpup", MenuKey::Up},      {"lefty-", MenuKey::Up},       {"dpdown", MenuKey::Down},
      {"lefty+", MenuKey::Down},  {"dpleft", MenuKey::Left},     {"leftx-", MenuKey::Left},
      {"dpright", MenuKey::Right}, {"leftx+", MenuKey::Right},   {"a", MenuKey::Accept},
      {"b", MenuKey::Back},       {"back", MenuKey::Back},       {"start", MenuKey::Pause}};
  for (const auto& [name, key] : kNames) {
    const std::optional<sw::gamepad::PadInput> known = sw::gamepad::PadInput::parse(name);
    if (known && known->kind == input.kind && known->index == input.index &&
        (input.kind != sw::gamepad::PadInput::Kind::Axis || known->direction == input.direction))
      return key;
  }
  return std::nullopt;
}

}  // namespace sw::play
