#pragma once
// The things a running level is made of, as the simulation keeps them in its pools. Views
// (Play in the editor, scrollwork-player) read these; only RuntimeLevel writes them.
// Positions and velocities are in the simulation's frame: the tile-local coordinates of
// the chain link the camera is in (RuntimeLevel::frameOrigin() gives its place in the
// editor's absolute layout).
#include <cstdint>
#include <string>

#include "core/math.h"
#include "core/random.h"
#include "sim/game_rules.h"
#include "sim/weapon_state.h"

namespace sw {

struct Player {
  int index = 0;               // 0 or 1
  std::string name;            // "Player 1" unless the options say otherwise
  Vec2 position;
  int lives = 0;
  std::int64_t score = 0;
  int multiplier = 1;
  std::int64_t chain = 0;            // kills in the current chain
  std::int64_t chainTicksLeft = 0;   // the chain breaks when this reaches 0
  int weapon = 0;                    // index into the loadout (RuntimeLevel::weapon())
  std::int64_t weaponCharge = 0;     // 0 .. GameRules::chargeMax
  std::int64_t secondCharge = 0;     // 0 .. GameRules::secondMax; fills only while weaponCharge is full
  std::int64_t fireCooldown = 0;     // ticks until the weapon may fire again
  std::int64_t invulnerableTicks = 0;
  std::int64_t respawnTicks = 0;     // > 0 while dead and waiting to come back
  bool alive = true;                 // on screen and collidable
  bool out = false;                  // no lives left: gone for the rest of the level
  std::uint8_t previousInput = 0;    // last tick's bits, for presses (switch weapon, second)
  std::int64_t hits = 0;             // times this ship died
  MwcRandom random;
  // Beam and lightning (sim/weapon_state.h): kept while the weapon fires.
  LockOnBeam beam;
  std::array<LightningBolt, 2> bolts;  // alternate: made anew half a period apart
  // Within one tick only (always false between ticks, so not state): the weapon strikes
  // this tick (its interval ran out while fire is held).
  bool strikes = false;
};

struct Bullet {
  Vec2 position;
  Vec2 velocity;
  double radius = 0.2;
  std::int64_t damage = 1;
  std::int64_t lifeTicks = 0;  // ticks left
  int owner = -1;              // player index for player bullets; enemy serial for enemy bullets
};

// Fire-and-forget: nothing reads a particle after it is spawned except the view.
struct Particle {
  Vec2 position;
  Vec2 velocity;
  double size = 0.2;
  std::int64_t lifeTicks = 0;     // ticks left
  std::int64_t maxLifeTicks = 1;
  Color color;
};

}  // namespace sw
