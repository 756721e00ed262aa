#include "ui/behaviour/behaviour_graph_data.h"

#include <algorithm>
#include <cstdlib>
#include <deque>

#include "model/enemies/enemy_behaviour.h"

namespace sw::editor::behaviour {

namespace {
std::string trimmed(const std::string& s) {
  const auto begin = s.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return {};
  return s.substr(begin, s.find_last_not_of(" \t\r\n") - begin + 1);
}

// "/states/S/LIST/I" (after the owner's prefix) read back: S, the list ("" for the state
// itself: its name or machine) and I (-1 when none).
struct Place {
  int state = -1;
  std::string list;
  int line = -1;
};
std::optional<Place> placeOf(const std::string& pointer, const std::string& owner) {
  const std::string prefix = owner + "/states/";
  if (pointer.rfind(prefix, 0) != 0) return std::nullopt;
  Place place;
  const char* at = pointer.c_str() + prefix.size();
  char* rest = nullptr;
  place.state = int(std::strtol(at, &rest, 10));
  if (rest == at) return std::nullopt;
  std::string tail(rest);  // "/tick/0", "/name", ""
  if (tail.size() > 1 && tail[0] == '/') {
    const auto slash = tail.find('/', 1);
    place.list = tail.substr(1, slash == std::string::npos ? std::string::npos : slash - 1);
    if (slash != std::string::npos) place.line = std::atoi(tail.c_str() + slash + 1);
  }
  return place;
}
}  // namespace

std::vector<std::unique_ptr<sw::EnemyState>>* statesOf(const sw::EnemyType& type, int part) {
  auto& t = const_cast<sw::EnemyType&>(type);
  if (part < 0) return &t.states;
  if (part >= int(t.parts.size())) return nullptr;
  return &t.parts[std::size_t(part)]->states;
}

std::vector<MachineRef> machinesOf(const sw::EnemyType& type) {
  std::vector<MachineRef> out;
  for (int part = -1; part < int(type.parts.size()); ++part) {
    std::vector<std::string> names = sw::machineNames(*statesOf(type, part));
    if (names.empty()) names.push_back(sw::kMainMachine);
    for (std::string& name : names) out.push_back({part, std::move(name)});
  }
  return out;
}

std::optional<MachineRef> machineHolding(const sw::EnemyType& type, const sw::EnemyState* state) {
  if (!state) return std::nullopt;
  for (int part = -1; part < int(type.parts.size()); ++part)
    for (const auto& s : *statesOf(type, part))
      if (s.get() == state) return MachineRef{part, s->machine};
  return std::nullopt;
}

std::string ownerPointer(int part) { return part < 0 ? std::string() : "/parts/" + std::to_string(part); }

int BehaviourGraph::nodeIndex(int source) const {
  for (std::size_t i = 0; i < nodes.size(); ++i)
    if (nodes[i].source == source) return int(i);
  return -1;
}

std::optional<std::string> conditionText(const std::string& line) {
  const auto arrow = line.find("->");
  if (arrow == std::string::npos) return std::nullopt;
  return trimmed(line.substr(0, arrow));
}

BehaviourGraph graphOf(const sw::EnemyType& type, const MachineRef& machine) {
  BehaviourGraph graph;
  const auto* states = statesOf(type, machine.part);
  if (!states) return graph;
  bool initial = true;
  for (std::size_t i = 0; i < states->size(); ++i) {
    const sw::EnemyState& s = *(*states)[i];
    if (s.machine != machine.machine) continue;
    GraphNode node;
    node.source = int(i);
    node.name = s.name;
    node.initial = initial && !s.name.empty();
    initial = initial && !node.initial;
    node.begin = s.begin;
    node.tick = s.tick;
    node.end = s.end;
    graph.nodes.push_back(std::move(node));
  }
  // A name names the first state of the machine that has it (a duplicate is a problem of its own).
  const auto nodeNamed = [&](const std::string& name) {
    for (const GraphNode& n : graph.nodes)
      if (!name.empty() && n.name == name) return n.source;
    return -1;
  };
  for (const GraphNode& node : graph.nodes) {
    const sw::EnemyState& s = *(*states)[std::size_t(node.source)];
    for (std::size_t l = 0; l < s.transitions.size(); ++l) {
      auto parsed = sw::parseTransition(s.transitions[l]);
      if (!parsed) continue;
      const int to = nodeNamed(parsed.value->target);
      if (to < 0) continue;
      GraphWire wire;
      wire.from = node.source;
      wire.to = to;
      wire.line = int(l);
      wire.label = conditionText(s.transitions[l]).value_or(std::string());
      graph.wires.push_back(std::move(wire));
    }
    for (auto [list, lines] :
         {std::pair{sw::StateList::Begin, &s.begin}, std::pair{sw::StateList::Tick, &s.tick}})
      for (std::size_t l = 0; l < lines->size(); ++l) {
        auto parsed = sw::parseAction((*lines)[l]);
        if (!parsed || parsed.value->kind != sw::ActionKind::Goto) continue;
        const int to = nodeNamed(parsed.value->name);
        if (to < 0) continue;
        GraphWire wire;
        wire.kind = GraphWire::Kind::Goto;
        wire.from = node.source;
        wire.to = to;
        wire.list = list;
        wire.line = int(l);
        wire.label = "goto";
        graph.wires.push_back(std::move(wire));
      }
  }

  std::vector<sw::BehaviourProblem> problems;
  sw::checkBehaviours(type, &problems);
  const std::string owner = ownerPointer(machine.part);
  for (const sw::BehaviourProblem& problem : problems) {
    const auto place = placeOf(problem.pointer, owner);
    if (!place) continue;
    const int node = graph.nodeIndex(place->state);
    if (node < 0) continue;  // a state of another machine
    auto wire = std::find_if(graph.wires.begin(), graph.wires.end(), [&](const GraphWire& w) {
      return w.from == place->state && w.line == place->line && place->list == sw::toString(w.list);
    });
    if (wire != graph.wires.end())
      wire->problems.push_back(problem.message);
    else
      graph.nodes[std::size_t(node)].problems.push_back(problem.message);
  }
  return graph;
}

std::vector<NodePlace> layeredPlaces(const BehaviourGraph& graph) {
  const std::size_t n = graph.nodes.size();
  std::vector<NodePlace> places(n);
  std::vector<bool> placed(n, false);
  std::vector<int> rows;  // nodes so far per column
  const auto place = [&](std::size_t node, int column) {
    placed[node] = true;
    if (int(rows.size()) <= column) rows.resize(std::size_t(column) + 1, 0);
    places[node] = {column, rows[std::size_t(column)]++};
  };
  // The initial state first, then every state no wire reaches, in list order.
  std::vector<std::size_t> roots;
  for (std::size_t i = 0; i < n; ++i)
    if (graph.nodes[i].initial) roots.push_back(i);
  for (std::size_t i = 0; i < n; ++i) roots.push_back(i);
  for (std::size_t root : roots) {
    if (placed[root]) continue;
    place(root, 0);
    std::deque<std::size_t> todo{root};
    while (!todo.empty()) {
      const std::size_t at = todo.front();
      todo.pop_front();
      for (const GraphWire& wire : graph.wires) {
        if (wire.from != graph.nodes[at].source) continue;
        const int to = graph.nodeIndex(wire.to);
        if (to < 0 || placed[std::size_t(to)]) continue;
        place(std::size_t(to), places[at].column + 1);
        todo.push_back(std::size_t(to));
      }
    }
  }
  return places;
}

}  // namespace sw::editor::behaviour
