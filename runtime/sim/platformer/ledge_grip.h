#pragma once
// Gripping ledges and mantling (DOMAIN.md, "Platformers"): falling or jumping past the top of
// a wall while holding toward it, the hands catch its edge when it is within the type's grip
// reach below them and there is room to stand on top; the character hangs there (carried by
// the piece if it moves), climbs onto it with up or jump (up first, then across, over
// mantleTicks), or lets go with down. Any piece with a walkable top can be gripped: walls,
// one-way and moving platforms, crates (a crowd of entities to climb onto).
#include "sim/platformer/character_motion.h"

namespace sw {

// Grips a ledge beside the body on side `dir` (-1, +1); false (nothing changed) when there is
// none to grip.
bool tryGrip(CharacterBody& body, const CharacterType& type, const PlatformWorld& world, int dir);
// A tick of hanging or mantling.
void stepHolding(CharacterBody& body, const CharacterType& type, const PlatformWorld& world,
                 const MotionButtons& buttons);

}  // namespace sw
