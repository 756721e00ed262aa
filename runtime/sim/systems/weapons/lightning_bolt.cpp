// Bolt shapes by recursive midpoint displacement (weapon_state.h). Deterministic: + - * /
// and sqrt (exact by IEEE), dmath for the branches' turn, one MWC stream.
#include <algorithm>
#include <cmath>

#include "core/dmath.h"
#include "sim/systems/weapons/weapon_state.h"

namespace sw {

namespace {

// Subdivides points[0 .. 2^generations] (both ends set) in place, generation by generation;
// the offset's bound starts at `amplitude` and halves each generation.
template <std::size_t N>
void displace(std::array<Vec2, N>& points, int generations, double amplitude, MwcRandom& random) {
  const int n = 1 << generations;
  for (int g = 0; g < generations; ++g, amplitude *= 0.5) {
    const int step = n >> g, half = step / 2;
    for (int i = half; i < n; i += step) {
      const Vec2 a = points[std::size_t(i - half)], b = points[std::size_t(i + half)];
      const Vec2 d = b - a;
      const double length = std::sqrt(d.x * d.x + d.y * d.y);
      const Vec2 across = length > 0 ? Vec2{-d.y / length, d.x / length} : Vec2{0, 1};
      points[std::size_t(i)] = (a + b) * 0.5 + across * (amplitude * random.range(-1, 1));
    }
  }
}

}  // namespace

void generateBolt(MwcRandom& random, int generations, double displacement, int branches, double branchChance,
                  BoltShape& out) {
  generations = std::clamp(generations, 1, kMaxBoltGenerations);
  branches = std::clamp(branches, 0, kMaxBoltBranches);
  const int n = 1 << generations;
  auto& main = out.main.points;
  main[0] = {0, 0};
  main[std::size_t(n)] = {1, 0};
  displace(main, generations, displacement, random);
  out.main.count = std::uint8_t(n + 1);

  // Branches leave from the middle of a second-generation segment (or of the whole bolt when
  // there is only one generation), so they start at a visible kink of the bolt.
  const int step = generations >= 2 ? n / 4 : n;
  const int segments = n / step;
  const int branchGenerations = std::clamp(generations - 2, 1, kMaxBranchGenerations);
  out.branchCount = 0;
  for (int b = 0; b < branches; ++b) {
    const double roll = random.unit();
    const int segment = int(random.next() % std::uint32_t(segments));
    const double turn = random.range(0.3, 0.7) * (random.next() & 1 ? 1 : -1);  // radians
    if (roll >= branchChance) continue;
    const Vec2 from = main[std::size_t(segment * step)];
    const Vec2 mid = main[std::size_t(segment * step + step / 2)];
    double s = 0, c = 0;
    dmath::sincos(turn, &s, &c);
    const Vec2 d = (mid - from) * 0.7;
    BoltBranch& branch = out.branches[out.branchCount++];
    const int m = 1 << branchGenerations;
    branch.points[0] = mid;
    branch.points[std::size_t(m)] = mid + Vec2{d.x * c - d.y * s, d.x * s + d.y * c};
    displace(branch.points, branchGenerations, displacement * 0.25, random);
    branch.count = std::uint8_t(m + 1);
  }
}

}  // namespace sw
