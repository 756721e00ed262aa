// RuntimeLevel::visitState and the hash built from it (state_fields.h says why one list).
#include <cstdio>
#include <cstring>

#include "sim/level_state.h"
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

// Word at a time (one multiply per field, not eight as byte-wise FNV), for a co-op session
// that hashes every confirmed tick. Kinds by a 32-bit FNV of the name, remembered while one
// kind's entities follow each other (pointer compare: they are literals of this file).
class WordDigestVisitor final : public StateVisitor {
 public:
  void entity(std::string_view kind, std::int64_t id, std::string_view) override {
    if (kind.data() != kind_.data() || kind.size() != kind_.size()) {
      kind_ = kind;
      kindHash_ = 0x811C9DC5u;
      for (char c : kind) kindHash_ = (kindHash_ ^ std::uint8_t(c)) * 0x01000193u;
    }
    u64(kindHash_);
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
  void u64(std::uint64_t v) {
    h_ = (h_ ^ v) * 0x9E3779B97F4A7C15ull;
    h_ ^= h_ >> 29;
  }
  std::string_view kind_;
  std::uint32_t kindHash_ = 0;
  std::uint64_t h_ = 0xCBF29CE484222325ull;
};

// The helpers and visitFields take the visitor's own class, so a final visitor (the hashes)
// gets its calls inlined instead of one virtual call per field.
template <class V>
void vec(V& v, std::string_view x, std::string_view y, Vec2 value) {
  v.real(x, value.x);
  v.real(y, value.y);
}

template <class V>
void random(V& v, const MwcRandom& r) {
  v.integer("random.z", r.z());
  v.integer("random.w", r.w());
}

// The structure-of-arrays pool, bullet by bullet in slot order. Motion fields only matter
// while a flag says they apply (a new bullet starts with none), so only then are they shown.
template <class V>
void enemyBulletFields(V& v, const EnemyBulletPool& pool) {
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

template <class V>
void bullets(V& v, std::string_view kind, const std::vector<Bullet>& pool) {
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

// Where the field list reads the changing state: the running level's members, or a copy
// saved from it (sim/level_state.h). The two give the same values for the same state, so the
// live hash, `--dump-at` and the co-op digest of a saved tick all see the same fields; new
// state is added once, to visitFields, and to both views.
struct RuntimeLevel::LiveView {
  const RuntimeLevel& l;
  std::int64_t ticks() const { return l.ticks_; }
  std::uint32_t nextSerial() const { return l.nextSerial_; }
  const CameraSpot& camera() const { return l.camera_; }
  const MwcRandom& levelRandom() const { return l.levelRandom_; }
  std::size_t triggerCount() const { return l.triggers_.size(); }
  SavedState::Trigger trigger(std::size_t i) const {
    const RuntimeTrigger& t = l.triggers_[i];
    return {t.position, t.enabled, t.fired, l.snap_->triggerSpecs[i].wasHolding, t.firedTick, t.pendingTicks};
  }
  std::size_t waveCount() const { return l.snap_->waves.size(); }
  bool waveCleared(std::size_t i) const { return l.snap_->waves[i].cleared; }
  std::size_t spawnCount() const { return l.spawns_.size(); }
  SavedState::Spawn spawn(std::size_t i) const {
    const RuntimeSpawn& s = l.spawns_[i];
    return {s.fired, s.firedTick, s.launched, s.alive, s.health, s.axisY, s.pathOffset};
  }
  const std::vector<Player>& players() const { return l.players_; }
  const std::vector<Enemy>& enemies() const { return l.enemies_; }
  const std::vector<Bullet>& playerBullets() const { return l.playerBullets_; }
  const EnemyBulletPool& enemyBullets() const { return l.enemyBullets_; }
  const PatternRuntime& patterns() const { return *l.patterns_; }
  const LightningBolt& combo() const { return l.combo_; }
  const std::vector<Particle>& particles() const { return l.particles_; }
};

struct RuntimeLevel::SavedView {
  const SavedState& s;
  std::int64_t ticks() const { return s.ticks; }
  std::uint32_t nextSerial() const { return s.nextSerial; }
  const CameraSpot& camera() const { return s.camera; }
  const MwcRandom& levelRandom() const { return s.levelRandom; }
  std::size_t triggerCount() const { return s.triggers.size(); }
  const SavedState::Trigger& trigger(std::size_t i) const { return s.triggers[i]; }
  std::size_t waveCount() const { return s.wavesCleared.size(); }
  bool waveCleared(std::size_t i) const { return s.wavesCleared[i] != 0; }
  std::size_t spawnCount() const { return s.spawns.size(); }
  const SavedState::Spawn& spawn(std::size_t i) const { return s.spawns[i]; }
  const std::vector<Player>& players() const { return s.players; }
  const std::vector<Enemy>& enemies() const { return s.enemies; }
  const std::vector<Bullet>& playerBullets() const { return s.playerBullets; }
  const EnemyBulletPool& enemyBullets() const { return s.enemyBullets; }
  const PatternRuntime& patterns() const { return s.patterns; }
  const LightningBolt& combo() const { return s.combo; }
  const std::vector<Particle>& particles() const { return s.particles; }
};

template <class View, class V>
void RuntimeLevel::visitFields(const View& s, V& v) const {
  // Names are this level's (a saved state has none); out of range only for a state of
  // another level, which then visits with empty names rather than reading past the end.
  auto spawnName = [this](std::size_t i) {
    return i < spawns_.size() ? std::string_view(spawns_[i].spec.name) : std::string_view();
  };
  v.entity("camera", 0, {});
  v.integer("tick", s.ticks());
  v.integer("seed", std::int64_t(options_.seed));
  v.integer("link", std::int64_t(s.camera().link));
  v.integer("pass", s.camera().pass);
  v.integer("distance", s.camera().distance);
  vec(v, "local.x", "local.y", s.camera().local);
  v.integer("finished", s.camera().finished ? 1 : 0);
  for (std::size_t i = 0; i < s.triggerCount(); ++i) {
    const SavedState::Trigger t = s.trigger(i);
    v.entity("trigger", std::int64_t(i), i < triggers_.size() ? std::string_view(triggers_[i].name) : "");
    v.integer("enabled", t.enabled ? 1 : 0);
    v.integer("fired", t.fired ? 1 : 0);
    v.integer("firedTick", t.firedTick);
    v.integer("pendingTicks", t.pendingTicks);
    vec(v, "position.x", "position.y", t.position);
    v.integer("wasHolding", t.wasHolding ? 1 : 0);
  }
  for (std::size_t i = 0; i < s.waveCount(); ++i) {
    v.entity("wave", std::int64_t(i), i < snap_->waves.size() ? std::string_view(snap_->waves[i].name) : "");
    v.integer("cleared", s.waveCleared(i) ? 1 : 0);
  }
  for (std::size_t i = 0; i < s.spawnCount(); ++i) {
    const SavedState::Spawn rs = s.spawn(i);
    v.entity("spawn", std::int64_t(i), spawnName(i));
    v.integer("fired", rs.fired ? 1 : 0);
    v.integer("firedTick", rs.firedTick);
    v.integer("launched", rs.launched);
    v.integer("alive", rs.alive);
    v.integer("health", rs.health);
    v.real("axisY", rs.axisY);
    vec(v, "pathOffset.x", "pathOffset.y", rs.pathOffset);
  }
  for (const Player& p : s.players()) {
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
    bolt(v, "combo.", s.combo());
  }
  for (const Enemy& e : s.enemies()) {
    v.entity("enemy", e.serial, spawnName(std::size_t(e.spawn)));
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
  bullets(v, "player-bullet", s.playerBullets());
  enemyBulletFields(v, s.enemyBullets());
  s.patterns().visit(v);
  for (std::size_t i = 0; i < s.particles().size(); ++i) {
    const Particle& p = s.particles()[i];
    v.entity("particle", std::int64_t(i), {});
    vec(v, "position.x", "position.y", p.position);
    vec(v, "velocity.x", "velocity.y", p.velocity);
    v.integer("lifeTicks", p.lifeTicks);
  }
  v.entity("level", 0, {});
  random(v, s.levelRandom());
  v.integer("nextSerial", s.nextSerial());
}

void RuntimeLevel::visitState(StateVisitor& v) const { visitFields(LiveView{*this}, v); }

void RuntimeLevel::visitState(const SavedState& state, StateVisitor& v) const { visitFields(SavedView{state}, v); }

std::uint64_t RuntimeLevel::stateHash() const {
  HashVisitor h;
  visitFields(LiveView{*this}, h);
  return h.value();
}

std::uint64_t RuntimeLevel::savedStateDigest(const SavedState& state) const {
  WordDigestVisitor d;
  visitFields(SavedView{state}, d);
  return d.value();
}

}  // namespace sw
