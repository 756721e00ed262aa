// RuntimeLevel::visitState and the hash built from it (state_fields.h says why one list).
#include <cstring>

#include "sim/runtime_level.h"
#include "sim/runtime_level_internal.h"

namespace sw {

namespace {

// FNV-1a 64 over the visited values. Names and labels are left out (they are the same in
// every run of a level); kinds and ids are in, so an entity that moves from one list to
// another changes the hash even when its fields do not.
class HashVisitor final : public StateVisitor {
 public:
  void entity(std::string_view kind, std::int64_t id, std::string_view) override {
    bytes(kind.data(), kind.size());
    u64(std::uint64_t(id));
  }
  void integer(std::string_view, std::int64_t value) override { u64(std::uint64_t(value)); }
  void real(std::string_view, double value) override {
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    u64(bits);
  }
  std::uint64_t value() const { return h_; }

 private:
  void bytes(const void* data, std::size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < n; ++i) h_ = (h_ ^ p[i]) * 0x100000001B3ull;
  }
  // Little-endian byte by byte, so the hash does not depend on the machine's byte order.
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) h_ = (h_ ^ ((v >> (8 * i)) & 0xFF)) * 0x100000001B3ull;
  }
  std::uint64_t h_ = 0xCBF29CE484222325ull;
};

void vec(StateVisitor& v, std::string_view x, std::string_view y, Vec2 value) {
  v.real(x, value.x);
  v.real(y, value.y);
}

void random(StateVisitor& v, const MwcRandom& r) {
  v.integer("random.z", r.z());
  v.integer("random.w", r.w());
}

// The structure-of-arrays pool, bullet by bullet in slot order. Motion fields only matter
// while a flag says they apply (a new bullet starts with none), so only then are they shown.
void enemyBulletFields(StateVisitor& v, const EnemyBulletPool& pool) {
  for (std::size_t i = 0; i < pool.size(); ++i) {
    v.entity("enemy-bullet", std::int64_t(i), {});
    vec(v, "position.x", "position.y", pool.position(i));
    vec(v, "velocity.x", "velocity.y", pool.velocity(i));
    v.real("radius", pool.radius[i]);
    v.integer("lifeTicks", pool.life[i]);
    v.integer("owner", pool.owner[i]);
    v.integer("kind", pool.kind[i]);
    v.integer("flags", pool.flags[i]);
    if (pool.flags[i] == 0) continue;
    const BulletMotion& m = pool.motion[i];
    v.real("motion.speed", m.speed);
    v.real("motion.angle", m.angle);
    v.real("motion.speedStep", m.speedStep);
    v.real("motion.angleStep", m.angleStep);
    v.integer("motion.speedTicks", m.speedTicks);
    v.integer("motion.angleTicks", m.angleTicks);
    vec(v, "motion.extra.x", "motion.extra.y", m.extra);
    vec(v, "motion.accel.x", "motion.accel.y", m.accel);
    v.integer("motion.accelTicks", m.accelTicks);
    v.real("motion.turnRate", m.turnRate);
    v.integer("motion.homingTicks", m.homingTicks);
    v.integer("motion.runner", m.runner);
  }
}

void bullets(StateVisitor& v, std::string_view kind, const std::vector<Bullet>& pool) {
  for (std::size_t i = 0; i < pool.size(); ++i) {
    const Bullet& b = pool[i];
    v.entity(kind, std::int64_t(i), {});
    vec(v, "position.x", "position.y", b.position);
    vec(v, "velocity.x", "velocity.y", b.velocity);
    v.real("radius", b.radius);
    v.integer("damage", b.damage);
    v.integer("lifeTicks", b.lifeTicks);
    v.integer("owner", b.owner);
  }
}

}  // namespace

