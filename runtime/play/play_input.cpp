#include "play/play_input.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QSettings>

#include "gamepad/gamepads.h"
#include "play/pad_settings.h"

namespace sw::play {
namespace {

struct PlayInputText {
  Q_DECLARE_TR_FUNCTIONS(PlayInput)
};

constexpr const char* kActionIds[kPlayerActionCount] = {"up", "down", "left", "right", "fire", "second", "switch"};

QString settingsKey(int player, int action) {
  return QStringLiteral("play/keys/p%1/%2").arg(player + 1).arg(QLatin1String(kActionIds[action]));
}

// Often enough that a pad plugged in or a rumble's end is noticed at once while Play is
// paused (ticks read the pads anyway); SDL's reading is cheap.
constexpr int kPadPollMs = 50;

}  // namespace

KeyBindings KeyBindings::defaults() {
  KeyBindings b;
  b.keys[0] = {Qt::Key_Up, Qt::Key_Down, Qt::Key_Left, Qt::Key_Right, Qt::Key_Space, Qt::Key_X, Qt::Key_C};
  b.keys[1] = {Qt::Key_W, Qt::Key_S, Qt::Key_A, Qt::Key_D, Qt::Key_F, Qt::Key_G, Qt::Key_H};
  return b;
}

KeyBindings KeyBindings::load() {
  KeyBindings b = defaults();
  QSettings settings;
  for (int p = 0; p < sw::kMaxPlayers; ++p)
    for (int a = 0; a < kPlayerActionCount; ++a) {
      const QVariant stored = settings.value(settingsKey(p, a));
      if (!stored.isValid()) continue;
      const QKeySequence sequence(stored.toString());
      b.keys[std::size_t(p)][std::size_t(a)] = sequence.isEmpty() ? 0 : sequence[0].key();
    }
  return b;
}

void KeyBindings::save() const {
  QSettings settings;
  for (int p = 0; p < sw::kMaxPlayers; ++p)
    for (int a = 0; a < kPlayerActionCount; ++a) {
      const int key = keys[std::size_t(p)][std::size_t(a)];
      settings.setValue(settingsKey(p, a), key ? QKeySequence(key).toString(QKeySequence::PortableText) : QString());
    }
}

const char* KeyBindings::actionId(int action) { return kActionIds[action]; }

QString KeyBindings::actionName(int action) {
  switch (action) {
    case 0: return PlayInputText::tr("Up");
    case 1: return PlayInputText::tr("Down");
    case 2: return PlayInputText::tr("Left");
    case 3: return PlayInputText::tr("Right");
    case 4: return PlayInputText::tr("Fire");
    case 5: return PlayInputText::tr("Release second charge");
    case 6: return PlayInputText::tr("Switch weapon");
    default: return {};
  }
}

PlayInput::PlayInput(QObject* parent)
    : QObject(parent), bindings_(KeyBindings::load()), padBindings_(loadPadBindings()) {
  padTimer_.setInterval(kPadPollMs);
  connect(&padTimer_, &QTimer::timeout, this, [this] { gamepads().poll(); });
}

PlayInput::~PlayInput() = default;

sw::gamepad::Gamepads& PlayInput::gamepads() {
  if (!pads_) pads_ = std::make_unique<sw::gamepad::Gamepads>();
  return *pads_;
}

void PlayInput::addPadBits(sw::TickInput& input) {
  if (!enabled_) return;
  sw::gamepad::Gamepads& pads = gamepads();
  pads.poll();
  for (int p = 0; p < sw::kMaxPlayers; ++p) input.player[std::size_t(p)] |= pads.bits(p, padBindings_);
}

void PlayInput::setBindings(const KeyBindings& bindings) {
  bindings_ = bindings;
  releaseAll();
}

void PlayInput::setEnabled(bool on) {
  if (enabled_ == on) return;
  enabled_ = on;
  releaseAll();
  if (on) {
    gamepads().poll();
    padTimer_.start();
  } else {
    padTimer_.stop();
    if (pads_) pads_->stopRumble();  // a pad must not go on shaking after Play stops
  }
}

void PlayInput::watch(QObject* target) { target->installEventFilter(this); }

sw::TickInput PlayInput::bitsOf(const QSet<int>& keys) const {
  sw::TickInput input;
  if (!enabled_) return input;
  for (int p = 0; p < sw::kMaxPlayers; ++p)
    for (int a = 0; a < kPlayerActionCount; ++a) {
      const int key = bindings_.keys[std::size_t(p)][std::size_t(a)];
      if (key && keys.contains(key)) input.player[std::size_t(p)] |= KeyBindings::actionBit(a);
    }
  return input;
}

sw::TickInput PlayInput::current() {
  sw::TickInput input = bitsOf(held_);
  addPadBits(input);
  return input;
}

sw::TickInput PlayInput::takeTick() {
  sw::TickInput input = bitsOf(held_);
  const sw::TickInput tapped = bitsOf(pressed_);
  for (std::size_t p = 0; p < input.player.size(); ++p) input.player[p] |= tapped.player[p];
  pressed_.clear();
  addPadBits(input);
  return input;
}

void PlayInput::press(int key) {
  if (!isBound(key)) return;
  held_.insert(key);
  pressed_.insert(key);
}

void PlayInput::release(int key) { held_.remove(key); }

bool PlayInput::isBound(int key) const {
  for (const auto& player : bindings_.keys)
    for (int k : player)
      if (k && k == key) return true;
  return false;
}

bool PlayInput::eventFilter(QObject* watched, QEvent* event) {
  switch (event->type()) {
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress:
    case QEvent::KeyRelease: {
      if (!enabled_) break;
      auto* key = static_cast<QKeyEvent*>(event);
      // Keys with Ctrl or Alt stay menu shortcuts.
      if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) break;
      if (!isBound(key->key())) break;
      if (event->type() == QEvent::ShortcutOverride) {
        key->accept();  // ours, not a shortcut's
        return true;
      }
      if (key->isAutoRepeat()) return true;
      if (event->type() == QEvent::KeyPress)
        press(key->key());
      else
        release(key->key());
      return true;
    }
    case QEvent::FocusOut:
      held_.clear();  // a key released elsewhere must not stay held (a tap already made counts)
      break;
    default:
      break;
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace sw::play
