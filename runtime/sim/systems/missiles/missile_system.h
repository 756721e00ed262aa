#pragma once
// Missiles: launched by the launchers of enemies and their parts (enemy_weaponry.h), they
// home on the nearest ship turning at most their turn rate per tick, leave a trail, burst
// when their fuse runs out or they meet a wall, kill a ship they touch, and the players'
// fire shoots them down (they sit in the collision world's enemy slots, see
// CollisionSystem). The pool is reserved at build: a full pool drops a launch.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "core/math.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/system.h"

namespace sw {

class EnemyWeaponry;

struct Missile {
  static constexpr std::string_view kStateKind = "missile";
  static constexpr int kTrail = 10;
  Vec2 position;
  double heading = 180;  // degrees (180: towards -x)
  double speed = 0.1;
  double turnRate = 3;
  std::int64_t fuseTicks = 0;  // ticks left
  std::int64_t health = 1;
  double radius = 0.3;
  std::int64_t score = 0;
  Color color;
  std::uint32_t owner = 0;     // serial of the enemy that launched it
  std::int32_t trailHead = 0;  // next slot of `trail` to write
  std::int32_t trailCount = 0;
  std::array<Vec2, kTrail> trail{};  // recent positions, oldest overwritten
  bool dead = false;
  SW_FIELDS(Missile, position, heading, speed, turnRate, fuseTicks, health, radius, score, color, owner, trailHead,
            trailCount, trail, dead)
};

struct MissileState {
  std::vector<Missile> missiles;
  SW_FIELDS(MissileState, missiles)
};

class MissileSystem final : public StatefulSystem<MissileState> {
 public:
  enum Phase { Move, Remove };
  static constexpr std::size_t kCapacity = 512;

  explicit MissileSystem(LevelContext& level) : StatefulSystem(level, "missiles") {}
  void connect(const ShooterSystems& systems) { s_ = systems; }
  void reserve() { state_.missiles.reserve(kCapacity); }

  void step(int phase, const TickInput& input) override;
  void shiftFrame(Vec2 step) override;

  // A missile of launcher `w` leaves `at` heading `heading` degrees. False when the pool is full.
  bool launch(Vec2 at, double heading, const EnemyWeaponry& w, std::uint32_t owner);
  const std::vector<Missile>& missiles() const { return state_.missiles; }
  std::size_t capacity() const { return state_.missiles.capacity(); }
  // The players' fire hit missile `i` for `damage` (by player `byPlayer`); it bursts at 0.
  void damage(std::size_t i, std::int64_t damage, int byPlayer);
  // A ship touched it: it bursts.
  void burst(std::size_t i);

 protected:
  bool fits(const MissileState& saved) const override { return saved.missiles.size() <= state_.missiles.capacity(); }

 private:
  void move();
  ShooterSystems s_;
};

}  // namespace sw
