#include "graph/route_finder.h"

#include <algorithm>

namespace sw::graph {

RouteFinder::RouteFinder(const NavGraph& graph) : graph_(graph) {}

bool RouteFinder::find(NavNodeIndex start, NavNodeIndex goal, const NavPassable& passable,
                       const NavAbilities* abilities, Route& route) {
  route.nodes.clear();
  route.actions.clear();
  route.cost = 0;
  expanded_ = 0;
  const auto& nodes = graph_.nodes();
  if (start >= nodes.size() || goal >= nodes.size()) return false;
  const std::size_t n = nodes.size();
  if (g_.size() < n) {
    g_.resize(n);
    cameFrom_.resize(n);
    cameBy_.resize(n);
    visitStamp_.resize(n, 0);
    closed_.resize(n);
    open_.reserve(n);
  }
  if (++stamp_ == 0) {  // wrapped: clear stale stamps once every 4 billion queries
    std::fill(visitStamp_.begin(), visitStamp_.end(), 0);
    stamp_ = 1;
  }
  const double k = graph_.minCostPerDistance();
  const Vec2 target = nodes[goal].position;
  auto h = [&](NavNodeIndex i) { return (target - nodes[i].position).length() * k; };
  // Ties broken by node index: a total order, so which of two equally cheap routes wins
  // does not depend on the standard library's heap (the same route on every build).
  auto greater = [](const auto& a, const auto& b) {
    return a.first > b.first || (a.first == b.first && a.second > b.second);
  };

  open_.clear();
  g_[start] = 0;
  cameFrom_[start] = kNoNavNode;
  visitStamp_[start] = stamp_;
  closed_[start] = 0;
  open_.push_back({h(start), start});
  bool found = false;
  while (!open_.empty()) {
    std::pop_heap(open_.begin(), open_.end(), greater);
    const NavNodeIndex at = open_.back().second;
    open_.pop_back();
    if (closed_[at]) continue;  // a stale entry: the node was reached more cheaply since
    closed_[at] = 1;
    ++expanded_;
    if (at == goal) {
      found = true;
      break;
    }
    for (const auto& step : graph_.stepsFrom(at)) {
      if (abilities && !canTraverse(*abilities, nodes[at].position, nodes[step.to].position, step.action)) continue;
      const double cost = g_[at] + step.cost;
      const bool seen = visitStamp_[step.to] == stamp_;
      if (seen && (closed_[step.to] || cost >= g_[step.to])) continue;
      if (!seen && passable && !passable(step.to, nodes[step.to])) {
        // Mark it seen and closed so it is asked once per query.
        visitStamp_[step.to] = stamp_;
        closed_[step.to] = 1;
        continue;
      }
      if (!seen) closed_[step.to] = 0;
      visitStamp_[step.to] = stamp_;
      g_[step.to] = cost;
      cameFrom_[step.to] = at;
      cameBy_[step.to] = step.action;
      open_.push_back({cost + h(step.to), step.to});
      std::push_heap(open_.begin(), open_.end(), greater);
    }
  }
  if (!found) return false;
  for (NavNodeIndex i = goal; i != kNoNavNode; i = cameFrom_[i]) {
    route.nodes.push_back(i);
    if (cameFrom_[i] != kNoNavNode) route.actions.push_back(cameBy_[i]);
  }
  std::reverse(route.nodes.begin(), route.nodes.end());
  std::reverse(route.actions.begin(), route.actions.end());
  route.cost = g_[goal];
  return true;
}

}  // namespace sw::graph
