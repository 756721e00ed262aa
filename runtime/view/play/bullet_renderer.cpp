#include "view/play/bullet_renderer.h"

#include <algorithm>

#include "sim/runtime_level.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/weapons/weapon_system.h"
#include "view/play/play_instancing.h"
#include "view/play/splat_layer.h"

namespace sw::play {

namespace {
const QColor kPlayerBulletColor(170, 255, 250);
}  // namespace

void BulletRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  auto& shots = player_.instancing->begin();
  if (const auto* weapons = runtime.find<sw::WeaponSystem>()) {
    shots_.clear();
    for (const sw::Bullet& b : weapons->bullets()) shots_.push_back({b.position, b.velocity, b.lifeTicks, b.owner});
    ships_.clear();
    if (const auto* players = runtime.find<sw::PlayerSystem>())
      for (const sw::Player& p : players->players()) ships_.push_back(p.position);
    const std::vector<Vec2>& drawn = easing_.update(frame.tick, shots_, ships_);
    for (std::size_t i = 0; i < drawn.size(); ++i)
      shots.push_back({at(drawn[i], frame.origin), float(std::max(0.08, weapons->bullets()[i].radius)), 0.0f,
                       kPlayerBulletColor});
  }
  SceneKit::finish(player_);
  auto& enemyShots = enemy_.instancing->begin();
  splatted_ = 0;
  const auto* system = runtime.find<sw::EnemyBulletSystem>();
  if (system && frame.swarm && int(system->bullets().size()) >= frame.splatFrom) {
    SplatImage& image = frame.swarm->canvas();
    const sw::EnemyBulletPool& pool = system->bullets();
    int kind = -1;  // bullets come in runs of a kind: its colour is looked up once a run
    SplatColor color;
    for (std::size_t n = pool.size(); n-- > 0;) {  // nearest (last drawn) first
      if (pool.kind[n] != kind) {
        kind = pool.kind[n];
        const sw::Color c = system->color(kind);
        color = SplatColor{c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, c.a / 255.0f};
      }
      const sw::Vec2 p = pool.position(n);
      image.disc(p.x + frame.origin.x, p.y + frame.origin.y, std::max(0.08, pool.radius[n]), color);
    }
    splatted_ = int(pool.size());
  } else if (system) {
    // Straight from the structure-of-arrays pool into the instance buffer: one instance
    // per live bullet, sized by its radius, coloured by its kind.
    const sw::EnemyBulletPool& pool = system->bullets();
    enemyShots.reserve(pool.size());
    for (std::size_t i = 0; i < pool.size(); ++i) {
      const sw::Color c = system->color(pool.kind[i]);
      enemyShots.push_back({at(pool.position(i), frame.origin), float(std::max(0.08, pool.radius[i])), 0.0f,
                            QColor(c.r, c.g, c.b, c.a)});
    }
  }
  SceneKit::finish(enemy_);
}

}  // namespace sw::play
