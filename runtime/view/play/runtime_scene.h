#pragma once
// Draws a running level into a level view's Qt Quick 3D scene: the level renderer of a
// running game, composing one small renderer per kind of thing (in the manner of
// TrenchBroom's MapRenderer): enemies (enemy_renderer.h), player ships (ship_renderer.h),
// bullets (bullet_renderer.h), particles (particle_renderer.h), beams and bolts
// (weapon_strips.h) and the debug overlays (overlay_renderer.h). Each draws what its system
// holds and nothing when the level's game kind has no such system. Entities go under the
// scene (lit with the art); overlays go into the overlay view so they stay readable in front
// of it.
//
// Positions: the simulation's frame + the camera's frame origin = the editor's absolute
// layout, which is where the view draws the tiles.
#include <cstdint>
#include <memory>
#include <string>

#include "view/play/scene_kit.h"

namespace sw {
class EffectPlayer;
class RuntimeLevel;
class Level;
class Project;
}  // namespace sw

namespace sw::ui {
class LevelView;
}

namespace sw::play {

class BulletRenderer;
class EffectRenderer;
class EnemyRenderer;
class OverlayRenderer;
class LightRenderer;
class ParticleRenderer;
class PickupRenderer;
class PlatformerRenderer;
class ShipRenderer;
class SplatLayer;
class WeaponStrips;

class RuntimeScene {
 public:
  explicit RuntimeScene(sw::ui::LevelView* viewport);
  ~RuntimeScene();
  RuntimeScene(const RuntimeScene&) = delete;
  RuntimeScene& operator=(const RuntimeScene&) = delete;

  bool isValid() const { return kit_.isValid(); }
  // Redraws from the run's current state. `level` and `project` are the run's own copies
  // (paths, spawn positions, mesh folders).
  void update(const sw::RuntimeLevel& runtime, const sw::Level* level, const sw::Project* project,
              const PlayOverlays& overlays);
  // Draws the authored particle effects (present/effects) of the run; sprite images are
  // relative to `directory` (the project's folder).
  void updateEffects(const sw::EffectPlayer& player, const std::string& directory);
  // Removes everything it added (Stop).
  void clear();
  // Swarms of at least `count` (enemy bullets, the simulation's sparks, effect particles)
  // are splatted (splat_layer.h) from the next update; tests lower it.
  void setSplatFrom(int count);
  // The creature whose route is drawn from the next update (overlays.route).
  void setRouteSubject(const RouteSubject& subject) { route_ = subject; }

  // What the last update() drew, for tests.
  int enemyInstances() const;
  int bulletInstances() const;  // drawn, instanced or splatted
  int splattedBullets() const;   // ... of them splatted
  int pickupInstances() const;   // pickups drawn (each a halo and a core)
  int splattedParticles() const;  // the simulation's sparks splatted
  const SplatLayer* swarmLayer() const { return swarm_.get(); }  // bullets' and sparks' splats
  const SplatLayer* effectLayer() const;                        // effect particles' splats
  int particleInstances() const;
  int effectInstances() const;        // authored effects' particles
  int effectSpriteInstances() const;  // ... of them drawn from an atlas
  int effectBatches() const;
  int playerInstances() const;
  int collisionVertices() const;
  int pathVertices() const;
  int spawnVertices() const;
  int lightCount() const;  // lights drawn (level, enemies' glow, ships)
  int weaponStripVertices() const;  // beams and bolts
  int characterInstances() const;   // platformer characters
  int geometryVertices() const;     // platformer geometry
  int spriteInstances() const;      // platformer creatures drawn from sprite frames
  int routeLinks() const;           // links of the selected creature's route
  const PlatformerRenderer* platformer() const { return platformer_.get(); }

 private:
  SceneKit kit_;
  std::unique_ptr<EnemyRenderer> enemies_;
  std::unique_ptr<ShipRenderer> ships_;
  std::unique_ptr<BulletRenderer> bullets_;
  std::unique_ptr<PickupRenderer> pickups_;
  std::unique_ptr<ParticleRenderer> particles_;
  std::unique_ptr<SplatLayer> swarm_;
  std::unique_ptr<EffectRenderer> effects_;
  std::unique_ptr<WeaponStrips> weapons_;
  std::unique_ptr<OverlayRenderer> overlays_;
  std::unique_ptr<LightRenderer> lights_;
  std::unique_ptr<PlatformerRenderer> platformer_;
  int splatFrom_ = kSplatFrom;
  std::uint64_t frame_ = 0;  // drawn frames: the bolts' jitter
  RouteSubject route_;
};

}  // namespace sw::play
