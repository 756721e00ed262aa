#pragma once
// An enemy type's state machine compiled once: every line parsed (enemy_actions.h),
// state names resolved to indexes, flag names to bits. The simulation runs it
// (sim/state_machine.h); validation reports its problems (validate_enemies.cpp). Both use
// this one compiler, so the editor, `scrollwork-cli validate` and Play agree.
#include <cstdint>
#include <string>
#include <vector>

#include "model/enemies/enemy_actions.h"
#include "model/enemies/enemy_type.h"

namespace sw {

struct CompiledState {
  std::string name;
  std::vector<Action> begin, tick, end;
  std::vector<Transition> transitions;
};

struct CompiledBehaviour {
  std::string enemyType;
  std::vector<CompiledState> states;  // same order as EnemyType::states; [0] is the initial state
  std::vector<std::string> flags;     // flag names by bit (at most kMaxFlags)
  static constexpr std::size_t kMaxFlags = 64;
};

struct BehaviourProblem {
  std::string pointer;  // relative to the enemy type's JSON object: "/states/2/tick/0"
  std::string message;  // names the enemy type, the state and the line
  bool fatal = true;    // false: the machine still runs (e.g. an unreachable state)
};

// Compiles every state and reports every problem found (not only the first):
// bad action or transition lines, unknown goto / transition targets, duplicate or
// empty state names, goto in End (End runs while a change is already under way),
// more than kMaxFlags flags, and (not fatal) states unreachable from the initial state
// through transitions and goto actions. The result is runnable when no problem is fatal.
CompiledBehaviour compileBehaviour(const EnemyType& type, std::vector<BehaviourProblem>* problems);

bool hasFatal(const std::vector<BehaviourProblem>& problems);

}  // namespace sw
