// Routes for the platformer's creatures (pathing_system.h).
#include "sim/platformer/pathing_system.h"

#include <algorithm>
#include <cmath>

#include "model/level/level.h"
#include "model/level/level_nav_graph.h"
#include "model/level/nav_objects.h"
#include "model/level/object_cast.h"
#include "model/platformer/puzzle_objects.h"
#include "sim/level_context.h"
#include "sim/platformer/puzzle_system.h"

namespace sw {

void PathingSystem::build(Errors& problems) {
  const Level& level = *level_.level;
  graph_ = buildNavGraph(level);
  finder_ = std::make_unique<graph::RouteFinder>(graph_);
  passable_.assign(graph_.nodes().size(), 1);
  passableFn_ = [this](graph::NavNodeIndex node, const graph::NavNode&) { return passable_[node] != 0; };
  for (graph::NavNodeIndex i = 0; i < graph_.nodes().size(); ++i) {
    const graph::NavNode& node = graph_.nodes()[i];
    // A doorway's node is open while its door is; its own condition, when it has one, decides.
    std::string text = node.passableWhen;
    if (!isConditionalPassage(text)) {
      text.clear();
      if (!node.attachedObject.empty() && objectCast<const Door*>(level.findByName(node.attachedObject)))
        text = node.attachedObject + ".open";
    }
    if (text.empty() || !s_.puzzles) continue;
    std::string problem;
    PuzzleExpression e = s_.puzzles->compile(text, &problem);
    if (!problem.empty()) {
      problems.push_back({level.file, "nav node '" + node.name + "'", "its passable-when: " + problem});
      continue;
    }
    conditions_.push_back({i, std::move(e)});
  }
  // The grid of nodes for nearestNode: the nodes' bounds in cells of kCell.
  Vec2 lo{0, 0}, hi{0, 0};
  for (std::size_t i = 0; i < graph_.nodes().size(); ++i) {
    const Vec2 p = graph_.nodes()[i].position;
    if (!p.isFinite()) continue;
    lo = i == 0 ? p : Vec2{std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = i == 0 ? p : Vec2{std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  gridMin_ = lo;
  columns_ = int((hi.x - lo.x) / kCell) + 1;
  rows_ = int((hi.y - lo.y) / kCell) + 1;
  std::vector<int> cellOf(graph_.nodes().size(), -1);
  cellStart_.assign(std::size_t(columns_ * rows_ + 1), 0);
  for (std::size_t i = 0; i < graph_.nodes().size(); ++i) {
    const Vec2 p = graph_.nodes()[i].position;
    if (!p.isFinite()) continue;
    const int c = int((p.y - lo.y) / kCell) * columns_ + int((p.x - lo.x) / kCell);
    cellOf[i] = c;
    ++cellStart_[std::size_t(c) + 1];
  }
  for (std::size_t c = 1; c < cellStart_.size(); ++c) cellStart_[c] += cellStart_[c - 1];
  cellNodes_.assign(std::size_t(cellStart_.back()), 0);
  std::vector<int> fill(cellStart_.begin(), cellStart_.end() - 1);
  for (std::size_t i = 0; i < cellOf.size(); ++i)
    if (cellOf[i] >= 0) cellNodes_[std::size_t(fill[std::size_t(cellOf[i])]++)] = graph::NavNodeIndex(i);
  // Size the finder's arrays and the route now, so the first plan in a run does not allocate.
  route_.nodes.reserve(graph_.nodes().size());
  route_.actions.reserve(graph_.nodes().size());
  if (!graph_.nodes().empty()) finder_->find(0, 0, passableFn_, route_);
  refresh(false);
}

void PathingSystem::refresh(bool report) {
  changed_ = false;
  for (const Condition& c : conditions_) {
    const std::uint8_t now = s_.puzzles && s_.puzzles->evaluate(c.expression) != 0;
    if (now != passable_[c.node]) changed_ = report;
    passable_[c.node] = now;
  }
}

void PathingSystem::step(int, const TickInput&) { refresh(true); }

void PathingSystem::afterRestore() { refresh(false); }

graph::NavNodeIndex PathingSystem::nearestNode(Vec2 at, double reach) const {
  graph::NavNodeIndex best = graph::kNoNavNode;
  if (empty() || !at.isFinite()) return best;
  double bestScore = reach * reach;
  const int c0 = std::max(0, int(std::floor((at.x - reach - gridMin_.x) / kCell)));
  const int c1 = std::min(columns_ - 1, int(std::floor((at.x + reach - gridMin_.x) / kCell)));
  const int r0 = std::max(0, int(std::floor((at.y - reach - gridMin_.y) / kCell)));
  const int r1 = std::min(rows_ - 1, int(std::floor((at.y + reach - gridMin_.y) / kCell)));
  for (int r = r0; r <= r1; ++r)
    for (int c = c0; c <= c1; ++c) {
      const int cell = r * columns_ + c;
      for (int k = cellStart_[std::size_t(cell)]; k < cellStart_[std::size_t(cell) + 1]; ++k) {
        const graph::NavNodeIndex n = cellNodes_[std::size_t(k)];
        const Vec2 d = graph_.nodes()[n].position - at;
        const double score = d.x * d.x + 4 * d.y * d.y;
        // Ties go to the lower index: the answer never depends on the order cells are read in.
        if (score < bestScore || (score == bestScore && n < best)) bestScore = score, best = n;
      }
    }
  return best;
}

const graph::Route* PathingSystem::plan(graph::NavNodeIndex from, graph::NavNodeIndex to,
                                        const graph::NavAbilities* abilities) {
  if (from >= graph_.nodes().size() || to >= graph_.nodes().size()) return nullptr;
  ++plans_;
  return finder_->find(from, to, passableFn_, abilities, route_) ? &route_ : nullptr;
}

void PathingSystem::keepRoute(RouteProgress& r, Vec2 feet, graph::NavNodeIndex goal, std::int64_t replanTicks,
                              const graph::NavAbilities* abilities) {
  ++r.age;
  // No route to this goal a moment ago: try again only when one is due (a route that cannot
  // be found costs a search of the whole graph; every tick, that would be most of a tick).
  const bool failedLately = r.count == 0 && r.goal == goal && r.age < replanTicks && !changed_;
  // A target that moved far (its node is another, far from the old one) is planned for at
  // once; one that moved a little, when the route is due or walked.
  const auto& nodes = graph_.nodes();
  const bool movedFar = r.goal != goal && r.goal < nodes.size() &&
                        (nodes[goal].position - nodes[r.goal].position).length() > kReplanDistance;
  const bool stale = r.goal != goal && (movedFar || r.age >= replanTicks || routeDone(r));
  const bool replan =
      r.count == 0 || stale || r.stalled > kStalledTicks || changed_ || (routeDone(r) && r.cut && r.goal == goal);
  if (!replan || failedLately) return;
  const graph::NavNodeIndex from = nearestNode(feet, kNodeReach);
  const graph::Route* route = from == graph::kNoNavNode ? nullptr : plan(from, goal, abilities);
  if (route) {
    takeRoute(r, *route, goal);
  } else {
    dropRoute(r);
    r.goal = goal;
    r.age = 0;
  }
}

}  // namespace sw
