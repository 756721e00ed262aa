#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/enemies/enemy_parts.h"

#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "model/enemies/enemy_weaponry.h"
#include "sim/level_context.h"
#include "sim/systems/collisions/collision_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/collision/wall_grid.h"
#include "sim/systems/players/player_system.h"

namespace sw {

namespace {
constexpr double kMissileRadians = std::numbers::pi / 180;

}  // namespace

bool MissileSystem::launch(Vec2 at, double heading, const EnemyWeaponry& w, std::uint32_t owner) {
  if (state_.missiles.size() >= state_.missiles.capacity()) return false;
  Missile m;
  m.position = at;
  m.heading = heading;
  m.speed = w.missileSpeed;
  m.turnRate = w.missileTurnRate;
  m.fuseTicks = w.missileFuseTicks;
  m.health = w.missileHealth;
  m.radius = w.missileRadius;
  m.score = w.missileScore;
  m.color = w.missileColor;
  m.owner = owner;
  state_.missiles.push_back(m);
  level_.events.add("missile-launched", std::int64_t(owner), at);
  return true;
}

void MissileSystem::step(int phase, const TickInput&) {
  if (phase == Move) {
    move();
    return;
  }
  auto& pool = state_.missiles;
  for (std::size_t i = 0; i < pool.size();) {
    if (pool[i].dead) {
      if (i + 1 != pool.size()) pool[i] = pool.back();
      pool.pop_back();
      continue;
    }
    ++i;
  }
}

void MissileSystem::move() {
  const WallGrid* grids[8];
  Vec2 origins[8];
  const int gridCount = s_.collisions->wallGrids(grids, origins, 8);
  for (Missile& m : state_.missiles) {
    if (m.dead) continue;
    Vec2 target;
    if (s_.players->nearest(m.position, &target)) {
      const Vec2 d = target - m.position;
      const double want = dmath::atan2(d.y, d.x) / kMissileRadians;
      const double turn = turnBetween(m.heading, want);
      m.heading += std::abs(turn) <= m.turnRate ? turn : (turn > 0 ? m.turnRate : -m.turnRate);
      m.heading = std::fmod(m.heading, 360.0);
    }
    double s = 0, c = 0;
    dmath::sincos(m.heading * kMissileRadians, &s, &c);
    m.trail[std::size_t(m.trailHead)] = m.position;
    m.trailHead = (m.trailHead + 1) % Missile::kTrail;
    if (m.trailCount < Missile::kTrail) ++m.trailCount;
    m.position += Vec2{c, s} * m.speed;
    bool wall = false;
    for (int g = 0; g < gridCount && !wall; ++g) wall = grids[g]->touches(m.position - origins[g], m.radius);
    if (--m.fuseTicks <= 0 || wall || !m.position.isFinite()) burst(std::size_t(&m - state_.missiles.data()));
  }
}

void MissileSystem::damage(std::size_t i, std::int64_t amount, int byPlayer) {
  Missile& m = state_.missiles[i];
  if (m.dead) return;
  m.health -= amount;
  if (m.health > 0) return;
  s_.players->addKill(byPlayer, m.score);
  level_.events.add("missile-destroyed", std::int64_t(m.owner), m.position);
  burst(i);
}

void MissileSystem::burst(std::size_t i) {
  Missile& m = state_.missiles[i];
  if (m.dead) return;
  m.dead = true;
  level_.events.add("missile-burst", std::int64_t(m.owner), m.position);
  if (m.position.isFinite()) s_.effects->burst(m.position, 8, 0.12, m.color, level_.clock.random);
}

void MissileSystem::shiftFrame(Vec2 step) {
  for (Missile& m : state_.missiles) {
    m.position = m.position - step;
    for (Vec2& p : m.trail) p = p - step;
  }
}

}  // namespace sw
