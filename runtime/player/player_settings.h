#pragma once
// The player's own options, in its QSettings (organisation "Scrollwork", application
// "Scrollwork Player"), next to the keys (play/play_input.h) and pad bindings
// (play/pad_settings.h) the options screen also changes:
//   player/hud            "game" (the game's own layout, game.json), "default" or "classic"
//   player/volume/master, player/volume/effects, player/volume/music   0..100
//   player/fullScreen     true or false
// Absent or unreadable values give the defaults. Command-line flags (--windowed, --mute)
// override them for one run without changing them.
#include <optional>

#include "audio/audio_engine.h"
#include "model/project/game_rules_asset.h"

namespace sw::play {

struct PlayerSettings {
  std::optional<sw::HudLayout> hud;  // nullopt: the game's own
  int master = 100, effects = 100, music = 80;  // per cent
  bool fullScreen = true;

  static PlayerSettings load();
  void save() const;
  // The volumes as the sound output takes them (mute unchanged: that is --mute's).
  sw::audio::AudioSettings audio(sw::audio::AudioSettings base) const;
  bool operator==(const PlayerSettings&) const = default;
};

}  // namespace sw::play