void RuntimeLevel::visitState(StateVisitor& v) const {
  v.entity("camera", 0, {});
  v.integer("tick", ticks_);
  v.integer("seed", std::int64_t(options_.seed));
  v.integer("link", std::int64_t(camera_.link));
  v.integer("pass", camera_.pass);
  v.integer("distance", camera_.distance);
  vec(v, "local.x", "local.y", camera_.local);
  v.integer("finished", camera_.finished ? 1 : 0);
  for (std::size_t i = 0; i < triggers_.size(); ++i) {
    const RuntimeTrigger& t = triggers_[i];
    v.entity("trigger", std::int64_t(i), t.name);
    v.integer("enabled", t.enabled ? 1 : 0);
    v.integer("fired", t.fired ? 1 : 0);
    v.integer("firedTick", t.firedTick);
    v.integer("pendingTicks", t.pendingTicks);
    vec(v, "position.x", "position.y", t.position);
  }
  for (std::size_t i = 0; i < snap_->waves.size(); ++i) {
    v.entity("wave", std::int64_t(i), snap_->waves[i].name);
    v.integer("cleared", snap_->waves[i].cleared ? 1 : 0);
  }
  for (std::size_t i = 0; i < spawns_.size(); ++i) {
    const RuntimeSpawn& rs = spawns_[i];
    v.entity("spawn", std::int64_t(i), rs.spec.name);
    v.integer("fired", rs.fired ? 1 : 0);
    v.integer("firedTick", rs.firedTick);
    v.integer("launched", rs.launched);
    v.integer("alive", rs.alive);
    v.integer("health", rs.health);
    v.real("axisY", rs.axisY);
    vec(v, "pathOffset.x", "pathOffset.y", rs.pathOffset);
  }
  for (const Player& p : players_) {
    v.entity("player", p.index, p.name);
    vec(v, "position.x", "position.y", p.position);
    v.integer("lives", p.lives);
    v.integer("score", p.score);
    v.integer("multiplier", p.multiplier);
    v.integer("chain", p.chain);
    v.integer("chainTicksLeft", p.chainTicksLeft);
    v.integer("weapon", int(p.weapon));
    v.integer("weaponCharge", p.weaponCharge);
    v.integer("secondCharge", p.secondCharge);
    v.integer("fireCooldown", p.fireCooldown);
    v.integer("invulnerableTicks", p.invulnerableTicks);
    v.integer("respawnTicks", p.respawnTicks);
    v.integer("alive", p.alive ? 1 : 0);
    v.integer("out", p.out ? 1 : 0);
    v.integer("previousInput", p.previousInput);
    v.integer("hits", p.hits);
    random(v, p.random);
  }
  for (const Enemy& e : enemies_) {
    v.entity("enemy", e.serial, spawns_[std::size_t(e.spawn)].spec.name);
    v.integer("spawn", e.spawn);
    v.integer("ship", e.ship);
    v.integer("type", e.type);
    vec(v, "position.x", "position.y", e.position);
    vec(v, "direction.x", "direction.y", e.direction);
    v.real("distance", e.distance);
    v.real("clock", e.clock);
    v.real("speed", e.speed);
    v.integer("health", e.health);
    v.integer("bornTick", e.bornTick);
    v.integer("fireCooldown", e.fireCooldown);
    v.integer("pattern", e.pattern);
    v.integer("firingPattern", e.firingPattern);
    v.integer("endReached", e.endReached ? 1 : 0);
    v.integer("died", e.died ? 1 : 0);
    v.integer("firing", e.firing ? 1 : 0);
    v.integer("onPath", e.onPath ? 1 : 0);
    v.integer("hasMoveTarget", e.hasMoveTarget ? 1 : 0);
    vec(v, "moveTarget.x", "moveTarget.y", e.moveTarget);
    v.integer("hitTicks", e.hitTicks);
    v.integer("awayTicks", e.awayTicks);
    random(v, e.random);
    v.integer("machine.state", e.machine.state());
    v.integer("machine.ticksInState", e.machine.ticksInState());
    v.integer("machine.sleepTicksLeft", e.machine.sleepTicksLeft());
    std::uint64_t flags = 0;
    for (int b = 0; b < 64; ++b) flags |= e.machine.flag(b) ? std::uint64_t(1) << b : 0;
    v.integer("machine.flags", std::int64_t(flags));
    v.integer("machine.dead", e.machine.dead() ? 1 : 0);
    v.integer("machine.halted", e.machine.halted() ? 1 : 0);
  }
  bullets(v, "player-bullet", playerBullets_);
  enemyBulletFields(v, enemyBullets_);
  patterns_->visit(v);
  for (std::size_t i = 0; i < particles_.size(); ++i) {
    const Particle& p = particles_[i];
    v.entity("particle", std::int64_t(i), {});
    vec(v, "position.x", "position.y", p.position);
    vec(v, "velocity.x", "velocity.y", p.velocity);
    v.integer("lifeTicks", p.lifeTicks);
  }
  v.entity("level", 0, {});
  random(v, levelRandom_);
}

std::uint64_t RuntimeLevel::stateHash() const {
  HashVisitor h;
  visitState(h);
  return h.value();
}

}  // namespace sw
