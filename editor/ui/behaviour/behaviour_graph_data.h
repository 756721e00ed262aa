#pragma once
// What the Behaviour dock draws of one state machine of an enemy type (issue 41 item 5),
// read from the model only: the machines a type has (its body's, then each part's), and one
// machine as nodes (its states, in list order) and wires (each transition line that names a
// state of the machine, each `goto` in Begin or Tick), with the problems of the behaviour
// compiler placed on the node or wire their JSON pointer names. No Qt: the scene
// (behaviour_graph_scene.h) turns it into items, tests read it as it is.
//
// Nodes are named by `source`, the state's index in its owner's `states` list (what
// CompiledBehaviour::sources says and what a JSON pointer counts), so an edit knows which
// state object to change.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/enemies/enemy_actions.h"
#include "model/enemies/enemy_type.h"

namespace sw::editor::behaviour {

// One machine of an enemy type: of the body (part -1) or of part `part`, by name.
struct MachineRef {
  int part = -1;
  std::string machine = sw::kMainMachine;
  friend bool operator==(const MachineRef&, const MachineRef&) = default;
};

// Every machine of the type: the body's, then each part's, each owner's in order of first
// appearance. An owner without states lists "main", where its first state would go.
std::vector<MachineRef> machinesOf(const sw::EnemyType& type);
// The states of the body (part -1) or of a part; nullptr for a part that does not exist.
std::vector<std::unique_ptr<sw::EnemyState>>* statesOf(const sw::EnemyType& type, int part);
// The machine that holds `state` (a state of the body or of a part), or nothing.
std::optional<MachineRef> machineHolding(const sw::EnemyType& type, const sw::EnemyState* state);
// "" for the body, "/parts/P" for a part: where its states sit in the type's JSON.
std::string ownerPointer(int part);

struct GraphNode {
  int source = -1;  // index in the owner's states
  std::string name;
  bool initial = false;                       // the machine's first (named) state
  std::vector<std::string> begin, tick, end;  // the action lines as written
  std::vector<std::string> problems;
  friend bool operator==(const GraphNode&, const GraphNode&) = default;
};

struct GraphWire {
  enum class Kind { Transition, Goto };
  Kind kind = Kind::Transition;
  int from = -1, to = -1;                           // sources of the two states (equal: a loop)
  sw::StateList list = sw::StateList::Transitions;  // Transitions, or Begin / Tick for a goto
  int line = -1;                                    // index of its line in that list
  std::string label;                                // the condition as written, or "goto"
  std::vector<std::string> problems;
  friend bool operator==(const GraphWire&, const GraphWire&) = default;
};

struct BehaviourGraph {
  std::vector<GraphNode> nodes;     // in list order
  std::vector<GraphWire> wires;     // per state in list order: transitions in line order, then gotos
  int nodeIndex(int source) const;  // -1 when the state is no node of this graph
  friend bool operator==(const BehaviourGraph&, const BehaviourGraph&) = default;
};

// The machine as a graph, its problems (checkBehaviours) on its nodes and wires. A line that
// names no state of the machine (or does not read) makes no wire: its problem sits on its node.
BehaviourGraph graphOf(const sw::EnemyType& type, const MachineRef& machine);

// A layered layout, the same for the same graph: column = steps from the initial state along
// wires (breadth first, in wire order), row = order of arrival in the column; states no wire
// reaches start columns of their own from 0, in list order. Per node, in node order.
struct NodePlace {
  int column = 0, row = 0;
};
std::vector<NodePlace> layeredPlaces(const BehaviourGraph& graph);

// The condition of a transition line as written (left of "->", trimmed); nothing without "->".
std::optional<std::string> conditionText(const std::string& line);

}  // namespace sw::editor::behaviour
