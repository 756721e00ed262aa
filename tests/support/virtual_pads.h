#pragma once
// Gamepads for tests: SDL's virtual joysticks, typed as game controllers (SDL maps button i to
// SDL_GameControllerButton i), with a rumble callback that counts what reached the pad.
// useVirtualPadsOnly() starts SDL's game controller subsystem for the test's lifetime (so a
// virtual pad outlives each Gamepads object) and hides every real pad from SDL, so a pad
// plugged into a developer's machine changes nothing.
#include <SDL.h>

#include <cstdint>
#include <cstdlib>

namespace sw::test {

inline constexpr std::uint16_t kVirtualPadVendor = 0x5357;  // "SW"

inline bool useVirtualPadsOnly() {
  SDL_SetHint(SDL_HINT_GAMECONTROLLER_IGNORE_DEVICES_EXCEPT,
              "0x5357/0x0001,0x5357/0x0002,0x5357/0x0003,0x5357/0x0004,0x5357/0x0005,0x5357/0x0006,0x5357/0x0007,"
              "0x5357/0x0008");
  SDL_SetHint(SDL_HINT_JOYSTICK_HIDAPI, "0");
  return SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0;
}

class VirtualPad {
 public:
  explicit VirtualPad(const char* name = "Virtual Pad", bool canRumble = true) {
    SDL_VirtualJoystickDesc desc{};
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    desc.vendor_id = kVirtualPadVendor;
    // SDL names a pad after the mapping of its kind (vendor, product, ...): a product of
    // each pad's own, so each keeps its name.
    static std::uint16_t product = 0;
    desc.product_id = std::uint16_t(product++ % 8 + 1);
    desc.name = name;
    desc.userdata = this;
    if (canRumble) desc.Rumble = &VirtualPad::onRumble;
    const int index = SDL_JoystickAttachVirtualEx(&desc);
    if (index >= 0) joystick_ = SDL_JoystickOpen(index);
  }
  ~VirtualPad() { unplug(); }
  VirtualPad(const VirtualPad&) = delete;
  VirtualPad& operator=(const VirtualPad&) = delete;

  bool plugged() const { return joystick_ != nullptr; }
  void setButton(SDL_GameControllerButton button, bool down) {
    SDL_JoystickSetVirtualButton(joystick_, button, down ? SDL_PRESSED : SDL_RELEASED);
  }
  void setAxis(SDL_GameControllerAxis axis, std::int16_t value) { SDL_JoystickSetVirtualAxis(joystick_, axis, value); }
  void unplug() {
    if (!joystick_) return;
    const SDL_JoystickID id = SDL_JoystickInstanceID(joystick_);
    SDL_JoystickClose(joystick_);
    joystick_ = nullptr;
    for (int i = 0; i < SDL_NumJoysticks(); ++i)
      if (SDL_JoystickGetDeviceInstanceID(i) == id) {
        SDL_JoystickDetachVirtual(i);
        break;
      }
  }

  // What reached the pad's motors (stops, 0 and 0, do not count).
  int rumbles = 0;
  std::uint16_t low = 0, high = 0;

 private:
  static int SDLCALL onRumble(void* self, Uint16 low, Uint16 high) {
    auto* pad = static_cast<VirtualPad*>(self);
    if (low == 0 && high == 0) return 0;  // SDL stops a rumble when its time is up
    ++pad->rumbles;
    pad->low = low;
    pad->high = high;
    return 0;
  }
  SDL_Joystick* joystick_ = nullptr;
};

}  // namespace sw::test
