#pragma once
// The platformer's player characters (DOMAIN.md, "Platformers"): one per CharacterStart of
// the level, each of its project CharacterType, moved by the controller (character_motion.h).
// The player switches between them (the switch button); only the active one receives input,
// the way the original's PlayerManager stood between the controllers and the characters;
// the others stand (gravity and riding still act on them). Characters pass through each
// other, so one never blocks the other's footing.
//
// A character that falls out of the level's bounds, or whose position stops being a finite
// number (reported, naming it), comes back at its start.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "model/platformer/character_type.h"
#include "sim/platformer/character_motion.h"
#include "sim/system.h"

namespace sw {

class MoverSystem;

struct CharacterState {
  std::vector<CharacterBody> characters;
  int active = 0;
  std::uint8_t previousInput = 0;  // player 1's last buttons, for the switch press
  SW_FIELDS(CharacterState, characters, active, previousInput)
};

class CharacterSystem final : public StatefulSystem<CharacterState> {
 public:
  enum Phase { Move };

  CharacterSystem(LevelContext& level, const MoverSystem& movers) : StatefulSystem(level, "characters"), movers_(movers) {}
  // The level's character starts, with their types copied from the project.
  void build(const Project& project, Errors& problems);

  void step(int phase, const TickInput& input) override;

  const std::vector<CharacterBody>& characters() const { return state_.characters; }
  int active() const { return state_.active; }
  const CharacterType& type(std::size_t character) const { return types_[character]; }
  const std::string& name(std::size_t character) const { return names_[character]; }

 protected:
  std::string_view label(const CharacterState& s, std::string_view kind, std::size_t index) const override;
  bool fits(const CharacterState& saved) const override {
    return saved.characters.size() == state_.characters.size();
  }

 private:
  void respawn(CharacterBody& body);

  const MoverSystem& movers_;
  std::vector<CharacterType> types_;  // per character
  std::vector<std::string> names_;    // the start's name, for messages and dumps
  double fallLimit_ = -1e9;           // below this the character is out of the level
};

}  // namespace sw
