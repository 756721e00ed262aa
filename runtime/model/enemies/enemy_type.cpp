#include "model/enemies/enemy_type.h"

#include <algorithm>

#include "model/enemies/enemy_actions.h"

namespace sw {

namespace {
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::size_t skipSpaces(const std::string& line, std::size_t from) {
  while (from < line.size() && isSpace(line[from])) ++from;
  return from;
}

// `line` with its reference to state `from` renamed to `to`, or nothing when the line
// does not refer to `from` (or does not parse: it is left for the designer to fix).
// Only the name's word changes, so the rest of the line keeps its spacing.
std::optional<std::string> renamedStateReference(const std::string& line, bool transition, const std::string& from,
                                                 const std::string& to) {
  std::size_t at = std::string::npos;
  if (transition) {
    auto parsed = parseTransition(line);
    if (!parsed || parsed.value->target != from) return std::nullopt;
    at = skipSpaces(line, line.find("->") + 2);
  } else {
    auto parsed = parseAction(line);
    if (!parsed || parsed.value->kind != ActionKind::Goto || parsed.value->name != from) return std::nullopt;
    std::size_t i = skipSpaces(line, 0);
    while (i < line.size() && !isSpace(line[i])) ++i;  // past "goto"
    at = skipSpaces(line, i);
  }
  std::string out = line;
  out.replace(at, from.size(), to);
  return out;
}

// The state lines' reference rewrite: `goto NAME` actions, or `... -> NAME` transitions.
ReferenceRewrite stateLines(bool transitions) {
  return [transitions](const Value& value, const std::string& from, const std::string& to) -> std::optional<Value> {
    auto lines = std::get<std::vector<std::string>>(value);
    bool changed = false;
    for (auto& line : lines)
      if (auto renamed = renamedStateReference(line, transitions, from, to)) {
        line = std::move(*renamed);
        changed = true;
      }
    if (!changed) return std::nullopt;
    return Value(std::move(lines));
  };
}
}  // namespace

const TypeDescription& EnemyState::describeType() {
  static const TypeDescription d =
      TypeBuilder<EnemyState>("EnemyState")
          .field("name", &EnemyState::name).label("Name").category("State").required().nameRule(NameRule::Word)
          .tooltip("Unique name of the state within its enemy type; transitions and goto use it")
          .field("machine", &EnemyState::machine).label("Machine").category("State")
          .nameRule(NameRule::Word)
          .tooltip("The state machine it belongs to: an enemy's machines run side by side, each from its first state")
          .field("begin", &EnemyState::begin).label("Begin").category("State")
          .references("EnemyState", stateLines(false))
          .tooltip("Actions run once when the state is entered, one per line (e.g. setSpeed 0.2)")
          .field("tick", &EnemyState::tick).label("Tick").category("State")
          .references("EnemyState", stateLines(false))
          .tooltip("Actions run every tick while the state is active, after its transitions are checked")
          .field("end", &EnemyState::end).label("End").category("State")
          .references("EnemyState", stateLines(false))
          .tooltip("Actions run once when the state is left, before the next state's Begin")
          .field("transitions", &EnemyState::transitions).label("Transitions").category("State")
          .references("EnemyState", stateLines(true))
          .tooltip("Lines 'condition -> state', checked each tick before Tick; the first true one wins. "
                   "Conditions: after N, health < N, pathEnd, playerWithin R, trigger NAME, always")
          .build();
  return d;
}

const TypeDescription& EnemyType::describeType() {
  // Defaults come from the member initialisers, so a missing JSON key means the same as a new type.
  static const TypeDescription d = [] {
    TypeBuilder<EnemyType> b("EnemyType");
    b.field("name", &EnemyType::name).label("Name").category("Enemy").required()
            .tooltip("Unique name of the enemy type in the project; spawns refer to it")
            .field("mesh", &EnemyType::mesh, ValueKind::AssetRef).label("Mesh").category("Enemy").assetKind("mesh")
            .tooltip("Mesh asset drawn for this enemy (project-relative path)")
            .field("color", &EnemyType::color).label("Colour").category("Enemy")
            .tooltip("Tint of the enemy, and its colour in the editor when it has no mesh")
            .field("material", &EnemyType::material, ValueKind::AssetRef).label("Material").category("Enemy")
            .assetKind("graph")
            .tooltip("Texture graph painting its mesh (graphs/NAME.graph.json); empty: the mesh's own colours")
            .field("glowColor", &EnemyType::glowColor).label("Glow Colour").category("Glow")
            .tooltip("Colour of the light it carries")
            .field("glowIntensity", &EnemyType::glowIntensity).label("Glow").category("Glow").range(-8, 8, 0.1)
            .tooltip("How bright the light it carries is (0: none; negative darkens what is near)")
            .field("glowRange", &EnemyType::glowRange).label("Glow Range").category("Glow").range(0, 1000, 0.5)
            .tooltip("How far the light it carries reaches, in units")
            .field("health", &EnemyType::health).label("Health").category("Enemy").range(1, 1000000, 1)
            .tooltip("Hits the enemy takes before it dies")
            .field("score", &EnemyType::score).label("Score").category("Enemy").range(0, 100000000, 10)
            .tooltip("Points the player gets for destroying it (before the multiplier)")
            .field("collision", &EnemyType::collision).label("Collision").category("Collision")
            .enumNames({"spheres", "mesh"})
            .tooltip("What bullets and the player hit: the spheres below, or the triangles of the mesh")
            .field("spheres", &EnemyType::spheres).label("Spheres").category("Collision")
            .tooltip("Collision spheres (x, y, radius) relative to the enemy's position; radius above 0")
            .field("movement", &EnemyType::movement).label("Movement").category("Movement")
            .enumNames({"followPath", "straightLine", "stationary", "sineWave"})
            .tooltip("How the enemy moves when its behaviour says nothing else")
            .field("speed", &EnemyType::speed).label("Speed").category("Movement").range(0, 10, 0.01)
            .tooltip("Units per tick (60 ticks per second)")
            .field("direction", &EnemyType::direction).label("Direction").category("Movement").range(-1, 1, 0.1)
            .tooltip("Straight Line: direction of travel in the play plane")
            .field("sineAmplitude", &EnemyType::sineAmplitude).label("Sine Amplitude").category("Movement")
            .range(0, 100, 0.1)
            .tooltip("Sine Wave: how far the enemy swings across its direction of travel, in units")
            .field("sinePeriodTicks", &EnemyType::sinePeriodTicks).label("Sine Period").category("Movement")
            .range(1, 36000, 1)
            .tooltip("Sine Wave: ticks for one full swing")
            // A reference: the grid offers the searchable chooser of patterns (#45 friction 5).
            .field("pattern", &EnemyType::pattern, ValueKind::ObjectRef).label("Pattern").category("Weapon")
            .references("BulletPattern")
            .tooltip("Bullet pattern fired by 'fire' and 'startFiring' without a pattern name (empty: none)")
            .field("fireIntervalTicks", &EnemyType::fireIntervalTicks).label("Fire Interval").category("Weapon")
            .range(1, 36000, 1)
            .tooltip("Ticks between two shots while firing")
            .field("firstShotDelayTicks", &EnemyType::firstShotDelayTicks).label("First Shot Delay")
            .category("Weapon").range(0, 36000, 1)
            .tooltip("Ticks from spawning (or startFiring) to the first shot")
            .field("facing", &EnemyType::facing).label("Facing").category("Movement")
            .enumNames({"fixed", "travel", "target"})
            .tooltip("Which way its mesh and parts turn: never, along its travel, or at the nearest ship")
            .field("turnRate", &EnemyType::turnRate).label("Turn Rate").category("Movement").range(0, 180, 0.5)
            .tooltip("Degrees per tick it turns to face its travel or target")
            .field("boss", &EnemyType::boss).label("Boss").category("Boss")
            .tooltip("Play shows its health bar in the HUD, per phase, with its weak points marked")
            .field("defeat", &EnemyType::defeat).label("Defeated When").category("Boss")
            .enumNames({"core", "weakPoints"})
            .tooltip("What ends it: its own health (the core), or every part marked Weak Point destroyed")
        .field("hitEffect", &EnemyType::hitEffect, ValueKind::ObjectRef).label("Hit Effect").category("Effects")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where it is hurt and survives")
        .field("deathEffect", &EnemyType::deathEffect, ValueKind::ObjectRef).label("Death Effect").category("Effects")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where it is destroyed")
        .field("muzzleEffect", &EnemyType::muzzleEffect, ValueKind::ObjectRef).label("Muzzle Effect").category("Effects")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where it starts a volley")
        // Drops came later: left out of the file while default, so older projects keep their bytes.
        .field("dropKind", &EnemyType::dropKind).label("Drop Kind").category("Drops")
        .enumNames({"none", "charge", "score", "life", "weapon"}).omittedWhenDefault()
        .tooltip("What it leaves when destroyed, for a ship to fly into: weapon charge, score, a life, or a "
                 "weapon (the ship switches to it and keeps it)")
        .field("dropWeapon", &EnemyType::dropWeapon, ValueKind::ObjectRef).label("Drop Weapon").category("Drops")
        .references("WeaponType").omittedWhenDefault()
        .tooltip("Weapon drops: the weapon a ship gets, by name (the project's weapons or the built-in ones)")
        .field("dropAmount", &EnemyType::dropAmount).label("Drop Amount").category("Drops")
        .range(1, 100000000, 1).omittedWhenDefault()
        .tooltip("Charge: how much weapon charge; Score: points (not multiplied); Life: lives")
        .field("dropChance", &EnemyType::dropChance).label("Drop Chance").category("Drops")
        .range(0, 1, 0.05).omittedWhenDefault()
        .tooltip("Chance that a destroyed enemy of this type drops (drawn from the enemy's own random numbers, "
                 "so a run repeats exactly)")
        .field("dropEvery", &EnemyType::dropEvery).label("Drop Every").category("Drops")
        .range(0, 100000, 1).omittedWhenDefault()
        .tooltip("Above 0: every Nth enemy of this type destroyed drops, instead of the chance");
    describeEnemyWeaponry(b);
    return b.build();
  }();
  return d;
}

EnemyType::EnemyType(const EnemyType& other) : Describable() { *this = other; }

EnemyType& EnemyType::operator=(const EnemyType& other) {
  if (this == &other) return *this;
  static_cast<EnemyWeaponry&>(*this) = other;
  name = other.name;
  mesh = other.mesh;
  color = other.color;
  material = other.material;
  glowColor = other.glowColor;
  glowIntensity = other.glowIntensity;
  glowRange = other.glowRange;
  hitEffect = other.hitEffect;
  deathEffect = other.deathEffect;
  muzzleEffect = other.muzzleEffect;
  collision = other.collision;
  spheres = other.spheres;
  health = other.health;
  score = other.score;
  movement = other.movement;
  speed = other.speed;
  direction = other.direction;
  sineAmplitude = other.sineAmplitude;
  sinePeriodTicks = other.sinePeriodTicks;
  fireIntervalTicks = other.fireIntervalTicks;
  firstShotDelayTicks = other.firstShotDelayTicks;
  pattern = other.pattern;
  facing = other.facing;
  turnRate = other.turnRate;
  boss = other.boss;
  defeat = other.defeat;
  dropKind = other.dropKind;
  dropWeapon = other.dropWeapon;
  dropAmount = other.dropAmount;
  dropChance = other.dropChance;
  dropEvery = other.dropEvery;
  states.clear();
  for (const auto& s : other.states) states.push_back(std::make_unique<EnemyState>(*s));
  parts.clear();
  for (const auto& p : other.parts) parts.push_back(std::make_unique<EnemyPart>(*p));
  return *this;
}

EnemyPart* EnemyType::findPart(std::string_view wanted) const {
  int i = partIndex(wanted);
  return i < 0 ? nullptr : parts[std::size_t(i)].get();
}

int EnemyType::partIndex(std::string_view wanted) const {
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (parts[i]->name == wanted) return int(i);
  return -1;
}

std::vector<std::string> machineNames(const std::vector<std::unique_ptr<EnemyState>>& states) {
  std::vector<std::string> out;
  for (const auto& s : states)
    if (std::find(out.begin(), out.end(), s->machine) == out.end()) out.push_back(s->machine);
  return out;
}

EnemyState* EnemyType::findState(std::string_view wanted) const {
  int i = stateIndex(wanted);
  return i < 0 ? nullptr : states[std::size_t(i)].get();
}

int EnemyType::stateIndex(std::string_view wanted) const {
  for (std::size_t i = 0; i < states.size(); ++i)
    if (states[i]->name == wanted) return int(i);
  return -1;
}

const char* toString(EnemyWeapon weapon) {
  switch (weapon) {
    case EnemyWeapon::None: return "none";
    case EnemyWeapon::Aimed: return "aimed";
    case EnemyWeapon::Ring: return "ring";
    case EnemyWeapon::Spread: return "spread";
  }
  return "?";
}

const char* toString(EnemyDrop drop) {
  switch (drop) {
    case EnemyDrop::None: return "none";
    case EnemyDrop::Charge: return "charge";
    case EnemyDrop::Score: return "score";
    case EnemyDrop::Life: return "life";
    case EnemyDrop::Weapon: return "weapon";
  }
  return "?";
}

}  // namespace sw
