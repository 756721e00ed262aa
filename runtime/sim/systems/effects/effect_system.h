#pragma once
// Particles: fire-and-forget puffs thrown by explosions, hits and the second charge. Nothing
// reads a particle after it is spawned except the view; they move in straight lines, slow
// down, and leave when their life runs out. A full pool drops new ones.
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "core/math.h"
#include "core/random.h"
#include "sim/system.h"

namespace sw {

struct Particle {
  static constexpr std::string_view kStateKind = "particle";
  Vec2 position;
  Vec2 velocity;
  double size = 0.2;
  std::int64_t lifeTicks = 0;  // ticks left
  std::int64_t maxLifeTicks = 1;
  Color color;
  SW_FIELDS(Particle, position, velocity, size, lifeTicks, maxLifeTicks, color)
};

struct EffectState {
  std::vector<Particle> particles;
  SW_FIELDS(EffectState, particles)
};

class EffectSystem final : public StatefulSystem<EffectState> {
 public:
  enum Phase { Move, Check, Remove };

  explicit EffectSystem(LevelContext& level) : StatefulSystem(level, "effects") {}
  void reserve(std::size_t particles) { state_.particles.reserve(particles); }

  void step(int phase, const TickInput& input) override;
  void shiftFrame(Vec2 step) override;

  const std::vector<Particle>& particles() const { return state_.particles; }
  std::size_t capacity() const { return state_.particles.capacity(); }
  // `count` particles at `at`, flying out at up to `speed`, drawn from `random`.
  void burst(Vec2 at, int count, double speed, Color color, MwcRandom& random);

 protected:
  bool fits(const EffectState& saved) const override {
    return saved.particles.size() <= state_.particles.capacity();
  }
};

}  // namespace sw
