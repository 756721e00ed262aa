#pragma once
// The lossy co-op session the presentation tests run (the presentation journal, the sound
// presenter): two peers of the demo's first level at 150 ms, 30 ms jitter and 30 % loss,
// so hundreds of rollbacks; both players firing and steering by a seeded pattern, and never
// dying (the timeline stays long). The same inputs drive the straight offline run.
#include <cstdint>

#include "model/project/project.h"
#include "net/net_sim.h"
#include "sim/input.h"
#include "sim/play_options.h"

namespace sw::test {

// Player `seed`'s buttons at `tick`: a new pattern every 5 ticks, always firing.
inline std::uint8_t lossyCoopBits(std::uint64_t seed, std::int64_t tick) {
  std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + std::uint64_t(tick / 5) * 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  x *= 0x94D049BB133111EBull;
  x ^= x >> 32;
  return std::uint8_t((x & InputAllBits) | InputFire);
}

inline PlayOptions lossyCoopOptions(const Project& project) {
  PlayOptions o;
  o.seed = 9;
  o.projectDir = project.directory;
  o.invulnerableUntilTick = 1 << 30;
  return o;
}

inline net::NetSimSetup lossyCoopSetup(std::int64_t ticks) {
  net::NetSimSetup s;
  s.ticks = ticks;
  s.aToB = {150, 30, 0.3, 0.02, 0.05, 21};
  s.bToA = {150, 30, 0.3, 0.02, 0.05, 22};
  s.inputA = [](std::int64_t t) { return lossyCoopBits(1, t); };
  s.inputB = [](std::int64_t t) { return lossyCoopBits(2, t); };
  return s;
}

}  // namespace sw::test
