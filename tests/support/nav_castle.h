#pragma once
// A small castle of nav nodes and links for the pathing tests (the nav graph in
// runtime/graph, the routes of a running level in runtime/sim).
#include <memory>
#include <string>

#include "model/level/level.h"
#include "model/level/nav_objects.h"
#include "model/io/project_io.h"  // newObjectId

namespace sw::test {

inline void addNode(Level& level, const std::string& name, Vec2 position,
                    const std::string& passableWhen = {}) {
  auto node = std::make_unique<NavNode>();
  node->name = name;
  node->id = newObjectId();
  node->position = position;
  node->passableWhen = passableWhen;
  level.objects.push_back(std::move(node));
}

inline void addLink(Level& level, const std::string& from, const std::string& to, NavLink::Action forward,
                    double forwardCost, NavLink::Action backward, double backwardCost) {
  auto link = std::make_unique<NavLink>();
  link->name = from + "_" + to;
  link->id = newObjectId();
  link->from = from;
  link->to = to;
  link->forwardAction = forward;
  link->forwardCost = forwardCost;
  link->backwardAction = backward;
  link->backwardCost = backwardCost;
  level.objects.push_back(std::move(link));
}

// start --walk-- door --walk-- goal along the floor (cheap, but the door needs its switch);
// start --jump--> roof --fall--> goal over the top (dear, and one-way: no climbing back).
inline void addCastle(Level& level, const std::string& doorCondition) {
  auto trigger = std::make_unique<Trigger>();
  trigger->name = "switch";
  trigger->id = newObjectId();
  trigger->activation = Trigger::Activation::Condition;
  trigger->condition = "tick >= 5";
  trigger->position = {1000, 1000};  // far from the players
  level.objects.push_back(std::move(trigger));
  addNode(level, "start", {0, 0});
  addNode(level, "door", {4, 0}, doorCondition);
  addNode(level, "goal", {8, 0});
  addNode(level, "roof", {4, 6});
  addLink(level, "start", "door", NavLink::Action::Walk, 4, NavLink::Action::Walk, 4);
  addLink(level, "door", "goal", NavLink::Action::Walk, 4, NavLink::Action::Walk, 4);
  addLink(level, "start", "roof", NavLink::Action::Jump, 10, NavLink::Action::None, 0);
  addLink(level, "roof", "goal", NavLink::Action::Fall, 3, NavLink::Action::Climb, 12);
}

}  // namespace sw::test
