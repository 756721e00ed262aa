#include "model/project/game_rules_asset.h"

#include <set>

#include "model/io/json_properties.h"
#include "model/sound/event_sounds.h"

namespace sw {

const TypeDescription& GameRulesAsset::describeType() {
  // Defaults come from the member initialisers: a missing key, a missing game.json and
  // Reset to Default all mean today's numbers.
  static const TypeDescription d = [] {
    return TypeBuilder<GameRulesAsset>("GameRules")
        .field("shipSpeed", &GameRulesAsset::shipSpeed).label("Ship Speed").category("Ship")
        .range(0.01, 10, 0.01)
        .tooltip("How far the ship moves per tick while a direction is held, in units (60 ticks per second)")
        .field("shipSpheres", &GameRulesAsset::shipSpheres).label("Hit Spheres").category("Ship")
        .check([](const Value& v) -> std::optional<std::string> {
          if (std::get<std::vector<Vec3>>(v).empty()) return "the ship needs at least one hit sphere";
          return std::nullopt;
        })
        .tooltip("The ship's hit body: spheres (x, y, radius) relative to the ship, which points along +x. "
                 "Enemies and enemy bullets that touch one hit the ship")
        .field("screenMargin", &GameRulesAsset::screenMargin).label("Screen Margin").category("Ship")
        .range(0, 9, 0.1)
        .tooltip("The ship stays this many units inside the screen's edge")
        .field("lives", &GameRulesAsset::lives).label("Lives").category("Lives")
        .range(1, 99, 1)
        .tooltip("Ships a player has at the start; the run ends when every player has lost the last one")
        .field("respawnDelayTicks", &GameRulesAsset::respawnDelayTicks).label("Respawn Delay").category("Lives")
        .range(0, 36000, 1)
        .tooltip("Ticks a destroyed ship stays away before the next one comes in")
        .field("invulnerableTicks", &GameRulesAsset::invulnerableTicks).label("Invulnerability").category("Lives")
        .range(0, 36000, 1)
        .tooltip("Ticks a new ship cannot be hurt after it comes in (it blinks meanwhile)")
        .field("chargeMax", &GameRulesAsset::chargeMax).label("Charge Max").category("Meters")
        .range(1, 1000000, 1)
        .tooltip("Hits on enemies that fill the weapon charge; while it is full, shots do double damage")
        .field("secondMax", &GameRulesAsset::secondMax).label("Second Max").category("Meters")
        .range(1, 1000000, 1)
        .tooltip("Ticks with a full charge that fill the second meter; a full second meter can be released")
        .field("secondDamage", &GameRulesAsset::secondDamage).label("Second Damage").category("Meters")
        .range(0, 1000000, 1)
        .tooltip("Damage the released second meter deals to every enemy on screen (it also clears enemy bullets)")
        .field("powerUpTicks", &GameRulesAsset::powerUpTicks).label("Power-up Time").category("Meters")
        .range(1, 36000, 1).omittedWhenDefault()
        .tooltip("Ticks the weapons stay powered up after a full charge is spent (press Second while the "
                 "charge is full and the second meter is not)")
        .field("pickupRadius", &GameRulesAsset::pickupRadius).label("Pickup Radius").category("Pickups")
        .range(0.01, 10, 0.05).omittedWhenDefault()
        .tooltip("A ship takes a pickup when one of its hit spheres comes this close to it, in units")
        .field("pickupDrift", &GameRulesAsset::pickupDrift).label("Pickup Drift").category("Pickups")
        .range(0, 5, 0.01).omittedWhenDefault()
        .tooltip("Units per tick a pickup drifts to the left while it rides with the screen")
        .field("chainTicks", &GameRulesAsset::chainTicks).label("Chain Time").category("Score")
        .range(1, 36000, 1)
        .tooltip("A kill within this many ticks of the previous one adds 1 to the chain (multiplier = 1 + chain / 8)")
        .field("multiplierMax", &GameRulesAsset::multiplierMax).label("Multiplier Max").category("Score")
        .range(1, 1000, 1)
        .tooltip("The highest score multiplier a chain can reach")
        .field("enemyBulletLifeTicks", &GameRulesAsset::enemyBulletLifeTicks).label("Enemy Bullet Life")
        .category("Bullets").range(1, 36000, 1)
        .tooltip("Ticks an enemy bullet lives before it vanishes")
        .field("explosionParticles", &GameRulesAsset::explosionParticles).label("Explosion Particles")
        .category("Particles").range(0, 10000, 1)
        .tooltip("Particles of an enemy's explosion (a ship's explosion has twice as many)")
        .field("sparkParticles", &GameRulesAsset::sparkParticles).label("Spark Particles").category("Particles")
        .range(0, 10000, 1)
        .tooltip("Particles of the spark where a shot hits an enemy")
        .field("particleLifeTicks", &GameRulesAsset::particleLifeTicks).label("Particle Life").category("Particles")
        .range(1, 36000, 1)
        .tooltip("Ticks a particle lives")
        .field("shipMesh", &GameRulesAsset::shipMesh, ValueKind::AssetRef).omittedWhenDefault().label("Ship Mesh").category("Ship")
        .assetKind("mesh")
        .tooltip("Mesh of the player's ship (facing +x); empty: the built-in arrow")
        .field("shipMaterial", &GameRulesAsset::shipMaterial, ValueKind::AssetRef).omittedWhenDefault().label("Ship Material")
        .category("Ship").assetKind("graph")
        .tooltip("Texture graph painting the ship's mesh; empty: its own colours, tinted in the player's colour")
        .field("shipLightColor", &GameRulesAsset::shipLightColor).omittedWhenDefault().label("Ship Light Colour").category("Lights")
        .field("shipLightIntensity", &GameRulesAsset::shipLightIntensity).omittedWhenDefault().label("Ship Light").category("Lights")
        .range(0, 8, 0.1)
        .tooltip("How bright the light around each ship is (0: none)")
        .field("shipLightRange", &GameRulesAsset::shipLightRange).omittedWhenDefault().label("Ship Light Range").category("Lights")
        .range(0, 100, 0.5)
        .tooltip("How far the light around each ship reaches, in units")
        .field("blackLightIntensity", &GameRulesAsset::blackLightIntensity).omittedWhenDefault().label("Black Light").category("Lights")
        .range(0, 1, 0.05)
        .tooltip("How dark the ship's black light makes the walls nearest it (0: none): its shadow shows how "
                 "close the ship is to a wall in every direction")
        .field("blackLightLength", &GameRulesAsset::blackLightLength).omittedWhenDefault().label("Black Light Length")
        .category("Lights").range(0, 100, 0.25)
        .tooltip("Length of the black light's segment along the ship, in units")
        .field("blackLightRange", &GameRulesAsset::blackLightRange).omittedWhenDefault().label("Black Light Range").category("Lights")
        .range(0, 100, 0.25)
        .tooltip("How far from the ship the black light darkens, in units")
        // Names of weapons: the grid picks each item from the project's weapons (#45 friction 5).
        .field("loadout", &GameRulesAsset::loadout).label("Loadout").category("Weapons").references("WeaponType")
        .check([](const Value& v) -> std::optional<std::string> {
          const auto& names = std::get<std::vector<std::string>>(v);
          if (names.empty()) return "the loadout needs at least one weapon";
          std::set<std::string> seen;
          for (const auto& name : names) {
            if (name.find_first_not_of(" \t") == std::string::npos) return "a weapon name must not be blank";
            if (!seen.insert(name).second) return "weapon '" + name + "' is in the loadout twice";
          }
          return std::nullopt;
        })
        .tooltip("The player's weapons by name, in the order the switch button cycles them; the first is "
                 "the one a ship starts with")
        .field("playerDeathEffect", &GameRulesAsset::playerDeathEffect, ValueKind::ObjectRef)
        .label("Player Death Effect").category("Effects").references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where a ship is destroyed")
        .field("playerRespawnEffect", &GameRulesAsset::playerRespawnEffect, ValueKind::ObjectRef)
        .label("Player Respawn Effect").category("Effects").references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where a ship comes back")
        .field("missileLaunchEffect", &GameRulesAsset::missileLaunchEffect, ValueKind::ObjectRef)
        .label("Missile Launch Effect").category("Effects").references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where an enemy launches a missile")
        .field("missileBurstEffect", &GameRulesAsset::missileBurstEffect, ValueKind::ObjectRef)
        .label("Missile Burst Effect").category("Effects").references("ParticleEffect").omittedWhenDefault()
        .tooltip("Particle effect played where a missile bursts: its fuse ran out, it met a wall or a ship, or "
                 "it was shot down")
        .field("hudLayout", &GameRulesAsset::hudLayout).label("HUD Layout").category("HUD")
        .enumNames({"default", "classic"})
        .tooltip("Default: player 1 along the top edge, player 2 along the bottom, mirrored. Classic: both "
                 "along the top, player 1 on the left, player 2 on the right. Play's HUD Layout menu can "
                 "override it while testing")
        .field("eventSounds", &GameRulesAsset::eventSounds).label("Event Sounds").category("Sound")
        .references("SoundCue",
                    [](const Value& v, const std::string& from, const std::string& to) -> std::optional<Value> {
                      auto rows = std::get<std::vector<std::string>>(v);
                      bool changed = false;
                      for (auto& row : rows)
                        if (auto renamed = renameCueInRow(row, from, to)) row = *renamed, changed = true;
                      if (!changed) return std::nullopt;
                      return Value(std::move(rows));
                    })
        .check([](const Value& v) -> std::optional<std::string> {
          for (const auto& row : std::get<std::vector<std::string>>(v))
            if (auto parsed = parseEventSound(row); !parsed.row) return "'" + row + "': " + parsed.problem;
          return std::nullopt;
        })
        .tooltip("Which sound cue a game event plays, one row per line: EVENT -> CUE, or EVENT SUBJECT -> CUE "
                 "for events about one enemy type or weapon only (that row wins over the general one)")
        .field("levels", &GameRulesAsset::levelOrder).label("Level Order").category("Game").references("Level")
        .omittedWhenDefault()
        .check([](const Value& v) -> std::optional<std::string> {
          std::set<std::string> seen;
          for (const auto& name : std::get<std::vector<std::string>>(v)) {
            if (name.find_first_not_of(" \t") == std::string::npos) return "a level name must not be blank";
            if (!seen.insert(name).second) return "level '" + name + "' is in the level order twice";
          }
          return std::nullopt;
        })
        .tooltip("The game's levels by name, in the order they are played: the end of one moves on to the "
                 "next, carrying score, lives, weapons and charge. Empty: every level, in the project's order")
        .field("resultsTicks", &GameRulesAsset::resultsTicks).label("Results Screen").category("Game")
        .omittedWhenDefault().range(0, 36000, 1)
        .tooltip("Ticks the results screen between two levels shows (60 ticks per second); after the first "
                 "second a player's fire moves on at once")
        .field("titleText", &GameRulesAsset::titleText).omittedWhenDefault().label("Title Text").category("Screens")
        .tooltip("The game's title on the player's title screen; empty: the project's name")
        .field("titleImage", &GameRulesAsset::titleImage, ValueKind::AssetRef).omittedWhenDefault().label("Title Image")
        .category("Screens").assetKind("image")
        .tooltip("Image (project-relative) drawn behind the title on the title screen; empty: none")
        .field("screenFont", &GameRulesAsset::screenFont).omittedWhenDefault().label("Screen Font").category("Screens")
        .tooltip("Font family of the player's screens (title, pause, options, scores); empty: the system's")
        .field("screenBackground", &GameRulesAsset::screenBackground).omittedWhenDefault().label("Screen Background")
        .category("Screens").tooltip("Background colour of the player's screens")
        .field("screenText", &GameRulesAsset::screenText).omittedWhenDefault().label("Screen Text").category("Screens")
        .tooltip("Text colour of the player's screens")
        .field("screenHighlight", &GameRulesAsset::screenHighlight).omittedWhenDefault().label("Screen Highlight")
        .category("Screens").tooltip("Colour of the chosen menu item and the title on the player's screens")
        .build();
  }();
  return d;
}

bool GameRulesAsset::operator==(const GameRulesAsset& other) const {
  for (const auto& p : describeType().properties())
    if (!(p.get(*this) == p.get(other))) return false;
  return true;
}

std::vector<std::string> builtinWeaponNames() { return {"shot", "spread"}; }

void validateGameRules(const GameRulesAsset& rules, const std::string& file,
                       const std::vector<std::string>& knownWeapons, Errors& errors) {
  // Ranges, NaN and radii: the same check loading makes (a model built in code may skip it).
  for (const auto& p : GameRulesAsset::describeType().properties())
    if (auto problem = p.check(p.get(rules))) errors.push_back({file, "/" + p.key, *problem});
  if (rules.shipSpheres.empty())
    errors.push_back({file, "/shipSpheres", "the ship needs at least one hit sphere"});
  if (rules.loadout.empty()) errors.push_back({file, "/loadout", "the loadout needs at least one weapon"});
  std::set<std::string> seen;
  for (std::size_t i = 0; i < rules.loadout.size(); ++i) {
    const std::string& name = rules.loadout[i];
    const std::string where = pointerChild("/loadout", i);
    if (name.find_first_not_of(" \t") == std::string::npos) {
      errors.push_back({file, where, "a weapon name must not be blank"});
      continue;
    }
    if (!seen.insert(name).second) errors.push_back({file, where, "weapon '" + name + "' is in the loadout twice"});
    bool known = knownWeapons.empty();
    for (const auto& k : knownWeapons) known = known || k == name;
    if (!known) errors.push_back({file, where, "no weapon named '" + name + "'"});
  }
}

void validateEventSounds(const GameRulesAsset& rules, const std::string& file,
                         const std::vector<std::string>& knownCues, Errors& errors) {
  for (std::size_t i = 0; i < rules.eventSounds.size(); ++i) {
    const std::string where = pointerChild("/eventSounds", i);
    auto parsed = parseEventSound(rules.eventSounds[i]);
    if (!parsed.row) {
      errors.push_back({file, where, "event sound '" + rules.eventSounds[i] + "': " + parsed.problem});
      continue;
    }
    bool known = false;
    for (const auto& k : knownCues) known = known || k == parsed.row->cue;
    if (!known)
      errors.push_back({file, where, "event '" + parsed.row->event + "' plays sound cue '" + parsed.row->cue +
                                         "', which does not exist"});
  }
}

}  // namespace sw
