#pragma once
// The shooter's systems, as they know each other: the kind's assembly (shooter_kind.cpp)
// makes them, then hands each this table, so a system calls another's public verbs (the
// collisions damage an enemy, a weapon throws sparks) without reaching into its state.
namespace sw {

class CameraSystem;
class TriggerSystem;
class EnemySystem;
class PlayerSystem;
class WeaponSystem;
class EnemyBulletSystem;
class EffectSystem;
class CollisionSystem;
class MissileSystem;
class PickupSystem;

struct ShooterSystems {
  CameraSystem* camera = nullptr;
  TriggerSystem* triggers = nullptr;
  EnemySystem* enemies = nullptr;
  PlayerSystem* players = nullptr;
  WeaponSystem* weapons = nullptr;
  EnemyBulletSystem* enemyBullets = nullptr;
  EffectSystem* effects = nullptr;
  CollisionSystem* collisions = nullptr;
  MissileSystem* missiles = nullptr;
  PickupSystem* pickups = nullptr;
};

}  // namespace sw
