#include "play/pad_settings.h"

#include <QSettings>
#include <QString>
#include <cstdio>

#include "play/play_input.h"

namespace sw::play {
namespace {

static_assert(kPlayerActionCount == sw::gamepad::kActionCount, "a pad binds the same actions as the keyboard");

QString padKey(int player, int action) {
  return QStringLiteral("play/pad/p%1/%2").arg(player + 1).arg(QLatin1String(KeyBindings::actionId(action)));
}

const QString kRumbleKey = QStringLiteral("play/pad/rumble");

}  // namespace

sw::gamepad::PadBindings loadPadBindings() {
  sw::gamepad::PadBindings bindings = sw::gamepad::PadBindings::defaults();
  QSettings settings;
  for (int p = 0; p < sw::kMaxPlayers; ++p)
    for (int a = 0; a < kPlayerActionCount; ++a) {
      const QString key = padKey(p, a);
      const QVariant stored = settings.value(key);
      if (!stored.isValid()) continue;
      const QByteArray text = stored.toString().toUtf8();
      if (auto inputs = sw::gamepad::PadBindings::parseInputs(std::string_view(text.constData(), std::size_t(text.size()))))
        bindings.inputs[std::size_t(p)][std::size_t(a)] = *inputs;
      else
        std::fprintf(stderr, "%s: settings key '%s': unknown gamepad input '%s'; using the default\n",
                     qPrintable(settings.fileName()), qPrintable(key), text.constData());
    }
  return bindings;
}

void savePadBindings(const sw::gamepad::PadBindings& bindings) {
  QSettings settings;
  for (int p = 0; p < sw::kMaxPlayers; ++p)
    for (int a = 0; a < kPlayerActionCount; ++a)
      settings.setValue(padKey(p, a), QString::fromStdString(sw::gamepad::PadBindings::inputsToString(
                                          bindings.inputs[std::size_t(p)][std::size_t(a)])));
}

bool rumbleEnabled() { return QSettings().value(kRumbleKey, true).toBool(); }

void setRumbleEnabled(bool on) { QSettings().setValue(kRumbleKey, on); }

}  // namespace sw::play
