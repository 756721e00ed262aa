#pragma once
// Enemy behaviour at run time. A StateMachine is compiled once per enemy type (immutable,
// shared); each enemy owns a StateMachineInstance (a few integers, no heap) that the game
// ticks with a StateMachineContext supplying condition inputs and carrying out actions.
//
// Rules of one tick(), in order:
//  1. First tick only: the initial state (states[0]) is entered and its Begin runs.
//     Later ticks: the tick counter of the state advances by one.
//  2. While sleeping (a `sleep N` ran earlier) the tick ends here and the sleep counter
//     counts down by one: nothing else runs (no transitions, no Tick). The counter
//     behind `after N` keeps counting while asleep.
//  3. The transitions of the current state are checked in order; the first true one
//     wins: End of the old state runs, then Begin of the new state. Transitions are
//     checked once per tick, for the state active at this point.
//  4. Tick of the current state runs (after a transition: the NEW state's Tick).
//     If Tick changes the state (`goto S`), End and Begin run and S's Tick runs in the
//     same tick (fall-through), and so on.
//  A state change is a transition or a goto (in Begin or Tick; goto skips the rest of its
//  list; goto in End is refused at compile time). More than kMaxStateChangesPerTick
//  changes in one tick stop the machine for good (halted()): the game gets
//  machineError() naming the enemy type and the states involved, and the enemy keeps
//  its components (it moves and fires as configured) but its behaviour no longer runs.
//  `sleep N` (N > 0): the rest of the current action list still runs, then the machine
//  stops for the rest of this tick and sleeps the next N ticks (step 2); it wakes on the
//  tick after those, checking transitions as usual. A later sleep replaces the counter.
//  `die`: the context gets the action, then nothing else runs, now or later (dead()).
//  "after N" is true once N ticks have passed since the state was entered: 0 on the
//  entry tick, so `after 0` is true at once and `after 1` on the next tick.
//  Flags (setFlag / clearFlag) belong to the instance; `flag NAME` reads them.
// The context receives every action through perform() except sleep and goto, which the
// machine carries out itself (setFlag / clearFlag are applied, then passed on too).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "model/enemies/enemy_behaviour.h"

namespace sw {

class StateMachine {
 public:
  explicit StateMachine(CompiledBehaviour behaviour) : b_(std::move(behaviour)) {}

  // Nothing when the behaviour has a fatal problem; `problems` gets every problem found.
  static std::optional<StateMachine> compile(const EnemyType& type,
                                             std::vector<BehaviourProblem>* problems = nullptr);

  const CompiledBehaviour& behaviour() const { return b_; }
  const std::string& enemyType() const { return b_.enemyType; }
  std::size_t stateCount() const { return b_.states.size(); }
  const CompiledState& state(int index) const { return b_.states[std::size_t(index)]; }
  int stateIndex(std::string_view name) const;  // -1 when there is none
  int flagBit(std::string_view name) const;     // -1 when no action or condition names it

 private:
  CompiledBehaviour b_;
};

// What an enemy's behaviour sees of the game and does to it. Called only from tick().
class StateMachineContext {
 public:
  virtual ~StateMachineContext() = default;
  // Condition inputs.
  virtual std::int64_t health() const = 0;
  virtual bool pathEndReached() const = 0;
  virtual double playerDistance() const = 0;  // to the nearest player ship; a huge value when none
  virtual bool triggerFired(std::string_view name) const = 0;  // the trigger has fired (this tick or before)
  // Bosses: a part's health (0 once destroyed), whether it is destroyed, the current phase
  // (-1 before any). Enemies without parts keep these answers.
  virtual std::int64_t partHealth(int) const { return 0; }
  virtual bool partDestroyed(int) const { return false; }
  virtual int phase() const { return -1; }
  // Actions (every kind but Sleep and Goto).
  virtual void perform(const Action& action) = 0;
  // The fall-through guard stopped the machine. Rare: the message may allocate.
  virtual void machineError(const std::string& message) = 0;
};

class StateMachineInstance {
 public:
  static constexpr int kMaxStateChangesPerTick = 8;

  // `machine` must outlive the instance. A default one has no machine and never runs.
  StateMachineInstance() = default;
  explicit StateMachineInstance(const StateMachine& machine) : machine_(&machine) {}

  void tick(StateMachineContext& context);

  int state() const { return state_; }   // -1 before the first tick, or with no states
  const std::string* stateName() const;  // nullptr when state() is -1
  std::int64_t ticksInState() const { return ticksInState_; }
  std::int64_t sleepTicksLeft() const { return sleepLeft_; }
  bool flag(int bit) const { return bit >= 0 && bit < 64 && (flags_ >> bit) & 1u; }
  bool dead() const { return dead_; }
  // The last transition that fired: its state and its index in that state's list (-1, -1
  // before any; a goto does not count). The editor flashes it while ticksInState() is small.
  int lastTransitionState() const { return lastFrom_; }
  int lastTransition() const { return lastTransition_; }
  bool halted() const { return halted_; }

 private:
  // Runs a list of actions; returns the goto target, or -1.
  int run(const std::vector<Action>& actions, StateMachineContext& context);
  // Changes to `target` (End of the current state, Begin of the new one, following gotos
  // in Begin). False when the tick must stop: guard tripped or the enemy died.
  bool change(int target, StateMachineContext& context);
  bool holds(const Condition& condition, const StateMachineContext& context) const;
  void trip(int target, StateMachineContext& context);
  bool stopped() const { return dead_ || halted_ || sleepLeft_ > 0; }

  const StateMachine* machine_ = nullptr;
  int state_ = -1;
  std::int64_t ticksInState_ = 0;
  std::int64_t sleepLeft_ = 0;
  std::uint64_t flags_ = 0;
  bool dead_ = false, halted_ = false;
  int lastFrom_ = -1, lastTransition_ = -1;
  // States entered during the current tick, for the guard's message.
  int changes_ = 0;
  std::array<int, kMaxStateChangesPerTick + 2> trail_{};

 public:
  // The changing state (core/fields.h). Not the machine (the build's) nor the guard's trail
  // of one tick.
  SW_FIELDS(StateMachineInstance, state_, ticksInState_, sleepLeft_, flags_, dead_, halted_, lastFrom_,
            lastTransition_)
};

}  // namespace sw
