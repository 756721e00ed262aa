#include "gamepad/gamepads.h"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>

namespace sw::gamepad {
namespace {

// A stick pushed this far (0..1) is a press for takePress(): well past any dead zone, so a
// resting stick that drifts never binds itself.
constexpr float kPushForBinding = 0.6f;
// Presses kept for takePress(); Play never takes them, so old ones are dropped.
constexpr std::size_t kPressesKept = 8;

float axisValue(std::int16_t raw) { return std::clamp(float(raw) / 32767.0f, -1.0f, 1.0f); }

void reportOnce(const std::string& problem) {
  static std::atomic<bool> reported{false};
  if (reported.exchange(true)) return;
  std::fprintf(stderr, "scrollwork: gamepads unavailable (%s); playing with the keyboard only\n", problem.c_str());
}

}  // namespace

static_assert(SDL_CONTROLLER_BUTTON_MAX <= 32, "a pad's buttons are bits of a word");

struct Gamepads::Pad {
  SDL_GameController* controller = nullptr;
  SDL_JoystickID id = -1;
  int player = -1;  // -1: waiting for a free place
  std::string name;
  bool rumble = false;
  std::array<bool, SDL_CONTROLLER_BUTTON_MAX> buttons{};
  std::array<std::int16_t, SDL_CONTROLLER_AXIS_MAX> axes{};
  std::array<int, SDL_CONTROLLER_AXIS_MAX> pushed{};  // -1, 0, +1 past kPushForBinding
  std::uint32_t heldButtons = 0;  // as of the last poll, a bit per button
  bool read = false;  // read once: what is held when a pad connects is no press

  ~Pad() {
    if (controller) SDL_GameControllerClose(controller);
  }
};

Gamepads::Gamepads(InitFunction init) {
  if (const char* off = std::getenv("SW_NO_GAMEPADS"); off && *off) {
    problem_ = "SW_NO_GAMEPADS is set";
    reportOnce(problem_);
    return;
  }
  // No SDL window has the focus (Qt owns the windows): read the pads anyway.
  SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
  // A plain kill must still end the program (SDL would turn it into an SDL_QUIT event).
  SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
  const int result = init ? init(SDL_INIT_GAMECONTROLLER) : SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER);
  if (result != 0) {
    const char* error = init ? "" : SDL_GetError();
    problem_ = std::string("SDL could not start its game controller subsystem") + (error && *error ? ": " : "") +
               (error ? error : "");
    reportOnce(problem_);
    return;
  }
  available_ = true;
  // poll() reads the pads' state and scans for plugs itself: nobody takes SDL's joystick
  // events from its queue, so it must not fill with them.
  SDL_JoystickEventState(SDL_IGNORE);
  SDL_GameControllerEventState(SDL_IGNORE);
  poll();
}

