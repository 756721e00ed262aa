#pragma once
// An enemy type (project asset): components (collision, health, score, movement, weapon)
// plus an optional behaviour state machine. Stored in project.json under "enemyTypes".
//
// Parts (enemy_part.h) make it a composite enemy: a boss.
//
// Behaviour: `states` in order, grouped into machines by EnemyState::machine; each
// machine's FIRST state is its initial one, and the machines run side by side. An enemy type with no
// states just runs its components (move and fire as configured). Each state holds action
// lines (enemy_actions.h) for Begin, Tick and End, and transition lines
// "condition -> state" checked each tick before Tick (semantics: sim/state_machine.h).
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/property.h"
#include "model/enemies/enemy_part.h"
#include "model/enemies/enemy_state.h"
#include "model/enemies/enemy_weaponry.h"

namespace sw {

enum class EnemyCollision : std::uint8_t { Spheres, Mesh };
enum class EnemyMovement : std::uint8_t { FollowPath, StraightLine, Stationary, SineWave };
enum class EnemyWeapon : std::uint8_t { None, Aimed, Ring, Spread };
// What ends a composite enemy: its body's health (the core), or every weak point part gone.
enum class EnemyDefeat : std::uint8_t { Core, WeakPoints };
// Which way its mesh (and parts) turn: never, along its travel, or at the nearest ship.
enum class EnemyFacing : std::uint8_t { Fixed, Travel, Target };
// What a destroyed enemy leaves for the ships to pick up (sim/systems/pickups).
enum class EnemyDrop : std::uint8_t { None, Charge, Score, Life, Weapon };

class EnemyType final : public Describable, public EnemyWeaponry {
 public:
  std::string name;
  std::string mesh;  // project-relative path of a mesh asset
  Color color{230, 80, 60, 255};
  std::string material;  // texture graph painting its mesh (graphs/NAME.graph.json); empty: the mesh's colours
  // A light it carries (light_layer.h): none while the intensity is 0.
  Color glowColor{255, 170, 90, 255};
  double glowIntensity = 0;
  double glowRange = 3;
  // Particle effects (model/effects) played on its events: hurt, killed, a volley started.
  std::string hitEffect, deathEffect, muzzleEffect;
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

  EnemyFacing facing = EnemyFacing::Fixed;
  double turnRate = 6;  // degrees per tick while facing turns
  bool boss = false;    // Play shows its health bar (per phase, weak points marked)
  EnemyDefeat defeat = EnemyDefeat::Core;

  // Its drop: when destroyed it leaves a pickup of `dropKind` (none: nothing) worth `dropAmount`
  // (charge, score points, lives; a weapon pickup gives the weapon named `dropWeapon`), with
  // `dropChance` drawn from the enemy's own random stream, or, when `dropEvery` > 0, from
  // every Nth of its type destroyed (the first at the Nth).
  EnemyDrop dropKind = EnemyDrop::None;
  std::string dropWeapon;
  std::int64_t dropAmount = 1;
  double dropChance = 1;
  std::int64_t dropEvery = 0;

  std::vector<std::unique_ptr<EnemyState>> states;  // by machine; each machine's first state is its initial one
  std::vector<std::unique_ptr<EnemyPart>> parts;    // parents before children is not required


  EnemyType() = default;
  EnemyType(const EnemyType& other);
  EnemyType& operator=(const EnemyType& other);

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  void forEachChild(const std::function<void(Describable&)>& fn) override {
    for (auto& s : states) fn(*s);
    for (auto& p : parts) fn(*p);
  }

  EnemyPart* findPart(std::string_view name) const;
  int partIndex(std::string_view name) const;  // -1 when there is none
  EnemyState* findState(std::string_view name) const;
  int stateIndex(std::string_view name) const;  // -1 when there is none
};

const char* toString(EnemyWeapon weapon);  // "none", "aimed", "ring", "spread"
const char* toString(EnemyDrop drop);      // "none", "charge", "score", "life", "weapon"

}  // namespace sw
