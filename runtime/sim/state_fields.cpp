// RuntimeLevel::visitState and the hash built from it (state_fields.h says why one list).
#include <cstdio>
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

void bolt(StateVisitor& v, std::string_view prefix, const LightningBolt& b) {
  // Field names carry the prefix (bolt0., bolt1., combo.) so a dump says which bolt differs.
  char name[64];
  auto field = [&](const char* f) {
    std::snprintf(name, sizeof name, "%.*s%s", int(prefix.size()), prefix.data(), f);
    return std::string_view(name);
  };
  v.integer(field("age"), b.age);
  if (b.age < 0) return;  // not there: its shape is not game state yet
  v.integer(field("hasTarget"), b.hasTarget ? 1 : 0);
  v.integer(field("targetSerial"), b.targetSerial);
  v.real(field("start.x"), b.start.x);
  v.real(field("start.y"), b.start.y);
  v.real(field("end.x"), b.end.x);
  v.real(field("end.y"), b.end.y);
  v.integer(field("points"), b.shape.main.count);
  for (int i = 0; i < b.shape.main.count; ++i) {
    v.real(field("point.u"), b.shape.main.points[std::size_t(i)].x);
    v.real(field("point.v"), b.shape.main.points[std::size_t(i)].y);
  }
  v.integer(field("branches"), b.shape.branchCount);
  for (int k = 0; k < b.shape.branchCount; ++k) {
    const BoltBranch& branch = b.shape.branches[std::size_t(k)];
    v.integer(field("branch.points"), branch.count);
    for (int i = 0; i < branch.count; ++i) {
      v.real(field("branch.u"), branch.points[std::size_t(i)].x);
      v.real(field("branch.v"), branch.points[std::size_t(i)].y);
    }
  }
}

void beam(StateVisitor& v, const LockOnBeam& b) {
  v.integer("beam.active", b.active ? 1 : 0);
  v.integer("beam.locked", b.locked ? 1 : 0);
  v.integer("beam.targetSerial", b.targetSerial);
  vec(v, "beam.start.x", "beam.start.y", b.start);
  vec(v, "beam.control.x", "beam.control.y", b.control);
  vec(v, "beam.end.x", "beam.end.y", b.end);
  v.real("beam.cut", b.cut);
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
    if (snap_->visitBeams) {
      beam(v, p.beam);
      bolt(v, "bolt0.", p.bolts[0]);
      bolt(v, "bolt1.", p.bolts[1]);
    }
  }
  if (snap_->visitBeams) {
    v.entity("combo-bolt", 0, {});
    bolt(v, "combo.", combo_);
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
    v.integer("weapon", int(e.weapon));
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
  bullets(v, "enemy-bullet", enemyBullets_);
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
