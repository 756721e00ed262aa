// The platformer's characters (character_system.h).
#include "sim/platformer/character_system.h"

#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "model/project/project.h"
#include "sim/level_context.h"
#include "sim/platformer/mover_system.h"

namespace sw {

void CharacterSystem::build(const Project& project, Errors& problems) {
  const Level& level = *level_.level;
  for (const auto& object : level.objects) {
    const auto* start = objectCast<const CharacterStart*>(object.get());
    if (!start) continue;
    const std::string place = "character start '" + start->name + "'";
    const CharacterType* type = project.findCharacterType(start->character);
    if (!type) {
      problems.push_back({level.file, place,
                          start->character.empty() ? "names no character"
                                                   : "character '" + start->character + "' does not exist"});
      continue;
    }
    const std::vector<std::string> typeProblems = type->problems();
    if (!typeProblems.empty()) {
      problems.push_back({level.file, place, "character '" + type->name + "': " + typeProblems.front()});
      continue;
    }
    if (!start->position.isFinite()) {
      problems.push_back({level.file, place, "its position is not a finite number"});
      continue;
    }
    CharacterBody body;
    body.index = int(state_.characters.size());
    body.position = body.start = start->position;
    body.facing = start->facing == CharacterStart::Facing::Left ? -1 : 1;
    state_.characters.push_back(body);
    types_.push_back(*type);
    names_.push_back(start->name);
  }
  if (state_.characters.empty())
    problems.push_back({level.file, "level '" + level.name + "'",
                        "a free level needs a character start (add one with the character to play)"});
  // Well below the lowest of the bounds: fallen out of the level.
  fallLimit_ = std::min(level.boundsMin.y, level.boundsMax.y) - 20;
  for (CharacterBody& body : state_.characters) settleCharacter(body, types_[std::size_t(body.index)], movers_.world(), 0.5);
}

void CharacterSystem::respawn(CharacterBody& body) {
  const Vec2 start = body.start;
  const int index = body.index, facing = body.facing;
  body = CharacterBody{};
  body.index = index;
  body.position = body.start = start;
  body.facing = facing;
  settleCharacter(body, types_[std::size_t(index)], movers_.world(), 0.5);
}

void CharacterSystem::step(int, const TickInput& input) {
  const std::uint8_t bits = input.player[0];
  const bool switchPressed = (bits & InputSwitchWeapon) && !(state_.previousInput & InputSwitchWeapon);
  state_.previousInput = bits;
  const int count = int(state_.characters.size());
  if (switchPressed && count > 1 && level_.options.players < 2) state_.active = (state_.active + 1) % count;
  // Two players: each plays a character of their own (the first two starts), no switching.
  const bool coop = level_.options.players >= 2 && count >= 2;
  for (CharacterBody& body : state_.characters) {
    std::uint8_t mine = body.index == state_.active ? bits : 0;
    if (coop) mine = body.index < 2 ? input.player[std::size_t(body.index)] : 0;
    MotionButtons buttons;
    buttons.left = mine & InputLeft;
    buttons.right = mine & InputRight;
    buttons.down = mine & InputDown;
    buttons.jumpHeld = mine & InputFire;
    buttons.jumpPressed = (mine & InputFire) && !(body.previousInput & InputFire);
    body.previousInput = mine;
    stepCharacter(body, types_[std::size_t(body.index)], movers_.world(), buttons);
    if (!body.position.isFinite() || !body.velocity.isFinite()) {
      level_.report("character '" + names_[std::size_t(body.index)] + "'",
                    "its position or speed stopped being a finite number; it starts again at its start");
      respawn(body);
    } else if (body.position.y < fallLimit_) {
      respawn(body);
    }
  }
}

std::string_view CharacterSystem::label(const CharacterState&, std::string_view, std::size_t index) const {
  return index < names_.size() ? std::string_view(names_[index]) : std::string_view();
}

}  // namespace sw
