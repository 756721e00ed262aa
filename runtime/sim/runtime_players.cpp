// Player ships: movement within the screen, the two weapons, the charge meters, the
// second charge's release, score with its multiplier, death and respawn.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "sim/runtime_level_internal.h"

namespace sw {

namespace {
// Where ship `index` enters: the left third of the screen, one above and one below the middle.
Vec2 startOffset(int index, Vec2 half) { return {-half.x * 0.6, index == 0 ? 2.0 : -2.0}; }
}  // namespace

void RuntimeLevel::createPlayers() {
  players_.reserve(std::size_t(kMaxPlayers));
  for (int i = 0; i < options_.players; ++i) {
    Player p;
    p.index = i;
    p.name = options_.playerNames[i].empty() ? "Player " + std::to_string(i + 1) : options_.playerNames[i];
    p.position = camera_.local + startOffset(i, screenHalfExtent());
    p.lives = std::max(options_.rules.lives, 1);
    p.random = entityRandom(options_.seed, 0, std::uint64_t(i));
    players_.push_back(std::move(p));
  }
}

void RuntimeLevel::updatePlayers(const TickInput& input, std::int64_t t, Vec2 cameraMove) {
  const GameRules& rules = options_.rules;
  const Vec2 half = screenHalfExtent();
  for (Player& p : players_) {
    const std::uint8_t bits = input.player[std::size_t(p.index)];
    const std::uint8_t pressed = bits & ~p.previousInput;
    p.previousInput = bits;
    if (p.chainTicksLeft > 0 && --p.chainTicksLeft == 0) {
      p.chain = 0;
      p.multiplier = 1;
    }
    if (p.out) continue;
    if (!p.alive) {
      if (--p.respawnTicks <= 0) {
        p.alive = true;
        p.respawnTicks = 0;
        p.position = camera_.local + startOffset(p.index, half);
        p.invulnerableTicks = rules.invulnerableTicks;
      }
      continue;
    }
    if (p.invulnerableTicks > 0) --p.invulnerableTicks;
    // The ship rides along with the screen, then moves by its own input.
    Vec2 v{double((bits & InputRight) != 0) - double((bits & InputLeft) != 0),
           double((bits & InputUp) != 0) - double((bits & InputDown) != 0)};
    if (v.x != 0 && v.y != 0) v = v * (1 / std::numbers::sqrt2);
    p.position += cameraMove + v * rules.shipSpeed;
    const Vec2 lo = camera_.local - half + Vec2{rules.screenMargin, rules.screenMargin};
    const Vec2 hi = camera_.local + half - Vec2{rules.screenMargin, rules.screenMargin};
    p.position.x = std::clamp(p.position.x, lo.x, std::max(lo.x, hi.x));
    p.position.y = std::clamp(p.position.y, lo.y, std::max(lo.y, hi.y));

    if (pressed & InputSwitchWeapon) p.weapon = PlayerWeapon((int(p.weapon) + 1) % kPlayerWeaponCount);
    if ((pressed & InputSecond) && p.secondCharge >= rules.secondMax) releaseSecond(p);
    if (p.fireCooldown > 0) --p.fireCooldown;
    if ((bits & InputFire) && p.fireCooldown == 0) firePlayerWeapon(p);
    if (p.weaponCharge >= rules.chargeMax && p.secondCharge < rules.secondMax) ++p.secondCharge;
  }
  (void)t;
}

void RuntimeLevel::firePlayerWeapon(Player& p) {
  const GameRules& rules = options_.rules;
  // A full weapon charge doubles the damage of every shot.
  const std::int64_t damage = rules.bulletDamage * (p.weaponCharge >= rules.chargeMax ? 2 : 1);
  auto shoot = [&](double angle, double speed) {
    if (playerBullets_.size() == playerBullets_.capacity()) return;
    Bullet b;
    b.position = p.position + Vec2{0.6, 0};
    b.velocity = unitVector(angle) * speed;
    b.radius = rules.shotRadius;
    b.damage = damage;
    b.lifeTicks = rules.bulletLifeTicks;
    b.owner = p.index;
    playerBullets_.push_back(b);
  };
  if (p.weapon == PlayerWeapon::Shot) {
    shoot(0, rules.shotSpeed);
    p.fireCooldown = rules.shotIntervalTicks;
  } else {
    const int n = std::max(rules.spreadBullets, 1);
    const double total = rules.spreadAngleDegrees * std::numbers::pi / 180;
    for (int i = 0; i < n; ++i) shoot(n == 1 ? 0 : -total / 2 + total * i / (n - 1), rules.spreadSpeed);
    p.fireCooldown = rules.spreadIntervalTicks;
  }
}

// The second charge: every enemy bullet is gone and every enemy on screen is hurt.
void RuntimeLevel::releaseSecond(Player& p) {
  const GameRules& rules = options_.rules;
  EnemyBulletPool& bullets = enemyBullets_;
  for (std::size_t i = 0; i < bullets.size(); ++i) {
    if (bullets.life[i] > 0 && onScreen(bullets.position(i), 0))
      emitParticles(bullets.position(i), 1, 0.05, Color{255, 240, 160, 255}, p.random);
    bullets.life[i] = 0;
  }
  for (std::size_t i = 0; i < enemies_.size(); ++i)
    if (!enemies_[i].died && onScreen(enemies_[i].position, 0)) damageEnemy(i, rules.secondDamage, p.index);
  p.weaponCharge = 0;
  p.secondCharge = 0;
}

void RuntimeLevel::killPlayer(Player& p) {
  const GameRules& rules = options_.rules;
  emitParticles(p.position, rules.explosionParticles * 2, 0.25, Color{120, 200, 255, 255}, p.random);
  ++p.hits;
  p.alive = false;
  p.chain = 0;
  p.chainTicksLeft = 0;
  p.multiplier = 1;
  p.weaponCharge = 0;
  p.secondCharge = 0;
  p.fireCooldown = 0;
  if (--p.lives <= 0) {
    p.lives = 0;
    p.out = true;
  } else {
    p.respawnTicks = rules.respawnDelayTicks;
  }
}

void RuntimeLevel::addKill(int player, const Enemy& enemy) {
  if (player < 0 || player >= int(players_.size())) return;
  Player& p = players_[std::size_t(player)];
  const GameRules& rules = options_.rules;
  p.chain = p.chainTicksLeft > 0 ? p.chain + 1 : 1;
  p.chainTicksLeft = rules.chainTicks;
  p.multiplier = int(std::min<std::int64_t>(1 + p.chain / 8, rules.multiplierMax));
  p.score += snap_->types[std::size_t(enemy.type)].score * p.multiplier;
}

bool RuntimeLevel::nearestPlayer(Vec2 from, Vec2* position) const {
  double best = 0;
  bool found = false;
  for (const Player& p : players_) {
    if (!p.alive) continue;
    const double d = (p.position - from).length();
    if (!found || d < best) {
      best = d;
      *position = p.position;
      found = true;
    }
  }
  return found;
}

}  // namespace sw
