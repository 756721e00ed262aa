// Pickups (pickup_system.h).
#include "sim/systems/pickups/pickup_system.h"

#include <algorithm>

#include "model/io/json_properties.h"
#include "model/project/project.h"
#include "model/validate/validate_enemies.h"
#include "model/validate/validate_weapons.h"
#include "sim/level_context.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/weapons/weapon_system.h"

namespace sw {

namespace {
constexpr int kMaxLives = 99;
constexpr int kMaxGainedWeapons = 32;  // Player::weaponsGained is a 32-bit set
}  // namespace

void PickupSystem::build(const Project& project, Errors& problems) {
  const std::vector<std::string> weaponList = weaponNames(project);
  const EnemySystem& enemies = *s_.enemies;
  for (std::size_t t = 0; t < enemies.typeCount(); ++t) {
    Drop drop;
    drops_.push_back(drop);
    const std::string& name = enemies.type(int(t)).name;
    std::size_t index = 0;
    while (index < project.enemyTypes.size() && project.enemyTypes[index]->name != name) ++index;
    if (index == project.enemyTypes.size()) continue;
    const EnemyType& type = *project.enemyTypes[index];
    if (type.dropKind == EnemyDrop::None) continue;
    const std::size_t before = problems.size();
    validateEnemyDrop(type, weaponList, "project.json", pointerChild("/enemyTypes", index), problems);
    if (problems.size() != before) continue;
    drop.kind = type.dropKind;
    drop.amount = type.dropAmount;
    drop.chance = type.dropChance;
    drop.every = type.dropEvery;
    if (drop.kind == EnemyDrop::Weapon) {
      drop.weapon = s_.weapons->addPickupWeapon(project, type.dropWeapon);
      if (drop.weapon >= kMaxGainedWeapons) {
        problems.push_back({"project.json", pointerChild("/enemyTypes", index) + "/dropWeapon",
                            "enemy type '" + type.name + "': a ship can carry at most " +
                                std::to_string(kMaxGainedWeapons) + " weapons"});
        continue;
      }
    }
    if (drop.every > 0) {
      drop.count = int(state_.counts.size());
      state_.counts.push_back({int(t), 0});
    }
    drops_.back() = drop;
  }
  state_.pickups.reserve(kCapacity);
}

void PickupSystem::enemyDestroyed(Enemy& e) {
  if (e.type < 0 || std::size_t(e.type) >= drops_.size()) return;
  const Drop& drop = drops_[std::size_t(e.type)];
  if (drop.kind == EnemyDrop::None) return;
  if (drop.count >= 0) {
    DropCount& count = state_.counts[std::size_t(drop.count)];
    if (++count.destroyed % drop.every != 0) return;
  } else if (drop.chance <= 0) {
    return;
  } else if (drop.chance < 1 && e.random.unit() >= drop.chance) {  // 0 < chance < 1: the enemy's own stream
    return;
  }
  if (state_.pickups.size() == state_.pickups.capacity()) return;  // the pool is full: the drop is lost
  state_.pickups.push_back({e.position, drop.kind, drop.amount, drop.weapon});
  level_.events.add("pickup-dropped", std::int64_t(e.serial), e.position, kindName(drop.kind));
}

void PickupSystem::step(int phase, const TickInput&) {
  if (phase == Move) move();
}

void PickupSystem::shiftFrame(Vec2 step) {
  for (Pickup& p : state_.pickups) p.position = p.position - step;
}

void PickupSystem::move() {
  if (state_.pickups.empty()) return;
  const GameRules& rules = level_.options.rules;
  const Vec2 cameraMove = s_.camera->moved();
  std::vector<Pickup>& pickups = state_.pickups;
  for (std::size_t i = 0; i < pickups.size();) {
    Pickup& pickup = pickups[i];
    pickup.position += cameraMove + Vec2{-rules.pickupDrift, 0};
    // The first live ship (in player order) whose hit spheres reach it takes it.
    Player* taker = nullptr;
    for (const Player& p : s_.players->players()) {
      if (!p.alive) continue;
      for (const Vec3& sphere : rules.shipSpheres) {
        const Vec2 d = p.position + Vec2{sphere.x, sphere.y} - pickup.position;
        const double reach = sphere.z + rules.pickupRadius;
        if (d.x * d.x + d.y * d.y <= reach * reach) taker = &s_.players->ship(std::size_t(p.index));
      }
      if (taker) break;
    }
    if (taker) give(*taker, pickup);
    if (taker || !s_.camera->onScreen(pickup.position, 1.0)) {
      if (i + 1 != pickups.size()) pickups[i] = pickups.back();
      pickups.pop_back();
    } else {
      ++i;
    }
  }
}

void PickupSystem::give(Player& p, const Pickup& pickup) {
  const GameRules& rules = level_.options.rules;
  std::string_view weaponName;
  switch (pickup.kind) {
    case EnemyDrop::None: break;
    case EnemyDrop::Charge: p.weaponCharge = std::min(p.weaponCharge + pickup.amount, rules.chargeMax); break;
    case EnemyDrop::Score: p.score += pickup.amount; break;
    case EnemyDrop::Life: p.lives = int(std::min<std::int64_t>(p.lives + pickup.amount, kMaxLives)); break;
    case EnemyDrop::Weapon: {
      WeaponSystem& weapons = *s_.weapons;
      if (pickup.weapon < 0 || pickup.weapon >= weapons.count()) break;
      if (pickup.weapon >= weapons.loadoutCount()) p.weaponsGained |= std::uint32_t(1) << pickup.weapon;
      weaponName = weapons.weapon(pickup.weapon).name;
      if (p.weapon != pickup.weapon) {
        p.weapon = pickup.weapon;
        level_.events.add("weapon-switched", p.index, p.position, weaponName);
      }
      break;
    }
  }
  level_.events.add("pickup-taken", p.index, pickup.position, kindName(pickup.kind), weaponName);
}

}  // namespace sw
