#pragma once
// A* over a NavGraph. The finder keeps its working arrays between queries, so asking for
// routes while a level runs does not allocate once the first query has sized them (the
// route vectors are reused through `Route&`).
#include <functional>
#include <vector>

#include "graph/nav_abilities.h"
#include "graph/nav_graph.h"

namespace sw::graph {

struct Route {
  std::vector<NavNodeIndex> nodes;  // from start to goal, both included
  std::vector<NavAction> actions;   // actions[i] takes nodes[i] to nodes[i + 1]
  double cost = 0;
};

// Whether a node may be entered right now (a door's node is passable only while the door
// is open). The start node is never asked: the actor already stands there.
using NavPassable = std::function<bool(NavNodeIndex, const NavNode&)>;

class RouteFinder {
 public:
  explicit RouteFinder(const NavGraph& graph);

  // The cheapest route, or false when the goal cannot be reached. Heuristic: straight-line
  // distance times the graph's smallest cost per distance (admissible, so routes are optimal).
  bool find(NavNodeIndex start, NavNodeIndex goal, const NavPassable& passable, Route& route) {
    return find(start, goal, passable, nullptr, route);
  }
  // The same for one creature: steps it cannot take (nav_abilities.h: a jump too high for it,
  // a grip when it cannot grip ...) are left out; nullptr: no limits. Leaving steps out only
  // makes routes dearer, so the heuristic stays admissible.
  bool find(NavNodeIndex start, NavNodeIndex goal, const NavPassable& passable, const NavAbilities* abilities,
            Route& route);
  bool find(NavNodeIndex start, NavNodeIndex goal, Route& route) { return find(start, goal, {}, route); }

  // Nodes taken off the open list by the last query (for tests and tuning).
  std::size_t expandedCount() const { return expanded_; }

 private:
  const NavGraph& graph_;
  std::vector<double> g_;
  std::vector<NavNodeIndex> cameFrom_;
  std::vector<NavAction> cameBy_;
  std::vector<std::uint32_t> visitStamp_;  // g_/cameFrom_ entries are valid when == stamp_
  std::vector<std::uint8_t> closed_;
  std::vector<std::pair<double, NavNodeIndex>> open_;  // a binary heap on f
  std::uint32_t stamp_ = 0;
  std::size_t expanded_ = 0;
};

}  // namespace sw::graph
