// Walking a planned route with the controller (route_walker.h).
#include "sim/platformer/route_walker.h"

#include <algorithm>
#include <cmath>

#include "graph/route_finder.h"
#include "model/platformer/character_type.h"

namespace sw {

namespace {
// How close the feet must come to a node to have reached it.
constexpr double kReachX = 0.35;
constexpr double kReachY = 0.6;
// From this close to the take-off node a jump leaves.
constexpr double kTakeOff = 0.6;
}  // namespace

void takeRoute(RouteProgress& progress, const graph::Route& route, std::uint32_t goal) {
  const int count = int(std::min<std::size_t>(route.nodes.size(), std::size_t(kRouteWindow)));
  for (int i = 0; i < count; ++i) {
    progress.nodes[std::size_t(i)] = route.nodes[std::size_t(i)];
    progress.actions[std::size_t(i)] =
        std::size_t(i) < route.actions.size() ? std::uint8_t(route.actions[std::size_t(i)]) : 0;
  }
  progress.count = count;
  progress.at = 0;
  progress.goal = goal;
  progress.cut = route.nodes.size() > std::size_t(kRouteWindow);
  progress.age = 0;
  progress.stalled = 0;
  progress.closest = 1e300;
}

void dropRoute(RouteProgress& progress) {
  progress.count = 0;
  progress.at = 0;
  progress.goal = graph::kNoNavNode;
  progress.cut = false;
  progress.stalled = 0;
}

MotionButtons runToward(const CharacterBody& body, double x, double near) {
  MotionButtons b;
  const double dx = x - body.position.x;
  if (dx > near) b.right = true;
  if (dx < -near) b.left = true;
  return b;
}

MotionButtons walkRoute(RouteProgress& p, const CharacterBody& body, const CharacterType& type,
                        const graph::NavGraph& graph) {
  if (routeDone(p)) return {};
  const auto& nodes = graph.nodes();
  Vec2 target = nodes[p.nodes[std::size_t(p.at + 1)]].position;
  Vec2 d = target - body.position;
  const bool standing = body.grounded && body.mode == BodyMode::Free;
  if (std::fabs(d.x) <= std::max(kReachX, type.width * 0.25) && std::fabs(d.y) <= kReachY + type.stepHeight &&
      (standing || body.mode == BodyMode::Hanging)) {
    ++p.at;
    p.stalled = 0;
    p.closest = 1e300;
    if (routeDone(p)) return {};
    target = nodes[p.nodes[std::size_t(p.at + 1)]].position;
    d = target - body.position;
  }
  // Stalled: no closer than before for another tick.
  const double distance = std::fabs(d.x) + std::fabs(d.y);
  if (distance < p.closest - 0.02) {
    p.closest = distance;
    p.stalled = 0;
  } else {
    ++p.stalled;
  }

  const auto action = graph::NavAction(p.actions[std::size_t(p.at)]);
  const Vec2 from = nodes[p.nodes[std::size_t(p.at)]].position;
  MotionButtons b = runToward(body, target.x, 0.08);
  switch (action) {
    case graph::NavAction::Walk:
    case graph::NavAction::None:
      break;
    case graph::NavAction::Fall:
      // Straight below: drop through the one-way piece stood on.
      if (standing && std::fabs(d.x) <= kReachX && d.y < -type.stepHeight) {
        b.down = true;
        b.jumpHeld = b.jumpPressed = true;
      }
      break;
    default: {  // jump, climb, grip: take off, rise, mantle
      if (body.mode == BodyMode::Hanging) {
        b = {};
        b.up = b.upPressed = true;
        break;
      }
      if (standing) {
        const bool atTakeOff = std::fabs(body.position.x - from.x) <= kTakeOff || std::fabs(d.x) <= kTakeOff;
        if (atTakeOff && d.y > -type.stepHeight) {
          b.jumpHeld = b.jumpPressed = true;
        } else if (!atTakeOff && std::fabs(body.position.x - from.x) > kTakeOff) {
          b = runToward(body, from.x, 0.08);  // back to the take-off node first
        }
      } else {
        // Rising toward a node above: keep the jump held, so it rises its full height.
        b.jumpHeld = body.velocity.y > 0 && d.y > 0;
      }
      break;
    }
  }
  return b;
}

}  // namespace sw
