#pragma once
// Game events to sounds (issue 42, items 3 and 4): each frame, what the presentation journal
// says the frame's ticks started is played once, with the cue the game rules' eventSounds
// name for it (the row about the event's subject first); what a rollback withdrew is faded
// out if its voice still plays. An event simulated again identically is in neither list
// (present/presentation_journal.h), so it keeps playing, once.
//
// The first boss phase presented hands the music over to the boss track; when a rollback
// withdraws that phase, the level's track comes back (and a later phase takes over again).
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "audio/audio_engine.h"
#include "model/sound/event_sounds.h"
#include "present/presentation_journal.h"

namespace sw::audio {

class SoundPresenter {
 public:
  static constexpr int kCancelFadeMs = 60;

  explicit SoundPresenter(AudioEngine& engine) : engine_(engine) {}

  // The game rules' rows (a new run, or an edit while Play runs).
  void setEventSounds(const std::vector<std::string>& rows);
  // One frame's changes (PlaySession::presentation().taken()).
  void present(const PresentationJournal::Changes& changes);
  // A new run: forgets the voices of the last one (they are not faded).
  void reset();

  // Counters since the last reset(), for tests and the status line.
  std::int64_t played() const { return played_; }
  std::int64_t faded() const { return faded_; }
  // Plays a rollback withdrew (faded, or already over): played() - withdrawn() is what the
  // final timeline played.
  std::int64_t withdrawn() const { return withdrawn_; }
  // Plays per cue since the last reset().
  const std::map<std::string, std::int64_t>& playsByCue() const { return playsByCue_; }

 private:
  using Key = std::tuple<std::int64_t, std::string, std::int64_t, int>;  // tick, kind, id, rank
  static Key keyOf(const PresentedEvent& e) { return {e.tick, std::string(e.kind), e.id, e.rank}; }

  AudioEngine& engine_;
  EventSoundTable table_;
  std::map<Key, VoiceHandle> voices_;  // what each presented event plays (while it may still be cancelled)
  std::map<std::string, std::int64_t> playsByCue_;
  std::int64_t newestTick_ = 0;
  std::int64_t played_ = 0;
  std::int64_t faded_ = 0;
  std::int64_t withdrawn_ = 0;
  bool bossSeen_ = false;
  Key bossEvent_;  // the boss phase that switched the music
};

}  // namespace sw::audio
