#pragma once
// The players' weapons as their weapon types say (model/project/weapon_type.h): shot and spread fire
// bullets; the lock-on beam and lightning are geometry rebuilt every tick (weapon_state.h)
// whose capsules are asked of the collision world, so beams and bolts hit along their whole
// length rather than as spheres; the second charge clears the screen. Deterministic (dmath,
// sqrt, the players' MWC streams) and allocation-free (fixed pools and buffers).
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/fields.h"
#include "model/project/weapon_type.h"
#include "sim/input.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/system.h"
#include "sim/systems/weapons/weapon_state.h"

namespace sw {

class Project;
struct GameRules;
struct Player;
struct CollisionHit;

struct Bullet {
  static constexpr std::string_view kStateKind = "player-bullet";
  Vec2 position;
  Vec2 velocity;
  double radius = 0.2;
  std::int64_t damage = 1;
  std::int64_t lifeTicks = 0;  // ticks left
  int owner = -1;              // player index
  SW_FIELDS(Bullet, position, velocity, radius, damage, lifeTicks, owner)
};

// A ship's beam and bolts, kept while its weapon fires.
struct WeaponHold {
  static constexpr std::string_view kStateKind = "player-weapon";
  LockOnBeam beam;
  std::array<LightningBolt, 2> bolts;  // alternate: made anew half a period apart
  SW_FIELDS(WeaponHold, beam, bolts)
};

struct WeaponState {
  LightningBolt combo;  // both players' lightning joined (age < 0: none)
  std::vector<WeaponHold> holds;  // one per player
  std::vector<Bullet> bullets;
  SW_FIELDS(WeaponState, combo, holds, bullets)
};

class WeaponSystem final : public StatefulSystem<WeaponState> {
 public:
  enum Phase { Move, Check, Beams, Remove };

  explicit WeaponSystem(LevelContext& level) : StatefulSystem(level, "weapons") {}
  void connect(const ShooterSystems& systems) { s_ = systems; }
  // The loadout's names become weapon types: the project's own, else the built-in shot and
  // spread. An unknown name, or a weapon whose numbers are out of range (an edit that skipped
  // validation), is a build problem naming its file and place.
  void resolveLoadout(const Project& project, const GameRules& rules, Errors& problems);
  // A weapon a pickup gives (sim/systems/pickups): its index, after the loadout's when the
  // loadout lacks it; -1 when the project has no weapon of that name.
  int addPickupWeapon(const Project& project, const std::string& name);
  void reserve(std::size_t bullets, int players);

  void step(int phase, const TickInput& input) override;
  void shiftFrame(Vec2 step) override;

  // The loadout, then weapons only pickups give: weapon(player.weapon) is the weapon a ship
  // has selected, weaponOf(player) what it fires (the powered-up form while its power-up lasts).
  int count() const { return int(loadout_.size()); }
  int loadoutCount() const { return loadoutCount_; }
  const WeaponType& weapon(int index) const { return loadout_[std::size_t(index)]; }
  const WeaponType& weaponOf(const Player& player) const;
  // The weapon the switch button selects next: the loadout's and those the ship picked up, in order.
  int nextWeapon(const Player& player) const;
  const std::vector<Bullet>& bullets() const { return state_.bullets; }
  std::size_t bulletCapacity() const { return state_.bullets.capacity(); }
  const LockOnBeam& beam(int player) const { return state_.holds[std::size_t(player)].beam; }
  const std::array<LightningBolt, 2>& bolts(int player) const { return state_.holds[std::size_t(player)].bolts; }
  const LightningBolt& comboBolt() const { return state_.combo; }

  // What the players system asks of weapons.
  void fire(Player& player);
  // The second charge: every enemy bullet is gone and every enemy on screen is hurt.
  void releaseSecond(Player& player);
  // Bullets hit (the collisions found them): used up.
  Bullet& bullet(std::size_t i) { return state_.bullets[i]; }

 protected:
  bool fits(const WeaponState& saved) const override {
    return saved.holds.size() == state_.holds.size() && saved.bullets.size() <= state_.bullets.capacity();
  }

 private:
  void move();
  void checkFinite();
  void updateBeamsAndBolts();
  void updateBeam(Player& p, WeaponHold& hold);
  void updateLightning(Player& p, WeaponHold& hold);
  void updateComboBolt();
  void makeBolt(LightningBolt& bolt, Player& p, const WeaponType& w);
  void strikeAlong(const Vec2* points, int count, double radius, std::int64_t damage, int byPlayer, int alsoCharges);
  void removeFinished();

  ShooterSystems s_;
  std::vector<WeaponType> loadout_;
  std::vector<WeaponType> powered_;  // loadout_'s powered-up forms (poweredUp), index for index
  int loadoutCount_ = 0;
  // Within one tick only (cleared every Beams phase, so not state): a ship's beam or bolt
  // strikes this tick (its interval ran out while fire is held).
  std::array<bool, kMaxPlayers> strikes_{};
};

}  // namespace sw
