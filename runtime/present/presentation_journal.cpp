// Presentation that survives rollback (presentation_journal.h).
#include "present/presentation_journal.h"

#include <algorithm>

namespace sw {

PresentationJournal::PresentationJournal(std::int64_t window) : slots_(std::size_t(std::max<std::int64_t>(window, 1))) {}

void PresentationJournal::tickRunAt(std::int64_t tick, const std::vector<LevelEvent>& events, Vec2 frameOrigin) {
  if (tick < 0) return;
  // The tick's events with their identities: rank counts earlier events of the same kind and
  // entity in this tick (a tick is short: the quadratic count is over a handful).
  incoming_.clear();
  for (const LevelEvent& e : events) {
    int rank = 0;
    for (const PresentedEvent& earlier : incoming_) rank += earlier.id == e.id && earlier.kind == e.kind;
    incoming_.push_back({tick, e.kind, e.id, rank, e.at, e.subject, e.part, e.at + frameOrigin});
  }

  Slot& s = slot(tick);
  if (s.tick != tick) {
    // First time this tick runs (or it is older than the window): everything is new. A
    // rollback that re-runs ticks the journal has forgotten starts them again, which is
    // the best it can do.
    s.tick = tick;
    s.events.assign(incoming_.begin(), incoming_.end());
    pending_.started.insert(pending_.started.end(), incoming_.begin(), incoming_.end());
    startedTotal_ += std::int64_t(incoming_.size());
    return;
  }
  // Simulated again: what it no longer has is cancelled, what it newly has starts, what it
  // still has keeps playing.
  for (const PresentedEvent& old : s.events) {
    const bool kept =
        std::any_of(incoming_.begin(), incoming_.end(), [&](const PresentedEvent& e) { return e.sameAs(old); });
    if (kept) continue;
    // Started and cancelled before anyone took it: it never reaches the presenter.
    auto unseen = std::find_if(pending_.started.begin(), pending_.started.end(),
                               [&](const PresentedEvent& e) { return e.sameAs(old); });
    if (unseen != pending_.started.end()) {
      pending_.started.erase(unseen);
      --startedTotal_;
    } else {
      pending_.cancelled.push_back(old);
      ++cancelledTotal_;
    }
  }
  for (const PresentedEvent& e : incoming_) {
    const bool known =
        std::any_of(s.events.begin(), s.events.end(), [&](const PresentedEvent& old) { return old.sameAs(e); });
    if (known) continue;
    pending_.started.push_back(e);
    ++startedTotal_;
  }
  s.events.assign(incoming_.begin(), incoming_.end());
}

const PresentationJournal::Changes& PresentationJournal::take() {
  std::swap(taken_, pending_);
  pending_.started.clear();
  pending_.cancelled.clear();
  return taken_;
}

void PresentationJournal::reset() {
  for (Slot& s : slots_) {
    s.tick = -1;
    s.events.clear();
  }
  pending_.started.clear();
  pending_.cancelled.clear();
  taken_.started.clear();
  taken_.cancelled.clear();
  startedTotal_ = 0;
  cancelledTotal_ = 0;
}

}  // namespace sw
