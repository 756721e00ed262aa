#include "graph/nav_graph.h"

#include <algorithm>

namespace sw::graph {

const char* toString(NavAction action) {
  switch (action) {
    case NavAction::None: return "none";
    case NavAction::Walk: return "walk";
    case NavAction::Jump: return "jump";
    case NavAction::Fall: return "fall";
    case NavAction::Climb: return "climb";
    case NavAction::Grip: return "grip";
  }
  return "none";
}

std::optional<NavAction> navActionFromString(const std::string& name) {
  for (auto a : {NavAction::None, NavAction::Walk, NavAction::Jump, NavAction::Fall, NavAction::Climb,
                 NavAction::Grip})
    if (name == toString(a)) return a;
  return std::nullopt;
}

NavNodeIndex NavGraph::addNode(NavNode node) {
  nodes_.push_back(std::move(node));
  adjacency_.emplace_back();
  return NavNodeIndex(nodes_.size() - 1);
}

std::optional<NavNodeIndex> NavGraph::findNode(const std::string& name) const {
  for (std::size_t i = 0; i < nodes_.size(); ++i)
    if (nodes_[i].name == name) return NavNodeIndex(i);
  return std::nullopt;
}

bool NavGraph::addEdge(NavEdge edge) {
  if (edge.a >= nodes_.size() || edge.b >= nodes_.size() || edge.a == edge.b) return false;
  const double length = (nodes_[edge.b].position - nodes_[edge.a].position).length();
  auto add = [&](NavNodeIndex from, NavNodeIndex to, const NavWay& way) {
    if (way.action == NavAction::None) return;
    const double cost = way.cost < 0 ? length : way.cost;
    adjacency_[from].push_back({to, way.action, cost});
    // A step shorter than its cost-per-distance bound would make the heuristic
    // overestimate; keep the bound at the cheapest step seen.
    const double perDistance = length > 0 ? cost / length : 0;
    minCostPerDistance_ = anyStep_ ? std::min(minCostPerDistance_, perDistance) : perDistance;
    anyStep_ = true;
  };
  add(edge.a, edge.b, edge.forward);
  add(edge.b, edge.a, edge.backward);
  edges_.push_back(edge);
  return true;
}

}  // namespace sw::graph
