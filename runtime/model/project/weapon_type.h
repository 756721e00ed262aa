#pragma once
// A player weapon type (project asset): what the fire button does while this weapon is
// selected. Stored in project.json under "weapons" (after "enemyTypes"); the game rules'
// loadout names the weapons a ship carries, in switch order, and RuntimeLevel::build
// resolves those names here.
//
// One described type for the four kinds, so the property grid, JSON, undo and validation
// read one table; each kind reads only its own numbers (the others are kept, so switching
// the kind back and forth loses nothing):
// - shot, spread: bullets (intervalTicks between volleys, speed, radius, damage, lifeTicks;
//   spread: `bullets` fanned over `angle` degrees);
// - lockOnBeam: a curved beam that holds on the nearest enemy inside a cone of `coneAngle`
//   degrees in front of the ship, within `range`; a quadratic Bezier from the ship to the
//   target whose control point follows its wanted place by `bend` per tick, so the beam bends
//   as both move; gameplay splits it into `capsules` capsules of `width` and hurts what they
//   touch by `damage` every `intervalTicks`;
// - lightning: two alternating bolts from the ship to the nearest enemy within `range` (else
//   straight ahead), by midpoint displacement over `generations` (the first offset is
//   `displacement` times the bolt's length and halves each generation), up to `branches`
//   dimmer branches each with `branchChance`; each bolt is regenerated every
//   `regenerateTicks` (the two half a period apart); `jitter` is a per-frame wobble that only
//   the view draws. When both players fire lightning, one bolt joins their ships instead and
//   hurts by damage x `comboMultiplier` with `comboWidth`.
//
// Powered up (while the ship's power-up lasts, sim/shooter/game_rules.h): the same weapon with
// the "power" numbers applied (poweredUp below): shot and spread fire `powerStreams` volleys
// side by side, `powerStreamGap` apart, spread with `powerBullets` more bullets over
// `powerAngle` more degrees; the beam and lightning are `powerWidth` times as wide and reach
// `powerRange` times as far; lightning bolts get `powerGenerations` more subdivisions and
// `powerBranches` more branches (within the simulation's limits below).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/property.h"

namespace sw {

enum class WeaponKind : std::uint8_t { Shot, Spread, LockOnBeam, Lightning };

// Limits the simulation sizes its fixed buffers by (no allocation while playing).
inline constexpr int kMaxBoltGenerations = 6;   // 2^6 = 64 segments per bolt
inline constexpr int kMaxBoltBranches = 4;
inline constexpr int kMaxBeamCapsules = 64;

class WeaponType final : public Describable {
 public:
  std::string name;
  WeaponKind kind = WeaponKind::Shot;
  Color color{255, 230, 140, 255};
  // Particle effects (model/effects): at the muzzle when it fires, where its bullets meet a wall.
  std::string muzzleEffect, impactEffect;
  std::int64_t intervalTicks = 6;  // shot/spread: ticks between volleys; beam/lightning: between hits
  std::int64_t damage = 1;         // per bullet, or per hit of a beam or bolt
  // shot, spread
  double speed = 1.2;
  double radius = 0.2;
  std::int64_t lifeTicks = 90;
  std::int64_t bullets = 1;  // spread: bullets in one volley
  double angle = 40;         // spread: degrees between the outermost bullets
  // lockOnBeam, lightning
  double range = 14;
  double width = 0.5;
  // lockOnBeam
  double coneAngle = 60;
  std::int64_t capsules = 12;
  double bend = 0.15;
  // lightning
  std::int64_t generations = 5;
  std::int64_t branches = 3;
  double branchChance = 0.5;
  std::int64_t regenerateTicks = 20;
  double displacement = 0.15;
  double jitter = 0.06;
  double comboMultiplier = 3;
  double comboWidth = 0.8;
  // powered up (see the top of this file)
  std::int64_t powerStreams = 3;
  double powerStreamGap = 0.5;
  std::int64_t powerBullets = 2;
  double powerAngle = 20;
  double powerWidth = 2;
  double powerRange = 1.5;
  std::int64_t powerGenerations = 1;
  std::int64_t powerBranches = 2;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
};

const char* toString(WeaponKind kind);  // "shot", "spread", "lockOnBeam", "lightning"

// `weapon` as it fires while powered up: its bullets, angle, width, range, generations and
// branches with the power numbers applied and kept within their ranges. Shot and spread fire
// that `powerStreams` times side by side (the simulation reads powerStreams itself).
WeaponType poweredUp(const WeaponType& weapon);

// A new weapon of `kind` with numbers that play well (what the editor's Add makes).
WeaponType defaultWeapon(WeaponKind kind, std::string name);
// The weapons every project has when project.json has no "weapons": today's shot and
// spread with today's numbers. A project's own weapon of the same name replaces one.
const std::vector<WeaponType>& builtInWeapons();
// The weapon a loadout name means: the project's own, else a built-in one, else null.
const WeaponType* findWeapon(const std::vector<std::unique_ptr<WeaponType>>& projectWeapons, const std::string& name);

}  // namespace sw
