#pragma once
// The platformer's player characters (DOMAIN.md, "Platformers"): one per CharacterStart of
// the level, each of its project CharacterType, moved by the controller (character_motion.h).
// The player switches between them (the switch button); only the active one receives input,
// the way the original's PlayerManager stood between the controllers and the characters;
// the others stand (gravity and riding still act on them). With two players each plays a
// character of their own. Characters pass through each other, so one never blocks the
// other's footing or grip.
//
// Combat: the second button swings the type's punch (up with the second button for a
// character with a hook, whose second button fires it); down with the second button on the
// ground backdashes (a short slide backwards, safe from harm for a while). A swing on the
// ground roots the character until it ends (melee.h); the combat system lands it.
//
// The inactive character follows the active one (follower.h); with two players each plays one.
//
// Health: damage costs health, knocks the character back and makes it safe for a while;
// health comes back at the type's rate once no damage came for a while, slowly at first.
// At none, or crushed, or fallen out of the level, the character comes back at the last
// checkpoint (puzzle_system.h) with full health. A position that stops being a finite number
// is reported, naming the character, and it comes back the same way.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "model/platformer/character_type.h"
#include "sim/platformer/character_motion.h"
#include "sim/platformer/creature_looks.h"
#include "graph/nav_abilities.h"
#include "sim/platformer/follower.h"
#include "sim/platformer/melee.h"
#include "sim/platformer/platformer_systems.h"
#include "sim/system.h"

namespace sw {

class PlatformWorld;

struct CharacterState {
  std::vector<CharacterBody> characters;
  std::vector<FollowerProgress> followers;  // per character, while it follows
  int active = 0;
  std::uint8_t previousInput = 0;  // player 1's last buttons, for the switch press
  SW_FIELDS(CharacterState, characters, followers, active, previousInput)
};

class CharacterSystem final : public StatefulSystem<CharacterState> {
 public:
  enum Phase { Move };

  CharacterSystem(LevelContext& level, PlatformWorld& world) : StatefulSystem(level, "characters"), world_(world) {}
  void connect(const PlatformerSystems& systems) { s_ = systems; }
  // The level's character starts, with their types copied from the project (a run continued
  // from a saved game starts them at its checkpoint).
  void build(const Project& project, Errors& problems);
  // Stands every character where it starts (or at the checkpoint a continued run starts at).
  void settle();

  void step(int phase, const TickInput& input) override;

  const std::vector<CharacterBody>& characters() const { return state_.characters; }
  int active() const { return state_.active; }
  const CharacterType& type(std::size_t character) const { return types_[character]; }
  const std::string& name(std::size_t character) const { return names_[character]; }
  // The buttons `body` gets this tick (the active one's player, or its own in co-op).
  std::uint8_t buttonsOf(const CharacterBody& body, const TickInput& input) const;
  // A character's value by its start's name: x, y, health, grounded, active (replay conditions).
  std::optional<double> read(std::string_view name, std::string_view member) const;
  // Damage from something at `from`, knocked back away from it at `knockback` (below 0: its
  // type's); nothing while it is safe. True when it was hurt.
  bool damage(std::size_t character, std::int64_t amount, Vec2 from, double knockback = -1);
  // Records a target its swing hit (melee.h: false when it already was), and a swing landed.
  bool hitOnce(std::size_t character, std::int32_t target) { return sw::hitOnce(state_.characters[character], target); }
  void attackLanded(std::size_t character);
  // How it looks: its type's sprite and animations (look -1: none, drawn as a box).
  const CreatureLooks& looks() const { return looks_; }
  int look(std::size_t character) const { return lookOf_[character]; }
  // Whether the character is driven by the follower AI now.
  bool following(std::size_t character) const;

 protected:
  std::string_view label(const CharacterState& s, std::string_view kind, std::size_t index) const override;
  bool fits(const CharacterState& saved) const override {
    return saved.characters.size() == state_.characters.size() &&
           saved.followers.size() == state_.followers.size();
  }

 private:
  // Back at the last checkpoint (or its start): with `health`, or full health when it has none left.
  void respawn(CharacterBody& body, std::int64_t health = 0);
  void regenerate(CharacterBody& body);
  // The controller's buttons from the player's bits (or the follower's), with swings and dashes.
  MotionButtons controls(CharacterBody& body, const CharacterType& type, const TickInput& input);
  void catchUp(CharacterBody& body);

  PlatformWorld& world_;
  PlatformerSystems s_;
  std::vector<CharacterType> types_;  // per character
  std::vector<std::string> names_;    // the start's name, for messages and dumps
  CreatureLooks looks_{"character"};
  std::vector<int> lookOf_;                    // per character
  std::vector<std::uint8_t> cycleReported_;    // per character: its animation cycle was reported
  std::vector<graph::NavAbilities> abilities_;  // per character: the links a follower's routes may take
  double fallLimit_ = -1e9;           // below this the character is out of the level
};

}  // namespace sw
