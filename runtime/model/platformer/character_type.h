#pragma once
// A platformer character type (project asset, DOMAIN.md "Platformers"): every number of how
// it runs and jumps, edited in the property grid and read by the character controller
// (sim/platformer/character_motion.h). Stored in project.json under "characters".
//
// Units: the play plane's units, ticks (60 per second), so speeds are units per tick and
// accelerations units per tick per tick. A held jump rises exactly `jumpHeight` (without the
// apex's lighter gravity): the take-off speed is sqrt(2 * gravity * jumpHeight).
//
// The forgiveness the best platformers ship is data too:
// - coyoteTicks: a jump still leaves the ground this many ticks after running off a ledge;
// - jumpBufferTicks: a jump pressed this many ticks before landing happens on landing;
// - cornerCorrection: a head that clips a ceiling's corner by at most this much slides past;
// - apexGravityScale below apexSpeed: the top of a held jump hangs a moment.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/property.h"
#include "model/platformer/melee_attack.h"

namespace sw {

// Its punch is a MeleeAttack (melee_attack.h), shared with monsters.
class CharacterType final : public Describable, public MeleeAttack {
 public:
  std::string name;
  Color color{90, 190, 255, 255};
  // Body: a box standing on its feet point (the bottom centre).
  double width = 0.8;
  double height = 1.6;
  // How far up and down the feet follow the ground while walking (slopes, steps, curves).
  double stepHeight = 0.35;
  double maxSlope = 50;  // degrees: steeper ground is a wall
  // Running.
  double runSpeed = 0.15;
  double runAcceleration = 0.012;
  double runBraking = 0.02;
  double airControl = 0.65;  // share of acceleration and braking in the air
  // Jumping and falling.
  double jumpHeight = 3.2;
  double gravity = 0.012;
  double fallGravityScale = 1.5;  // falling is faster than rising: jumps feel weighty
  double jumpCutScale = 0.45;     // releasing the jump while rising keeps this share of the speed
  double apexSpeed = 0.03;        // below this vertical speed with the jump held ...
  double apexGravityScale = 0.5;  // ... gravity is lighter: the apex hangs
  double terminalSpeed = 0.5;
  std::int64_t coyoteTicks = 6;
  std::int64_t jumpBufferTicks = 6;
  double cornerCorrection = 0.25;
  // Ledges: falling or jumping beside a wall whose top is within gripReach below the hands
  // (the top of the body), with room above, the character grips it and hangs; up or jump
  // mantles onto it over mantleTicks, down lets go.
  bool canGrip = true;
  double gripReach = 0.5;
  std::int64_t mantleTicks = 12;
  // Grappling hook (the second button): fired at hookAngle degrees above the way it faces, it
  // catches solid geometry within hookRange; the character swings on the rope as a pendulum,
  // up and down reel it in and out at hookReelSpeed, jump or the button again lets go with
  // the swing's momentum.
  bool hasHook = false;
  double hookRange = 9;
  double hookAngle = 60;
  double hookReelSpeed = 0.06;
  double hookMinLength = 1;
  // Health: damage takes it, knocks the character back (knockbackSpeed) and makes it safe for
  // invulnerableTicks. It comes back at a fixed rate, one point every regenerationTicks; any
  // damage stops it, and regenerationDelay ticks after the last damage it resumes, slowly at
  // first, reaching the full rate over regenerationRampTicks. At 0 the character comes back
  // at the last checkpoint. Crushed between moving geometry and something solid, it takes
  // crushDamage.
  std::int64_t maxHealth = 5;
  std::int64_t invulnerableTicks = 60;
  double knockbackSpeed = 0.2;
  std::int64_t regenerationTicks = 120;
  std::int64_t regenerationDelay = 240;
  std::int64_t regenerationRampTicks = 180;
  std::int64_t crushDamage = 2;
  // Backdash (Castlevania's): down with the second button on the ground slides it backwards
  // at backdashSpeed for backdashTicks, safe from harm for backdashSafeTicks of them.
  bool canBackdash = true;
  double backdashSpeed = 0.3;
  std::int64_t backdashTicks = 14;
  std::int64_t backdashSafeTicks = 10;
  // Following (the inactive character, sim/platformer/follower.h): it keeps followDistance
  // behind the active one along the pathing graph, and when left further behind than
  // teleportDistance, or stuck for stuckTicks, it appears beside it (shown as such).
  double followDistance = 2;
  double teleportDistance = 40;
  std::int64_t stuckTicks = 300;
  // Appearance: the tileset its frames come from and its animations, one line each
  // (model/platformer/animation.h); the first line is the one it starts with. Empty: drawn
  // as a box of its colour. Saved only when set, so older projects keep their bytes.
  std::string sprite;
  std::vector<std::string> animations;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }

  // The upward speed a jump starts with: sqrt(2 * gravity * jumpHeight).
  double jumpSpeed() const;
  // Why this character cannot play (a jump that cannot leave the ground, a body of no size,
  // a NaN), or empty.
  std::vector<std::string> problems() const;
};

// A new character with numbers that play well, named `name`.
CharacterType defaultCharacter(std::string name);

}  // namespace sw
