#pragma once
// The grappling hook (DOMAIN.md, "Platformers": one of the two characters has one). Fired at
// the type's angle above the way the character faces, it catches the first solid piece within
// range; the character then swings on the rope as a pendulum: gravity pulls the hands, the
// rope (when taut) keeps them on the circle around the hook, so a small swing takes
// 2 pi sqrt(L / g) ticks. Up and down reel the rope in and out; jump or the button again lets
// go, keeping the swing's speed. What the character swings into stops it; landing lets go.
// The hook moves with the piece it caught.
#include "sim/platformer/character_motion.h"

namespace sw {

// Fires the hook; false (nothing changed) when it catches nothing within range.
bool fireHook(CharacterBody& body, const CharacterType& type, const PlatformWorld& world);
// A tick on the rope.
void stepSwinging(CharacterBody& body, const CharacterType& type, const PlatformWorld& world,
                  const MotionButtons& buttons);
// Where the rope leaves the body (the hands), for drawing it.
Vec2 hookHands(const CharacterBody& body, const CharacterType& type);

}  // namespace sw
