// Player weapons: the loadout, bullets fired and flying, the second charge (weapon_system.h).
// Beams and bolts are in beams_and_bolts.cpp.
#include "sim/systems/weapons/weapon_system.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/property.h"
#include "model/project/project.h"
#include "sim/level_context.h"
#include "sim/swap_remove.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/players/player_system.h"

namespace sw {

void WeaponSystem::resolveLoadout(const Project& project, const GameRules& rules, Errors& problems) {
  if (rules.loadout.empty()) problems.push_back({"game.json", "/loadout", "the loadout names no weapon"});
  for (std::size_t i = 0; i < rules.loadout.size(); ++i) {
    const std::string& name = rules.loadout[i];
    const WeaponType* w = findWeapon(project.weapons, name);
    if (!w) {
      problems.push_back({"game.json", "/loadout/" + std::to_string(i),
                          "weapon '" + name + "' is not in project.json's weapons (nor built in: shot, spread)"});
      continue;
    }
    std::size_t index = 0;
    while (index < project.weapons.size() && project.weapons[index].get() != w) ++index;
    for (const Property& p : WeaponType::describeType().properties())
      if (auto problem = p.check(p.get(*w)))
        problems.push_back({"project.json", "/weapons/" + std::to_string(index) + "/" + p.key,
                            "weapon '" + name + "': " + *problem});
    loadout_.push_back(*w);
    powered_.push_back(poweredUp(*w));
  }
  loadoutCount_ = int(loadout_.size());
}

int WeaponSystem::addPickupWeapon(const Project& project, const std::string& name) {
  for (std::size_t i = 0; i < loadout_.size(); ++i)
    if (loadout_[i].name == name) return int(i);
  const WeaponType* w = findWeapon(project.weapons, name);
  if (!w) return -1;
  loadout_.push_back(*w);
  powered_.push_back(poweredUp(*w));
  return int(loadout_.size()) - 1;
}

const WeaponType& WeaponSystem::weaponOf(const Player& p) const {
  return (p.powerTicks > 0 ? powered_ : loadout_)[std::size_t(p.weapon)];
}

int WeaponSystem::nextWeapon(const Player& p) const {
  const int n = count();
  for (int step = 1; step < n; ++step) {
    const int i = (p.weapon + step) % n;
    if (i < loadoutCount_ || (i < 32 && (std::uint32_t(p.weaponsGained) >> i & 1u))) return i;
  }
  return p.weapon;
}

void WeaponSystem::reserve(std::size_t bullets, int players) {
  state_.bullets.reserve(bullets);
  state_.holds.assign(std::size_t(players), WeaponHold{});
}

void WeaponSystem::step(int phase, const TickInput&) {
  switch (phase) {
    case Move: move(); break;
    case Check: checkFinite(); break;
    case Beams: updateBeamsAndBolts(); break;
    case Remove: removeFinished(); break;
  }
}

void WeaponSystem::shiftFrame(Vec2 step) {
  for (WeaponHold& h : state_.holds) {
    h.beam.start = h.beam.start - step;
    h.beam.control = h.beam.control - step;
    h.beam.end = h.beam.end - step;
    for (LightningBolt& bolt : h.bolts) bolt.start = bolt.start - step, bolt.end = bolt.end - step;
  }
  state_.combo.start = state_.combo.start - step;
  state_.combo.end = state_.combo.end - step;
  for (Bullet& b : state_.bullets) b.position = b.position - step;
}

void WeaponSystem::fire(Player& p) {
  const GameRules& rules = level_.options.rules;
  const WeaponType& w = weaponOf(p);
  p.fireCooldown = w.intervalTicks;
  level_.events.add("shot", p.index, p.position + kMuzzle, w.name);
  if (w.kind == WeaponKind::LockOnBeam || w.kind == WeaponKind::Lightning) {
    strikes_[std::size_t(p.index)] = true;  // the beam or bolt hits this tick (Beams)
    return;
  }
  // A full weapon charge doubles the damage of every shot.
  const std::int64_t damage = w.damage * (p.weaponCharge >= rules.chargeMax ? 2 : 1);
  std::vector<Bullet>& bullets = state_.bullets;
  auto shoot = [&](Vec2 from, double angle, double speed) {
    if (bullets.size() == bullets.capacity()) return;
    Bullet b;
    b.position = from;
    b.velocity = unitVector(angle) * speed;
    b.radius = w.radius;
    b.damage = damage;
    b.lifeTicks = w.lifeTicks;
    b.owner = p.index;
    bullets.push_back(b);
  };
  // Powered up: `powerStreams` volleys side by side, `powerStreamGap` apart, centred on the muzzle.
  const int streams = p.powerTicks > 0 ? int(std::clamp<std::int64_t>(w.powerStreams, 1, 8)) : 1;
  for (int k = 0; k < streams; ++k) {
    Vec2 from = p.position + kMuzzle;
    if (streams > 1) from += Vec2{0, (k - (streams - 1) * 0.5) * w.powerStreamGap};
    if (w.kind == WeaponKind::Shot) {
      shoot(from, 0, w.speed);
    } else {
      const int n = int(std::max<std::int64_t>(w.bullets, 1));
      const double total = w.angle * std::numbers::pi / 180;
      for (int i = 0; i < n; ++i) shoot(from, n == 1 ? 0 : -total / 2 + total * i / (n - 1), w.speed);
    }
  }
}

void WeaponSystem::releaseSecond(Player& p) {
  const GameRules& rules = level_.options.rules;
  s_.enemyBullets->clearForSecond(p.random);
  EnemySystem& enemies = *s_.enemies;
  for (std::size_t i = 0; i < enemies.enemies().size(); ++i)
    if (!enemies.enemies()[i].died && s_.camera->onScreen(enemies.enemies()[i].position, 0))
      enemies.damage(i, rules.secondDamage, p.index);
  p.weaponCharge = 0;
  p.secondCharge = 0;
  level_.events.add("second-released", p.index, p.position);
}

void WeaponSystem::move() {
  for (Bullet& b : state_.bullets) {
    b.position += b.velocity;
    if (--b.lifeTicks > 0 && !s_.camera->onScreen(b.position, 1.0)) b.lifeTicks = 0;
  }
}

void WeaponSystem::checkFinite() {
  const std::int64_t t = level_.tick();
  for (Bullet& b : state_.bullets) {
    if (b.lifeTicks <= 0 || (b.position.isFinite() && b.velocity.isFinite())) continue;
    level_.report("player bullet from player " + std::to_string(b.owner + 1),
                  "position or velocity is not a finite number at tick " + std::to_string(t) +
                      "; the bullet was removed");
    b.lifeTicks = 0;
  }
}

void WeaponSystem::removeFinished() {
  std::vector<Bullet>& bullets = state_.bullets;
  for (std::size_t i = 0; i < bullets.size();)
    if (bullets[i].lifeTicks <= 0)
      swapRemove(bullets, i);
    else
      ++i;
}

}  // namespace sw
