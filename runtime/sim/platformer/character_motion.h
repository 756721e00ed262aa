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
//
// Besides walking and flying, a body may hang from a ledge, mantle onto it, or swing on the
// grappling hook (ledge_grip.h, grappling_hook.h); those hold on to a piece of the world and
// move with it, so a moving ledge or a hook in a moving platform carries the body along.
#include <array>
#include <cstdint>
#include <string_view>

#include "core/fields.h"
#include "core/math.h"
#include "sim/platformer/animator.h"

namespace sw {

class CharacterType;
class PlatformWorld;

enum class BodyMode : std::uint8_t { Free, Hanging, Mantling, Swinging };

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
  BodyMode mode = BodyMode::Free;
  int holdOwner = -1;             // the piece hung from or hooked into
  Vec2 holdOffset;                // hanging: the feet; swinging: the hook; relative to its anchor
  Vec2 mantleFrom, mantleTo;      // the feet, relative to the held piece's anchor
  std::int64_t mantleLeft = 0;
  double ropeLength = 0;
  int pushing = 0;                // -1 / +1: held against a crate this tick (crate_system.h)
  int pushOwner = -1;             // that crate's piece
  std::int64_t health = 0;
  std::int64_t invulnerableTicks = 0;
  std::int64_t regenerationWait = 0;  // ticks until regeneration resumes after damage
  std::int64_t regenerationRun = 0;   // ticks since it resumed (its ramp up)
  double regeneration = 0;            // progress toward the next point of health, 0 .. 1
  // Combat (melee.h): a swing under way counts its ticks (-1: none), then a cooldown; the
  // targets this swing already hit; the tick an attack of its last landed; a backdash's ticks.
  std::int64_t swingTick = -1;
  std::int64_t swingCooldown = 0;
  int swingHits = 0;
  std::array<std::int32_t, 8> hitTargets{};
  std::int64_t landedTick = -1;
  std::int64_t dashTicks = 0;
  std::int64_t hurtTicks = 0;  // ticks its hurt pose still shows after damage (animations' hurt)
  AnimatorState animation;     // what it shows (creature_looks.h); unused by crates

  int stateId() const { return index; }
  SW_FIELDS(CharacterBody, index, position, velocity, grounded, groundOwner, airTicks, jumpBuffer, rising,
            dropTicks, facing, previousInput, start, mode, holdOwner, holdOffset, mantleFrom, mantleTo, mantleLeft,
            ropeLength, pushing, pushOwner, health, invulnerableTicks, regenerationWait, regenerationRun, regeneration,
            swingTick, swingCooldown, swingHits, hitTargets, landedTick, dashTicks, hurtTicks, animation)
};

struct MotionButtons {
  bool left = false, right = false, down = false, up = false;
  bool jumpHeld = false, jumpPressed = false;
  bool upPressed = false, downPressed = false;
  bool hookPressed = false;  // the second button
  bool keepSpeed = false;    // running neither speeds up nor brakes (a dash set the speed)
};

// One tick of `body` (see the top of this file).
void stepCharacter(CharacterBody& body, const CharacterType& type, const PlatformWorld& world,
                   const MotionButtons& buttons);

// Puts a body's feet on the ground below `at` (within `reach`), or leaves it in the air.
void settleCharacter(CharacterBody& body, const CharacterType& type, const PlatformWorld& world, double reach);

// Shared by the controller's parts (ledge_grip.cpp, grappling_hook.cpp, push_and_crush.cpp).
namespace motion {
inline constexpr double kSkin = 1e-4;  // the gap left between a body and what stopped it
// How far above the feet the body's sides begin (see stepCharacter, 5.).
double sidesFrom(const CharacterType& type);
// Pushes the body sideways out of what blocks it; the owner met (or -1).
int pushOutSideways(CharacterBody& body, const CharacterType& type, const PlatformWorld& world, double fromX);
// Whether the body's box at `feet` overlaps anything solid.
bool blocked(const CharacterType& type, const PlatformWorld& world, Vec2 feet);
// Stands the body on ground within its step height, or leaves it falling.
void landOrFall(CharacterBody& body, const CharacterType& type, const PlatformWorld& world);
}  // namespace motion

}  // namespace sw