Gamepads::~Gamepads() {
  pads_.clear();
  if (available_) SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

void Gamepads::poll() {
  if (!available_) return;
  SDL_GameControllerUpdate();  // also detects pads plugged in or pulled out
  scan();
  for (const std::unique_ptr<Pad>& pad : pads_) {
    for (int b = 0; b < SDL_CONTROLLER_BUTTON_MAX; ++b)
      pad->buttons[std::size_t(b)] = SDL_GameControllerGetButton(pad->controller, SDL_GameControllerButton(b)) != 0;
    for (int a = 0; a < SDL_CONTROLLER_AXIS_MAX; ++a)
      pad->axes[std::size_t(a)] = SDL_GameControllerGetAxis(pad->controller, SDL_GameControllerAxis(a));
    notePresses(*pad);
  }
}

void Gamepads::scan() {
  bool changed = false;
  // Pads that left free their places.
  for (auto it = pads_.begin(); it != pads_.end();) {
    if (SDL_GameControllerGetAttached((*it)->controller)) {
      ++it;
      continue;
    }
    it = pads_.erase(it);
    changed = true;
  }
  // New pads queue up in the order SDL lists them (the order they connected).
  const int count = SDL_NumJoysticks();
  for (int i = 0; i < count; ++i) {
    if (!SDL_IsGameController(i)) continue;
    const SDL_JoystickID id = SDL_JoystickGetDeviceInstanceID(i);
    if (id < 0 || std::any_of(pads_.begin(), pads_.end(), [id](const auto& p) { return p->id == id; })) continue;
    SDL_GameController* controller = SDL_GameControllerOpen(i);
    if (!controller) continue;  // it left again, or a driver refused it: try at the next poll
    auto pad = std::make_unique<Pad>();
    pad->controller = controller;
    pad->id = id;
    const char* name = SDL_GameControllerName(controller);
    pad->name = name && *name ? name : "Gamepad";
    pad->rumble = SDL_GameControllerHasRumble(controller) == SDL_TRUE;
    pads_.push_back(std::move(pad));
    changed = true;
  }
  if (changed) {
    assignFreePlaces();
    ++generation_;
  }
}

void Gamepads::assignFreePlaces() {
  for (int player = 0; player < sw::kMaxPlayers; ++player) {
    if (padOf(player)) continue;
    for (const std::unique_ptr<Pad>& pad : pads_)
      if (pad->player < 0) {
        pad->player = player;
        break;
      }
  }
}

void Gamepads::swapPlayers() {
  for (const std::unique_ptr<Pad>& pad : pads_)
    if (pad->player == 0 || pad->player == 1) pad->player = 1 - pad->player;
  ++generation_;
}

void Gamepads::notePresses(Pad& pad) {
  const bool first = !pad.read;
  pad.read = true;
  for (int a = 0; a < SDL_CONTROLLER_AXIS_MAX; ++a) {
    const float v = axisValue(pad.axes[std::size_t(a)]);
    const int now = v >= kPushForBinding ? 1 : v <= -kPushForBinding ? -1 : 0;
    int& before = pad.pushed[std::size_t(a)];
    if (now != 0 && now != before && !first && presses_.size() < kPressesKept)
      presses_.push_back({pad.player, PadInput::axis(a, now)});
    before = now;
  }
  std::uint32_t held = 0;
  for (int b = 0; b < SDL_CONTROLLER_BUTTON_MAX; ++b)
    if (pad.buttons[std::size_t(b)]) held |= 1u << b;
  const std::uint32_t newly = first ? 0 : held & ~pad.heldButtons;
  pad.heldButtons = held;
  for (int b = 0; b < SDL_CONTROLLER_BUTTON_MAX && presses_.size() < kPressesKept; ++b)
    if (newly & (1u << b)) presses_.push_back({pad.player, PadInput::button(b)});
}

const Gamepads::Pad* Gamepads::padOf(int player) const {
  for (const std::unique_ptr<Pad>& pad : pads_)
    if (pad->player == player) return pad.get();
  return nullptr;
}

std::string Gamepads::name(int player) const {
  const Pad* pad = padOf(player);
  return pad ? pad->name : std::string();
}

bool Gamepads::canRumble(int player) const {
  const Pad* pad = padOf(player);
  return pad && pad->rumble;
}

bool Gamepads::held(int player, const PadInput& input) const {
  const Pad* pad = padOf(player);
  if (!pad) return false;
  switch (input.kind) {
    case PadInput::Kind::None: return false;
    case PadInput::Kind::Button:
      return input.index >= 0 && input.index < SDL_CONTROLLER_BUTTON_MAX && pad->buttons[std::size_t(input.index)];
    case PadInput::Kind::Axis:
      return input.index >= 0 && input.index < SDL_CONTROLLER_AXIS_MAX &&
             axisValue(pad->axes[std::size_t(input.index)]) * float(input.direction) > input.deadZone;
  }
  return false;
}

std::uint8_t Gamepads::bits(int player, const PadBindings& bindings) const {
  if (player < 0 || player >= sw::kMaxPlayers || !padOf(player)) return 0;
  std::uint8_t bits = 0;
  for (int a = 0; a < kActionCount; ++a)
    for (const PadInput& input : bindings.inputs[std::size_t(player)][std::size_t(a)])
      if (held(player, input)) bits |= std::uint8_t(1u << a);
  return bits;
}

std::optional<Gamepads::Press> Gamepads::takePress() {
  if (presses_.empty()) return std::nullopt;
  const Press press = presses_.front();
  presses_.erase(presses_.begin());
  return press;
}

bool Gamepads::rumble(int player, std::uint16_t low, std::uint16_t high, std::uint32_t ms) {
  const Pad* pad = padOf(player);
  if (!pad || !pad->rumble) return false;
  return SDL_GameControllerRumble(pad->controller, low, high, ms) == 0;
}

void Gamepads::stopRumble() {
  for (const std::unique_ptr<Pad>& pad : pads_)
    if (pad->rumble) SDL_GameControllerRumble(pad->controller, 0, 0, 0);
}

}  // namespace sw::gamepad
