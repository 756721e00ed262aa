#pragma once
// A* over a level's pathing graph while it runs (DOMAIN.md, "Node graphs" 2). Built once
// from the level's NavNodes and NavLinks (model/level/level_nav_graph.h); each node's passableWhen is
// compiled like a trigger's condition (model/level/trigger_condition.h), so a node in a door is
// entered only while, say, "door_switch.fired" holds. Queries read the level's state through
// a ConditionSource and reuse the finder's arrays: after the first query sized them, asking
// for a route into a reused Route does not allocate.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "graph/route_finder.h"
#include "model/level/level.h"
#include "model/level/trigger_condition.h"

namespace sw {

class LevelRoutes {
 public:
  // `names` resolves the spawns, triggers and waves conditions read (as Play resolves a
  // trigger's condition). A passableWhen that does not compile is reported in `problems`
  // (naming the node, in `levelFile`) and keeps its node closed.
  LevelRoutes(const Level& level, const TriggerCondition::Names& names, const std::string& levelFile,
              Errors& problems);
  LevelRoutes(const LevelRoutes&) = delete;
  LevelRoutes& operator=(const LevelRoutes&) = delete;

  const graph::NavGraph& graph() const { return graph_; }
  std::optional<graph::NavNodeIndex> node(std::string_view name) const;

  // Whether a node may be entered in this state: no condition, or its condition holds.
  bool passable(graph::NavNodeIndex node, const ConditionSource& state) const;

  // The cheapest route from `start` to `goal` entering only passable nodes, taking only the
  // steps a creature with `abilities` can take (graph/nav_abilities.h; nullptr: any step);
  // false (and an empty route) when there is none or a name is not a nav node.
  bool find(graph::NavNodeIndex start, graph::NavNodeIndex goal, const ConditionSource& state,
            graph::Route& route, const graph::NavAbilities* abilities = nullptr) const;
  bool find(std::string_view start, std::string_view goal, const ConditionSource& state, graph::Route& route,
            const graph::NavAbilities* abilities = nullptr) const;

 private:
  struct Gate {
    bool conditional = false;  // false: always passable
    bool broken = false;       // its condition did not compile: never passable
    TriggerCondition condition;
  };
  graph::NavGraph graph_;
  std::vector<Gate> gates_;  // per graph node
  mutable graph::RouteFinder finder_{graph_};
};

}  // namespace sw
