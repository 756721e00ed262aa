#pragma once
// What a play session sounds like (issue 42, items 3 and 4), for the editor's Play and
// scrollwork-player alike: the process's one sound output (SoundOutput: an AudioEngine
// opened on first use, with its problems as a signal for the Log) and a PlaySound per
// session that, on each advanced(), plays what the presentation journal started and fades
// what a rollback withdrew (audio/sound_presenter.h). The level's music starts with the run,
// pauses with it, and stops with Stop; the boss track takes over on the first boss phase.
#include <QObject>
#include <QString>
#include <memory>

#include "audio/audio_engine.h"
#include "audio/sound_presenter.h"
#include "play/play_session.h"

namespace sw::play {

// The process-wide sound output. SDL_mixer has one device per process, so the editor's Play,
// the property grid's cue buttons and the player share it.
class SoundOutput : public QObject {
  Q_OBJECT
 public:
  static SoundOutput& instance();
  // The engine, opened on first call (no device: it stays silent; problem() says so once).
  sw::audio::AudioEngine& engine();
  // The engine as it is, never opening it (stopping and pausing need no device; after
  // shutDown() nothing may open it again on the way out).
  sw::audio::AudioEngine& engineAsIs() { return *engine_; }
  // Closes the device (the player's and tests' end); engine() opens it again.
  void shutDown();

  // Volumes and mute: kept here and applied to the engine when it opens.
  void setSettings(const sw::audio::AudioSettings& settings) { engine_->setSettings(settings); }
  const sw::audio::AudioSettings& settings() const { return engine_->settings(); }

  // Plays `cue` of `project` once, e.g. from the property grid's play button.
  void preview(const sw::SoundCue& cue, const std::string& projectDirectory);

 signals:
  // A line for the Log: no device, a file that could not be read (each once).
  void problem(const QString& line);

 private:
  SoundOutput();
  ~SoundOutput() override;
  std::unique_ptr<sw::audio::AudioEngine> engine_;
  bool opened_ = false;
};

class PlaySound : public QObject {
  Q_OBJECT
 public:
  // Follows `session` for its whole life (a parent of this object is a good owner).
  explicit PlaySound(PlaySession* session, QObject* parent = nullptr);
  ~PlaySound() override;

  // Off: no cue and no music for this session's runs (a test, a benchmark); on by default.
  void setEnabled(bool on);
  bool enabled() const { return enabled_; }
  const sw::audio::SoundPresenter* presenter() const { return presenter_.get(); }

 private:
  void onState(PlaySession::State state);
  void onAdvanced();
  void beginRun();
  void endRun();

  PlaySession* session_;
  std::unique_ptr<sw::audio::SoundPresenter> presenter_;
  bool enabled_ = true;
  bool inRun_ = false;
};

}  // namespace sw::play
