#include "sim/platformer/spark_system.h"

#include "sim/level_context.h"
#include "sim/platformer/platform_world.h"

namespace sw {

namespace {
constexpr double kGravity = 0.008;
constexpr double kBounce = 0.5;
constexpr double kSpeed = 0.25;
}  // namespace

SparkSystem::SparkSystem(LevelContext& level, const PlatformWorld& world)
    : StatefulSystem(level, "sparks"), world_(world) {
  state_.sparks.reserve(kCapacity);
  state_.random = entityRandom(level.options.seed, 0x5A4C, 1);
}

void SparkSystem::burst(Vec2 centre, Vec2 size, int count) {
  for (int i = 0; i < count && state_.sparks.size() < kCapacity; ++i) {
    auto unit = [&] { return double(state_.random.next() % 20001) / 10000.0 - 1.0; };  // -1 .. 1
    const Vec2 at = centre + Vec2{unit() * size.x * 0.5, unit() * size.y * 0.5};
    const Vec2 v{unit() * kSpeed, (unit() * 0.5 + 0.6) * kSpeed};
    // Beside the barrier, not inside it or anything else: try the area's sides.
    Vec2 place = at;
    if (world_.insideSolid(place)) place = centre + Vec2{(v.x >= 0 ? 1 : -1) * (size.x * 0.5 + 0.1), at.y - centre.y};
    if (world_.insideSolid(place)) continue;
    state_.sparks.push_back({place, v, kLifeTicks});
  }
}

void SparkSystem::step(int, const TickInput&) {
  std::vector<Spark>& all = state_.sparks;
  for (std::size_t i = 0; i < all.size();) {
    Spark& s = all[i];
    s.velocity.y -= kGravity;
    Vec2 next = s.position + s.velocity;
    if (world_.insideSolid(next)) {
      // Which way it hit: try each axis alone, reflect what is blocked.
      const bool blockedX = world_.insideSolid({next.x, s.position.y});
      const bool blockedY = world_.insideSolid({s.position.x, next.y});
      if (blockedX || !blockedY) s.velocity.x = -s.velocity.x * kBounce;
      if (blockedY || !blockedX) s.velocity.y = -s.velocity.y * kBounce;
      next = s.position;
    }
    s.position = next;
    if (--s.life <= 0 || !s.position.isFinite()) {
      all[i] = all.back();  // swap-remove: sparks have no order
      all.pop_back();
    } else {
      ++i;
    }
  }
}

}  // namespace sw
