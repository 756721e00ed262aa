#pragma once
// The game rules as project data (issue #16): the numbers of the game a designer tunes
// that no level carries: the ship (speed, hit spheres, screen margin), lives, respawn and
// invulnerability, the meters, the score chain and multiplier, enemy bullet life,
// particles, and the loadout (the player's weapons by name, in switch order).
//
// Stored in game.json at the project root (game_rules_json.h). A project without that
// file plays with the defaults below, which are exactly the numbers the simulation used
// before the file existed (sim/game_rules.h), so old projects play the same.
// RuntimeLevel::build copies these into the GameRules the simulation reads; the player
// weapons' own numbers live in the weapon types, not here.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/property.h"

namespace sw {

inline constexpr const char* kGameRulesFileName = "game.json";

// How the HUD lays the players out (DOMAIN.md, "HUD"): Default puts player 1 along the top
// edge and player 2 along the bottom, mirrored; Classic puts both along the top, player 1
// in the left corner and player 2 in the right. Drawing only: the simulation never reads it.
enum class HudLayout : std::uint8_t { Default, Classic };

class GameRulesAsset final : public Describable {
 public:
  // Ship
  double shipSpeed = 0.35;  // units per tick
  std::vector<Vec3> shipSpheres{  // (x, y, radius) relative to the ship: its hit body
      {0.0, 0.0, 0.35}, {0.55, 0.0, 0.25}, {-0.5, 0.0, 0.3}, {-0.45, 0.35, 0.2}, {-0.45, -0.35, 0.2}};
  double screenMargin = 0.8;  // the ship stays this far inside the screen's edge
  // Lives
  std::int64_t lives = 3;
  std::int64_t respawnDelayTicks = 60;
  std::int64_t invulnerableTicks = 120;
  // Meters (see sim/game_rules.h for how they fill and empty)
  std::int64_t chargeMax = 60;
  std::int64_t secondMax = 300;
  std::int64_t secondDamage = 20;
  std::int64_t powerUpTicks = 600;  // a full charge spent powers the weapons up this long
  // Pickups dropped by enemies
  double pickupRadius = 0.6;
  double pickupDrift = 0.04;
  // Score
  std::int64_t chainTicks = 120;
  std::int64_t multiplierMax = 8;
  // Enemy bullets
  std::int64_t enemyBulletLifeTicks = 600;
  // Particles
  std::int64_t explosionParticles = 24;
  std::int64_t sparkParticles = 4;
  std::int64_t particleLifeTicks = 40;
  // The ship's look: a mesh (empty: the built-in arrow), painted by a texture graph (empty:
  // the mesh's own colours, tinted with the player's colour where it has none).
  std::string shipMesh;
  std::string shipMaterial;
  // Lights on each ship (light_layer.h): one that lights around it, and the "black light", a
  // line light along the ship that darkens any surface near it, so a player sees how close
  // the ship is to a wall in every direction. Either is off while its intensity is 0.
  Color shipLightColor{200, 220, 255, 255};
  double shipLightIntensity = 0;
  double shipLightRange = 4;
  double blackLightIntensity = 0;  // how dark it makes what is nearest (0..1)
  double blackLightLength = 1.5;
  double blackLightRange = 3;
  // Weapons by name (weapon types of the project), in the order the switch button cycles.
  std::vector<std::string> loadout{"shot", "spread"};
  // Particle effects (model/effects) played where a ship is destroyed and where it comes back.
  std::string playerDeathEffect, playerRespawnEffect;
  // Particle effects of every enemy missile: where one is launched and where it bursts (its
  // fuse ran out, it met a wall or a ship, or it was shot down).
  std::string missileLaunchEffect, missileBurstEffect;
  // HUD (saved only when not Default, so older game.json files keep their bytes)
  HudLayout hudLayout = HudLayout::Default;
  // Which sound cue each game event plays, one row per line "EVENT [SUBJECT] -> CUE"
  // (model/sound/event_sounds.h); written only when not empty.
  std::vector<std::string> eventSounds;
  // The game (model/project/game_order.h): its levels by name, in the order they are played;
  // empty: every level of the project, in the project's order. Written only when set.
  std::vector<std::string> levelOrder;
  // Ticks the results screen between two levels shows (score, kills, time); after the first
  // second a player's fire moves on at once.
  std::int64_t resultsTicks = 300;
  // The player's screens (title, pause, options, game over, high scores): their look, each
  // written only when not default. Title text empty: the project's name. Title image: a
  // project-relative image drawn on the title screen (missing: a warning, and the screen
  // draws without it). Font family empty: the system's.
  std::string titleText;
  std::string titleImage;
  std::string screenFont;
  Color screenBackground{14, 18, 34, 255};
  Color screenText{226, 232, 244, 255};
  Color screenHighlight{255, 196, 72, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }

  bool operator==(const GameRulesAsset& other) const;
};

// The weapon names a loadout may use while the project defines no weapon types of its
// own: the two weapons the simulation has built in.
std::vector<std::string> builtinWeaponNames();

// Problems no single property's range catches: no hit sphere, an empty, blank, repeated
// or unknown weapon name in the loadout, a second meter that can never fill. Each names
// `file` (the game.json path) and a JSON pointer. `knownWeapons` empty: names are not
// checked against a list.
void validateGameRules(const GameRulesAsset& rules, const std::string& file,
                       const std::vector<std::string>& knownWeapons, Errors& errors);
// Rows of eventSounds that do not parse or name a cue not in `knownCues`.
void validateEventSounds(const GameRulesAsset& rules, const std::string& file,
                         const std::vector<std::string>& knownCues, Errors& errors);

}  // namespace sw
