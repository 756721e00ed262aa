#pragma once
// The platformer's character controller: kinematic code on the level's geometry (as
// platformers do, no physics engine), one tick of one character at a time. A pure function
// of (body, type, world, buttons), so tests check it against positions worked out by hand.
//
// The body is a box of the type's width and height standing on its feet point (the bottom
// centre). One tick:
//  1. riding: standing on geometry that moved this tick carries the feet along with it;
//  2. running: the horizontal speed moves toward the held direction's top speed by the
//     acceleration (braking when no direction is held or when turning; less in the air);
//  3. jumping: a press is remembered for the jump buffer; it leaves the ground when standing,
//     or within coyote time of running off a ledge; releasing it while rising cuts the rise;
//  4. gravity: heavier while falling, lighter at the apex of a held jump, down to terminal
//     speed; positions follow the exact parabola of each tick (y += v - g/2);
//  5. sideways: the body (from step height above the feet, or the rise of the steepest walkable
//     slope under half its width, to its top) is pushed out of the
//     solid pieces it runs into; one-way pieces never block sideways;
//  6. up and down: standing, the feet follow the ground within step height (the centre first,
//     then the feet's edges, so a ledge's corner still holds); falling, the feet land on the
//     highest surface crossed (one-way only when the feet were above it); rising, the head
//     stops at a ceiling, or slides past a corner within the corner correction.
// Down with jump on a one-way piece drops through it.
#include <cstdint>
#include <string_view>

#include "core/fields.h"
#include "core/math.h"

namespace sw {

class CharacterType;
class PlatformWorld;

struct CharacterBody {
  static constexpr std::string_view kStateKind = "character";
  int index = 0;
  Vec2 position;  // the feet
  Vec2 velocity;  // units per tick
  bool grounded = false;
  int groundOwner = -1;           // the geometry stood on (PlatformWorld::owners), or -1
  std::int64_t airTicks = 0;      // ticks since the feet left the ground (0 while standing)
  std::int64_t jumpBuffer = 0;    // ticks a pressed jump still waits for the ground
  bool rising = false;            // going up from a jump: releasing the button cuts it
  std::int64_t dropTicks = 0;     // ticks one-way pieces are ignored (dropping through)
  int facing = 1;                 // +1 right, -1 left
  std::uint8_t previousInput = 0; // last tick's buttons, for presses
  Vec2 start;                     // where it respawns

  int stateId() const { return index; }
  SW_FIELDS(CharacterBody, index, position, velocity, grounded, groundOwner, airTicks, jumpBuffer, rising,
            dropTicks, facing, previousInput, start)
};

struct MotionButtons {
  bool left = false, right = false, down = false;
  bool jumpHeld = false, jumpPressed = false;
};

// One tick of `body` (see the top of this file).
void stepCharacter(CharacterBody& body, const CharacterType& type, const PlatformWorld& world,
                   const MotionButtons& buttons);

// Puts a body's feet on the ground below `at` (within `reach`), or leaves it in the air.
void settleCharacter(CharacterBody& body, const CharacterType& type, const PlatformWorld& world, double reach);

}  // namespace sw
