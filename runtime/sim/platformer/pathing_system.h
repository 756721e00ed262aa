#pragma once
// Routes for the platformer's creatures (DOMAIN.md: the pathing graph is what the follower and
// monsters use to move): the level's nav nodes and links as a graph, A* over it with the doors
// as they are now, and the node a creature standing somewhere starts from.
//
// A node in a doorway (attachedTo naming a Door) can be entered only while that door is fully
// open; a node's passableWhen is an expression over the puzzle pieces (puzzle_expression.h),
// like a door's "opens when". Each tick the passability of those few nodes is worked out once;
// when one changed, changedThisTick() tells route followers to plan again. Nothing here is
// saved: passability is a function of the puzzles' state, so after a rollback it is worked out
// again from the restored state.
//
// No allocation after build: the finder keeps its arrays and the route it fills is reused.
#include <cstdint>
#include <memory>
#include <vector>

#include "core/error.h"
#include "graph/nav_abilities.h"
#include "graph/nav_graph.h"
#include "graph/route_finder.h"
#include "model/platformer/puzzle_expression.h"
#include "sim/platformer/platformer_systems.h"
#include "sim/platformer/route_walker.h"
#include "sim/system.h"

namespace sw {

class PathingSystem final : public StatelessSystem {
 public:
  enum Phase { Update };

  explicit PathingSystem(LevelContext& level) : StatelessSystem(level, "pathing") {}
  void connect(const PlatformerSystems& systems) { s_ = systems; }
  // The level's graph; a passableWhen that does not compile is a problem naming its node.
  // After the puzzles are built (their expressions name the same pieces).
  void build(Errors& problems);

  void step(int phase, const TickInput& input) override;
  void afterRestore() override;

  bool empty() const { return graph_.nodes().empty(); }
  const graph::NavGraph& graph() const { return graph_; }
  bool passable(graph::NavNodeIndex node) const { return passable_[node] != 0; }
  // Whether a node's passability changed this tick (a door opened or shut).
  bool changedThisTick() const { return changed_; }

  // The node a creature with its feet at `at` starts from: the nearest within `reach`, height
  // differences counting double (a node on the floor below is farther than one beside), or
  // graph::kNoNavNode when none is that close.
  graph::NavNodeIndex nearestNode(Vec2 at, double reach) const;
  // The cheapest route now, or nullptr when there is none; the route is this system's and
  // stays valid until the next call. `abilities` leaves out links the creature cannot take.
  const graph::Route* plan(graph::NavNodeIndex from, graph::NavNodeIndex to,
                           const graph::NavAbilities* abilities = nullptr);
  // Keeps a creature's route to `goal` fresh: plans from the node its feet are at when it has
  // none, when the goal moved far (kReplanDistance), when the goal changed and the route is
  // replanTicks old or walked, when it stalled, when a door moved this tick, or when its
  // window is walked and the route went on. Call it every tick the creature follows a route.
  void keepRoute(RouteProgress& route, Vec2 feet, graph::NavNodeIndex goal, std::int64_t replanTicks,
                 const graph::NavAbilities* abilities = nullptr);

  // Routes planned so far (benchmark figures; not part of the level's state).
  std::int64_t plansMade() const { return plans_; }

  // How far a creature looks for the node it stands at.
  static constexpr double kNodeReach = 6;
  // A goal node this far from the one planned for is planned for at once.
  static constexpr double kReplanDistance = 3;
  // Ticks no closer to the next node before a route is planned again.
  static constexpr std::int64_t kStalledTicks = 90;

 private:
  void refresh(bool report);

  PlatformerSystems s_;
  graph::NavGraph graph_;
  std::unique_ptr<graph::RouteFinder> finder_;  // refers to graph_
  graph::NavPassable passableFn_;
  graph::Route route_;
  std::vector<std::uint8_t> passable_;  // per node
  struct Condition {
    graph::NavNodeIndex node;
    PuzzleExpression expression;
  };
  std::vector<Condition> conditions_;
  bool changed_ = false;
  std::int64_t plans_ = 0;
  // Nodes by grid cell (cellStart_[c] .. cellStart_[c + 1] in cellNodes_), for nearestNode.
  static constexpr double kCell = 4;
  Vec2 gridMin_;
  int columns_ = 0, rows_ = 0;
  std::vector<int> cellStart_;
  std::vector<graph::NavNodeIndex> cellNodes_;
};

}  // namespace sw
