#pragma once
// Moving geometry pushes what it meets (DOMAIN.md, "Platformers"): after platforms and doors
// moved this tick, a body whose box they now overlap is pushed out along their motion; if
// that leaves it inside something else solid, it could not be pushed out of the way and is
// crushed (the original's push-then-crush pass). What a body stands on carries it instead
// (riding), so it never pushes it.
#include "sim/platformer/character_motion.h"

namespace sw {

// Pushes the body out of the dynamic pieces that moved into it; true when it is crushed.
bool pushAndCrush(CharacterBody& body, const CharacterType& type, const PlatformWorld& world);

}  // namespace sw
