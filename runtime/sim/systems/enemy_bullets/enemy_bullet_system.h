#pragma once
// Enemy bullets at danmaku scale: the pool (enemy_bullet_pool.h, structure of arrays), the
// bullet patterns that fill it (sim/patterns/pattern_runtime.h: runs started by enemies,
// bullets' own actions), one pass that moves every bullet, ages it, drops it off screen and
// tests it against the wall grids of the tiles that can collide, and a second pass, only
// while a ship can be hurt, against the ships' spheres. Nothing here goes through the
// general broadphase (CollisionWorld): enemy bullets only meet walls and players.
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/fields.h"
#include "sim/patterns/pattern_runtime.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_pool.h"

namespace sw {

class Project;
struct Enemy;

struct EnemyBulletState {
  EnemyBulletPool bullets;
  PatternRuntime patterns;  // its runners are state; its compiled program is the build's
  SW_FIELDS(EnemyBulletState, bullets, patterns)
};

class EnemyBulletSystem final : public StatefulSystem<EnemyBulletState> {
 public:
  enum Phase { Patterns, Move, Check, Remove };

  explicit EnemyBulletSystem(LevelContext& level) : StatefulSystem(level, "enemy-bullets") {}
  void connect(const ShooterSystems& systems) { s_ = systems; }
  // Bullet patterns, compiled once; kinds' colours for views.
  void compilePatterns(const Project& project, Errors& problems);
  // Pools for `enemies` ships at once (a few runs each) and `bullets` bullets.
  void reserve(std::size_t enemies, std::size_t bullets, double rank);

  void step(int phase, const TickInput& input) override;
  void shiftFrame(Vec2 step) override;

  const EnemyBulletPool& bullets() const { return state_.bullets; }
  const PatternRuntime& patterns() const { return state_.patterns; }
  // An enemy bullet's colour by its kind (project bullet kinds), for views.
  Color color(int kind) const;

  // One run of a pattern, started now at the enemy's place (its first commands run at once);
  // kDefaultPattern: the enemy's own. A full runner pool loses the run, as a full bullet
  // pool loses a shot.
  void startPattern(const Enemy& enemy, int pattern);
  // A run from an emitter id (EnemySystem::partEmitter): a part of a composite enemy.
  void startPattern(std::uint32_t emitter, int pattern);
  // The second charge: every bullet goes, those on screen with a spark drawn from `random`.
  void clearForSecond(MwcRandom& random);
  // Ships against enemy bullets (the collisions phase calls this between its queries).
  void hitPlayers();

 protected:
  bool fits(const EnemyBulletState& saved) const override {
    return saved.bullets.size() <= state_.bullets.capacity() &&
           saved.patterns.runnerCapacity() == state_.patterns.runnerCapacity();
  }

 private:
  class Host;  // what the patterns see of the game
  void move();
  void checkFinite();
  void removeDead();

  ShooterSystems s_;
  std::vector<Color> kindColors_;  // per project bullet kind
  // Set by move when a live bullet's position is not finite, so Check scans the swarm only
  // then (not state: found and used within one tick).
  bool nonFinite_ = false;
};

}  // namespace sw
