// Enemy bullets at danmaku scale (sim/enemy_bullet_pool.h): one pass moves every bullet
// (with the motion a pattern gave it), ages it, drops it off screen and tests it against
// the wall grids of the tiles that can collide; a second pass, only while a ship can be
// hurt, tests them against the ships' spheres. Nothing here goes through the general
// broadphase (CollisionWorld): enemy bullets only meet walls and players.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "sim/runtime_level_internal.h"

namespace sw {

namespace {
constexpr double kTouchTolerance = 1e-7;  // as CollisionWorld (collision_probe.cpp)
}  // namespace

bool RuntimeLevel::fireEnemyBullet(const Enemy& e, Vec2 position, Vec2 velocity, double radius, int kind) {
  return enemyBullets_.add(position, velocity, radius, std::int32_t(std::min<std::int64_t>(options_.rules.enemyBulletLifeTicks, INT32_MAX)),
                           std::int32_t(e.serial), std::uint16_t(std::max(kind, 0)));
}

void RuntimeLevel::moveEnemyBullets() {
  EnemyBulletPool& b = enemyBullets_;
  const std::size_t n = b.size();
  // Homing bullets turn toward the nearest live ship; with none they fly on.
  Vec2 ships[kMaxPlayers];
  int shipCount = 0;
  for (const Player& p : players_)
    if (p.alive && shipCount < kMaxPlayers) ships[shipCount++] = p.position;
  // The screen test, as onScreen(position, 1.0).
  const Vec2 half = screenHalfExtent();
  const double left = camera_.local.x - half.x - 1.0, right = camera_.local.x + half.x + 1.0;
  const double bottom = camera_.local.y - half.y - 1.0, top = camera_.local.y + half.y + 1.0;
  // The wall tiles' grids with their origins, looked up once.
  const WallGrid* grids[8];
  Vec2 origins[8];
  int gridCount = 0;
  for (const WallTile& w : wallTiles_) {
    const int g = snap_->wallGridOfLink[w.link];
    if (g < 0 || gridCount == 8) continue;
    grids[gridCount] = &snap_->wallGrids[std::size_t(g)];
    origins[gridCount++] = w.origin;
  }
  double* x = b.x.data();
  double* y = b.y.data();
  double* vx = b.vx.data();
  double* vy = b.vy.data();
  std::int32_t* life = b.life.data();
  const std::uint8_t* flags = b.flags.data();
  bool nonFinite = false;
  for (std::size_t i = 0; i < n; ++i) {
    if (flags[i] & EnemyBulletPool::Moving) b.stepMotion(i, ships, shipCount);
    const double px = x[i] + vx[i], py = y[i] + vy[i];
    x[i] = px;
    y[i] = py;
    if (--life[i] <= 0) continue;
    // A NaN position fails every comparison: it keeps its life for checkFinite to report.
    if (!(px >= left && px <= right && py >= bottom && py <= top)) {
      if (std::isfinite(px) && std::isfinite(py)) life[i] = 0;
      else nonFinite = true;  // a finite position after the move means a finite velocity too
      continue;
    }
    for (int g = 0; g < gridCount; ++g) {
      if (grids[g]->touches(Vec2{px - origins[g].x, py - origins[g].y}, b.radius[i])) {
        life[i] = 0;
        break;
      }
    }
  }
  enemyBulletsNonFinite_ = nonFinite;
}

// Ships against enemy bullets: for each ship that can be hurt, in player order, the first
// live bullet (in pool order) touching one of its spheres kills it and is used up, as
// CollisionWorld::playersHittingEnemyBullets answered in (player, bullet) order.
void RuntimeLevel::enemyBulletsHitPlayers(std::int64_t t) {
  const std::vector<Vec3>& spheres = options_.rules.shipSpheres;
  EnemyBulletPool& b = enemyBullets_;
  const std::size_t n = b.size();
  double maxBulletRadius = 0;
  for (Player& p : players_) {
    if (!playerVulnerable(p, t) || spheres.empty()) continue;
    // A bounding circle around the ship's spheres rejects nearly every bullet at once.
    double shipReach = 0;
    for (const Vec3& s : spheres) shipReach = std::max(shipReach, dmath::hypot(s.x, s.y) + s.z);
    if (maxBulletRadius == 0)
      for (std::size_t i = 0; i < n; ++i) maxBulletRadius = std::max(maxBulletRadius, b.radius[i]);
    const double reach = shipReach + maxBulletRadius + kTouchTolerance;
    const double reach2 = reach * reach;
    const double* x = b.x.data();
    const double* y = b.y.data();
    const std::int32_t* life = b.life.data();
    const double cx = p.position.x, cy = p.position.y;
    for (std::size_t i = 0; i < n; ++i) {
      const double dx = x[i] - cx, dy = y[i] - cy;
      if (dx * dx + dy * dy > reach2 || life[i] <= 0) continue;
      bool touching = false;
      for (const Vec3& s : spheres) {
        const double sx = x[i] - (cx + s.x), sy = y[i] - (cy + s.y);
        const double r = b.radius[i] + s.z + kTouchTolerance;
        if (sx * sx + sy * sy <= r * r) touching = true;
      }
      if (!touching) continue;
      b.life[i] = 0;
      killPlayer(p);
      break;
    }
  }
}

void RuntimeLevel::removeDeadEnemyBullets() {
  // A bullet running its own action keeps it: its runner follows it to its new slot.
  PatternRuntime& patterns = *patterns_;
  const EnemyBulletPool& pool = enemyBullets_;
  enemyBullets_.removeDead([&](std::size_t, std::size_t to) { patterns.bulletMoved(pool, to); },
                           [&](std::size_t slot) { patterns.bulletDropped(pool, slot); });
}

}  // namespace sw
