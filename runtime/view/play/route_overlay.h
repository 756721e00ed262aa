#pragma once
// The route a creature is walking, while Play runs (DOMAIN.md: monsters and the follower move
// along routes of the pathing graph): for the creature selected in the editor, the nodes it
// still holds (RouteProgress: nodes[at..count)) as a polyline from its feet through the nav
// nodes ahead, each link in its action's colour as the editor's nav overlay draws it (walk
// green, jump orange, fall blue, climb violet, grip pink), and a ring on the next node. Lifted a little off the ground so it does not hide in the floor's outline.
// Which creature: a Monster object's name (MonsterSystem::name) or a CharacterStart's (its
// character's follower route, CharacterSystem::name).
#include <string>

#include "core/math.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::ui {
class OverlayGeometry;
}

namespace sw::play {

struct RouteSubject {
  enum class Kind { None, Monster, Character };
  Kind kind = Kind::None;
  std::string name;
  bool operator==(const RouteSubject&) const = default;
};

// Draws the subject's route into `lines` (links, a ring on the next node);
// returns the number of links drawn (0: no such creature or no route).
int drawRoute(sw::ui::OverlayGeometry& lines, const sw::RuntimeLevel& runtime, const RouteSubject& subject,
              sw::Vec2 origin, float z);

}  // namespace sw::play
