#pragma once
// Monsters (DOMAIN.md, "Platformers"): a monster type is a project asset like an enemy type
// (project.json "monsters"), placed in free levels as Monster objects. The type says how it
// moves, sees, fights and flees; sim/platformer/monster_system.h runs it on the level's
// geometry with the characters' own controller (character_motion.h), so monsters walk
// slopes, ride platforms, press plates and are crushed exactly as characters are.
//
// Movement: walk (run along the ground, jump only where its route says so), hop (moves only
// by jumping: a frog, a slime) or fly (ignores gravity and the ground, goes straight for its
// target, stopped by walls: a bat). At a ledge a walker turns back or drops off (atLedge).
// Behaviour: with no character within sightRange it patrols between the nav nodes its
// Monster names, or walks forward turning at walls (the sword skeleton); a character in
// sight is chased along the pathing graph (walkers and hoppers) and attacked within
// attackRange; at fleeHealth or less it runs away. Its swing is a MeleeAttack.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/property.h"
#include "model/level/level_object.h"
#include "model/platformer/melee_attack.h"

namespace sw {

class CharacterType;
class Level;

class MonsterType final : public Describable, public MeleeAttack {
 public:
  enum class Movement { Walk, Hop, Fly };
  enum class AtLedge { Turn, Drop };

  std::string name;
  Color color{220, 90, 80, 255};
  std::string sprite;                   // a tileset used as its sprite sheet (empty: drawn as a box)
  std::vector<std::string> animations;  // one line per animation (model/platformer/animation.h)
  Movement movement = Movement::Walk;
  AtLedge atLedge = AtLedge::Turn;
  double width = 0.8;
  double height = 1.5;
  double stepHeight = 0.35;
  double maxSlope = 50;
  double walkSpeed = 0.05;
  double acceleration = 0.01;
  double jumpHeight = 2.2;
  double gravity = 0.012;
  double sightRange = 8;
  double attackRange = 0.6;  // the gap between the bodies; within the attack's reach (MeleeAttack)
  std::int64_t replanTicks = 60;  // a chase plans its route again at least this often
  std::int64_t maxHealth = 3;
  std::int64_t fleeHealth = 0;
  std::int64_t invulnerableTicks = 20;
  double knockbackSpeed = 0.15;
  std::int64_t crushDamage = 100;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }

  // The numbers the character controller reads (a monster neither grips nor hooks).
  CharacterType motion() const;
  // Why it cannot play (a body of no size, a NaN, an attack that cannot swing), or empty.
  std::vector<std::string> problems() const;
};

MonsterType defaultMonster(std::string name);

// Where a monster of the project's `monster` type stands when the level begins. With patrol
// nodes it walks between them (in order, then back to the first) while nothing is in sight.
class Monster final : public LevelObject {
 public:
  enum class Facing { Right, Left };
  Vec2 position;
  std::string monster;              // a project MonsterType
  Facing facing = Facing::Left;
  std::vector<std::string> patrol;  // NavNode names

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Monster>(*this); }
};

// Whether a Monster of `level` patrols to the nav node named `node`.
bool isPatrolled(const Level& level, std::string_view node);

}  // namespace sw
