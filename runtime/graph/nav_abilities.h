#pragma once
// What a creature can do on a pathing graph (DOMAIN.md, "Node graphs" 2): one graph serves a
// follower who jumps high and a skeleton who only walks, so the route finder asks, step by
// step, whether this creature can take it (route_finder.h). Nodes stand where feet stand, so
// heights are measured feet to feet: rise = to.y - from.y, drop = -rise, gap = |to.x - from.x|.
//
// The rules, per action:
// - walk: always;
// - jump: rise <= jumpHeight, gap <= jumpDistance, drop <= fallHeight;
// - fall: drop <= fallHeight (how far it drifts sideways while falling is not judged: that
//   depends on how it leaves the ledge);
// - climb: canClimb (ladders, vines: no height limit);
// - grip: canGrip, rise <= jumpHeight + gripReach, gap <= jumpDistance. A grip is a jump whose
//   hands catch a ledge's top at the top of the jump and mantle onto it, so the ledge may be
//   as high as the jump plus how far above the feet the hands reach (for a platformer
//   character its height: model/platformer/character_abilities.h);
// - none: never.
// And whatever the creature: an action whose ends contradict it is nonsense (actionFitsEnds).
#include <limits>

#include "core/math.h"
#include "graph/nav_graph.h"

namespace sw::graph {

struct NavAbilities {
  double jumpHeight = 0;    // highest rise of a jump, feet to feet
  double jumpDistance = 0;  // widest gap a jump crosses, landing as high as it took off
  double fallHeight = std::numeric_limits<double>::infinity();  // longest safe drop
  bool canClimb = false;
  bool canGrip = false;
  double gripReach = 0;  // how far above the feet, at the top of a jump, the hands catch a ledge
};

// How far an end may lie on the wrong side of the start before an action stops making
// sense: nodes are placed by hand, a slope or a step is not a change of action.
inline constexpr double kNavLevelTolerance = 0.5;

// Whether `action` can make sense from `from` to `to` for any creature: a climb or a grip
// going down more than the tolerance, a fall going up more than it, or a jump going down
// steeper than it goes across (more than the tolerance: that is a fall) do not. Walk and
// none always fit. False for positions that are not finite.
bool actionFitsEnds(Vec2 from, Vec2 to, NavAction action);

// Whether a creature with `abilities` can take `action` from `from` to `to` (the rules at the
// top of this file), the action fitting its ends.
bool canTraverse(const NavAbilities& abilities, Vec2 from, Vec2 to, NavAction action);

}  // namespace sw::graph
