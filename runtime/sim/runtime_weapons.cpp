// The player's weapons as their weapon types say (model/weapon_type.h): shot and spread fire
// bullets; the lock-on beam and lightning are geometry rebuilt every tick (sim/weapon_state.h)
// whose capsules are asked of the collision world, so beams and bolts hit along their whole
// length rather than as spheres. Deterministic (dmath, sqrt, the players' MWC streams) and
// allocation-free (fixed buffers, hits_ reserved at build).
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "sim/runtime_level_internal.h"

namespace sw {

namespace {
// Where beams, bolts and bullets leave the ship: its nose.
constexpr Vec2 kMuzzle{0.6, 0};
// Walls stop a beam along its centre line: a thin capsule, so a ship flying near a wall
// still fires past it.
constexpr double kWallProbeRadius = 0.02;

double distance(Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  return std::sqrt(d.x * d.x + d.y * d.y);
}
}  // namespace

const WeaponType& RuntimeLevel::weapon(int index) const { return snap_->loadout[std::size_t(index)]; }
int RuntimeLevel::weaponCount() const { return int(snap_->loadout.size()); }

void RuntimeLevel::firePlayerWeapon(Player& p) {
  const GameRules& rules = options_.rules;
  const WeaponType& w = weapon(p.weapon);
  p.fireCooldown = w.intervalTicks;
  if (w.kind == WeaponKind::LockOnBeam || w.kind == WeaponKind::Lightning) {
    p.strikes = true;  // the beam or bolt hits this tick (updateBeamsAndBolts)
    return;
  }
  // A full weapon charge doubles the damage of every shot.
  const std::int64_t damage = w.damage * (p.weaponCharge >= rules.chargeMax ? 2 : 1);
  auto shoot = [&](double angle, double speed) {
    if (playerBullets_.size() == playerBullets_.capacity()) return;
    Bullet b;
    b.position = p.position + kMuzzle;
    b.velocity = unitVector(angle) * speed;
    b.radius = w.radius;
    b.damage = damage;
    b.lifeTicks = w.lifeTicks;
    b.owner = p.index;
    playerBullets_.push_back(b);
  };
  if (w.kind == WeaponKind::Shot) {
    shoot(0, w.speed);
  } else {
    const int n = int(std::max<std::int64_t>(w.bullets, 1));
    const double total = w.angle * std::numbers::pi / 180;
    for (int i = 0; i < n; ++i) shoot(n == 1 ? 0 : -total / 2 + total * i / (n - 1), w.speed);
  }
}

int RuntimeLevel::enemyIndexBySerial(std::uint32_t serial) const {
  // The serial table the pattern runners keep (runtime_enemies.cpp), not a walk of the pool.
  if (serial >= enemyOfSerial_.size()) return -1;
  const std::int32_t i = enemyOfSerial_[serial];
  if (i < 0 || std::size_t(i) >= enemies_.size()) return -1;
  const Enemy& e = enemies_[std::size_t(i)];
  return e.serial == serial && !e.died && !e.endReached ? int(i) : -1;
}

// The nearest live enemy on screen within `range` of `from` whose direction lies within the
// cone around +x whose half-angle has cosine `minCos` (-2: any direction); -1 when none.
// Ties go to the earlier enemy in the pool, itself deterministic.
int RuntimeLevel::nearestEnemy(Vec2 from, double range, double minCos) const {
  int best = -1;
  double bestDistance = 0;
  for (std::size_t i = 0; i < enemies_.size(); ++i) {
    const Enemy& e = enemies_[i];
    if (e.died || e.endReached || !onScreen(e.position, 0)) continue;
    const double d = distance(from, e.position);
    if (d > range || (best >= 0 && d >= bestDistance)) continue;
    if (minCos > -1.5 && (d <= 0 || (e.position.x - from.x) / d < minCos)) continue;
    best = int(i);
    bestDistance = d;
  }
  return best;
}

// Every enemy touched by the capsules between consecutive `points` (frame coordinates) takes
// `damage` once, however many capsules touch it; each hit fills the charge of `chargeTo`.
void RuntimeLevel::strikeAlong(const Vec2* points, int count, double radius, std::int64_t damage, int byPlayer,
                               int alsoCharges) {
  auto byEnemy = [](const CollisionHit& l, const CollisionHit& r) { return l.b < r.b; };
  auto compact = [&] {
    std::sort(hits_.begin(), hits_.end(), byEnemy);
    hits_.erase(std::unique(hits_.begin(), hits_.end()), hits_.end());
  };
  hits_.clear();
  for (int i = 0; i + 1 < count; ++i) {
    // Room for one more capsule's worth (every enemy) without growing: else drop duplicates.
    if (hits_.size() + enemies_.size() > hits_.capacity()) compact();
    collision_->enemiesTouchingCapsule(points[i], points[i + 1], radius, 0, hits_);
  }
  compact();
  const GameRules& rules = options_.rules;
  for (const CollisionHit& hit : hits_) {
    if (hit.b >= enemies_.size()) continue;
    Enemy& e = enemies_[hit.b];
    if (e.died) continue;
    emitParticles(e.position, rules.sparkParticles, 0.15, Color{255, 220, 120, 255}, e.random);
    for (int who : {byPlayer, alsoCharges})
      if (who >= 0 && who < int(players_.size()))
        players_[std::size_t(who)].weaponCharge = std::min(players_[std::size_t(who)].weaponCharge + 1, rules.chargeMax);
    damageEnemy(hit.b, damage, byPlayer);
  }
}

void RuntimeLevel::updateBeamsAndBolts() {
  auto firing = [&](const Player& p, WeaponKind kind) {
    return p.alive && (p.previousInput & InputFire) && !snap_->loadout.empty() && weapon(p.weapon).kind == kind;
  };
  const bool combo = players_.size() == 2 && firing(players_[0], WeaponKind::Lightning) &&
                     firing(players_[1], WeaponKind::Lightning);
  for (Player& p : players_) {
    if (firing(p, WeaponKind::LockOnBeam)) updateBeam(p);
    else p.beam = LockOnBeam{};
    if (!combo && firing(p, WeaponKind::Lightning)) updateLightning(p);
    else p.bolts = {};
  }
  if (combo) updateComboBolt();
  else combo_ = LightningBolt{};
  for (Player& p : players_) p.strikes = false;
}

void RuntimeLevel::updateBeam(Player& p) {
  const WeaponType& w = weapon(p.weapon);
  LockOnBeam& beam = p.beam;
  beam.start = p.position + kMuzzle;
  // Hold the lock while the target lives and stays in range; otherwise look in the cone.
  int target = beam.locked ? enemyIndexBySerial(beam.targetSerial) : -1;
  if (target >= 0 && distance(beam.start, enemies_[std::size_t(target)].position) > w.range) target = -1;
  if (target < 0) target = nearestEnemy(beam.start, w.range, dmath::cos(w.coneAngle * std::numbers::pi / 360));
  beam.locked = target >= 0;
  beam.targetSerial = beam.locked ? enemies_[std::size_t(target)].serial : 0;
  beam.end = beam.locked ? enemies_[std::size_t(target)].position : beam.start + Vec2{w.range, 0};
  // The curve leaves the ship straight ahead: its control point wants to sit in front of the
  // ship, half way out, and follows there by `bend` per tick, so the beam bends as ship and
  // target move.
  const Vec2 wanted = beam.start + Vec2{distance(beam.start, beam.end) * 0.5, 0};
  beam.control = beam.active ? beam.control + (wanted - beam.control) * w.bend : wanted;
  beam.active = true;

  // Walls stop it: the first capsule touching one, then halving within it.
  const int n = int(std::clamp<std::int64_t>(w.capsules, 1, kMaxBeamCapsules));
  beam.cut = 1;
  for (int k = 0; k < n; ++k) {
    const double t0 = double(k) / n, t1 = double(k + 1) / n;
    const Vec2 a = beamPoint(beam, t0);
    if (!collision_->capsuleTouchesWall(a, beamPoint(beam, t1), kWallProbeRadius)) continue;
    double lo = t0, hi = t1;
    for (int i = 0; i < 8; ++i) {
      const double mid = (lo + hi) / 2;
      if (collision_->capsuleTouchesWall(a, beamPoint(beam, mid), kWallProbeRadius)) hi = mid;
      else lo = mid;
    }
    beam.cut = lo;
    break;
  }
  if (!p.strikes) return;
  std::array<Vec2, kMaxBeamCapsules + 1> points;
  int count = 0;
  for (int k = 0; k <= n; ++k) {
    const double t = std::min(double(k) / n, beam.cut);
    points[std::size_t(count++)] = beamPoint(beam, t);
    if (t >= beam.cut) break;
  }
  const std::int64_t damage = w.damage * (p.weaponCharge >= options_.rules.chargeMax ? 2 : 1);
  strikeAlong(points.data(), count, w.width / 2, damage, p.index, -1);
}

// A new shape for `bolt` from `p`'s generator, aimed at the nearest enemy in range (or
// straight ahead).
void RuntimeLevel::makeBolt(LightningBolt& bolt, Player& p, const WeaponType& w) {
  bolt.start = p.position + kMuzzle;
  const int target = nearestEnemy(bolt.start, w.range, -2);
  bolt.hasTarget = target >= 0;
  bolt.targetSerial = bolt.hasTarget ? enemies_[std::size_t(target)].serial : 0;
  bolt.end = bolt.hasTarget ? enemies_[std::size_t(target)].position : bolt.start + Vec2{w.range, 0};
  generateBolt(p.random, int(w.generations), w.displacement, int(w.branches), w.branchChance, bolt.shape);
  bolt.age = 0;
}

void RuntimeLevel::updateLightning(Player& p) {
  const WeaponType& w = weapon(p.weapon);
  const std::int64_t regen = std::max<std::int64_t>(w.regenerateTicks, 2);
  if (p.bolts[0].age < 0) {  // fire just started: bolt 0 now, bolt 1 half a period later
    makeBolt(p.bolts[0], p, w);
    p.bolts[1] = LightningBolt{};
    p.bolts[1].age = -(regen / 2);
  } else {
    for (LightningBolt& bolt : p.bolts)
      if (++bolt.age == 0 || bolt.age >= regen) makeBolt(bolt, p, w);
  }
  for (LightningBolt& bolt : p.bolts) {
    if (bolt.age < 0) continue;
    bolt.start = p.position + kMuzzle;
    if (!bolt.hasTarget) bolt.end = bolt.start + Vec2{w.range, 0};
    else if (const int e = enemyIndexBySerial(bolt.targetSerial); e >= 0) bolt.end = enemies_[std::size_t(e)].position;
    // else: the target is gone; the bolt ends where it was until it is made anew
  }
  if (!p.strikes) return;
  // Damage follows the newer bolt (the brighter one).
  const LightningBolt& bolt = p.bolts[1].age >= 0 && p.bolts[1].age < p.bolts[0].age ? p.bolts[1] : p.bolts[0];
  std::array<Vec2, kMaxBoltPoints> points;
  for (int i = 0; i < bolt.shape.main.count; ++i)
    points[std::size_t(i)] = boltPoint(bolt.start, bolt.end, bolt.shape.main.points[std::size_t(i)]);
  const std::int64_t damage = w.damage * (p.weaponCharge >= options_.rules.chargeMax ? 2 : 1);
  strikeAlong(points.data(), bolt.shape.main.count, w.width / 2, damage, p.index, -1);
}

// Both players fire lightning: one bolt joins the two ships, with player 1's weapon's numbers.
void RuntimeLevel::updateComboBolt() {
  Player& a = players_[0];
  Player& b = players_[1];
  const WeaponType& w = weapon(a.weapon);
  const std::int64_t regen = std::max<std::int64_t>(w.regenerateTicks, 2);
  if (combo_.age < 0 || ++combo_.age >= regen) {
    generateBolt(a.random, int(w.generations), w.displacement, int(w.branches), w.branchChance, combo_.shape);
    combo_.age = 0;
    combo_.hasTarget = false;
  }
  combo_.start = a.position;
  combo_.end = b.position;
  if (!a.strikes && !b.strikes) return;
  std::array<Vec2, kMaxBoltPoints> points;
  for (int i = 0; i < combo_.shape.main.count; ++i)
    points[std::size_t(i)] = boltPoint(combo_.start, combo_.end, combo_.shape.main.points[std::size_t(i)]);
  const bool charged = a.weaponCharge >= options_.rules.chargeMax;
  const std::int64_t damage =
      std::max<std::int64_t>(1, std::llround(double(w.damage) * w.comboMultiplier)) * (charged ? 2 : 1);
  strikeAlong(points.data(), combo_.shape.main.count, w.comboWidth / 2, damage, a.index, b.index);
}

}  // namespace sw
