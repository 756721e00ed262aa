#pragma once
// A bot that flies the demo the way a person would, for tests that need a run to get
// somewhere (a boss destroyed, a whole game played through): it keeps level with the boss
// (an enemy whose type is a boss) while it is ahead and out of its way when it sweeps past,
// sidesteps bullets, missiles and beams, fires all the time. `followAnyEnemy`: with no boss
// on screen it keeps level with the nearest enemy ahead.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "sim/runtime_level.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/players/player_system.h"

namespace sw::test {

// The bot: what a person would press now, from what they see.
class BossBot {
 public:
  explicit BossBot(const RuntimeLevel& rt, bool followAnyEnemy = false) : rt_(rt), followAnyEnemy_(followAnyEnemy) {}
  std::uint8_t press() const {
    const Player& p = rt_.get<PlayerSystem>().players()[0];
    const EnemySystem& enemies = rt_.get<EnemySystem>();
    const Vec2 camera = rt_.get<CameraSystem>().position();
    const Vec2 half = rt_.get<CameraSystem>().halfExtent();
    // Hold the left edge; level with the boss while it is ahead, out of its way when it
    // sweeps past (its orbit belongs to the looped corridor, so it scrolls by).
    Vec2 want{camera.x - half.x + 2.5, camera.y};
    // No boss yet (a whole game's way there): level with the nearest enemy ahead.
    if (followAnyEnemy_) {
      double nearest = 1e9;
      for (const Enemy& e : enemies.enemies())
        if (!e.died && e.position.x > p.position.x + 2 && e.position.x - p.position.x < nearest)
          nearest = e.position.x - p.position.x, want.y = e.position.y;
    }
    for (const Enemy& e : enemies.enemies()) {
      if (e.died || !enemies.type(e.type).boss) continue;
      if (e.position.x > p.position.x + 6)
        want.y = e.position.y;
      else
        want.y = p.position.y + (e.position.y > p.position.y ? -5 : 5);
    }
    // Sidestep: the nearest threat ahead within reach pushes the ship away across.
    double threat = 1e9, threatY = 0;
    auto consider = [&](Vec2 at, double radius) {
      const Vec2 d = at - p.position;
      if (d.x < -1 || d.x > 5 || std::abs(d.y) > 1.6 + radius) return;
      if (d.x < threat) threat = d.x, threatY = at.y;
    };
    const EnemyBulletPool& bullets = rt_.get<EnemyBulletSystem>().bullets();
    for (std::size_t i = 0; i < bullets.size(); ++i) consider(bullets.position(i), bullets.radius[i]);
    for (const Missile& m : rt_.get<MissileSystem>().missiles())
      if (!m.dead) consider(m.position, m.radius);
    if (threat < 1e9) want.y = p.position.y + (threatY > p.position.y ? -3 : 3);
    // A beam warned, charging or firing: get off its line, to the side it is not sweeping.
    for (const Enemy& e : enemies.enemies()) {
      const PartState* parts = enemies.partsOf(e);
      for (std::size_t k = 0; parts && k < enemies.type(e.type).parts.size(); ++k) {
        const BeamState& beam = parts[k].beam;
        if (beam.phase == BeamState::Idle || parts[k].destroyed || beam.pointCount < 2) continue;
        double nearest = 1e9, atY = 0;
        for (int i = 0; i < beam.pointCount; ++i) {
          const Vec2 q = beam.points[std::size_t(i)];
          if (std::abs(q.x - p.position.x) < nearest) nearest = std::abs(q.x - p.position.x), atY = q.y;
        }
        if (std::abs(atY - p.position.y) < 3.5) want.y = atY + (beam.sweepDirection > 0 ? -4.5 : 4.5);
      }
    }
    want.y = std::clamp(want.y, camera.y - 5.0, camera.y + 5.0);  // the corridor's walls at ±7
    std::uint8_t bits = InputFire;
    if (want.x > p.position.x + 0.3) bits |= InputRight;
    if (want.x < p.position.x - 0.3) bits |= InputLeft;
    if (want.y > p.position.y + 0.2) bits |= InputUp;
    if (want.y < p.position.y - 0.2) bits |= InputDown;
    return bits;
  }

 private:
  const RuntimeLevel& rt_;
  bool followAnyEnemy_;
};


}  // namespace sw::test
