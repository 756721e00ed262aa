#pragma once
// What a beam or lightning weapon keeps from tick to tick (weapon_system.h): plain
// fixed-size values, so players copy, save and restore without allocating, and views read
// the same geometry the game hit with.
#include <array>
#include <cstdint>

#include "core/fields.h"
#include "core/math.h"
#include "core/random.h"
#include "model/project/weapon_type.h"

namespace sw {

// Where bullets, beams and bolts leave the ship: its nose, relative to its position.
inline constexpr Vec2 kMuzzle{0.6, 0};

inline constexpr int kMaxBoltPoints = (1 << kMaxBoltGenerations) + 1;
inline constexpr int kMaxBranchGenerations = 4;
inline constexpr int kMaxBranchPoints = (1 << kMaxBranchGenerations) + 1;

// The curved lock-on beam: a quadratic Bezier start -> control -> end, cut at `cut` (a
// parameter in 0..1) where a wall stops it.
struct LockOnBeam {
  bool active = false;               // drawn and hitting this tick
  bool locked = false;               // holds on the enemy with `targetSerial`
  std::uint32_t targetSerial = 0;
  Vec2 start, control, end;          // frame coordinates
  double cut = 1;
  SW_FIELDS(LockOnBeam, active, locked, targetSerial, start, control, end, cut)
};

// The Bezier's point at parameter t.
inline Vec2 beamPoint(const LockOnBeam& beam, double t) {
  const double s = 1 - t;
  return beam.start * (s * s) + beam.control * (2 * s * t) + beam.end * (t * t);
}

// A bolt's shape in its own frame: u runs from 0 at the start to 1 at the end, v across, both
// in units of the bolt's length, so the shape follows both ends as they move until it is
// made anew.
struct BoltPath {
  std::uint8_t count = 0;
  std::array<Vec2, kMaxBoltPoints> points{};
  SW_FIELDS(BoltPath, count, points)
};
struct BoltBranch {
  std::uint8_t count = 0;
  std::array<Vec2, kMaxBranchPoints> points{};
  SW_FIELDS(BoltBranch, count, points)
};
struct BoltShape {
  BoltPath main;
  std::uint8_t branchCount = 0;
  std::array<BoltBranch, kMaxBoltBranches> branches{};
  SW_FIELDS(BoltShape, main, branchCount, branches)
};

struct LightningBolt {
  std::int64_t age = -1;             // ticks since its shape was made; negative: not there yet
  bool hasTarget = false;
  std::uint32_t targetSerial = 0;
  Vec2 start, end;                   // frame coordinates this tick
  BoltShape shape;
  SW_FIELDS(LightningBolt, age, hasTarget, targetSerial, start, end, shape)
};

// A point of a bolt's shape (u, v) placed between its two ends.
inline Vec2 boltPoint(Vec2 start, Vec2 end, Vec2 uv) {
  const Vec2 d = end - start;
  return start + d * uv.x + Vec2{-d.y, d.x} * uv.y;
}

// Recursive midpoint displacement, iteratively: `generations` (1..kMaxBoltGenerations)
// halvings of the straight line; the midpoint of generation g moves across its segment by
// at most displacement / 2^g (in units of the bolt's length). Then up to `branches` branches,
// each with `branchChance`: from the middle of a segment of the second generation, turned
// aside by 17 to 40 degrees, 0.7 of that half-segment long, subdivided like the bolt. Draws
// only from `random`, so the same generator state gives the same bolt.
void generateBolt(MwcRandom& random, int generations, double displacement, int branches, double branchChance,
                  BoltShape& out);

}  // namespace sw
