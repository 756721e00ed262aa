#include "gamepad/pad_bindings.h"

#include <SDL.h>

#include <charconv>
#include <cmath>

namespace sw::gamepad {
namespace {

constexpr std::string_view trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

}  // namespace

std::string PadInput::toString() const {
  switch (kind) {
    case Kind::None: return {};
    case Kind::Button: {
      const char* name = SDL_GameControllerGetStringForButton(SDL_GameControllerButton(index));
      return name ? name : std::string();
    }
    case Kind::Axis: {
      const char* name = SDL_GameControllerGetStringForAxis(SDL_GameControllerAxis(index));
      if (!name) return {};
      std::string text = std::string(name) + (direction < 0 ? "-" : "+");
      if (deadZone != kDefaultDeadZone) {
        char buffer[32];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, deadZone).ptr;
        text += '@';
        text.append(buffer, end);
      }
      return text;
    }
  }
  return {};
}

std::optional<PadInput> PadInput::parse(std::string_view text) {
  text = trimmed(text);
  if (text.empty()) return PadInput{};
  float deadZone = kDefaultDeadZone;
  if (const std::size_t at = text.find('@'); at != std::string_view::npos) {
    const std::string_view number = text.substr(at + 1);
    const auto result = std::from_chars(number.data(), number.data() + number.size(), deadZone);
    if (result.ec != std::errc() || result.ptr != number.data() + number.size() || !std::isfinite(deadZone) ||
        deadZone <= 0 || deadZone >= 1)
      return std::nullopt;
    text = text.substr(0, at);
  }
  if (!text.empty() && (text.back() == '+' || text.back() == '-')) {
    const int direction = text.back() == '-' ? -1 : 1;
    const std::string name(text.substr(0, text.size() - 1));
    const SDL_GameControllerAxis axis = SDL_GameControllerGetAxisFromString(name.c_str());
    if (axis == SDL_CONTROLLER_AXIS_INVALID) return std::nullopt;
    return PadInput::axis(axis, direction, deadZone);
  }
  const std::string name(text);
  const SDL_GameControllerButton button = SDL_GameControllerGetButtonFromString(name.c_str());
  if (button == SDL_CONTROLLER_BUTTON_INVALID) return std::nullopt;
  return PadInput::button(button);
}

PadBindings PadBindings::defaults() {
  using P = PadInput;
  PadBindings b;
  // SDL's sticks point down for a positive Y.
  const std::array<Inputs, kActionCount> one = {{
      {P::button(SDL_CONTROLLER_BUTTON_DPAD_UP), P::axis(SDL_CONTROLLER_AXIS_LEFTY, -1)},
      {P::button(SDL_CONTROLLER_BUTTON_DPAD_DOWN), P::axis(SDL_CONTROLLER_AXIS_LEFTY, 1)},
      {P::button(SDL_CONTROLLER_BUTTON_DPAD_LEFT), P::axis(SDL_CONTROLLER_AXIS_LEFTX, -1)},
      {P::button(SDL_CONTROLLER_BUTTON_DPAD_RIGHT), P::axis(SDL_CONTROLLER_AXIS_LEFTX, 1)},
      {P::button(SDL_CONTROLLER_BUTTON_A), P::axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 1)},
      {P::button(SDL_CONTROLLER_BUTTON_B), P{}},
      {P::button(SDL_CONTROLLER_BUTTON_Y), P::button(SDL_CONTROLLER_BUTTON_X)},
  }};
  for (auto& player : b.inputs) player = one;
  return b;
}

std::string PadBindings::inputsToString(const Inputs& inputs) {
  std::string text;
  for (const PadInput& input : inputs) {
    if (input.isNone()) continue;
    if (!text.empty()) text += ',';
    text += input.toString();
  }
  return text;
}

std::optional<PadBindings::Inputs> PadBindings::parseInputs(std::string_view text) {
  Inputs inputs{};
  std::size_t count = 0;
  while (!trimmed(text).empty()) {
    const std::size_t comma = text.find(',');
    const std::optional<PadInput> input = PadInput::parse(text.substr(0, comma));
    if (!input) return std::nullopt;
    if (!input->isNone()) {
      if (count == inputs.size()) return std::nullopt;
      inputs[count++] = *input;
    }
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return inputs;
}

}  // namespace sw::gamepad
