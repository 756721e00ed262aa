// Enemy bullets' tick (enemy_bullet_system.h): patterns run, the swarm moves and meets walls
// and ships, the dead leave.
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "model/project/project.h"
#include "sim/collision/wall_grid.h"
#include "sim/level_context.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/collisions/collision_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/players/player_system.h"

namespace sw {

namespace {
constexpr double kTouchTolerance = 1e-7;  // as CollisionWorld (collision_probe.cpp)
}  // namespace

// What the pattern interpreter sees of the level: enemies by serial, the ships, the Log.
class EnemyBulletSystem::Host final : public PatternHost {
 public:
  explicit Host(EnemyBulletSystem& system) : s_(system.s_), level_(system.level_) {}
  // An emitter id is an enemy's serial, with a part's index + 1 in the top byte when a part
  // fires (EnemySystem::partEmitter): bullets leave the part, heading where it faces.
  bool emitter(std::uint32_t id, Emitter& out) override {
    Enemy* e = s_.enemies->bySerial(id & 0xFFFFFFu);
    if (!e || e->died) return false;
    const int part = int(id >> 24) - 1;
    if (part >= 0) {
      const PartState* parts = s_.enemies->partsOf(*e);
      if (!parts || parts[part].destroyed) return false;
      out.position = parts[part].position;
      out.heading = rotated(Vec2{-1, 0}, parts[part].angle);
    } else {
      out.position = e->position;
      const double len = e->direction.length();
      out.heading = len > 1e-12 ? e->direction * (1.0 / len) : s_.enemies->type(e->type).direction;
    }
    out.speed = e->speed;
    out.random = &e->random;
    return true;
  }
  bool nearestShip(Vec2 from, Vec2& out) const override { return s_.players->nearest(from, &out); }
  void report(std::uint32_t serial, const std::string& message) override {
    const Enemy* e = s_.enemies->bySerial(serial & 0xFFFFFFu);
    level_.report(e ? s_.enemies->enemyName(*e) : "enemy #" + std::to_string(serial & 0xFFFFFFu), message);
  }
  MwcRandom& spareRandom() override { return level_.clock.random; }

