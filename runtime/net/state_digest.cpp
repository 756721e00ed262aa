#include "net/state_digest.h"

#include <cstring>
#include <sstream>

namespace sw::net {

namespace {

// Word at a time (one multiply per 64-bit field, not eight as byte-wise FNV): the session
// hashes every confirmed tick, so this must stay cheap on a busy level.
class Digest {
 public:
  void u64(std::uint64_t v) {
    h_ = (h_ ^ v) * 0x9E3779B97F4A7C15ull;
    h_ ^= h_ >> 29;
  }
  void i64(std::int64_t v) { u64(std::uint64_t(v)); }
  void f64(double v) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    u64(bits);
  }
  void vec(Vec2 v) { f64(v.x); f64(v.y); }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xCBF29CE484222325ull;
};

std::uint64_t digestLevel(const LevelState& s) {
  Digest d;
  d.i64(s.ticks);
  d.u64(s.camera.link);
  d.i64(s.camera.pass);
  d.i64(s.camera.distance);
  d.vec(s.camera.local);
  d.u64(s.levelRandom.z());
  d.u64(s.levelRandom.w());
  d.u64(s.nextSerial);
  for (const auto& t : s.triggers) {
    d.vec(t.position);
    d.u64((t.enabled ? 1 : 0) | (t.fired ? 2 : 0) | (t.wasHolding ? 4 : 0));
    d.i64(t.firedTick);
    d.i64(t.pendingTicks);
  }
  for (const auto& sp : s.spawns) {
    d.u64(sp.fired ? 1 : 0);
    d.i64(sp.firedTick);
    d.i64(sp.launched);
    d.i64(sp.alive);
    d.i64(sp.health);
    d.f64(sp.axisY);
    d.vec(sp.pathOffset);
  }
  for (std::uint8_t w : s.wavesCleared) d.u64(w);
  return d.value();
}

std::uint64_t digestPlayer(const Player& p) {
  Digest d;
  d.vec(p.position);
  d.i64(p.lives);
  d.i64(p.score);
  d.i64(p.multiplier);
  d.i64(p.chain);
  d.i64(p.chainTicksLeft);
  d.i64(int(p.weapon));
  d.i64(p.weaponCharge);
  d.i64(p.secondCharge);
  d.i64(p.fireCooldown);
  d.i64(p.invulnerableTicks);
  d.i64(p.respawnTicks);
  d.u64((p.alive ? 1 : 0) | (p.out ? 2 : 0));
  d.u64(p.previousInput);
  d.i64(p.hits);
  d.u64(p.random.z());
  d.u64(p.random.w());
  return d.value();
}

std::uint64_t digestEnemy(const RuntimeLevel::Enemy& e) {
  Digest d;
  d.u64(e.serial);
  d.i64(e.spawn);
  d.i64(e.ship);
  d.i64(e.type);
  d.vec(e.position);
  d.vec(e.direction);
  d.f64(e.distance);
  d.f64(e.clock);
  d.f64(e.speed);
  d.i64(e.health);
  d.i64(e.fireCooldown);
  d.u64((e.endReached ? 1 : 0) | (e.died ? 2 : 0) | (e.firing ? 4 : 0) | (e.onPath ? 8 : 0));
  d.vec(e.moveTarget);
  d.i64(e.hitTicks);
  d.i64(e.awayTicks);
  d.u64(e.random.z());
  d.u64(e.random.w());
  d.i64(e.machine.state());
  d.i64(e.machine.ticksInState());
  d.i64(e.machine.sleepTicksLeft());
  return d.value();
}

std::uint64_t digestBullets(const std::vector<Bullet>& pool) {
  Digest d;
  d.u64(pool.size());
  for (const Bullet& b : pool) {
    d.vec(b.position);
    d.vec(b.velocity);
    d.f64(b.radius);
    d.i64(b.damage);
    d.i64(b.lifeTicks);
    d.i64(b.owner);
  }
  return d.value();
}

// The structure-of-arrays pool in slot order; motion only where a flag makes it apply.
std::uint64_t digestBullets(const EnemyBulletPool& pool) {
  Digest d;
  d.u64(pool.size());
  for (std::size_t i = 0; i < pool.size(); ++i) {
    d.vec(pool.position(i));
    d.vec(pool.velocity(i));
    d.f64(pool.radius[i]);
    d.i64(pool.life[i]);
    d.i64(pool.owner[i]);
    d.u64(std::uint64_t(pool.kind[i]) | std::uint64_t(pool.flags[i]) << 16);
    if (pool.flags[i] == 0) continue;
    const BulletMotion& m = pool.motion[i];
    d.f64(m.speed);
    d.f64(m.angle);
    d.f64(m.speedStep);
    d.f64(m.angleStep);
    d.i64(m.speedTicks);
    d.i64(m.angleTicks);
    d.vec(m.extra);
    d.vec(m.accel);
    d.i64(m.accelTicks);
    d.f64(m.turnRate);
    d.i64(m.homingTicks);
    d.i64(m.runner);
  }
  return d.value();
}

std::uint64_t digestParticles(const std::vector<Particle>& pool) {
  Digest d;
  d.u64(pool.size());
  for (const Particle& p : pool) {
    d.vec(p.position);
    d.vec(p.velocity);
    d.i64(p.lifeTicks);
  }
  return d.value();
}

}  // namespace

