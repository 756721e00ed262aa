#pragma once
// An enemy type's state machines compiled once: every line parsed (enemy_actions.h),
// state names resolved to indexes, flag names to bits, part and phase names to indexes.
// The simulation runs them (sim/state_machine.h); validation reports their problems
// (validate_enemies.cpp). Both use this one compiler, so the editor, `scrollwork-cli
// validate` and Play agree.
//
// Machines: an owner's (the body's, or one part's) states are grouped by
// EnemyState::machine; each machine compiles on its own, its first state is its initial
// state, and its transitions and gotos name only its own states.
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
  std::string owner;                  // "" for the body, else the part's name
  std::string machine = kMainMachine;
  std::vector<CompiledState> states;  // the machine's states in list order; [0] is the initial state
  std::vector<int> sources;           // per state: its index in the owner's `states` list
  std::vector<std::string> flags;     // flag names by bit (at most kMaxFlags)
  static constexpr std::size_t kMaxFlags = 64;
};

struct BehaviourProblem {
  std::string pointer;  // relative to the enemy type's JSON object: "/states/2/tick/0", "/parts/1/states/0/..."
  std::string message;  // names the enemy type, the part, the state and the line
  bool fatal = true;    // false: the machines still run (e.g. an unreachable state)
};

// Every machine of the body (part -1) or of part `part`, in order of first appearance.
// Reports every problem found (not only the first): bad action or transition lines,
// unknown goto / transition targets (or ones in another machine), duplicate or empty state
// names, goto in End (End runs while a change is already under way), more than kMaxFlags
// flags, unknown parts, a launch or fireBeam whose owner has no launcher or beam, moveTo
// without N in a part (with N in the body), and (not fatal) states unreachable from their
// machine's initial state. The result is runnable when no problem is fatal.
std::vector<CompiledBehaviour> compileMachines(const EnemyType& type, int part,
                                               std::vector<BehaviourProblem>* problems);

// The type's phases: every `phase NAME` of its body's and parts' machines, in order of
// first appearance (Action::phase and Condition::phase index this list).
std::vector<std::string> phaseNames(const EnemyType& type);

// Every machine of the type's body and parts, and its part tree (enemy_part_tree.h).
void checkBehaviours(const EnemyType& type, std::vector<BehaviourProblem>* problems);

// The body's first machine (an empty one without states), its problems for every machine
// of the body. For callers that know one machine only.
CompiledBehaviour compileBehaviour(const EnemyType& type, std::vector<BehaviourProblem>* problems);

bool hasFatal(const std::vector<BehaviourProblem>& problems);

}  // namespace sw
