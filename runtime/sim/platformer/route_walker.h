#pragma once
// Walking a planned route with the character controller (DOMAIN.md: the pathing graph is what
// the follower and monsters use to move). An AI does not move bodies itself: it holds buttons,
// as a player would, and the controller (character_motion.h) does the rest, so a planned jump
// is a real jump from the take-off node with the creature's own speed and height.
//
// A creature keeps the next kRouteWindow nodes of its route (a fixed array, part of its saved
// state, so following a route never allocates); past the window it plans again. Per link:
//  - walk, fall: run toward the next node (a fall runs off the edge; standing on a one-way piece
//    above it, down with jump drops through);
//  - jump, climb, grip: from the take-off node, jump toward the next node, holding the jump
//    while it is still above; hanging from a ledge, up mantles onto it.
// A node counts as reached when the feet stand (or hang) close to it. Getting no closer to the
// next node for a while marks the route stalled: its owner plans again or gives up.
#include <array>
#include <cstdint>

#include "core/fields.h"
#include "graph/nav_graph.h"
#include "sim/platformer/character_motion.h"

namespace sw {

namespace graph {
struct Route;
}

inline constexpr int kRouteWindow = 16;

struct RouteProgress {
  std::array<std::uint32_t, kRouteWindow> nodes{};
  std::array<std::uint8_t, kRouteWindow> actions{};  // graph::NavAction from nodes[i] to nodes[i + 1]
  int count = 0;                                     // nodes held (0: no route)
  int at = 0;                                        // the node last reached; heading for at + 1
  std::uint32_t goal = graph::kNoNavNode;            // what the route was planned to
  bool cut = false;                                  // the route went on beyond the window
  std::int64_t age = 0;                              // ticks since it was planned (or tried)
  std::int64_t stalled = 0;                          // ticks without getting closer to the next node
  double closest = 0;                                // the closest it came to the next node so far
  SW_FIELDS(RouteProgress, nodes, actions, count, at, goal, cut, age, stalled, closest)
};

// Holds `route` (its first kRouteWindow nodes) as the one to walk toward `goal`.
void takeRoute(RouteProgress& progress, const graph::Route& route, std::uint32_t goal);
// Forgets the route.
void dropRoute(RouteProgress& progress);
// Whether there is no next node to walk to (no route, or its last node is reached).
inline bool routeDone(const RouteProgress& p) { return p.at + 1 >= p.count; }
// The next node, or graph::kNoNavNode.
inline std::uint32_t nextNode(const RouteProgress& p) {
  return routeDone(p) ? graph::kNoNavNode : p.nodes[std::size_t(p.at + 1)];
}

// The buttons that take `body` along its route this tick; moves `at` on when a node is
// reached, and counts how long the next node has come no closer.
MotionButtons walkRoute(RouteProgress& progress, const CharacterBody& body, const CharacterType& type,
                        const graph::NavGraph& graph);

// Buttons that run toward x (none within `near` of it).
MotionButtons runToward(const CharacterBody& body, double x, double near);

}  // namespace sw
