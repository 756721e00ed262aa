#pragma once
// An enemy type (project asset): components (collision, health, score, movement, weapon)
// plus an optional behaviour state machine. Stored in project.json under "enemyTypes".
//
// Behaviour: `states` in order; the FIRST state is the initial one. An enemy type with no
// states just runs its components (move and fire as configured). Each state holds action
// lines (enemy_actions.h) for Begin, Tick and End, and transition lines
// "condition -> state" checked each tick before Tick (semantics: sim/state_machine.h).
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/property.h"

namespace sw {

enum class EnemyCollision : std::uint8_t { Spheres, Mesh };
enum class EnemyMovement : std::uint8_t { FollowPath, StraightLine, Stationary, SineWave };
enum class EnemyWeapon : std::uint8_t { None, Aimed, Ring, Spread };

// One state of an enemy's behaviour; Describable on its own so the property grid can edit it.
class EnemyState final : public Describable {
 public:
  std::string name;
  std::vector<std::string> begin;        // action lines run once on entry
  std::vector<std::string> tick;         // action lines run every tick while active
  std::vector<std::string> end;          // action lines run once on exit, before the next Begin
  std::vector<std::string> transitions;  // "condition -> state", first true one wins

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
};

class EnemyType final : public Describable {
 public:
  std::string name;
  std::string mesh;  // project-relative path of a mesh asset
  Color color{230, 80, 60, 255};
  EnemyCollision collision = EnemyCollision::Spheres;
  std::vector<Vec3> spheres{{0, 0, 0.5}};  // (x, y, radius) relative to the enemy
  std::int64_t health = 1;
  std::int64_t score = 100;

  EnemyMovement movement = EnemyMovement::FollowPath;
  double speed = 0.1;        // units per tick
  Vec2 direction{-1, 0};     // StraightLine: direction of travel (normalised at run time)
  double sineAmplitude = 2;  // SineWave: units across the direction of travel
  std::int64_t sinePeriodTicks = 120;

  std::string pattern;  // default bullet pattern (bullet_pattern.h): fire / startFiring without a name; "" = none
  std::int64_t fireIntervalTicks = 60;
  std::int64_t firstShotDelayTicks = 30;

  std::vector<std::unique_ptr<EnemyState>> states;  // states[0] is the initial state

  EnemyType() = default;
  EnemyType(const EnemyType& other);
  EnemyType& operator=(const EnemyType& other);

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  void forEachChild(const std::function<void(Describable&)>& fn) override {
    for (auto& s : states) fn(*s);
  }

  EnemyState* findState(std::string_view name) const;
  int stateIndex(std::string_view name) const;  // -1 when there is none
};

const char* toString(EnemyWeapon weapon);  // "none", "aimed", "ring", "spread"

}  // namespace sw
