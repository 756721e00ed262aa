#pragma once
// Sparks (DOMAIN.md, "Platformers": a barrier that changes throws them): fire-and-forget
// particles from a fixed pool that fall, bounce off the level's geometry losing half their
// speed, and fade. None starts inside geometry. Their own generator (in the state) scatters
// them, so a rollback throws the same sparks again.
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "core/random.h"
#include "sim/system.h"

namespace sw {

class PlatformWorld;

struct Spark {
  static constexpr std::string_view kStateKind = "spark";
  Vec2 position;
  Vec2 velocity;
  std::int64_t life = 0;  // ticks left
  SW_FIELDS(Spark, position, velocity, life)
};

struct SparkState {
  std::vector<Spark> sparks;
  MwcRandom random;
  SW_FIELDS(SparkState, sparks, random)
};

class SparkSystem final : public StatefulSystem<SparkState> {
 public:
  enum Phase { Move };
  static constexpr std::size_t kCapacity = 512;
  static constexpr std::int64_t kLifeTicks = 45;

  SparkSystem(LevelContext& level, const PlatformWorld& world);
  void step(int phase, const TickInput& input) override;

  // Up to `count` sparks from the area of `size` around `centre` (none inside geometry, none
  // past the pool's capacity).
  void burst(Vec2 centre, Vec2 size, int count);
  const std::vector<Spark>& sparks() const { return state_.sparks; }

 protected:
  bool fits(const SparkState& saved) const override { return saved.sparks.size() <= kCapacity; }

 private:
  const PlatformWorld& world_;
};

}  // namespace sw
