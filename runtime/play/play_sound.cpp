// Sound for play sessions (play_sound.h).
#include "play/play_sound.h"

#include <filesystem>

#include "model/level/level.h"
#include "model/project/project.h"
#include "present/presentation_journal.h"

namespace sw::play {

SoundOutput& SoundOutput::instance() {
  static SoundOutput* output = new SoundOutput();  // lives as long as the process: SDL's device does
  return *output;
}

SoundOutput::SoundOutput()
    : engine_(std::make_unique<sw::audio::AudioEngine>([this](const std::string& line) {
        Q_EMIT problem(QString::fromStdString(line));
      })) {}

SoundOutput::~SoundOutput() = default;

sw::audio::AudioEngine& SoundOutput::engine() {
  if (!opened_) {
    opened_ = true;
    engine_->open();
  }
  return *engine_;
}

void SoundOutput::shutDown() {
  engine_->close();
  opened_ = false;
}

void SoundOutput::preview(const sw::SoundCue& cue, const std::string& projectDirectory) {
  auto& e = engine();
  // A cue of its own name space, so a preview never cuts a playing game's voices of the cue.
  sw::SoundCue copy = cue;
  copy.name = "\x01preview:" + cue.name;
  e.addCue(copy, projectDirectory);
  e.play(copy.name);
}

PlaySound::PlaySound(PlaySession* session, QObject* parent)
    : QObject(parent), session_(session),
      presenter_(std::make_unique<sw::audio::SoundPresenter>(SoundOutput::instance().engineAsIs())) {
  connect(session_, &PlaySession::stateChanged, this, &PlaySound::onState);
  connect(session_, &PlaySession::advanced, this, &PlaySound::onAdvanced);
  connect(session_, &PlaySession::stopping, this, &PlaySound::endRun);
}

PlaySound::~PlaySound() {
  if (inRun_) endRun();
}

void PlaySound::setEnabled(bool on) {
  if (enabled_ == on) return;
  enabled_ = on;
  if (!on) endRun();
  else if (session_->isActive()) beginRun();
}

void PlaySound::beginRun() {
  const sw::Project* project = session_->project();
  const sw::Level* level = session_->level();
  if (!enabled_ || !project || !level) return;
  auto& engine = SoundOutput::instance().engine();
  inRun_ = true;
  presenter_->reset();
  std::vector<const sw::SoundCue*> cues;
  for (const auto& c : project->soundCues) cues.push_back(c.get());
  engine.setCues(cues, project->directory);
  presenter_->setEventSounds(project->rules.eventSounds);
  auto track = [&](const std::string& file, double start, double end) {
    return sw::audio::MusicTrack{file.empty() ? std::string() : project->absolutePath(file), start, end};
  };
  engine.setMusic(track(level->music, level->musicLoopStart, level->musicLoopEnd),
                  track(level->bossMusic, level->bossMusicLoopStart, level->bossMusicLoopEnd));
  engine.resume();
  engine.startMusic();
  if (session_->state() == PlaySession::State::Paused) engine.pause();
}

void PlaySound::endRun() {
  if (!inRun_) return;
  inRun_ = false;
  auto& engine = SoundOutput::instance().engineAsIs();
  engine.stopAll();
  engine.stopMusic();
  engine.resume();  // a paused run's stop leaves the device ready for the next
  presenter_->reset();
}

void PlaySound::onState(PlaySession::State state) {
  if (state == PlaySession::State::Stopped) {
    endRun();
    return;
  }
  if (!inRun_) {
    beginRun();
    return;
  }
  auto& engine = SoundOutput::instance().engineAsIs();
  if (state == PlaySession::State::Paused)
    engine.pause();
  else
    engine.resume();
}

void PlaySound::onAdvanced() {
  if (!inRun_ || !enabled_) return;
  presenter_->present(session_->presentation().taken());
}

}  // namespace sw::play
