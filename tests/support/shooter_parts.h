#pragma once
// Tests only: what a shooter level's systems show, as one call each (`enemiesOf(rt)` for
// `rt.get<EnemySystem>().enemies()`), so a test reads as what it checks. Spawns and triggers
// come as views that join the build's part (names, indices) and the running part (progress).
#include <string_view>
#include <vector>

#include "sim/navigation/route_system.h"
#include "sim/runtime_level.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/collisions/collision_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/triggers/trigger_system.h"
#include "sim/systems/weapons/weapon_system.h"

namespace sw {

struct SpawnView : EnemySystem::SpawnSpec, SpawnProgress {};
struct TriggerView : TriggerSystem::Spec, TriggerProgress {};

inline const std::vector<Enemy>& enemiesOf(const RuntimeLevel& l) { return l.get<EnemySystem>().enemies(); }
inline const std::vector<Player>& playersOf(const RuntimeLevel& l) { return l.get<PlayerSystem>().players(); }
inline const std::vector<Bullet>& playerBulletsOf(const RuntimeLevel& l) { return l.get<WeaponSystem>().bullets(); }
inline const EnemyBulletPool& enemyBulletsOf(const RuntimeLevel& l) { return l.get<EnemyBulletSystem>().bullets(); }
inline const std::vector<Missile>& missilesOf(const RuntimeLevel& l) { return l.get<MissileSystem>().missiles(); }
inline const std::vector<Particle>& particlesOf(const RuntimeLevel& l) { return l.get<EffectSystem>().particles(); }
inline const CameraSpot& cameraOf(const RuntimeLevel& l) { return l.get<CameraSystem>().spot(); }
inline Vec2 cameraPositionOf(const RuntimeLevel& l) { return l.get<CameraSystem>().position(); }
inline Vec2 frameOriginOf(const RuntimeLevel& l) { return l.get<CameraSystem>().frameOrigin(); }
inline Vec2 screenHalfExtentOf(const RuntimeLevel& l) { return l.get<CameraSystem>().halfExtent(); }
inline const LightningBolt& comboBoltOf(const RuntimeLevel& l) { return l.get<WeaponSystem>().comboBolt(); }
inline const WeaponType& weaponOf(const RuntimeLevel& l, int i) { return l.get<WeaponSystem>().weapon(i); }
inline int weaponCountOf(const RuntimeLevel& l) { return l.get<WeaponSystem>().count(); }
inline const LockOnBeam& beamOf(const RuntimeLevel& l, int player) { return l.get<WeaponSystem>().beam(player); }
inline const std::array<LightningBolt, 2>& boltsOf(const RuntimeLevel& l, int player) {
  return l.get<WeaponSystem>().bolts(player);
}
inline const PatternRuntime& patternRuntimeOf(const RuntimeLevel& l) { return l.get<EnemyBulletSystem>().patterns(); }
inline double rankOf(const RuntimeLevel& l) { return l.get<EnemyBulletSystem>().patterns().rank; }
inline bool routeOf(const RuntimeLevel& l, std::string_view from, std::string_view to, graph::Route& route) {
  return l.get<RouteSystem>().route(from, to, route);
}
inline const LevelRoutes& routesOf(const RuntimeLevel& l) { return l.get<RouteSystem>().routes(); }
inline bool waveClearedOf(const RuntimeLevel& l, std::string_view wave) { return l.get<EnemySystem>().waveCleared(wave); }
inline bool triggerFiredOf(const RuntimeLevel& l, std::string_view trigger) {
  return l.get<TriggerSystem>().fired(trigger);
}
inline std::size_t enemyCapacityOf(const RuntimeLevel& l) { return l.get<EnemySystem>().capacity(); }
inline std::size_t enemyBulletCountOf(const RuntimeLevel& l) { return l.get<EnemyBulletSystem>().bullets().size(); }
inline std::size_t playerBulletCapacityOf(const RuntimeLevel& l) { return l.get<WeaponSystem>().bulletCapacity(); }
inline std::size_t enemyBulletCapacityOf(const RuntimeLevel& l) {
  return l.get<EnemyBulletSystem>().bullets().capacity();
}
inline std::size_t particleCapacityOf(const RuntimeLevel& l) { return l.get<EffectSystem>().capacity(); }
inline std::vector<SpawnView> spawnsOf(const RuntimeLevel& l) {
  const EnemySystem& enemies = l.get<EnemySystem>();
  std::vector<SpawnView> out;
  for (std::size_t i = 0; i < enemies.spawnCount(); ++i) out.push_back({enemies.spawn(i), enemies.spawnProgress(i)});
  return out;
}
inline std::vector<TriggerView> triggersOf(const RuntimeLevel& l) {
  const TriggerSystem& triggers = l.get<TriggerSystem>();
  std::vector<TriggerView> out;
  for (std::size_t i = 0; i < triggers.count(); ++i) out.push_back({triggers.spec(i), triggers.progress(i)});
  return out;
}

}  // namespace sw
