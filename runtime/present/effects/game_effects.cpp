// A running game's particle effects (game_effects.h).
#include "present/effects/game_effects.h"

#include <algorithm>

#include "sim/runtime_level.h"

namespace sw {

namespace {
// Records of recent events' owners: more than a rollback window's worth of effect events.
constexpr std::size_t kRecords = 8192;
// A run that jumped further than this (Play from here) presents only its last ticks.
constexpr std::int64_t kMaxCatchUp = 120;
}  // namespace

GameEffects::GameEffects(std::size_t particles, std::size_t runs) : player_(particles, runs), records_(kRecords) {
  player_.setWalls(&walls_);
}

void GameEffects::begin(const Project& project, const Level* level, std::uint64_t seed) {
  player_ = EffectPlayer(player_.particleCapacity(), player_.runCapacity(), seed);
  player_.setWalls(&walls_);
  player_.setLibrary(EffectLibrary::build(project, level));
  std::fill(records_.begin(), records_.end(), Record{});
  nextRecord_ = 0;
  nextOwner_ = 1;
  stepped_ = -1;
  played_ = 0;
}

void GameEffects::setEffects(const Project& project, const Level* level) {
  player_.setLibrary(EffectLibrary::build(project, level));
}

void GameEffects::start(const PresentedEvent& e) {
  const int effect = player_.library().effectFor(e);
  if (effect < 0) return;
  const std::uint32_t owner = nextOwner_++;
  if (nextOwner_ == 0) nextOwner_ = 1;
  records_[nextRecord_] = {e.tick, e.kind, e.id, e.rank, owner};
  nextRecord_ = (nextRecord_ + 1) % records_.size();
  player_.play(effect, e.absolute, owner);
  ++played_;
}

void GameEffects::present(const RuntimeLevel& level, const PresentationJournal::Changes& changes) {
  walls_.refresh(level);
  for (const PresentedEvent& e : changes.cancelled)
    for (Record& r : records_)
      if (r.owner != 0 && r.tick == e.tick && r.id == e.id && r.rank == e.rank && r.kind == e.kind) {
        player_.cancel(r.owner);
        r.owner = 0;
      }
  const std::int64_t last = level.ticksRun() - 1;
  if (stepped_ < last - kMaxCatchUp) stepped_ = last - kMaxCatchUp;
  // Events of ticks already stepped (a rollback ran them again differently) start now.
  for (const PresentedEvent& e : changes.started)
    if (e.tick <= stepped_) start(e);
  for (std::int64_t t = stepped_ + 1; t <= last; ++t) {
    for (const PresentedEvent& e : changes.started)
      if (e.tick == t) start(e);
    player_.step();
  }
  stepped_ = std::max(stepped_, last);
}

}  // namespace sw
