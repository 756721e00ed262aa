// Collisions, asked of Bullet through CollisionWorld: every live entity is placed in the
// slot of its pool index, then each query's pairs (sorted, so the order never depends on
// the broadphase) are applied in a fixed order: player bullets against enemies, bullets
// against walls, then the players against enemies, enemy bullets and walls.
#include <algorithm>

#include "sim/runtime_level_internal.h"

namespace sw {

namespace {
template <class T>
void swapRemove(std::vector<T>& pool, std::size_t i) {
  if (i + 1 != pool.size()) pool[i] = std::move(pool.back());
  pool.pop_back();
}
}  // namespace

void RuntimeLevel::placeColliders() {
  CollisionWorld& world = *collision_;
  for (std::size_t i = 0; i < enemies_.size(); ++i) {
    const Enemy& e = enemies_[i];
    if (e.died || e.endReached) world.removeEnemy(i);
    else world.placeEnemy(i, snap_->types[std::size_t(e.type)].shape, e.position);
  }
  world.removeEnemiesFrom(enemies_.size());
  for (std::size_t i = 0; i < players_.size(); ++i) {
    if (players_[i].alive) world.placePlayer(i, players_[i].position);
    else world.removePlayer(i);
  }
  for (std::size_t i = 0; i < playerBullets_.size(); ++i) {
    const Bullet& b = playerBullets_[i];
    if (b.lifeTicks > 0) world.placePlayerBullet(i, b.position, b.radius);
    else world.removePlayerBullet(i);
  }
  world.removePlayerBulletsFrom(playerBullets_.size());
}

void RuntimeLevel::resolveCollisions(std::int64_t t) {
  CollisionWorld& world = *collision_;
  const GameRules& rules = options_.rules;
  world.playerBulletsHittingEnemies(hits_);
  for (const CollisionHit& hit : hits_) {
    Bullet& b = playerBullets_[hit.a];
    Enemy& e = enemies_[hit.b];
    if (b.lifeTicks <= 0 || e.died) continue;  // each bullet hits once
    b.lifeTicks = 0;
    emitParticles(b.position, rules.sparkParticles, 0.15, Color{255, 220, 120, 255}, e.random);
    if (b.owner >= 0 && b.owner < int(players_.size())) {
      Player& p = players_[std::size_t(b.owner)];
      p.weaponCharge = std::min(p.weaponCharge + 1, rules.chargeMax);
    }
    damageEnemy(hit.b, b.damage, b.owner);
  }
  world.playerBulletsHittingWalls(hits_);
  for (const CollisionHit& hit : hits_) {
    Bullet& b = playerBullets_[hit.a];
    if (b.lifeTicks <= 0) continue;
    b.lifeTicks = 0;
    emitParticles(b.position, 2, 0.1, Color{200, 200, 200, 255}, levelRandom_);
  }
  // Enemy bullets met the walls as they moved (moveEnemyBullets); now the ships.
  auto vulnerable = [&](const Player& p) { return playerVulnerable(p, t); };
  enemyBulletsHitPlayers(t);
  world.playersHittingEnemies(hits_);
  for (const CollisionHit& hit : hits_) {
    Player& p = players_[hit.a];
    if (enemies_[hit.b].died || !vulnerable(p)) continue;
    killPlayer(p);
  }
  world.playersHittingWalls(hits_);
  for (const CollisionHit& hit : hits_) {
    Player& p = players_[hit.a];
    if (vulnerable(p)) killPlayer(p);
  }
}

bool RuntimeLevel::playerVulnerable(const Player& p, std::int64_t t) const {
  // God mode (a testing aid, PlayOptions::godMode or switched during the run): nothing hurts.
  return p.alive && p.invulnerableTicks <= 0 && t >= options_.invulnerableUntilTick && !aidsAt(t).godMode;
}

void RuntimeLevel::damageEnemy(std::size_t index, std::int64_t damage, int byPlayer) {
  Enemy& e = enemies_[index];
  if (e.died) return;
  const std::int64_t dealt = std::min(damage, e.health);
  e.health -= dealt;
  spawns_[std::size_t(e.spawn)].health -= dealt;
  e.hitTicks = 4;
  if (e.health > 0) return;
  e.died = true;
  addKill(byPlayer, e);
  emitParticles(e.position, options_.rules.explosionParticles, 0.3, snap_->types[std::size_t(e.type)].color, e.random);
}

// Swap-remove everything that is finished; pools keep their capacity.
void RuntimeLevel::removeFinished() {
  for (std::size_t i = 0; i < enemies_.size();) {
    Enemy& e = enemies_[i];
    if (e.died || e.endReached) {
      RuntimeSpawn& rs = spawns_[std::size_t(e.spawn)];
      --rs.alive;
      rs.health -= e.health;  // a ship that left takes its health with it
      swapRemove(enemies_, i);
      continue;
    }
    ++i;
  }
  for (std::size_t i = 0; i < playerBullets_.size();)
    if (playerBullets_[i].lifeTicks <= 0) swapRemove(playerBullets_, i);
    else ++i;
  removeDeadEnemyBullets();
  for (std::size_t i = 0; i < particles_.size();)
    if (particles_[i].lifeTicks <= 0) swapRemove(particles_, i);
    else ++i;
}

}  // namespace sw
