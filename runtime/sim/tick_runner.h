#pragma once
// The one place that advances a level tick by tick: Play in the editor and scrollwork-player,
// `scrollwork-cli run` and `test`, replay tests, rollback sessions (and so net-sim and co-op)
// and bench-sim all run their ticks through a TickRunner. It takes each tick's input from a
// source (a recording, a function: the keyboard, a network session's merged inputs, or
// nothing: nobody presses anything), records what it used, writes the hash trail (the state
// hash after every tick, and state dumps after chosen ticks), times each tick when asked and
// calls a hook after each. Players the run does not have press nothing (RuntimeLevel::tick).
#include <cstdint>
#include <functional>
#include <vector>

#include "sim/input.h"
#include "sim/replay/input_recording.h"
#include "sim/replay/trail.h"
#include "sim/runtime_level.h"
#include "sim/tick_times.h"

namespace sw {

class TickRunner {
 public:
  using InputSource = std::function<TickInput(std::int64_t tick)>;
  using Hook = std::function<void(const RuntimeLevel& level)>;

  explicit TickRunner(RuntimeLevel& level) : level_(level) {}

  // Where inputs come from (the last call wins). The recording must outlive the runner.
  void replay(const InputRecording& recording);
  void readFrom(InputSource source);
  // What it writes (each optional; the targets must outlive the runner).
  void recordInto(InputRecording& recording) { record_ = &recording; }
  void trailInto(Trail& trail) { trail_ = &trail; }
  void dumpAfter(std::int64_t tick) { dumps_.push_back(tick); }
  void timeInto(TickTimes& times) { times_ = &times; }
  void afterEachTick(Hook hook) { hook_ = std::move(hook); }
  // Called just before and after each tick's simulation, outside the timing: a benchmark
  // counts allocations between them.
  void aroundEachTick(std::function<void()> before, std::function<void()> after) {
    before_ = std::move(before);
    after_ = std::move(after);
  }

  // One tick with the source's input for the level's next tick / with this input. False when
  // the tick found an error (level().errors()).
  bool step();
  bool step(const TickInput& input);
  // `count` ticks from the source; false when any of them found an error.
  bool run(std::int64_t count);
  // The input the source gives for `tick` (nothing pressed without a source).
  TickInput inputAt(std::int64_t tick) const;

  RuntimeLevel& level() { return level_; }

 private:
  RuntimeLevel& level_;
  const InputRecording* replay_ = nullptr;
  InputSource source_;
  InputRecording* record_ = nullptr;
  Trail* trail_ = nullptr;
  TickTimes* times_ = nullptr;
  std::vector<std::int64_t> dumps_;
  Hook hook_;
  std::function<void()> before_, after_;
};

}  // namespace sw
