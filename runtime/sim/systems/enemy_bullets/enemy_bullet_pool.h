#pragma once
// The enemy bullet pool, structure-of-arrays: danmaku scale means 100,000 live bullets, and
// the tick touches every one of them several times (move, walls, players, removal). Keeping
// the fields each pass reads in their own dense arrays (x, y, vx, vy, radius, life, flags)
// lets those passes stream through memory; what only pattern-driven bullets need (changes
// over N ticks, acceleration, homing, the link to the bullet's own running action) sits in
// one cold array of BulletMotion read only for bullets whose `flags` say so.
//
// Layout: slots [0, size()) are live (or dying this tick: life <= 0 until removeFinished).
// Removal swap-removes: the last bullet moves into the freed slot. That keeps the arrays
// dense (no holes to skip in 100,000-wide loops) and the order deterministic (it depends
// only on the order of removals, itself a function of the state). A bullet that runs its
// own action keeps its link: the runner names its bullet's slot, and removeDead() calls
// `moved(from, to)` for every bullet it moves so the owner of the runners updates that
// slot. Hashes and digests visit the pool in slot order.
//
// Memory: every array is sized to the capacity at reserve() (build time); add() past the
// capacity returns false (the shot is lost), so a tick never allocates. Copying a pool
// into one of the same capacity (save / restore for rollback) never allocates either.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "core/math.h"

namespace sw {

// Per-bullet motion that patterns start (model/bullet_pattern.h; all per tick). Once a
// bullet has any (Flag Polar), its velocity is heading * speed + extra, rebuilt each tick
// while a change, acceleration or homing runs; a plain bullet just keeps its velocity.
struct BulletMotion {
  double speed = 0, angle = 0;     // speed (units per tick) and heading (radians, 0 = +x)
  Vec2 extra;                      // accel's accumulated extra velocity
  double speedStep = 0;            // changeSpeed: added to speed each tick ...
  double angleStep = 0;            // changeDirection: added to the heading each tick ...
  std::int32_t speedTicks = 0;     // ... for this many more ticks
  std::int32_t angleTicks = 0;
  Vec2 accel;                      // accel: added to `extra` each tick ...
  std::int32_t accelTicks = 0;     // ... for this many more ticks
  double turnRate = 0;             // homing: at most this many radians toward the nearest ship per tick ...
  std::int32_t homingTicks = 0;    // ... for this many more ticks (< 0: for the bullet's life)
  std::int32_t runner = -1;        // the bullet's own running action (PatternRuntime slot), -1 for none
  bool operator==(const BulletMotion&) const = default;
  SW_FIELDS(BulletMotion, speed, angle, extra, speedStep, angleStep, speedTicks, angleTicks, accel, accelTicks,
            turnRate, homingTicks, runner)
};

class EnemyBulletPool {
 public:
  enum Flag : std::uint8_t {
    ChangeSpeed = 1,
    ChangeAngle = 2,
    Accelerate = 4,
    Homing = 8,
    RunsAction = 16,
    Polar = 32,  // motion[i].speed / angle / extra describe the velocity
    Moving = ChangeSpeed | ChangeAngle | Accelerate | Homing,
  };

  void reserve(std::size_t capacity);
  std::size_t capacity() const { return capacity_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  bool full() const { return size_ == capacity_; }

  // A new straight-flying bullet; false (and nothing added) when the pool is full.
  bool add(Vec2 position, Vec2 velocity, double radius, std::int32_t lifeTicks, std::int32_t owner,
           std::uint16_t kind);
  // Drops every bullet whose life ran out, swap-removing; `moved(from, to)` is called for a
  // bullet with RunsAction that moved from slot `from` to `to`, `dropped(slot)` for one
  // with RunsAction that is removed (before anything moves into its slot).
  template <class Moved, class Dropped>
  void removeDead(Moved moved, Dropped dropped);
  void clear() { size_ = 0; }
  // Copies `from`'s live bullets (its capacity must not exceed ours, or we grow once: first
  // save only). Saving and restoring for rollback (sim/state/state_walk.h) go through this.
  void copyStateFrom(const EnemyBulletPool& from);
  // Moves every bullet by -step (the frame moved, runtime_level.h).
  void shift(Vec2 step);

  // Pattern motion: the polar form of bullet i (taken from its velocity the first time),
  // its velocity rebuilt from it, and one tick of whatever runs on it (before it moves by
  // its velocity); `ships` are the live player ships homing turns toward.
  BulletMotion& beginPolar(std::size_t i);
  void rebuildVelocity(std::size_t i);
  void stepMotion(std::size_t i, const Vec2* ships, int shipCount);

  Vec2 position(std::size_t i) const { return {x[i], y[i]}; }
  Vec2 velocity(std::size_t i) const { return {vx[i], vy[i]}; }

  // The arrays, [0, size()) live. Only RuntimeLevel (and its helpers) write them.
  std::vector<double> x, y, vx, vy, radius;
  std::vector<std::int32_t> life;   // ticks left; <= 0: removed at the end of the tick
  std::vector<std::int32_t> owner;  // serial of the enemy that fired it
  std::vector<std::uint16_t> kind;  // bullet kind index (colour and size in views)
  std::vector<std::uint8_t> flags;  // Flag bits: which of motion[i] applies
  std::vector<BulletMotion> motion;

  // The columns, for hashes, dumps and copies (sim/state/state_walk.h: a column pool whose
  // entity i is every column's element i, in slot order).
  static constexpr std::string_view kStateKind = "enemy-bullet";
  SW_FIELDS(EnemyBulletPool, x, y, vx, vy, radius, life, owner, kind, flags, motion)

 private:
  void moveSlot(std::size_t from, std::size_t to);
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

template <class Moved, class Dropped>
void EnemyBulletPool::removeDead(Moved moved, Dropped dropped) {
  for (std::size_t i = 0; i < size_;) {
    if (life[i] > 0) {
      ++i;
      continue;
    }
    if (flags[i] & RunsAction) dropped(i);
    const std::size_t last = size_ - 1;
    if (i != last) {
      moveSlot(last, i);
      if (flags[i] & RunsAction) moved(last, i);
    }
    --size_;
  }
}

}  // namespace sw
