// A creature's route while playing (route_overlay.h).
#include "view/play/route_overlay.h"

#include "sim/platformer/character_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/pathing_system.h"
#include "sim/runtime_level.h"
#include "view/nav_action_colors.h"
#include "view/overlay_geometry.h"
#include "view/play/scene_kit.h"

namespace sw::play {

namespace {

constexpr double kRouteLift = 0.15;  // off the ground, as the editor's patrol lines

struct Walker {
  const sw::RouteProgress* route = nullptr;
  sw::Vec2 feet;
};

Walker findWalker(const sw::RuntimeLevel& runtime, const RouteSubject& subject) {
  if (subject.kind == RouteSubject::Kind::Monster) {
    if (const auto* monsters = runtime.find<sw::MonsterSystem>())
      for (std::size_t i = 0; i < monsters->monsters().size(); ++i)
        if (monsters->name(i) == subject.name && monsters->active(i))
          return {&monsters->monsters()[i].route, monsters->monsters()[i].body.position};
  } else if (subject.kind == RouteSubject::Kind::Character) {
    if (const auto* characters = runtime.find<sw::CharacterSystem>()) {
      const auto& followers = characters->state().followers;
      for (std::size_t i = 0; i < characters->characters().size() && i < followers.size(); ++i)
        if (characters->name(i) == subject.name && characters->following(i))
          return {&followers[i].route, characters->characters()[i].position};
    }
  }
  return {};
}

}  // namespace

int drawRoute(sw::ui::OverlayGeometry& lines, const sw::RuntimeLevel& runtime, const RouteSubject& subject,
              sw::Vec2 origin, float z) {
  const Walker walker = findWalker(runtime, subject);
  const auto* pathing = runtime.find<sw::PathingSystem>();
  if (!walker.route || !pathing || sw::routeDone(*walker.route)) return 0;
  const sw::RouteProgress& route = *walker.route;
  const auto& nodes = pathing->graph().nodes();
  const sw::Vec2 lift{0, kRouteLift};
  auto nodeAt = [&](int i, sw::Vec2& out) {
    const std::uint32_t n = route.nodes[std::size_t(i)];
    if (n >= nodes.size() || !nodes[n].position.isFinite()) return false;
    out = nodes[n].position + lift;
    return true;
  };
  int drawn = 0;
  const int count = std::min(route.count, sw::kRouteWindow);
  for (int i = std::max(0, route.at); i + 1 < count; ++i) {
    sw::Vec2 a, b;
    // The link under way starts at the feet, not at the node it left behind.
    const bool fromFeet = i == route.at && walker.feet.isFinite();
    if (fromFeet)
      a = walker.feet + lift;
    else if (!nodeAt(i, a))
      continue;
    if (!nodeAt(i + 1, b)) continue;
    const QColor color = sw::ui::navActionColor(sw::graph::NavAction(route.actions[std::size_t(i)]));
    lines.addLine(at(a, origin, z), at(b, origin, z), color);
    // A second stroke beside it: one-pixel lines are hard to see over art.
    const sw::Vec2 side{0, 0.03};
    lines.addLine(at(a + side, origin, z), at(b + side, origin, z), color);
    ++drawn;
  }
  sw::Vec2 next;
  if (nodeAt(route.at + 1, next)) {  // where it is heading now
    addCircle(lines, at(next, origin, z), 0.22, QColor(255, 255, 255));
    addCircle(lines, at(next, origin, z), 0.16, QColor(255, 230, 90));
  }
  return drawn;
}

}  // namespace sw::play
