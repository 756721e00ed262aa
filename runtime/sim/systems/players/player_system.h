#pragma once
// Player ships: movement within the screen (riding along with the camera), switching
// weapons and releasing the second charge (the weapon system fires them), the charge meters,
// score with its multiplier, death and respawn. One or two ships, created at build.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "core/random.h"
#include "sim/input.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/system.h"

namespace sw {

struct Player {
  static constexpr std::string_view kStateKind = "player";
  int index = 0;               // 0 or 1
  Vec2 position;
  int lives = 0;
  std::int64_t score = 0;
  int multiplier = 1;
  std::int64_t chain = 0;            // kills in the current chain
  std::int64_t chainTicksLeft = 0;   // the chain breaks when this reaches 0
  int weapon = 0;                    // index into the loadout (WeaponSystem::weapon())
  std::int64_t weaponCharge = 0;     // 0 .. GameRules::chargeMax
  std::int64_t secondCharge = 0;     // 0 .. GameRules::secondMax; fills only while weaponCharge is full
  std::int64_t fireCooldown = 0;     // ticks until the weapon may fire again
  std::int64_t invulnerableTicks = 0;
  std::int64_t respawnTicks = 0;     // > 0 while dead and waiting to come back
  bool alive = true;                 // on screen and collidable
  bool out = false;                  // no lives left: gone for the rest of the level
  std::uint8_t previousInput = 0;    // last tick's bits, for presses (switch weapon, second)
  std::int64_t hits = 0;             // times this ship died
  MwcRandom random;
  std::int64_t kills = 0;            // enemies this ship destroyed (in a whole game: so far)
  // Added with power-ups and pickups: quiet (core/fields.h), so runs that never use them keep
  // their recorded hashes.
  Quiet<std::int64_t> powerTicks;     // ticks of power-up left, this one included (0: none)
  Quiet<std::uint32_t> weaponsGained; // bit i: weapon i (past the loadout) was picked up

  int stateId() const { return index; }
  SW_FIELDS(Player, index, position, lives, score, multiplier, chain, chainTicksLeft, weapon, weaponCharge,
            secondCharge, fireCooldown, invulnerableTicks, respawnTicks, alive, out, previousInput, hits, random,
            kills, powerTicks, weaponsGained)
};

struct PlayerState {
  std::vector<Player> players;
  SW_FIELDS(PlayerState, players)
};

class PlayerSystem final : public StatefulSystem<PlayerState> {
 public:
  enum Phase { Move, Check };

  explicit PlayerSystem(LevelContext& level) : StatefulSystem(level, "players") {}
  void connect(const ShooterSystems& systems) { s_ = systems; }
  // The ships of the run (PlayOptions::players), at their start places.
  void build();

  void step(int phase, const TickInput& input) override;
  void shiftFrame(Vec2 step) override;
  bool gameOver() const override;

  const std::vector<Player>& players() const { return state_.players; }
  const std::string& name(int player) const { return names_[std::size_t(player)]; }
  // The nearest live ship to `from`; false when there is none.
  bool nearest(Vec2 from, Vec2* position) const;
  // Whether the ship can be hurt at tick `t` (alive, not blinking, no god mode).
  bool vulnerable(const Player& player, std::int64_t t) const;

  // What other systems do to ships.
  void kill(std::size_t player);
  // A kill by `player` (-1: nobody's) worth `score` before the multiplier.
  void addKill(int player, std::int64_t score);
  // One more hit landed by `player`'s weapon fills its charge.
  void charge(int player);
  Player& ship(std::size_t player) { return state_.players[player]; }

 protected:
  std::string_view label(const PlayerState& s, std::string_view, std::size_t i) const override;
  bool fits(const PlayerState& saved) const override { return saved.players.size() == state_.players.size(); }

 private:
  void move(const TickInput& input);
  // Power-ups (player_power_up.cpp; the rule is in sim/shooter/game_rules.h).
  void spendMeters(Player& p, std::uint8_t pressed);
  void countDownPowerUp(Player& p);
  void endPowerUp(Player& p);
  void checkFinite(std::int64_t t);
  Vec2 startPlace(int index) const;

  ShooterSystems s_;
  std::vector<std::string> names_;
};

}  // namespace sw
