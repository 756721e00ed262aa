// TickRunner (tick_runner.h): the one loop.
#include "sim/tick_runner.h"

#include <algorithm>

namespace sw {

void TickRunner::replay(const InputRecording& recording) {
  replay_ = &recording;
  source_ = nullptr;
}

void TickRunner::readFrom(InputSource source) {
  source_ = std::move(source);
  replay_ = nullptr;
}

TickInput TickRunner::inputAt(std::int64_t tick) const {
  if (replay_) return replay_->at(tick);
  if (source_) return source_(tick);
  return {};
}

bool TickRunner::step() { return step(inputAt(level_.ticksRun())); }

bool TickRunner::step(const TickInput& given) {
  const std::int64_t tick = level_.ticksRun();
  const TickInput input = level_.present(given);
  if (record_) record_->record(tick, input);
  if (before_) before_();
  bool ok = true;
  if (times_) {
    const auto start = TickTimes::Clock::now();
    ok = level_.tick(input);
    times_->add(TickTimes::Clock::now() - start);
  } else {
    ok = level_.tick(input);
  }
  if (after_) after_();
  if (trail_) {
    // A trail counts ticks from the run's start: one that begins after a "from" fast-forward
    // holds the ticks it saw.
    trail_->hashes.push_back(level_.stateHash());
    if (std::find(dumps_.begin(), dumps_.end(), tick) != dumps_.end()) trail_->dumps.push_back(dumpState(level_, tick));
  }
  if (hook_) hook_(level_);
  return ok;
}

bool TickRunner::run(std::int64_t count) {
  if (trail_) trail_->hashes.reserve(trail_->hashes.size() + std::size_t(std::max<std::int64_t>(0, count)));
  if (times_) times_->reserve(times_->count() + std::size_t(std::max<std::int64_t>(0, count)));
  bool ok = true;
  for (std::int64_t i = 0; i < count; ++i) ok = step() && ok;
  return ok;
}

}  // namespace sw
