#include "sim/shooter/project_rules.h"

namespace sw {

void applyGameRules(const GameRulesAsset& asset, GameRules& rules) {
  rules.shipSpeed = asset.shipSpeed;
  rules.shipSpheres = asset.shipSpheres;
  rules.screenMargin = asset.screenMargin;
  rules.lives = int(asset.lives);
  rules.respawnDelayTicks = asset.respawnDelayTicks;
  rules.invulnerableTicks = asset.invulnerableTicks;
  rules.chargeMax = asset.chargeMax;
  rules.secondMax = asset.secondMax;
  rules.secondDamage = asset.secondDamage;
  rules.powerUpTicks = asset.powerUpTicks;
  rules.pickupRadius = asset.pickupRadius;
  rules.pickupDrift = asset.pickupDrift;
  rules.chainTicks = asset.chainTicks;
  rules.multiplierMax = int(asset.multiplierMax);
  rules.enemyBulletLifeTicks = asset.enemyBulletLifeTicks;
  rules.explosionParticles = int(asset.explosionParticles);
  rules.sparkParticles = int(asset.sparkParticles);
  rules.particleLifeTicks = asset.particleLifeTicks;
  rules.loadout = asset.loadout;
  rules.resultsTicks = asset.resultsTicks;
}

void checkRunnableRules(const GameRulesAsset& asset, Errors& errors) {
  // Weapon names are resolved where the weapons are built; an empty list of known
  // names skips that check here.
  validateGameRules(asset, kGameRulesFileName, {}, errors);
}

}  // namespace sw
