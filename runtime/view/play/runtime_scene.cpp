// The level renderer of a running game (runtime_scene.h).
#include "view/play/runtime_scene.h"

#include "sim/runtime_level.h"
#include "sim/screen_camera.h"
#include "view/level_view.h"
#include "view/play/bullet_renderer.h"
#include "view/play/effect_renderer.h"
#include "view/play/enemy_renderer.h"
#include "view/play/light_renderer.h"
#include "view/play/overlay_renderer.h"
#include "view/play/particle_renderer.h"
#include "view/play/pickup_renderer.h"
#include "view/play/platformer_renderer.h"
#include "view/play/ship_renderer.h"
#include "view/play/splat_layer.h"
#include "view/play/weapon_strips.h"
#include "view/scene_items.h"

namespace sw::play {

RuntimeScene::RuntimeScene(sw::ui::LevelView* viewport) : kit_(viewport) {
  if (!kit_.isValid()) return;
  // In drawing order, which is also the order of the scene's children.
  platformer_ = std::make_unique<PlatformerRenderer>(kit_);
  enemies_ = std::make_unique<EnemyRenderer>(kit_);
  ships_ = std::make_unique<ShipRenderer>(kit_);
  bullets_ = std::make_unique<BulletRenderer>(kit_);
  pickups_ = std::make_unique<PickupRenderer>(kit_);
  particles_ = std::make_unique<ParticleRenderer>(kit_);
  // Just behind the ships and enemies (opaque, at kEntityZ), which show over the swarm as
  // they did over the instanced discs. Drawn nearest first: the sparks, then the bullets,
  // each in reverse (a later instance covered an earlier one).
  swarm_ = std::make_unique<SplatLayer>(kit_, kEntityZ - 0.005f, 1.0, SplatImage::Order::FrontToBack);
  effects_ = std::make_unique<EffectRenderer>(kit_);
  if (viewport->tileLayerBatches()) effects_->setImageSource(viewport->tileLayerBatches()->imageSource());
  weapons_ = std::make_unique<WeaponStrips>(*viewport->sceneItems(), kit_.sceneRoot(), kit_.owned());
  overlays_ = std::make_unique<OverlayRenderer>(kit_);
  lights_ = std::make_unique<LightRenderer>(*viewport->sceneItems(), kit_.sceneRoot());
}

RuntimeScene::~RuntimeScene() { clear(); }

void RuntimeScene::clear() {
  effects_.reset();  // its Models refer to the kit's quad
  swarm_.reset();
  lights_.reset();   // its items hang beside the kit's, under the scene root
  kit_.clear();
  enemies_.reset();
  ships_.reset();
  bullets_.reset();
  pickups_.reset();
  particles_.reset();
  weapons_.reset();
  overlays_.reset();
  platformer_.reset();
}

void RuntimeScene::update(const sw::RuntimeLevel& runtime, const sw::Level* level, const sw::Project* project,
                          const PlayOverlays& overlays) {
  if (!kit_.isValid() || !enemies_) return;
  FrameContext frame;
  if (const auto* camera = runtime.find<sw::ScreenCamera>()) frame.origin = camera->screenFrameOrigin();
  frame.tick = runtime.ticksRun();
  frame.level = level;
  frame.project = project;
  frame.overlays = overlays;
  frame.frame = frame_++;
  frame.route = route_;
  frame.splatFrom = splatFrom_;
  frame.swarm = swarm_ && swarm_->begin() ? swarm_.get() : nullptr;
  platformer_->update(runtime, frame);
  enemies_->update(runtime, frame);
  ships_->update(runtime, frame);
  particles_->update(runtime, frame);  // before the bullets: the swarm splats nearest first
  bullets_->update(runtime, frame);
  pickups_->update(runtime, frame);
  if (swarm_) swarm_->finish();
  if (weapons_) weapons_->update(runtime, frame.frame);
  overlays_->update(runtime, frame);
  if (lights_) lights_->update(runtime, frame);
}

int RuntimeScene::enemyInstances() const { return enemies_ ? enemies_->instances() : 0; }
int RuntimeScene::bulletInstances() const { return bullets_ ? bullets_->instances() : 0; }
int RuntimeScene::pickupInstances() const { return pickups_ ? pickups_->instances() : 0; }
int RuntimeScene::splattedBullets() const { return bullets_ ? bullets_->splatted() : 0; }
int RuntimeScene::splattedParticles() const { return particles_ ? particles_->splatted() : 0; }
const SplatLayer* RuntimeScene::effectLayer() const { return effects_ ? effects_->splatLayer() : nullptr; }

void RuntimeScene::setSplatFrom(int count) {
  splatFrom_ = count;
  if (effects_) effects_->setSplatFrom(count);
}
void RuntimeScene::updateEffects(const sw::EffectPlayer& player, const std::string& directory) {
  if (effects_) effects_->update(player, directory);
}

int RuntimeScene::effectInstances() const { return effects_ ? effects_->instances() : 0; }
int RuntimeScene::effectSpriteInstances() const { return effects_ ? effects_->spriteInstances() : 0; }
int RuntimeScene::effectBatches() const { return effects_ ? effects_->batches() : 0; }
int RuntimeScene::particleInstances() const { return particles_ ? particles_->instances() : 0; }
int RuntimeScene::playerInstances() const { return ships_ ? ships_->instances() : 0; }
int RuntimeScene::collisionVertices() const { return overlays_ ? overlays_->collisionVertices() : 0; }
int RuntimeScene::pathVertices() const { return overlays_ ? overlays_->pathVertices() : 0; }
int RuntimeScene::weaponStripVertices() const { return weapons_ ? weapons_->vertexCount() : 0; }
int RuntimeScene::characterInstances() const { return platformer_ ? platformer_->characterCount() : 0; }
int RuntimeScene::geometryVertices() const { return platformer_ ? platformer_->geometryVertices() : 0; }
int RuntimeScene::spriteInstances() const { return platformer_ ? platformer_->spriteCount() : 0; }
int RuntimeScene::routeLinks() const { return platformer_ ? platformer_->routeLinks() : 0; }
int RuntimeScene::lightCount() const { return lights_ ? lights_->count() : 0; }
int RuntimeScene::spawnVertices() const { return overlays_ ? overlays_->markerVertices() : 0; }

}  // namespace sw::play
