#pragma once
// Play > Sound (issue 42, "Editor: mute, master / music / effects volumes"): Mute and three
// volume sliders, kept in the editor's settings and applied to the process's sound output at
// once (also while Play runs). The sound output's problems (no audio device, a file that
// cannot be played) go to the Log, each once.
#include <QObject>

#include "audio/audio_engine.h"

class QMenu;
class QAction;
class QSlider;

namespace sw::editor {
class Document;
}

namespace sw::play {

class SoundActions : public QObject {
  Q_OBJECT
 public:
  SoundActions(sw::editor::Document* document, QObject* parent);  // objectName "soundActions"
  // Adds the Sound submenu (objectName "playSoundMenu") to `menu`.
  void populate(QMenu* menu);
  QAction* muteAction() const { return mute_; }
  sw::audio::AudioSettings settings() const { return settings_; }
  // Changes and stores the settings (what the menu's controls do).
  void setSettings(const sw::audio::AudioSettings& settings);

 private:
  QSlider* slider(const char* name, double value, void (*apply)(sw::audio::AudioSettings&, double));
  sw::editor::Document* document_;
  sw::audio::AudioSettings settings_;
  QAction* mute_ = nullptr;
};

}  // namespace sw::play
