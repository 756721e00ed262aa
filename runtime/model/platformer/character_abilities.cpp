#include "model/platformer/character_abilities.h"

#include <cmath>

namespace sw {

namespace {

// Ticks a body falling from rest takes to drop `height` under `gravity` with a top speed.
double fallTicks(double height, double gravity, double terminal) {
  const double speedingUp = terminal / gravity;                     // ticks to reach terminal speed
  const double speedingDrop = terminal * terminal / (2 * gravity);  // the drop meanwhile
  if (speedingDrop >= height) return std::sqrt(2 * height / gravity);
  return speedingUp + (height - speedingDrop) / terminal;
}

}  // namespace

graph::NavAbilities abilitiesOf(const CharacterType& type) {
  graph::NavAbilities a;
  if (!type.problems().empty()) return a;  // walks only
  const double h = type.jumpHeight, g = type.gravity;
  const double rising = type.jumpSpeed() / g;  // v0 / g = sqrt(2 h / g)
  const double falling = fallTicks(h, g * type.fallGravityScale, type.terminalSpeed);
  a.jumpHeight = h;
  a.jumpDistance = type.runSpeed * (rising + falling);
  a.canGrip = type.canGrip;
  a.gripReach = type.canGrip ? type.height : 0;
  a.canClimb = type.canGrip;
  return a;
}

}  // namespace sw
