// Events to sounds across rollbacks (sound_presenter.h).
#include "audio/sound_presenter.h"

namespace sw::audio {
namespace {
// Rollbacks reach back no further than this many ticks (the journal's window): older voices
// can no longer be cancelled and are forgotten.
constexpr std::int64_t kKeptTicks = 512;
}  // namespace

void SoundPresenter::setEventSounds(const std::vector<std::string>& rows) { table_ = EventSoundTable(rows); }

void SoundPresenter::reset() {
  voices_.clear();
  playsByCue_.clear();
  newestTick_ = 0;
  played_ = faded_ = withdrawn_ = 0;
  bossSeen_ = false;
}

void SoundPresenter::present(const PresentationJournal::Changes& changes) {
  for (const PresentedEvent& e : changes.cancelled) {
    if (bossSeen_ && keyOf(e) == bossEvent_) {
      bossSeen_ = false;
      engine_.switchBackFromBoss();
    }
    auto it = voices_.find(keyOf(e));
    if (it == voices_.end()) continue;
    ++withdrawn_;
    if (engine_.playing(it->second)) {
      engine_.fadeOut(it->second, kCancelFadeMs);
      ++faded_;
    }
    voices_.erase(it);
  }
  for (const PresentedEvent& e : changes.started) {
    newestTick_ = std::max(newestTick_, e.tick);
    if (e.kind == "boss-phase" && !bossSeen_) {
      bossSeen_ = true;
      bossEvent_ = keyOf(e);
      engine_.switchToBoss();
    }
    const std::string* cue = table_.cueFor(e.kind, e.subject);
    if (!cue) continue;
    ++played_;
    ++playsByCue_[*cue];
    voices_[keyOf(e)] = engine_.play(*cue);  // an empty handle too: its withdrawal still counts
  }
  // Forget voices no rollback can reach any more.
  while (!voices_.empty() && std::get<0>(voices_.begin()->first) < newestTick_ - kKeptTicks) voices_.erase(voices_.begin());
}

}  // namespace sw::audio
