// Particles' tick (effect_system.h).
#include "sim/systems/effects/effect_system.h"

#include <algorithm>
#include <numbers>

#include "sim/level_context.h"

namespace sw {

void EffectSystem::step(int phase, const TickInput&) {
  std::vector<Particle>& particles = state_.particles;
  switch (phase) {
    case Move:
      for (Particle& p : particles) {
        p.position += p.velocity;
        p.velocity = p.velocity * 0.94;  // a puff slows down
        --p.lifeTicks;
      }
      break;
    case Check:
      for (Particle& p : particles)
        if (!p.position.isFinite() || !p.velocity.isFinite()) p.lifeTicks = 0;  // fire-and-forget: dropped quietly
      break;
    case Remove:
      for (std::size_t i = 0; i < particles.size();) {
        if (particles[i].lifeTicks > 0) {
          ++i;
          continue;
        }
        if (i + 1 != particles.size()) particles[i] = particles.back();
        particles.pop_back();
      }
      break;
  }
}

void EffectSystem::shiftFrame(Vec2 step) {
  for (Particle& p : state_.particles) p.position = p.position - step;
}

void EffectSystem::burst(Vec2 at, int count, double speed, Color color, MwcRandom& random) {
  std::vector<Particle>& particles = state_.particles;
  const std::int64_t life = std::max<std::int64_t>(level_.options.rules.particleLifeTicks, 1);
  for (int i = 0; i < count && particles.size() < particles.capacity(); ++i) {
    const double angle = random.unit() * 2 * std::numbers::pi;
    const double v = speed * (0.3 + 0.7 * random.unit());
    Particle p;
    p.position = at;
    p.velocity = unitVector(angle) * v;
    p.size = 0.1 + 0.25 * random.unit();
    p.maxLifeTicks = life / 2 + std::int64_t(random.unit() * double(life / 2 + 1));
    p.lifeTicks = p.maxLifeTicks;
    p.color = color;
    particles.push_back(p);
  }
}

}  // namespace sw
