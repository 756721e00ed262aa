// Bullets and particles move in straight lines; they leave when their life runs out or
// they are off screen. Particles are fire-and-forget: spawned by explosions and hits,
// read by nothing but the view, dropped when the pool is full.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "sim/runtime_level_internal.h"

namespace sw {

bool RuntimeLevel::onScreen(Vec2 position, double margin) const {
  const Vec2 half = screenHalfExtent();
  return std::abs(position.x - camera_.local.x) <= half.x + margin &&
         std::abs(position.y - camera_.local.y) <= half.y + margin;
}

void RuntimeLevel::moveBullets() {
  for (Bullet& b : playerBullets_) {
    b.position += b.velocity;
    if (--b.lifeTicks > 0 && !onScreen(b.position, 1.0)) b.lifeTicks = 0;
  }
  moveEnemyBullets();  // and their walls (runtime_enemy_bullets.cpp)
}

void RuntimeLevel::moveParticles() {
  for (Particle& p : particles_) {
    p.position += p.velocity;
    p.velocity = p.velocity * 0.94;  // a puff slows down
    --p.lifeTicks;
  }
}

void RuntimeLevel::emitParticles(Vec2 at, int count, double speed, Color color, MwcRandom& random) {
  const std::int64_t life = std::max<std::int64_t>(options_.rules.particleLifeTicks, 1);
  for (int i = 0; i < count && particles_.size() < particles_.capacity(); ++i) {
    const double angle = random.unit() * 2 * std::numbers::pi;
    const double v = speed * (0.3 + 0.7 * random.unit());
    Particle p;
    p.position = at;
    p.velocity = unitVector(angle) * v;
    p.size = 0.1 + 0.25 * random.unit();
    p.maxLifeTicks = life / 2 + std::int64_t(random.unit() * double(life / 2 + 1));
    p.lifeTicks = p.maxLifeTicks;
    p.color = color;
    particles_.push_back(p);
  }
}

}  // namespace sw
