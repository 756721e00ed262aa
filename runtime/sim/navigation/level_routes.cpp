#include "sim/navigation/level_routes.h"

#include "model/level/nav_objects.h"
#include "model/level/level_nav_graph.h"

namespace sw {

LevelRoutes::LevelRoutes(const Level& level, const TriggerCondition::Names& names, const std::string& levelFile,
                         Errors& problems)
    : graph_(buildNavGraph(level)) {
  gates_.resize(graph_.nodes().size());
  for (std::size_t i = 0; i < graph_.nodes().size(); ++i) {
    const graph::NavNode& node = graph_.nodes()[i];
    if (!isConditionalPassage(node.passableWhen)) continue;
    Gate& gate = gates_[i];
    gate.conditional = true;
    std::string problem;
    gate.condition = TriggerCondition::compile(node.passableWhen, names, &problem);
    if (!problem.empty()) {
      gate.broken = true;
      problems.push_back({levelFile, "nav node '" + node.name + "'",
                          "passable-when condition '" + node.passableWhen + "': " + problem});
    }
  }
}

std::optional<graph::NavNodeIndex> LevelRoutes::node(std::string_view name) const {
  const auto& nodes = graph_.nodes();
  for (std::size_t i = 0; i < nodes.size(); ++i)
    if (nodes[i].name == name) return graph::NavNodeIndex(i);
  return std::nullopt;
}

bool LevelRoutes::passable(graph::NavNodeIndex node, const ConditionSource& state) const {
  if (node >= gates_.size()) return false;
  const Gate& gate = gates_[node];
  if (!gate.conditional) return true;
  return !gate.broken && gate.condition.holds(state);
}

bool LevelRoutes::find(graph::NavNodeIndex start, graph::NavNodeIndex goal, const ConditionSource& state,
                       graph::Route& route, const graph::NavAbilities* abilities) const {
  // Two references: small enough for std::function to hold without allocating.
  const graph::NavPassable enter = [this, &state](graph::NavNodeIndex i, const graph::NavNode&) {
    return passable(i, state);
  };
  return finder_.find(start, goal, enter, abilities, route);
}

bool LevelRoutes::find(std::string_view start, std::string_view goal, const ConditionSource& state,
                       graph::Route& route, const graph::NavAbilities* abilities) const {
  const auto a = node(start), b = node(goal);
  if (!a || !b) {
    route.nodes.clear();
    route.actions.clear();
    route.cost = 0;
    return false;
  }
  return find(*a, *b, state, route, abilities);
}

}  // namespace sw
