#include "player_settings.h"

#include <QSettings>
#include <algorithm>

namespace sw::play {

namespace {

int percent(const QSettings& settings, const char* key, int fallback) {
  bool ok = false;
  const int value = settings.value(QLatin1String(key), fallback).toInt(&ok);
  return ok ? std::clamp(value, 0, 100) : fallback;
}

}  // namespace

PlayerSettings PlayerSettings::load() {
  PlayerSettings s;
  const QSettings settings;
  const QString hud = settings.value(QStringLiteral("player/hud")).toString();
  if (hud == QLatin1String("default")) s.hud = sw::HudLayout::Default;
  if (hud == QLatin1String("classic")) s.hud = sw::HudLayout::Classic;
  s.master = percent(settings, "player/volume/master", s.master);
  s.effects = percent(settings, "player/volume/effects", s.effects);
  s.music = percent(settings, "player/volume/music", s.music);
  s.fullScreen = settings.value(QStringLiteral("player/fullScreen"), s.fullScreen).toBool();
  return s;
}

void PlayerSettings::save() const {
  QSettings settings;
  settings.setValue(QStringLiteral("player/hud"), !hud                           ? QStringLiteral("game")
                                                  : *hud == sw::HudLayout::Classic ? QStringLiteral("classic")
                                                                                   : QStringLiteral("default"));
  settings.setValue(QStringLiteral("player/volume/master"), master);
  settings.setValue(QStringLiteral("player/volume/effects"), effects);
  settings.setValue(QStringLiteral("player/volume/music"), music);
  settings.setValue(QStringLiteral("player/fullScreen"), fullScreen);
}

sw::audio::AudioSettings PlayerSettings::audio(sw::audio::AudioSettings base) const {
  base.master = master / 100.0;
  base.effects = effects / 100.0;
  base.music = music / 100.0;
  return base;
}

}  // namespace sw::play
