#include "model/project/weapon_type.h"

#include <algorithm>

namespace sw {

const TypeDescription& WeaponType::describeType() {
  // Defaults come from the member initialisers, so a missing JSON key means the same as a
  // new weapon. Lower bounds just above zero where zero cannot work (a bullet that never
  // moves, a beam of no width): the file reader and the grid refuse them with their place.
  static const TypeDescription d = [] {
    return TypeBuilder<WeaponType>("WeaponType")
        .field("name", &WeaponType::name).label("Name").category("Weapon").required()
        .tooltip("Unique name of the weapon; the game rules' loadout lists weapons by this name")
        .field("kind", &WeaponType::kind).label("Kind").category("Weapon")
        .enumNames({"shot", "spread", "lockOnBeam", "lightning"})
        .tooltip("Shot and Spread fire bullets; Lock-on Beam bends towards an enemy in front; Lightning "
                 "strikes the nearest enemy with alternating bolts")
        .field("color", &WeaponType::color).label("Colour").category("Weapon")
        .tooltip("Colour of its bullets, beam or bolts")
        .field("intervalTicks", &WeaponType::intervalTicks).label("Interval").category("Weapon")
        .range(1, 3600, 1)
        .tooltip("Shot and Spread: ticks between two volleys; Beam and Lightning: ticks between two hits")
        .field("damage", &WeaponType::damage).label("Damage").category("Weapon").range(1, 1000000, 1)
        .tooltip("Damage of one bullet, or of one hit of the beam or bolt (doubled while the charge is full)")
        .field("speed", &WeaponType::speed).label("Bullet Speed").category("Bullets").range(0.001, 100, 0.05)
        .tooltip("Shot and Spread: units per tick")
        .field("radius", &WeaponType::radius).label("Bullet Radius").category("Bullets").range(0.001, 10, 0.05)
        .tooltip("Shot and Spread: collision radius of a bullet")
        .field("lifeTicks", &WeaponType::lifeTicks).label("Bullet Life").category("Bullets").range(1, 36000, 1)
        .tooltip("Shot and Spread: ticks a bullet lives unless it hits something")
        .field("bullets", &WeaponType::bullets).label("Bullets").category("Bullets").range(1, 64, 1)
        .tooltip("Spread: bullets in one volley")
        .field("angle", &WeaponType::angle, ValueKind::Angle).label("Spread Angle").category("Bullets")
        .range(0, 360, 1)
        .tooltip("Spread: degrees between the outermost bullets")
        .field("range", &WeaponType::range).label("Range").category("Beam and Lightning").range(0.1, 1000, 0.5)
        .tooltip("Beam and Lightning: how far a target may be, in units")
        .field("width", &WeaponType::width).label("Width").category("Beam and Lightning").range(0.01, 10, 0.05)
        .tooltip("Beam and Lightning: thickness of what hits (the capsules' diameter)")
        .field("coneAngle", &WeaponType::coneAngle, ValueKind::Angle).label("Cone Angle").category("Lock-on Beam")
        .range(1, 360, 1)
        .tooltip("Lock-on Beam: the beam locks on enemies within this angle in front of the ship, in degrees")
        .field("capsules", &WeaponType::capsules).label("Capsules").category("Lock-on Beam")
        .range(1, kMaxBeamCapsules, 1)
        .tooltip("Lock-on Beam: pieces the curved beam is split into for collisions")
        .field("bend", &WeaponType::bend).label("Bend").category("Lock-on Beam").range(0.001, 1, 0.01)
        .tooltip("Lock-on Beam: how fast the curve's middle follows the ship and target per tick (1 = at once, "
                 "small = a lazy, strongly bent beam)")
        .field("generations", &WeaponType::generations).label("Generations").category("Lightning")
        .range(1, kMaxBoltGenerations, 1)
        .tooltip("Lightning: midpoint subdivisions of a bolt (2^N segments)")
        .field("branches", &WeaponType::branches).label("Branches").category("Lightning")
        .range(0, kMaxBoltBranches, 1)
        .tooltip("Lightning: at most this many dimmer branches per bolt")
        .field("branchChance", &WeaponType::branchChance).label("Branch Chance").category("Lightning")
        .range(0, 1, 0.05)
        .tooltip("Lightning: chance that each possible branch appears")
        .field("regenerateTicks", &WeaponType::regenerateTicks).label("Regenerate").category("Lightning")
        .range(2, 3600, 1)
        .tooltip("Lightning: ticks before a bolt takes a new shape; the two bolts alternate half of this apart")
        .field("displacement", &WeaponType::displacement).label("Displacement").category("Lightning")
        .range(0, 1, 0.01)
        .tooltip("Lightning: the first midpoint's largest offset, as a share of the bolt's length; it halves "
                 "each generation")
        .field("jitter", &WeaponType::jitter).label("Jitter").category("Lightning").range(0, 5, 0.01)
        .tooltip("Lightning: per-frame wobble of the drawn bolt in units (looks only; never hits)")
        .field("comboMultiplier", &WeaponType::comboMultiplier).label("Combo Damage").category("Lightning")
        .range(0.01, 1000, 0.5)
        .tooltip("Lightning: when both players fire lightning, the bolt between their ships hurts by damage "
                 "times this")
        .field("comboWidth", &WeaponType::comboWidth).label("Combo Width").category("Lightning")
        .range(0.01, 10, 0.05)
        .tooltip("Lightning: thickness of the bolt between the two ships")
        // Added with power-ups: left out of the file while default, so older projects keep their bytes.
        .field("powerStreams", &WeaponType::powerStreams).label("Streams").category("Powered Up")
        .range(1, 8, 1).omittedWhenDefault()
        .tooltip("Shot and Spread, powered up: volleys fired side by side")
        .field("powerStreamGap", &WeaponType::powerStreamGap).label("Stream Gap").category("Powered Up")
        .range(0, 4, 0.05).omittedWhenDefault()
        .tooltip("Shot and Spread, powered up: units between two streams")
        .field("powerBullets", &WeaponType::powerBullets).label("Extra Bullets").category("Powered Up")
        .range(0, 63, 1).omittedWhenDefault()
        .tooltip("Spread, powered up: bullets added to each volley")
        .field("powerAngle", &WeaponType::powerAngle, ValueKind::Angle).label("Extra Angle").category("Powered Up")
        .range(0, 360, 1).omittedWhenDefault()
        .tooltip("Spread, powered up: degrees added between the outermost bullets")
        .field("powerWidth", &WeaponType::powerWidth).label("Width Factor").category("Powered Up")
        .range(1, 10, 0.1).omittedWhenDefault()
        .tooltip("Beam and Lightning, powered up: their width times this")
        .field("powerRange", &WeaponType::powerRange).label("Range Factor").category("Powered Up")
        .range(1, 10, 0.1).omittedWhenDefault()
        .tooltip("Beam and Lightning, powered up: their range times this (a longer bolt)")
        .field("powerGenerations", &WeaponType::powerGenerations).label("Extra Generations").category("Powered Up")
        .range(0, kMaxBoltGenerations, 1).omittedWhenDefault()
        .tooltip("Lightning, powered up: subdivisions added to each bolt (at most 6 in all)")
        .field("powerBranches", &WeaponType::powerBranches).label("Extra Branches").category("Powered Up")
        .range(0, kMaxBoltBranches, 1).omittedWhenDefault()
        .tooltip("Lightning, powered up: branches added to each bolt (at most 4 in all)")
        .field("muzzleEffect", &WeaponType::muzzleEffect, ValueKind::ObjectRef).label("Muzzle Effect").category("Effects")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played at the muzzle when it fires")
        .field("impactEffect", &WeaponType::impactEffect, ValueKind::ObjectRef).label("Impact Effect").category("Effects")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where its bullets meet a wall")
        .build();
  }();
  return d;
}

const char* toString(WeaponKind kind) {
  switch (kind) {
    case WeaponKind::Shot: return "shot";
    case WeaponKind::Spread: return "spread";
    case WeaponKind::LockOnBeam: return "lockOnBeam";
    case WeaponKind::Lightning: return "lightning";
  }
  return "?";
}

WeaponType defaultWeapon(WeaponKind kind, std::string name) {
  WeaponType w;
  w.name = std::move(name);
  w.kind = kind;
  switch (kind) {
    case WeaponKind::Shot: break;  // the member initialisers are today's shot
    case WeaponKind::Spread:
      w.intervalTicks = 9;
      w.speed = 1.0;
      w.bullets = 5;
      w.angle = 40;
      w.powerStreams = 1;  // a wider, denser fan rather than three fans
      w.powerBullets = 4;
      w.powerAngle = 30;
      break;
    case WeaponKind::LockOnBeam:
      w.color = Color{120, 220, 255, 255};
      w.intervalTicks = 4;
      w.range = 14;
      w.width = 0.5;
      break;
    case WeaponKind::Lightning:
      w.color = Color{200, 170, 255, 255};
      w.intervalTicks = 5;
      w.range = 12;
      w.width = 0.4;
      break;
  }
  return w;
}

WeaponType poweredUp(const WeaponType& weapon) {
  WeaponType w = weapon;
  w.bullets = std::clamp<std::int64_t>(weapon.bullets + weapon.powerBullets, 1, 64);
  w.angle = std::clamp(weapon.angle + weapon.powerAngle, 0.0, 360.0);
  w.width = std::clamp(weapon.width * weapon.powerWidth, 0.01, 10.0);
  w.range = std::clamp(weapon.range * weapon.powerRange, 0.1, 1000.0);
  w.generations = std::clamp<std::int64_t>(weapon.generations + weapon.powerGenerations, 1, kMaxBoltGenerations);
  w.branches = std::clamp<std::int64_t>(weapon.branches + weapon.powerBranches, 0, kMaxBoltBranches);
  return w;
}

const std::vector<WeaponType>& builtInWeapons() {
  static const std::vector<WeaponType> weapons{defaultWeapon(WeaponKind::Shot, "shot"),
                                               defaultWeapon(WeaponKind::Spread, "spread")};
  return weapons;
}

const WeaponType* findWeapon(const std::vector<std::unique_ptr<WeaponType>>& projectWeapons, const std::string& name) {
  for (const auto& w : projectWeapons)
    if (w->name == name) return w.get();
  for (const WeaponType& w : builtInWeapons())
    if (w.name == name) return &w;
  return nullptr;
}

}  // namespace sw
