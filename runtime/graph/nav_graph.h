#pragma once
// Pathing graphs (DOMAIN.md, "Node graphs" 2): navigation nodes placed in a level and
// edges between them. An edge says, for each direction, how an actor gets across
// (walk, jump, fall, climb, grip: catch a ledge's edge and mantle up) or that it cannot (none), and what that costs: the way down a
// ledge may be a fall while the way back up is a climb, or nothing at all.
//
// This is the runtime form, Qt-free and without level knowledge: Play (runtime/sim)
// builds it from the level's navigation objects, the editor's A* tool from the same
// objects; node passability (a door that is closed) is asked of the caller at query
// time (route_finder.h), so the graph itself never changes while a level runs.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/math.h"

namespace sw::graph {

enum class NavAction : std::uint8_t { None, Walk, Jump, Fall, Climb, Grip };

const char* toString(NavAction action);
std::optional<NavAction> navActionFromString(const std::string& name);

using NavNodeIndex = std::uint32_t;
inline constexpr NavNodeIndex kNoNavNode = 0xFFFFFFFFu;

struct NavNode {
  std::string name;            // unique name of the level object (for messages and lookups)
  Vec2 position;               // play-plane position (origin-relative, see tile_chain.h)
  std::string attachedObject;  // e.g. the door this node stands in; empty when none
  std::string passableWhen;    // expression text over level state; empty: always passable
};

// One direction of an edge.
struct NavWay {
  NavAction action = NavAction::Walk;
  double cost = -1;  // < 0: the edge's length
};

struct NavEdge {
  NavNodeIndex a = kNoNavNode, b = kNoNavNode;
  NavWay forward;   // a -> b
  NavWay backward;  // b -> a
};

class NavGraph {
 public:
  NavNodeIndex addNode(NavNode node);
  // Both ends must exist and differ; false otherwise. A cost below zero means "the
  // distance between the nodes"; a cost of zero is allowed (teleporters, ladders' tops).
  bool addEdge(NavEdge edge);

  const std::vector<NavNode>& nodes() const { return nodes_; }
  const std::vector<NavEdge>& edges() const { return edges_; }
  std::optional<NavNodeIndex> findNode(const std::string& name) const;

  // A traversable step out of a node.
  struct Step {
    NavNodeIndex to;
    NavAction action;
    double cost;
  };
  // Steps leaving `node`; ways whose action is None are not listed.
  const std::vector<Step>& stepsFrom(NavNodeIndex node) const { return adjacency_[node]; }

  // The smallest cost per unit of distance over all steps (1 when there are none):
  // scales the straight-line distance into a heuristic that never overestimates.
  double minCostPerDistance() const { return minCostPerDistance_; }

 private:
  std::vector<NavNode> nodes_;
  std::vector<NavEdge> edges_;
  std::vector<std::vector<Step>> adjacency_;
  double minCostPerDistance_ = 1;
  bool anyStep_ = false;
};

}  // namespace sw::graph