 private:
  const ShooterSystems& s_;
  LevelContext& level_;
};

void EnemyBulletSystem::compilePatterns(const Project& project, Errors& problems) {
  const GameRules& rules = level_.options.rules;
  state_.patterns.compile(project, rules.enemyBulletRadius, rules.enemyBulletLifeTicks, problems);
  for (const auto& kind : project.bulletKinds) kindColors_.push_back(kind->color);
}

void EnemyBulletSystem::reserve(std::size_t enemies, std::size_t bullets, double rank) {
  // Runners: a few runs per enemy at once, and one per bullet when bullets run actions.
  PatternLimits limits;
  limits.runners = enemies * 8 + 256 + (state_.patterns.bulletActions() ? bullets : 0);
  state_.patterns.reserve(limits);
  state_.patterns.rank = rank;
  state_.bullets.reserve(bullets);
}

Color EnemyBulletSystem::color(int kind) const {
  if (kind >= 0 && std::size_t(kind) < kindColors_.size()) return kindColors_[std::size_t(kind)];
  return Color{255, 90, 150, 255};
}

void EnemyBulletSystem::step(int phase, const TickInput&) {
  switch (phase) {
    case Patterns: {
      Host host(*this);
      state_.patterns.tick(level_.tick(), state_.bullets, host);  // runs still going, and bullets' own actions
      break;
    }
    case Move: move(); break;
    case Check: checkFinite(); break;
    case Remove: removeDead(); break;
  }
}

void EnemyBulletSystem::shiftFrame(Vec2 step) { state_.bullets.shift(step); }

void EnemyBulletSystem::startPattern(const Enemy& e, int pattern) {
  if (pattern == EnemySystem::kDefaultPattern) pattern = e.pattern;
  if (pattern < 0) return;
  Host host(*this);
  state_.patterns.start(pattern, e.serial, level_.tick(), state_.bullets, host);
}

void EnemyBulletSystem::startPattern(std::uint32_t emitter, int pattern) {
  if (pattern < 0) return;
  Host host(*this);
  state_.patterns.start(pattern, emitter, level_.tick(), state_.bullets, host);
}

void EnemyBulletSystem::clearForSecond(MwcRandom& random) {
  EnemyBulletPool& bullets = state_.bullets;
  for (std::size_t i = 0; i < bullets.size(); ++i) {
    if (bullets.life[i] > 0 && s_.camera->onScreen(bullets.position(i), 0))
      s_.effects->burst(bullets.position(i), 1, 0.05, Color{255, 240, 160, 255}, random);
    bullets.life[i] = 0;
  }
}

void EnemyBulletSystem::move() {
  EnemyBulletPool& b = state_.bullets;
  const std::size_t n = b.size();
  // Homing bullets turn toward the nearest live ship; with none they fly on.
  Vec2 ships[kMaxPlayers];
  int shipCount = 0;
  for (const Player& p : s_.players->players())
    if (p.alive && shipCount < kMaxPlayers) ships[shipCount++] = p.position;
  // The screen test, as onScreen(position, 1.0).
  const Vec2 half = s_.camera->halfExtent();
  const Vec2 camera = s_.camera->position();
  const double left = camera.x - half.x - 1.0, right = camera.x + half.x + 1.0;
  const double bottom = camera.y - half.y - 1.0, top = camera.y + half.y + 1.0;
  // The wall tiles' grids with their origins, looked up once.
  const WallGrid* grids[8];
  Vec2 origins[8];
  const int gridCount = s_.collisions->wallGrids(grids, origins, 8);
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
    // A NaN position fails every comparison: it keeps its life for Check to report.
    if (!(px >= left && px <= right && py >= bottom && py <= top)) {
      if (std::isfinite(px) && std::isfinite(py))
        life[i] = 0;
      else
        nonFinite = true;  // a finite position after the move means a finite velocity too
      continue;
    }
    for (int g = 0; g < gridCount; ++g) {
      if (grids[g]->touches(Vec2{px - origins[g].x, py - origins[g].y}, b.radius[i])) {
        life[i] = 0;
        break;
      }
    }
  }
  nonFinite_ = nonFinite;
}

void EnemyBulletSystem::checkFinite() {
  EnemyBulletPool& eb = state_.bullets;
  for (std::size_t i = 0; nonFinite_ && i < eb.size(); ++i) {
    if (eb.life[i] <= 0 || (eb.position(i).isFinite() && eb.velocity(i).isFinite())) continue;
    level_.report("enemy bullet from enemy #" + std::to_string(eb.owner[i]),
                  "position or velocity is not a finite number at tick " + std::to_string(level_.tick()) +
                      "; the bullet was removed");
    eb.life[i] = 0;
  }
}

// Ships against enemy bullets: for each ship that can be hurt, in player order, the first
// live bullet (in pool order) touching one of its spheres kills it and is used up, as
// CollisionWorld::playersHittingEnemyBullets answered in (player, bullet) order.
void EnemyBulletSystem::hitPlayers() {
  const std::vector<Vec3>& spheres = level_.options.rules.shipSpheres;
  const std::int64_t t = level_.tick();
  EnemyBulletPool& b = state_.bullets;
  const std::size_t n = b.size();
  double maxBulletRadius = 0;
  PlayerSystem& players = *s_.players;
  for (std::size_t pi = 0; pi < players.players().size(); ++pi) {
    const Player& p = players.players()[pi];
    if (!players.vulnerable(p, t) || spheres.empty()) continue;
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
      players.kill(pi);
      break;
    }
  }
}

void EnemyBulletSystem::removeDead() {
  // A bullet running its own action keeps it: its runner follows it to its new slot.
  PatternRuntime& patterns = state_.patterns;
  const EnemyBulletPool& pool = state_.bullets;
  state_.bullets.removeDead([&](std::size_t, std::size_t to) { patterns.bulletMoved(pool, to); },
                            [&](std::size_t slot) { patterns.bulletDropped(pool, slot); });
}

}  // namespace sw
