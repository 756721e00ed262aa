// Player ships' tick (player_system.h).
#include "sim/systems/players/player_system.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "sim/level_context.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/weapons/weapon_system.h"

namespace sw {

// Where ship `index` enters: the left third of the screen, one above and one below the middle.
Vec2 PlayerSystem::startPlace(int index) const {
  const Vec2 half = s_.camera->halfExtent();
  return s_.camera->position() + Vec2{-half.x * 0.6, index == 0 ? 2.0 : -2.0};
}

void PlayerSystem::build() {
  const PlayOptions& options = level_.options;
  state_.players.reserve(std::size_t(kMaxPlayers));
  for (int i = 0; i < options.players; ++i) {
    Player p;
    p.index = i;
    names_.push_back(options.playerNames[i].empty() ? "Player " + std::to_string(i + 1) : options.playerNames[i]);
    p.position = startPlace(i);
    p.lives = std::max(options.rules.lives, 1);
    p.random = entityRandom(options.seed, 0, std::uint64_t(i));
    // The next level of a whole game: the ship as the last level left it.
    if (std::size_t(i) < options.carried.size()) {
      const CarriedPlayer& was = options.carried[std::size_t(i)];
      p.lives = std::max(was.lives, 0);
      p.score = was.score;
      p.kills = was.kills;
      const int weapons = std::max(int(options.rules.loadout.size()), 1);
      p.weapon = std::clamp(was.weapon, 0, weapons - 1);
      p.weaponCharge = std::clamp<std::int64_t>(was.weaponCharge, 0, options.rules.chargeMax);
      p.secondCharge = std::clamp<std::int64_t>(was.secondCharge, 0, options.rules.secondMax);
      if (was.out || p.lives <= 0) {
        p.out = true;
        p.alive = false;
        p.lives = 0;
      }
    }
    state_.players.push_back(std::move(p));
  }
}

std::string_view PlayerSystem::label(const PlayerState& s, std::string_view, std::size_t i) const {
  if (i >= s.players.size()) return {};
  const std::size_t index = std::size_t(s.players[i].index);
  return index < names_.size() ? std::string_view(names_[index]) : std::string_view();
}

void PlayerSystem::step(int phase, const TickInput& input) {
  if (phase == Move)
    move(input);
  else
    checkFinite(level_.tick());
}

void PlayerSystem::shiftFrame(Vec2 step) {
  for (Player& p : state_.players) p.position = p.position - step;
}

bool PlayerSystem::gameOver() const {
  for (const Player& p : state_.players)
    if (!p.out) return false;
  return !state_.players.empty();
}

void PlayerSystem::move(const TickInput& input) {
  const GameRules& rules = level_.options.rules;
  const Vec2 half = s_.camera->halfExtent();
  const Vec2 camera = s_.camera->position();
  const Vec2 cameraMove = s_.camera->moved();
  WeaponSystem& weapons = *s_.weapons;
  for (Player& p : state_.players) {
    const std::uint8_t bits = input.player[std::size_t(p.index)];
    const std::uint8_t pressed = bits & ~p.previousInput;
    p.previousInput = bits;
    if (p.chainTicksLeft > 0 && --p.chainTicksLeft == 0) {
      p.chain = 0;
      p.multiplier = 1;
    }
    if (p.out) continue;
    if (!p.alive) {
      if (--p.respawnTicks <= 0) {
        p.alive = true;
        p.respawnTicks = 0;
        p.position = startPlace(p.index);
        p.invulnerableTicks = rules.invulnerableTicks;
        level_.events.add("player-respawned", p.index, p.position);
      }
      continue;
    }
    if (p.invulnerableTicks > 0) --p.invulnerableTicks;
    countDownPowerUp(p);
    // The ship rides along with the screen, then moves by its own input.
    Vec2 v{double((bits & InputRight) != 0) - double((bits & InputLeft) != 0),
           double((bits & InputUp) != 0) - double((bits & InputDown) != 0)};
    if (v.x != 0 && v.y != 0) v = v * (1 / std::numbers::sqrt2);
    p.position += cameraMove + v * rules.shipSpeed;
    const Vec2 lo = camera - half + Vec2{rules.screenMargin, rules.screenMargin};
    const Vec2 hi = camera + half - Vec2{rules.screenMargin, rules.screenMargin};
    p.position.x = std::clamp(p.position.x, lo.x, std::max(lo.x, hi.x));
    p.position.y = std::clamp(p.position.y, lo.y, std::max(lo.y, hi.y));

    if ((pressed & InputSwitchWeapon) && weapons.count() > 0) {
      p.weapon = weapons.nextWeapon(p);
      level_.events.add("weapon-switched", p.index, p.position, weapons.weapon(p.weapon).name);
    }
    spendMeters(p, pressed);
    if (p.fireCooldown > 0) --p.fireCooldown;
    if ((bits & InputFire) && p.fireCooldown == 0 && weapons.count() > 0) weapons.fire(p);
    if (p.weaponCharge >= rules.chargeMax && p.secondCharge < rules.secondMax) ++p.secondCharge;
  }
}

void PlayerSystem::checkFinite(std::int64_t t) {
  for (Player& p : state_.players) {
    if (!p.alive || p.position.isFinite()) continue;
    level_.report("player '" + names_[std::size_t(p.index)] + "'",
                  "position is not a finite number at tick " + std::to_string(t) + "; the ship was put back");
    p.position = startPlace(p.index);
  }
}

bool PlayerSystem::vulnerable(const Player& p, std::int64_t t) const {
  // God mode (a testing aid, PlayOptions::godMode or switched during the run): nothing hurts.
  return p.alive && p.invulnerableTicks <= 0 && t >= level_.options.invulnerableUntilTick &&
         !level_.aidsAt(t).godMode;
}

void PlayerSystem::kill(std::size_t index) {
  Player& p = state_.players[index];
  const GameRules& rules = level_.options.rules;
  s_.effects->burst(p.position, rules.explosionParticles * 2, 0.25, Color{120, 200, 255, 255}, p.random);
  level_.events.add("player-killed", p.index, p.position);
  ++p.hits;
  endPowerUp(p);
  p.alive = false;
  p.chain = 0;
  p.chainTicksLeft = 0;
  p.multiplier = 1;
  p.weaponCharge = 0;
  p.secondCharge = 0;
  p.fireCooldown = 0;
  if (level_.aidsAt(level_.tick()).infiniteLives) {  // testing aid: the ship dies and respawns, no life lost
    p.respawnTicks = rules.respawnDelayTicks;
  } else if (--p.lives <= 0) {
    p.lives = 0;
    p.out = true;
  } else {
    p.respawnTicks = rules.respawnDelayTicks;
  }
}

void PlayerSystem::addKill(int player, std::int64_t score) {
  if (player < 0 || player >= int(state_.players.size())) return;
  Player& p = state_.players[std::size_t(player)];
  const GameRules& rules = level_.options.rules;
  p.chain = p.chainTicksLeft > 0 ? p.chain + 1 : 1;
  p.chainTicksLeft = rules.chainTicks;
  p.multiplier = int(std::min<std::int64_t>(1 + p.chain / 8, rules.multiplierMax));
  p.score += score * p.multiplier;
  ++p.kills;
}

void PlayerSystem::charge(int player) {
  if (player < 0 || player >= int(state_.players.size())) return;
  Player& p = state_.players[std::size_t(player)];
  p.weaponCharge = std::min(p.weaponCharge + 1, level_.options.rules.chargeMax);
}

bool PlayerSystem::nearest(Vec2 from, Vec2* position) const {
  double best = 0;
  bool found = false;
  for (const Player& p : state_.players) {
    if (!p.alive) continue;
    const double d = (p.position - from).length();
    if (!found || d < best) {
      best = d;
      *position = p.position;
      found = true;
    }
  }
  return found;
}

}  // namespace sw
