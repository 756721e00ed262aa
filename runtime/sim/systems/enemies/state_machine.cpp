#include "sim/systems/enemies/state_machine.h"

namespace sw {

std::optional<StateMachine> StateMachine::compile(const EnemyType& type,
                                                  std::vector<BehaviourProblem>* problems) {
  std::vector<BehaviourProblem> found;
  CompiledBehaviour behaviour = compileBehaviour(type, &found);
  const bool fatal = hasFatal(found);
  if (problems) problems->insert(problems->end(), found.begin(), found.end());
  if (fatal) return std::nullopt;
  return StateMachine(std::move(behaviour));
}

int StateMachine::stateIndex(std::string_view name) const {
  for (std::size_t i = 0; i < b_.states.size(); ++i)
    if (b_.states[i].name == name) return int(i);
  return -1;
}

int StateMachine::flagBit(std::string_view name) const {
  for (std::size_t i = 0; i < b_.flags.size(); ++i)
    if (b_.flags[i] == name) return int(i);
  return -1;
}

const std::string* StateMachineInstance::stateName() const {
  return state_ < 0 ? nullptr : &machine_->state(state_).name;
}

void StateMachineInstance::tick(StateMachineContext& context) {
  if (dead_ || halted_ || !machine_ || machine_->stateCount() == 0) return;
  changes_ = 0;
  if (state_ < 0) {
    if (!change(0, context)) return;
  } else {
    ++ticksInState_;
    if (sleepLeft_ > 0) {
      --sleepLeft_;
      return;
    }
    trail_[0] = state_;
  }
  if (stopped()) return;

  const auto& transitions = machine_->state(state_).transitions;
  for (std::size_t i = 0; i < transitions.size(); ++i) {
    const Transition& t = transitions[i];
    if (t.state < 0 || !holds(t.condition, context)) continue;
    lastFrom_ = state_;
    lastTransition_ = int(i);
    if (!change(t.state, context)) return;
    break;
  }
  // Tick, falling through into every state a goto in Tick changes to.
  while (!stopped()) {
    const int target = run(machine_->state(state_).tick, context);
    if (target < 0) break;
    if (!change(target, context)) return;
  }
}

int StateMachineInstance::run(const std::vector<Action>& actions, StateMachineContext& context) {
  for (const Action& a : actions) {
    switch (a.kind) {
      case ActionKind::Sleep:
        if (a.ticks > 0) sleepLeft_ = a.ticks;
        break;
      case ActionKind::Goto:
        if (a.state >= 0) return a.state;
        break;
      case ActionKind::SetFlag:
      case ActionKind::ClearFlag:
        if (a.flag >= 0 && a.flag < 64) {
          const std::uint64_t bit = std::uint64_t(1) << a.flag;
          flags_ = a.kind == ActionKind::SetFlag ? (flags_ | bit) : (flags_ & ~bit);
        }
        context.perform(a);
        break;
      case ActionKind::Die:
        context.perform(a);
        dead_ = true;
        return -1;
      default:
        context.perform(a);
        break;
    }
  }
  return -1;
}

bool StateMachineInstance::change(int target, StateMachineContext& context) {
  bool initial = state_ < 0;
  while (target >= 0) {
    if (!initial) {
      if (changes_ >= kMaxStateChangesPerTick) {
        trip(target, context);
        return false;
      }
      ++changes_;
      run(machine_->state(state_).end, context);  // goto cannot appear in End
      if (dead_) return false;
    }
    initial = false;
    trail_[std::size_t(changes_)] = target;
    state_ = target;
    ticksInState_ = 0;
    target = run(machine_->state(state_).begin, context);
    if (dead_) return false;
  }
  return true;
}

bool StateMachineInstance::holds(const Condition& c, const StateMachineContext& context) const {
  switch (c.kind) {
    case ConditionKind::After:
      return ticksInState_ >= c.ticks;
    case ConditionKind::HealthBelow:
      return double(context.health()) < c.value;
    case ConditionKind::PathEnd:
      return context.pathEndReached();
    case ConditionKind::PlayerWithin:
      return context.playerDistance() <= c.value;
    case ConditionKind::Trigger:
      return context.triggerFired(c.name);
    case ConditionKind::PartDestroyed:
      return c.part >= 0 && context.partDestroyed(c.part);
    case ConditionKind::PartHealthBelow:
      return c.part >= 0 && double(context.partHealth(c.part)) < c.value;
    case ConditionKind::PhaseIs:
      return c.phase >= 0 && context.phase() == c.phase;
    case ConditionKind::Flag:
      return flag(c.flag);
    case ConditionKind::Always:
      return true;
  }
  return false;
}

void StateMachineInstance::trip(int target, StateMachineContext& context) {
  halted_ = true;
  std::string chain;
  for (int i = 0; i <= changes_; ++i) chain += machine_->state(trail_[std::size_t(i)]).name + " -> ";
  chain += machine_->state(target).name;
  context.machineError("enemy '" + machine_->enemyType() + "': more than " +
                       std::to_string(kMaxStateChangesPerTick) + " state changes in one tick (" + chain +
                       "); its behaviour stopped in state '" + machine_->state(state_).name + "'");
}

}  // namespace sw
