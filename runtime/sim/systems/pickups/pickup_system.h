#pragma once
// Pickups enemies drop (EnemyType's drop, model/enemies/enemy_type.h): a destroyed enemy
// whose type drops leaves one where it died (with its type's chance, drawn from the enemy's
// own random stream, or every Nth of its type); pickups ride with the screen, drift left by
// GameRules::pickupDrift and are gone once they leave it; a live ship whose hit spheres come
// within GameRules::pickupRadius takes one: weapon charge, score (not multiplied), lives, or
// a weapon (the ship switches to it and keeps it in its switch cycle).
//
// A pool sized at build (no allocation while running); when it is full, a drop is lost.
// Emits "pickup-dropped" and "pickup-taken" (subject: the kind, "charge", "score", "life" or
// "weapon"; part: a weapon's name), for sounds (game.json's eventSounds) and effects.
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/fields.h"
#include "core/math.h"
#include "model/enemies/enemy_type.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/system.h"
#include "sim/systems/players/player_system.h"

namespace sw {

class Project;
struct Enemy;

struct Pickup {
  static constexpr std::string_view kStateKind = "pickup";
  Vec2 position;  // frame coordinates
  EnemyDrop kind = EnemyDrop::Charge;
  std::int64_t amount = 0;
  int weapon = -1;  // weapon pickups: index into the weapon system's weapons
  SW_FIELDS(Pickup, position, kind, amount, weapon)
};

// How many of an enemy type that drops "every Nth" were destroyed so far.
struct DropCount {
  static constexpr std::string_view kStateKind = "drop-count";
  int type = -1;  // enemy type index (EnemySystem::type)
  std::int64_t destroyed = 0;
  int stateId() const { return type; }
  SW_FIELDS(DropCount, type, destroyed)
};

// Both lists stay empty in a level whose enemies drop nothing, so its state hash is the one
// it had before pickups existed.
struct PickupState {
  std::vector<Pickup> pickups;
  std::vector<DropCount> counts;  // one per enemy type that drops every Nth
  SW_FIELDS(PickupState, pickups, counts)
};

class PickupSystem final : public StatefulSystem<PickupState> {
 public:
  enum Phase { Move };
  static constexpr std::size_t kCapacity = 64;

  explicit PickupSystem(LevelContext& level) : StatefulSystem(level, "pickups") {}
  void connect(const ShooterSystems& systems) { s_ = systems; }
  // The enemy types' drops (after EnemySystem::addTypes and WeaponSystem::resolveLoadout):
  // weapon names resolve to weapons (added to the weapon system when the loadout lacks them);
  // a missing weapon or an amount, chance or count out of range is a problem naming
  // project.json and the place.
  void build(const Project& project, Errors& problems);

  void step(int phase, const TickInput& input) override;
  void shiftFrame(Vec2 step) override;

  // An enemy was destroyed: it may drop (EnemySystem calls this).
  void enemyDestroyed(Enemy& enemy);

  const std::vector<Pickup>& pickups() const { return state_.pickups; }
  std::size_t capacity() const { return state_.pickups.capacity(); }
  static const char* kindName(EnemyDrop kind) { return toString(kind); }

 protected:
  bool fits(const PickupState& saved) const override {
    return saved.pickups.size() <= state_.pickups.capacity() && saved.counts.size() == state_.counts.size();
  }

 private:
  struct Drop {
    EnemyDrop kind = EnemyDrop::None;
    std::int64_t amount = 0;
    double chance = 1;
    int count = -1;  // index into PickupState::counts for "every Nth", else -1
    std::int64_t every = 0;
    int weapon = -1;
  };
  void move();
  void give(Player& player, const Pickup& pickup);

  ShooterSystems s_;
  std::vector<Drop> drops_;  // by enemy type index
};

}  // namespace sw
