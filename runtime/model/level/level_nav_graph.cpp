#include "model/level/level_nav_graph.h"

#include <unordered_map>

namespace sw {

graph::NavAction toNavAction(NavLink::Action action) {
  switch (action) {
    case NavLink::Action::Walk: return graph::NavAction::Walk;
    case NavLink::Action::Jump: return graph::NavAction::Jump;
    case NavLink::Action::Fall: return graph::NavAction::Fall;
    case NavLink::Action::Climb: return graph::NavAction::Climb;
    case NavLink::Action::None: return graph::NavAction::None;
    case NavLink::Action::Grip: return graph::NavAction::Grip;
  }
  return graph::NavAction::None;
}

graph::NavGraph buildNavGraph(const Level& level, std::vector<std::string>* skipped) {
  graph::NavGraph graph;
  std::unordered_map<std::string, graph::NavNodeIndex> byName;
  for (const auto& object : level.objects)
    if (const auto* node = sw::objectCast<const NavNode*>(object.get()))
      byName.emplace(node->name,
                     graph.addNode({node->name, node->position, node->attachedTo, node->passableWhen}));
  for (const auto& object : level.objects) {
    const auto* link = sw::objectCast<const NavLink*>(object.get());
    if (!link) continue;
    const auto a = byName.find(link->from), b = byName.find(link->to);
    if (a == byName.end() || b == byName.end()) {
      if (skipped)
        skipped->push_back("nav link '" + link->name + "' left out: '" +
                           (a == byName.end() ? link->from : link->to) + "' is not a nav node");
      continue;
    }
    graph::NavEdge edge{a->second, b->second, {toNavAction(link->forwardAction), link->forwardCost},
                        {toNavAction(link->backwardAction), link->backwardCost}};
    if (!graph.addEdge(edge) && skipped)
      skipped->push_back("nav link '" + link->name + "' left out: it joins '" + link->from + "' to itself");
  }
  return graph;
}

}  // namespace sw
