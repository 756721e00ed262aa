#pragma once
// Keyboard -> TickInput for one or two players. Keys are configurable and kept in
// QSettings ("play/keys/p<N>/<action>"); the defaults put player 1 on the arrows with
// Space / X / C and player 2 on W A S D with F / G / H. The object filters key events
// of the widgets it watches while enabled (Play running) and eats the ones it uses,
// so arrows steer the ship instead of panning the viewport.
//
// Gamepads (gamepad/gamepads.h) add their bits to the keyboard's: the pad playing player N
// gives player N's actions through the pad bindings (play/pad_settings.h), so one player
// on the keyboard and one on a pad play co-op. The pads are opened when the input is first
// enabled (Play starts), read at every tick and, while enabled, from a timer that also
// notices pads plugged in during a pause.
#include <QKeySequence>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>
#include <array>
#include <memory>

#include "gamepad/pad_bindings.h"
#include "sim/input.h"

namespace sw::gamepad {
class Gamepads;
}

namespace sw::play {

// The actions a player has, in InputBit order.
inline constexpr int kPlayerActionCount = 7;

struct KeyBindings {
  // keys[player][action]: a Qt::Key (0: unbound).
  std::array<std::array<int, kPlayerActionCount>, sw::kMaxPlayers> keys{};

  static KeyBindings defaults();
  static KeyBindings load();  // from QSettings, defaults where nothing is stored
  void save() const;
  static const char* actionId(int action);      // "up", "down", ... for settings keys
  static QString actionName(int action);        // translated, for the dialog
  static std::uint8_t actionBit(int action) { return std::uint8_t(1u << action); }
};

class PlayInput : public QObject {
  Q_OBJECT
 public:
  explicit PlayInput(QObject* parent = nullptr);
  ~PlayInput() override;

  void setBindings(const KeyBindings& bindings);
  const KeyBindings& bindings() const { return bindings_; }
  void setPadBindings(const sw::gamepad::PadBindings& bindings) { padBindings_ = bindings; }
  const sw::gamepad::PadBindings& padBindings() const { return padBindings_; }
  // The pads, opened on first use (SDL's game controller subsystem starts then).
  sw::gamepad::Gamepads& gamepads();
  // While disabled nothing is eaten and current() is empty.
  void setEnabled(bool on);
  bool isEnabled() const { return enabled_; }
  // Watches key events of this object (call for each widget that may have focus).
  void watch(QObject* target);

  // The bits of the keys and pad inputs held now (the pads are read first).
  sw::TickInput current();
  // What one tick reads: the pads' bits, the keys held now and those pressed since the last call, whose
  // presses are then forgotten. A key pressed and released between two ticks (a tap takes
  // a few milliseconds, a tick 16) still counts for the next tick, as a real keyboard's
  // quick press must (issue #45).
  sw::TickInput takeTick();
  // Presses and releases, for tests and replays that drive input without a keyboard.
  void press(int key);
  void release(int key);
  void releaseAll() {
    held_.clear();
    pressed_.clear();
  }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  bool isBound(int key) const;
  sw::TickInput bitsOf(const QSet<int>& keys) const;  // the actions these keys are bound to
  void addPadBits(sw::TickInput& input);               // reads the pads

  KeyBindings bindings_;
  sw::gamepad::PadBindings padBindings_;
  std::unique_ptr<sw::gamepad::Gamepads> pads_;
  QTimer padTimer_;
  QSet<int> held_;
  QSet<int> pressed_;  // pressed since the last tick, released or not
  bool enabled_ = false;
};

}  // namespace sw::play
