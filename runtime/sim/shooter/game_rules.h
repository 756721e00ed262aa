#pragma once
// The numbers of the game that the level format does not (yet) carry: ship speed,
// weapons, meters, lives. One place, so Play, the player binary and the benchmarks
// agree, and a later "game settings" asset can fill this struct from JSON.
#include <cstdint>
#include <string>
#include <vector>

#include "core/math.h"

namespace sw {

struct GameRules {
  // Ship
  double shipSpeed = 0.35;                  // units per tick
  std::vector<Vec3> shipSpheres{            // (x, y, radius) relative to the ship; the hit body
      {0.0, 0.0, 0.35}, {0.55, 0.0, 0.25}, {-0.5, 0.0, 0.3}, {-0.45, 0.35, 0.2}, {-0.45, -0.35, 0.2}};
  double screenMargin = 0.8;                // the ship stays this far inside the screen's edge
  int lives = 3;
  std::int64_t respawnDelayTicks = 60;      // dead this long before coming back
  std::int64_t invulnerableTicks = 120;     // after a respawn
  // Weapons: the player's weapons by name, in the order the switch button cycles them.
  // Their numbers are weapon types (model/project/weapon_type.h): the project's "weapons", or the
  // built-in shot and spread; RuntimeLevel::build resolves the names.
  std::vector<std::string> loadout{"shot", "spread"};
  // Meters: the weapon charge fills by hitting enemies; while it is full, shots do double
  // damage and the second meter fills by one per tick. A full second meter released
  // (InputSecond) clears every enemy bullet and deals `secondDamage` to every enemy on
  // screen; both meters then empty. Dying empties both.
  //
  // Power-up (the charge spent): pressing `second` (InputSecond) while the charge is full and
  // the second meter is not upgrades the ship's weapons to their powered-up form (each weapon
  // type's "power" numbers) from that tick on, for `powerUpTicks` ticks, and empties the charge
  // (the second meter keeps what it has; it fills again once the charge is full again). A
  // press while a power-up lasts does nothing; dying ends it. So one button spends either
  // meter: a full second meter is released, else a full charge powers up.
  std::int64_t chargeMax = 60;
  std::int64_t secondMax = 300;
  std::int64_t secondDamage = 20;
  std::int64_t powerUpTicks = 600;
  // Pickups enemies drop (EnemyType's drop, sim/systems/pickups): a ship whose hit spheres
  // come within `pickupRadius` of one takes it; pickups ride with the screen and drift left
  // by `pickupDrift` units per tick until they leave it.
  double pickupRadius = 0.6;
  double pickupDrift = 0.04;
  // Score: every kill adds the enemy type's score times the multiplier; each kill within
  // `chainTicks` of the previous one adds 1 to the chain; multiplier = 1 + chain / 8,
  // at most `multiplierMax`. Being hit or a pause in kills resets the chain.
  std::int64_t chainTicks = 120;
  int multiplierMax = 8;
  // Enemy bullets
  double enemyBulletRadius = 0.25;
  std::int64_t enemyBulletLifeTicks = 600;
  // Particles (fire-and-forget)
  int explosionParticles = 24;
  int sparkParticles = 4;
  std::int64_t particleLifeTicks = 40;
  // The game (whole-game runs, sim/runtime_level.h): ticks of the results screen between two
  // levels; a fire press moves on after kResultsSkipAfterTicks.
  std::int64_t resultsTicks = 300;
};

}  // namespace sw
