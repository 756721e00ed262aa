#pragma once
// A platformer character as the route finder sees it (graph/nav_abilities.h): what its jump
// reaches, worked out from the numbers its controller runs on (character_type.h), so a route
// for the follower never asks for a jump the controller cannot make.
//
// - jumpHeight: the type's (a held jump rises exactly that);
// - jumpDistance: runSpeed x the ticks in the air of a full jump landing as high as it took
//   off: rising sqrt(2 h / g) ticks, then falling the same h under gravity x fallGravityScale,
//   sqrt(2 h / (g s)) ticks, or, once terminalSpeed is reached, the rest at that speed. The
//   apex's lighter gravity (a little more hang) and air control are left out: the figure
//   errs short, so a suggested jump is one the character makes;
// - fallHeight: infinite (a fall does not hurt a character);
// - canGrip: the type's; gripReach: its height (the hands are the top of the body; the type's
//   own gripReach is how far below the hands an edge is still caught, which adds no height);
// - canClimb: as canGrip. The controller has no ladders: its climbing is the grip's mantle.
// A type that cannot play (CharacterType::problems) gets abilities that only walk.
#include "graph/nav_abilities.h"
#include "model/platformer/character_type.h"

namespace sw {

graph::NavAbilities abilitiesOf(const CharacterType& type);

}  // namespace sw