void entityDigests(const LevelState& s, std::vector<EntityDigest>& out) {
  out.clear();
  out.push_back({EntityKind::Level, 0, digestLevel(s)});
  for (const Player& p : s.players) out.push_back({EntityKind::Player, std::uint32_t(p.index), digestPlayer(p)});
  out.push_back({EntityKind::PlayerBullets, 0, digestBullets(s.playerBullets)});
  out.push_back({EntityKind::EnemyBullets, 0, digestBullets(s.enemyBullets)});
  out.push_back({EntityKind::Particles, 0, digestParticles(s.particles)});
  for (const auto& e : s.enemies) {
    if (out.size() >= kMaxEntityDigests) break;
    out.push_back({EntityKind::Enemy, e.serial, digestEnemy(e)});
  }
}

std::uint64_t levelStateHash(const LevelState& s) {
  Digest d;
  d.u64(digestLevel(s));
  for (const Player& p : s.players) d.u64(digestPlayer(p));
  d.u64(s.enemies.size());
  for (const auto& e : s.enemies) d.u64(digestEnemy(e));
  d.u64(digestBullets(s.playerBullets));
  d.u64(digestBullets(s.enemyBullets));
  {
    // Bullet patterns' runners, the fields stateHash() sees (values only).
    struct Runners final : StateVisitor {
      Digest& d;
      explicit Runners(Digest& digest) : d(digest) {}
      void entity(std::string_view, std::int64_t id, std::string_view) override { d.i64(id); }
      void integer(std::string_view, std::int64_t value) override { d.i64(value); }
      void real(std::string_view, double value) override { d.f64(value); }
    } runners(d);
    s.patterns.visit(runners);
  }
  d.u64(digestParticles(s.particles));
  return d.value();
}

std::string entityLabel(const EntityDigest& e) {
  switch (e.kind) {
    case EntityKind::Level: return "level (tick, camera, triggers, spawns, waves)";
    case EntityKind::Player: return "player " + std::to_string(e.id + 1);
    case EntityKind::Enemy: return "enemy #" + std::to_string(e.id);
    case EntityKind::PlayerBullets: return "player bullets";
    case EntityKind::EnemyBullets: return "enemy bullets";
    case EntityKind::Particles: return "particles";
  }
  return "?";
}

std::string describeEntity(const LevelState& s, const EntityDigest& e) {
  std::ostringstream o;
  o.precision(17);
  auto vec = [&o](const char* name, Vec2 v) { o << "  " << name << ": " << v.x << ", " << v.y << '\n'; };
  switch (e.kind) {
    case EntityKind::Level:
      o << "  tick: " << s.ticks << "\n  camera link: " << s.camera.link << ", pass " << s.camera.pass
        << ", distance " << s.camera.distance << '\n';
      for (std::size_t i = 0; i < s.triggers.size(); ++i)
        o << "  trigger " << i << ": fired " << s.triggers[i].fired << " at " << s.triggers[i].firedTick << '\n';
      for (std::size_t i = 0; i < s.spawns.size(); ++i)
        o << "  spawn " << i << ": launched " << s.spawns[i].launched << ", alive " << s.spawns[i].alive
          << ", health " << s.spawns[i].health << '\n';
      break;
    case EntityKind::Player:
      for (const Player& p : s.players) {
        if (std::uint32_t(p.index) != e.id) continue;
        vec("position", p.position);
        o << "  lives: " << p.lives << "\n  score: " << p.score << "\n  alive: " << p.alive
          << "\n  weapon charge: " << p.weaponCharge << "\n  fire cooldown: " << p.fireCooldown
          << "\n  random: " << p.random.z() << ' ' << p.random.w() << '\n';
      }
      break;
    case EntityKind::Enemy:
      for (const auto& en : s.enemies) {
        if (en.serial != e.id) continue;
        o << "  spawn: " << en.spawn << ", ship " << en.ship << ", type " << en.type << '\n';
        vec("position", en.position);
        vec("direction", en.direction);
        o << "  distance: " << en.distance << "\n  health: " << en.health << "\n  state: " << en.machine.state()
          << "\n  random: " << en.random.z() << ' ' << en.random.w() << '\n';
      }
      break;
    case EntityKind::PlayerBullets: o << "  count: " << s.playerBullets.size() << '\n'; break;
    case EntityKind::EnemyBullets: o << "  count: " << s.enemyBullets.size() << '\n'; break;
    case EntityKind::Particles: o << "  count: " << s.particles.size() << '\n'; break;
  }
  return o.str();
}

}  // namespace sw::net
