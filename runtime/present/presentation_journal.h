#pragma once
// What the presentation (effects, sounds, rumble) has started, tick by tick, so that a rollback
// never plays a thing twice nor leaves one playing that the corrected game no longer has
// (issue "Presentation that survives rollback"). Engines with rollback leave this to each
// game; Scrollwork does it once, here.
//
// Every simulated tick, including ticks simulated again after a rollback, is recorded with its
// events (RuntimeLevel's TickListener). An event is known by its tick, kind, entity and its
// rank among the events of that tick with the same kind and entity; its place may differ
// after a correction and does not count. take() hands the presenter what changed since the
// last take():
//   - started: events seen for the first time (present them now);
//   - cancelled: events presented earlier whose tick was simulated again without them
//     (stop or fade what they started).
// An event re-simulated identically is neither: it keeps playing, once.
//
// Ticks older than the window (longer than any rollback) are forgotten. Qt-free, no
// allocation once the window's buffers have grown.
#include <cstdint>
#include <string_view>
#include <vector>

#include "sim/level_events.h"
#include "sim/runtime_level.h"

namespace sw {

// One event as the presentation knows it: its identity and where it happened.
struct PresentedEvent {
  std::int64_t tick = 0;
  std::string_view kind;
  std::int64_t id = 0;
  int rank = 0;  // among the tick's events of this kind and entity, in emission order
  Vec2 at;
  std::string_view subject;  // LevelEvent's: what it concerns (an enemy type, a weapon ...)
  std::string_view part;
  Vec2 absolute;  // `at` in the editor's layout (at + the frame's origin at that tick)
  bool sameAs(const PresentedEvent& o) const { return tick == o.tick && id == o.id && rank == o.rank && kind == o.kind; }
};

class PresentationJournal final : public TickListener {
 public:
  // `window`: ticks kept; a rollback further back than this presents its ticks as new.
  explicit PresentationJournal(std::int64_t window = 256);

  void tickRun(std::int64_t tick, const std::vector<LevelEvent>& events) override { tickRunAt(tick, events, {}); }
  void tickRunAt(std::int64_t tick, const std::vector<LevelEvent>& events, Vec2 frameOrigin) override;

  struct Changes {
    std::vector<PresentedEvent> started;
    std::vector<PresentedEvent> cancelled;
  };
  // What changed since the last call (the lists are reused: copy what you keep).
  const Changes& take();
  // What the last take() returned (for a second reader of the same frame).
  const Changes& taken() const { return taken_; }
  // Forget everything (a new run).
  void reset();

  // Totals since the last reset(), for tests and the status line.
  std::int64_t startedTotal() const { return startedTotal_; }
  std::int64_t cancelledTotal() const { return cancelledTotal_; }

 private:
  struct Slot {
    std::int64_t tick = -1;
    std::vector<PresentedEvent> events;
  };
  Slot& slot(std::int64_t tick) { return slots_[std::size_t(tick % std::int64_t(slots_.size()))]; }

  std::vector<Slot> slots_;
  std::vector<PresentedEvent> incoming_;
  Changes pending_;
  Changes taken_;
  std::int64_t startedTotal_ = 0;
  std::int64_t cancelledTotal_ = 0;
};

}  // namespace sw
