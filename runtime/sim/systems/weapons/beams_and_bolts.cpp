// The lock-on beam and lightning (weapon_system.h): geometry rebuilt every tick while fire
// is held, walls cutting the beam, capsules along the shape hitting every enemy they touch.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "sim/collision/collision_world.h"
#include "sim/level_context.h"
#include "sim/systems/collisions/collision_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/weapons/weapon_system.h"

namespace sw {

namespace {
// Walls stop a beam along its centre line: a thin capsule, so a ship flying near a wall
// still fires past it.
constexpr double kWallProbeRadius = 0.02;

double distance(Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  return std::sqrt(d.x * d.x + d.y * d.y);
}
}  // namespace

// Every enemy touched by the capsules between consecutive `points` (frame coordinates) takes
// `damage` once, however many capsules touch it; each hit fills the charge of `byPlayer`
// and `alsoCharges`.
void WeaponSystem::strikeAlong(const Vec2* points, int count, double radius, std::int64_t damage, int byPlayer,
                               int alsoCharges) {
  const std::vector<CollisionHit>& hits = s_.collisions->enemiesTouchingCapsules(points, count, radius);
  const GameRules& rules = level_.options.rules;
  EnemySystem& enemies = *s_.enemies;
  for (const CollisionHit& hit : hits) {
    const CollisionSystem::Target target = s_.collisions->target(hit.b);
    if (target.kind == CollisionSystem::Target::Missile) {
      s_.collisions->strike(hit.b, damage, byPlayer);
      continue;
    }
    if (target.index >= enemies.enemies().size()) continue;
    Enemy& e = enemies.at(target.index);
    if (e.died) continue;
    s_.effects->burst(e.position, rules.sparkParticles, 0.15, Color{255, 220, 120, 255}, e.random);
    for (int who : {byPlayer, alsoCharges}) s_.players->charge(who);
    s_.collisions->strike(hit.b, damage, byPlayer);
  }
}

void WeaponSystem::updateBeamsAndBolts() {
  const std::vector<Player>& players = s_.players->players();
  auto firing = [&](const Player& p, WeaponKind kind) {
    return p.alive && (p.previousInput & InputFire) && !loadout_.empty() && weaponOf(p).kind == kind;
  };
  const bool combo = players.size() == 2 && firing(players[0], WeaponKind::Lightning) &&
                     firing(players[1], WeaponKind::Lightning);
  for (std::size_t i = 0; i < players.size(); ++i) {
    Player& p = s_.players->ship(i);
    WeaponHold& hold = state_.holds[i];
    if (firing(p, WeaponKind::LockOnBeam))
      updateBeam(p, hold);
    else
      hold.beam = LockOnBeam{};
    if (!combo && firing(p, WeaponKind::Lightning))
      updateLightning(p, hold);
    else
      hold.bolts = {};
  }
  if (combo)
    updateComboBolt();
  else
    state_.combo = LightningBolt{};
  strikes_ = {};
}

void WeaponSystem::updateBeam(Player& p, WeaponHold& hold) {
  const WeaponType& w = weaponOf(p);
  const EnemySystem& enemies = *s_.enemies;
  LockOnBeam& beam = hold.beam;
  beam.start = p.position + kMuzzle;
  // Hold the lock while the target lives and stays in range; otherwise look in the cone.
  int target = beam.locked ? enemies.indexOfLive(beam.targetSerial) : -1;
  if (target >= 0 && distance(beam.start, enemies.enemies()[std::size_t(target)].position) > w.range) target = -1;
  if (target < 0) target = enemies.nearest(beam.start, w.range, dmath::cos(w.coneAngle * std::numbers::pi / 360));
  beam.locked = target >= 0;
  beam.targetSerial = beam.locked ? enemies.enemies()[std::size_t(target)].serial : 0;
  beam.end = beam.locked ? enemies.enemies()[std::size_t(target)].position : beam.start + Vec2{w.range, 0};
  // The curve leaves the ship straight ahead: its control point wants to sit in front of the
  // ship, half way out, and follows there by `bend` per tick, so the beam bends as ship and
  // target move.
  const Vec2 wanted = beam.start + Vec2{distance(beam.start, beam.end) * 0.5, 0};
  beam.control = beam.active ? beam.control + (wanted - beam.control) * w.bend : wanted;
  beam.active = true;

  // Walls stop it: the first capsule touching one, then halving within it.
  CollisionWorld& world = s_.collisions->world();
  const int n = int(std::clamp<std::int64_t>(w.capsules, 1, kMaxBeamCapsules));
  beam.cut = 1;
  for (int k = 0; k < n; ++k) {
    const double t0 = double(k) / n, t1 = double(k + 1) / n;
    const Vec2 a = beamPoint(beam, t0);
    if (!world.capsuleTouchesWall(a, beamPoint(beam, t1), kWallProbeRadius)) continue;
    double lo = t0, hi = t1;
    for (int i = 0; i < 8; ++i) {
      const double mid = (lo + hi) / 2;
      if (world.capsuleTouchesWall(a, beamPoint(beam, mid), kWallProbeRadius))
        hi = mid;
      else
        lo = mid;
    }
    beam.cut = lo;
    break;
  }
  if (!strikes_[std::size_t(p.index)]) return;
  std::array<Vec2, kMaxBeamCapsules + 1> points;
  int count = 0;
  for (int k = 0; k <= n; ++k) {
    const double t = std::min(double(k) / n, beam.cut);
    points[std::size_t(count++)] = beamPoint(beam, t);
    if (t >= beam.cut) break;
  }
  const std::int64_t damage = w.damage * (p.weaponCharge >= level_.options.rules.chargeMax ? 2 : 1);
  strikeAlong(points.data(), count, w.width / 2, damage, p.index, -1);
}

// A new shape for `bolt` from `p`'s generator, aimed at the nearest enemy in range (or
// straight ahead).
void WeaponSystem::makeBolt(LightningBolt& bolt, Player& p, const WeaponType& w) {
  const EnemySystem& enemies = *s_.enemies;
  bolt.start = p.position + kMuzzle;
  const int target = enemies.nearest(bolt.start, w.range, -2);
  bolt.hasTarget = target >= 0;
  bolt.targetSerial = bolt.hasTarget ? enemies.enemies()[std::size_t(target)].serial : 0;
  bolt.end = bolt.hasTarget ? enemies.enemies()[std::size_t(target)].position : bolt.start + Vec2{w.range, 0};
  generateBolt(p.random, int(w.generations), w.displacement, int(w.branches), w.branchChance, bolt.shape);
  bolt.age = 0;
}

void WeaponSystem::updateLightning(Player& p, WeaponHold& hold) {
  const WeaponType& w = weaponOf(p);
  const EnemySystem& enemies = *s_.enemies;
  std::array<LightningBolt, 2>& bolts = hold.bolts;
  const std::int64_t regen = std::max<std::int64_t>(w.regenerateTicks, 2);
  if (bolts[0].age < 0) {  // fire just started: bolt 0 now, bolt 1 half a period later
    makeBolt(bolts[0], p, w);
    bolts[1] = LightningBolt{};
    bolts[1].age = -(regen / 2);
  } else {
    for (LightningBolt& bolt : bolts)
      if (++bolt.age == 0 || bolt.age >= regen) makeBolt(bolt, p, w);
  }
  for (LightningBolt& bolt : bolts) {
    if (bolt.age < 0) continue;
    bolt.start = p.position + kMuzzle;
    if (!bolt.hasTarget)
      bolt.end = bolt.start + Vec2{w.range, 0};
    else if (const int e = enemies.indexOfLive(bolt.targetSerial); e >= 0)
      bolt.end = enemies.enemies()[std::size_t(e)].position;
    // else: the target is gone; the bolt ends where it was until it is made anew
  }
  if (!strikes_[std::size_t(p.index)]) return;
  // Damage follows the newer bolt (the brighter one).
  const LightningBolt& bolt = bolts[1].age >= 0 && bolts[1].age < bolts[0].age ? bolts[1] : bolts[0];
  std::array<Vec2, kMaxBoltPoints> points;
  for (int i = 0; i < bolt.shape.main.count; ++i)
    points[std::size_t(i)] = boltPoint(bolt.start, bolt.end, bolt.shape.main.points[std::size_t(i)]);
  const std::int64_t damage = w.damage * (p.weaponCharge >= level_.options.rules.chargeMax ? 2 : 1);
  strikeAlong(points.data(), bolt.shape.main.count, w.width / 2, damage, p.index, -1);
}

// Both players fire lightning: one bolt joins the two ships, with player 1's weapon's numbers.
void WeaponSystem::updateComboBolt() {
  Player& a = s_.players->ship(0);
  Player& b = s_.players->ship(1);
  LightningBolt& combo = state_.combo;
  const WeaponType& w = weaponOf(a);
  const std::int64_t regen = std::max<std::int64_t>(w.regenerateTicks, 2);
  if (combo.age < 0 || ++combo.age >= regen) {
    generateBolt(a.random, int(w.generations), w.displacement, int(w.branches), w.branchChance, combo.shape);
    combo.age = 0;
    combo.hasTarget = false;
  }
  combo.start = a.position;
  combo.end = b.position;
  if (!strikes_[0] && !strikes_[1]) return;
  std::array<Vec2, kMaxBoltPoints> points;
  for (int i = 0; i < combo.shape.main.count; ++i)
    points[std::size_t(i)] = boltPoint(combo.start, combo.end, combo.shape.main.points[std::size_t(i)]);
  const bool charged = a.weaponCharge >= level_.options.rules.chargeMax;
  const std::int64_t damage =
      std::max<std::int64_t>(1, std::llround(double(w.damage) * w.comboMultiplier)) * (charged ? 2 : 1);
  strikeAlong(points.data(), combo.shape.main.count, w.comboWidth / 2, damage, a.index, b.index);
}

}  // namespace sw
