// Monster types and placed monsters (monster_type.h).
#include "model/platformer/monster_type.h"

#include <algorithm>
#include <cmath>

#include "model/level/level.h"
#include "model/level/object_cast.h"
#include "model/platformer/character_type.h"

namespace sw {

const TypeDescription& MonsterType::describeType() {
  static const TypeDescription d = [] {
    TypeBuilder<MonsterType> b("MonsterType");
    b.field("name", &MonsterType::name).label("Name").required()
        .tooltip("Unique name of this monster type in the project; monsters placed in levels name it")
        .field("color", &MonsterType::color).label("Colour").category("Appearance")
        .field("sprite", &MonsterType::sprite, ValueKind::ObjectRef).label("Sprite").category("Appearance")
        .references("Tileset")
        .tooltip("The tileset its frames come from: its frame groups are what animations play (empty: drawn as a box)")
        .field("animations", &MonsterType::animations).label("Animations").category("Appearance")
        .tooltip("One animation per line, the first plays at the start: NAME: once|loop|pingpong|hold GROUP "
                 "[every TICKS] [; then NEXT] [; if CONDITION -> OTHER]... [; on FRAME EVENT]...")
        .field("movement", &MonsterType::movement).label("Movement").category("Movement")
        .enumNames({"walk", "hop", "fly"})
        .tooltip("walk: runs along the ground; hop: moves only by jumping; fly: ignores gravity, stopped by walls")
        .field("atLedge", &MonsterType::atLedge).label("At a Ledge").category("Movement").enumNames({"turn", "drop"})
        .tooltip("What a walker does at the end of the ground when nothing leads it on: turn back or drop off")
        .field("width", &MonsterType::width).label("Width").category("Body").range(0.05, 100, 0.05)
        .field("height", &MonsterType::height).label("Height").category("Body").range(0.05, 100, 0.05)
        .field("stepHeight", &MonsterType::stepHeight).label("Step Height").category("Body").range(0, 10, 0.05)
        .tooltip("How far the feet follow the ground up and down while walking")
        .field("maxSlope", &MonsterType::maxSlope, ValueKind::Angle).label("Max Slope").category("Body")
        .range(0, 89, 1)
        .field("walkSpeed", &MonsterType::walkSpeed).label("Speed").category("Movement").range(0, 10, 0.01)
        .tooltip("Top walking (or flying) speed, units per tick")
        .field("acceleration", &MonsterType::acceleration).label("Acceleration").category("Movement")
        .range(0.0001, 10, 0.001)
        .field("jumpHeight", &MonsterType::jumpHeight).label("Jump Height").category("Movement").range(0, 100, 0.1)
        .tooltip("How high its jumps (and hops) rise: routes leave out jumps higher than this")
        .field("gravity", &MonsterType::gravity).label("Gravity").category("Movement").range(0.0001, 10, 0.001)
        .field("sightRange", &MonsterType::sightRange).label("Sight Range").category("Behaviour")
        .range(0, 1000, 0.5)
        .tooltip("A character closer than this, with nothing solid between, is chased")
        .field("attackRange", &MonsterType::attackRange).label("Attack Range").category("Behaviour")
        .range(0, 100, 0.05)
        .tooltip("A chased character this close ahead is attacked")
        .field("replanTicks", &MonsterType::replanTicks).label("Replan Time").category("Behaviour")
        .range(1, 6000, 1)
        .tooltip("A chase plans its route again at least this often, in ticks (and whenever a door moves)")
        .field("fleeHealth", &MonsterType::fleeHealth).label("Flee Health").category("Behaviour")
        .range(0, 1000, 1)
        .tooltip("At this much health or less it runs away from characters (0: never flees)")
        .field("maxHealth", &MonsterType::maxHealth).label("Health").category("Health").range(1, 100000, 1)
        .field("invulnerableTicks", &MonsterType::invulnerableTicks).label("Safe After Damage").category("Health")
        .range(0, 6000, 1)
        .field("knockbackSpeed", &MonsterType::knockbackSpeed).label("Knock-back Taken").category("Health")
        .range(0, 10, 0.05)
        .tooltip("Scales how far hits throw it (0: it stands its ground)")
        .field("crushDamage", &MonsterType::crushDamage).label("Crush Damage").category("Health")
        .range(0, 100000, 1)
        .tooltip("Damage taken when moving geometry crushes it against something solid");
    describeMeleeAttack(b);
    return b.build();
  }();
  return d;
}

CharacterType MonsterType::motion() const {
  CharacterType c;
  c.name = name;
  c.width = width;
  c.height = height;
  c.stepHeight = stepHeight;
  c.maxSlope = maxSlope;
  c.runSpeed = walkSpeed;
  c.runAcceleration = acceleration;
  c.runBraking = acceleration * 2;
  c.airControl = 1;
  c.jumpHeight = jumpHeight;
  c.gravity = gravity;
  c.fallGravityScale = 1.3;
  c.jumpCutScale = 1;  // an AI holds its jumps as long as it means to
  c.apexGravityScale = 1;
  c.canGrip = false;
  c.hasHook = false;
  c.maxHealth = maxHealth;
  c.invulnerableTicks = invulnerableTicks;
  c.knockbackSpeed = knockbackSpeed;
  c.regenerationTicks = 0;
  c.crushDamage = crushDamage;
  c.canBackdash = false;
  static_cast<MeleeAttack&>(c) = *this;
  return c;
}

std::vector<std::string> MonsterType::problems() const {
  std::vector<std::string> out;
  for (double n : {width, height, stepHeight, maxSlope, walkSpeed, acceleration, jumpHeight, gravity, sightRange,
                   attackRange, knockbackSpeed})
    if (!std::isfinite(n)) {
      out.push_back("a number is not finite (NaN or infinity)");
      return out;
    }
  if (width <= 0 || height <= 0) out.push_back("the body has no size (width and height must be above 0)");
  if (gravity <= 0) out.push_back("gravity must be above 0");
  if (stepHeight >= height) out.push_back("Step Height must be below Height");
  if (movement == Movement::Hop && jumpHeight <= stepHeight)
    out.push_back("a hopper's Jump Height must be above its Step Height, or it never leaves the ground");
  if (maxHealth < 1) out.push_back("Health must be at least 1");
  if (std::string attack = attackProblem(); !attack.empty()) out.push_back("its attack: " + attack);
  return out;
}

MonsterType defaultMonster(std::string name) {
  MonsterType m;
  m.name = std::move(name);
  return m;
}

const TypeDescription& Monster::describeType() {
  static const TypeDescription d =
      TypeBuilder<Monster>("Monster")
          .field("name", &Monster::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this monster in the level")
          .field("position", &Monster::position).label("Position").category("Transform")
          .tooltip("Where its feet stand when the level begins")
          .field("monster", &Monster::monster, ValueKind::ObjectRef).references("MonsterType")
          .label("Monster Type").category("Monster")
          .tooltip("The project's monster type placed here")
          .field("facing", &Monster::facing).label("Facing").category("Monster").enumNames({"right", "left"})
          .field("patrol", &Monster::patrol).label("Patrol").category("Monster")
          .tooltip("Nav nodes it walks between, in order, while no character is in sight (none: it walks forward, "
                   "turning at walls)")
          .build();
  return d;
}

bool isPatrolled(const Level& level, std::string_view node) {
  return std::any_of(level.objects.begin(), level.objects.end(), [&](const auto& object) {
    const auto* monster = objectCast<const Monster*>(object.get());
    return monster && std::find(monster->patrol.begin(), monster->patrol.end(), node) != monster->patrol.end();
  });
}

}  // namespace sw
