#include "model/enemies/enemy_part.h"

#include <cmath>

namespace sw {

const TypeDescription& EnemyPart::describeType() {
  static const TypeDescription d = [] {
    TypeBuilder<EnemyPart> b("EnemyPart");
    b.field("name", &EnemyPart::name).label("Name").category("Part").required().nameRule(NameRule::Word)
        .tooltip("Unique name of the part within its enemy type; children, actions and conditions use it")
        .field("parent", &EnemyPart::parent).label("Parent").category("Part").nameRule(NameRule::Word)
        .tooltip("The part it hangs on (empty: the body); it follows its parent's moves and turns")
        .field("offset", &EnemyPart::offset).label("Offset").category("Part").range(-1000, 1000, 0.1)
        .tooltip("Where it sits relative to its parent, in units, before the parent turns")
        .field("rotation", &EnemyPart::rotation, ValueKind::Angle).label("Rotation").category("Part")
        .range(-360, 360, 5)
        .tooltip("Degrees it is turned relative to its parent (counter-clockwise)")
        .field("mesh", &EnemyPart::mesh, ValueKind::AssetRef).label("Mesh").category("Part").assetKind("mesh")
        .tooltip("Mesh drawn for the part (empty: its spheres are drawn)")
        .field("color", &EnemyPart::color).label("Colour").category("Part")
        .field("material", &EnemyPart::material, ValueKind::AssetRef).label("Material").category("Part")
        .assetKind("graph")
        .tooltip("Texture graph painting its mesh; empty: the mesh's own colours")
        .field("glowColor", &EnemyPart::glowColor).label("Glow Colour").category("Glow")
        .tooltip("Colour of the light it carries")
        .field("glowIntensity", &EnemyPart::glowIntensity).label("Glow").category("Glow").range(-8, 8, 0.1)
        .tooltip("How bright the light it carries is (0: none; negative darkens what is near)")
        .field("glowRange", &EnemyPart::glowRange).label("Glow Range").category("Glow").range(0, 1000, 0.5)
        .tooltip("How far the light it carries reaches, in units")
        .field("spheres", &EnemyPart::spheres).label("Spheres").category("Collision")
        .tooltip("Collision spheres (x, y, radius) relative to the part; they turn with it (none: nothing hits it)")
        .field("health", &EnemyPart::health).label("Health").category("Health").range(1, 1000000, 1)
        .tooltip("Hits the part takes before it is destroyed")
        .field("invulnerable", &EnemyPart::invulnerable).label("Invulnerable").category("Health")
        .tooltip("Shots stop on it but do no harm (armour)")
        .field("weakPoint", &EnemyPart::weakPoint).label("Weak Point").category("Health")
        .tooltip("Counts towards the fight's end when the type is defeated when every weak point is gone")
        .field("score", &EnemyPart::score).label("Score").category("Health").range(0, 100000000, 10)
        .tooltip("Points for destroying the part")
        .field("deathBurst", &EnemyPart::deathBurst).label("Death Burst").category("Health").range(0, 500, 1)
        .tooltip("Particles when it is destroyed")
        .field("destroyedTrigger", &EnemyPart::destroyedTrigger).label("Destroyed Trigger").category("Health")
        .tooltip("Trigger fired when it is destroyed (empty: none)")
        .field("pattern", &EnemyPart::pattern, ValueKind::ObjectRef).label("Pattern").category("Weapon")
        .references("BulletPattern")
        .tooltip("Bullet pattern its 'fire' and 'startFiring' use without a name; fired from the part")
        .field("fireIntervalTicks", &EnemyPart::fireIntervalTicks).label("Fire Interval").category("Weapon")
        .range(1, 36000, 1)
        .field("firstShotDelayTicks", &EnemyPart::firstShotDelayTicks).label("First Shot Delay").category("Weapon")
        .range(0, 36000, 1)
        .field("openOffset", &EnemyPart::openOffset).label("Open Offset").category("Hatch").range(-1000, 1000, 0.1)
        .tooltip("How far 'open' slides it from its closed place, in units")
        .field("openRotation", &EnemyPart::openRotation, ValueKind::Angle).label("Open Rotation").category("Hatch")
        .range(-360, 360, 5)
        .tooltip("How far 'open' turns it from its closed rotation, in degrees")
        .field("hitEffect", &EnemyPart::hitEffect, ValueKind::ObjectRef).label("Hit Effect").category("Effects")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where the part is hurt and survives")
        .field("deathEffect", &EnemyPart::deathEffect, ValueKind::ObjectRef).label("Death Effect").category("Effects")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where the part is destroyed")
        .field("muzzleEffect", &EnemyPart::muzzleEffect, ValueKind::ObjectRef).label("Muzzle Effect").category("Effects")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where the part starts a volley");
    describeEnemyWeaponry(b);
    return b.build();
  }();
  return d;
}

EnemyPart::EnemyPart(const EnemyPart& other) : Describable(), EnemyWeaponry() { *this = other; }

EnemyPart& EnemyPart::operator=(const EnemyPart& other) {
  if (this == &other) return *this;
  static_cast<EnemyWeaponry&>(*this) = other;
  name = other.name;
  parent = other.parent;
  offset = other.offset;
  rotation = other.rotation;
  mesh = other.mesh;
  color = other.color;
  material = other.material;
  glowColor = other.glowColor;
  glowIntensity = other.glowIntensity;
  glowRange = other.glowRange;
  hitEffect = other.hitEffect;
  deathEffect = other.deathEffect;
  muzzleEffect = other.muzzleEffect;
  spheres = other.spheres;
  health = other.health;
  invulnerable = other.invulnerable;
  weakPoint = other.weakPoint;
  score = other.score;
  pattern = other.pattern;
  fireIntervalTicks = other.fireIntervalTicks;
  firstShotDelayTicks = other.firstShotDelayTicks;
  openOffset = other.openOffset;
  openRotation = other.openRotation;
  deathBurst = other.deathBurst;
  destroyedTrigger = other.destroyedTrigger;
  states.clear();
  for (const auto& s : other.states) states.push_back(std::make_unique<EnemyState>(*s));
  return *this;
}

std::string EnemyWeaponry::weaponryProblem(std::string* field) const {
  // The first field that is wrong, for the problem's JSON pointer.
  auto wrong = [field](const char* key, const char* why) {
    if (field) *field = key;
    return std::string(why);
  };
  if (beam) {
    if (beamDurationTicks <= 0) return wrong("beamDurationTicks", "its beam's duration must be above 0 ticks");
    if (beamWarningTicks < 0) return wrong("beamWarningTicks", "its beam's warning and charge must not be negative");
    if (beamChargeTicks < 0) return wrong("beamChargeTicks", "its beam's warning and charge must not be negative");
    if (!(beamLength > 0)) return wrong("beamLength", "its beam needs a length and a width above 0");
    if (!(beamWidth > 0)) return wrong("beamWidth", "its beam needs a length and a width above 0");
    if (!(beamLag > 0) || beamLag > 1) return wrong("beamLag", "its beam's bend must lie in (0, 1]");
  }
  if (launcher) {
    if (launchIntervalTicks <= 0) return wrong("launchIntervalTicks", "its launcher's interval must be above 0 ticks");
    const char* missiles = "its missiles need a speed, a fuse, health and a radius above 0";
    if (!(missileSpeed > 0)) return wrong("missileSpeed", missiles);
    if (missileFuseTicks <= 0) return wrong("missileFuseTicks", missiles);
    if (missileHealth <= 0) return wrong("missileHealth", missiles);
    if (!(missileRadius > 0)) return wrong("missileRadius", missiles);
    if (!(missileTurnRate >= 0)) return wrong("missileTurnRate", "its missiles' turn rate must not be negative");
  }
  return {};
}

}  // namespace sw
