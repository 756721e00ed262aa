// Spending the meters (player_system.h; the rule is GameRules' comment in
// sim/shooter/game_rules.h): one button releases a full second meter, else powers the
// weapons up with a full charge. The weapon system reads Player::powerTicks to fire the
// powered-up forms.
#include <algorithm>

#include "sim/level_context.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/weapons/weapon_system.h"

namespace sw {

void PlayerSystem::spendMeters(Player& p, std::uint8_t pressed) {
  if (!(pressed & InputSecond)) return;
  const GameRules& rules = level_.options.rules;
  WeaponSystem& weapons = *s_.weapons;
  if (p.secondCharge >= rules.secondMax) {
    weapons.releaseSecond(p);
    return;
  }
  if (p.weaponCharge < rules.chargeMax || p.powerTicks > 0 || weapons.count() == 0) return;
  // Powered from this tick on (its shots and beams included) for exactly powerUpTicks ticks:
  // countDownPowerUp takes one off at the start of each later tick.
  p.powerTicks = std::max<std::int64_t>(rules.powerUpTicks, 1);
  p.weaponCharge = 0;
  level_.events.add("power-up-started", p.index, p.position, weapons.weapon(p.weapon).name);
}

void PlayerSystem::countDownPowerUp(Player& p) {
  if (p.powerTicks <= 0) return;
  --p.powerTicks;
  if (p.powerTicks == 0) level_.events.add("power-up-ended", p.index, p.position);
}

void PlayerSystem::endPowerUp(Player& p) {
  if (p.powerTicks <= 0) return;
  p.powerTicks = 0;
  level_.events.add("power-up-ended", p.index, p.position);
}

}  // namespace sw
