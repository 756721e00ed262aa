// The platformer's characters (character_system.h).
#include "sim/platformer/character_system.h"

#include <algorithm>

#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "model/project/project.h"
#include "sim/level_context.h"
#include "sim/platformer/platform_world.h"
#include "sim/platformer/push_and_crush.h"
#include "sim/platformer/puzzle_system.h"

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
    body.health = type->maxHealth;
    state_.characters.push_back(body);
    types_.push_back(*type);
    names_.push_back(start->name);
  }
  if (state_.characters.empty())
    problems.push_back({level.file, "level '" + level.name + "'",
                        "a free level needs a character start (add one with the character to play)"});
  // Well below the lowest of the bounds: fallen out of the level.
  fallLimit_ = std::min(level.boundsMin.y, level.boundsMax.y) - 20;
}

// Called once the puzzles know the checkpoint a continued run starts at (platformer_kind.cpp).
void CharacterSystem::settle() {
  for (CharacterBody& body : state_.characters) {
    if (s_.puzzles) body.position = s_.puzzles->respawnPoint(body.index, body.start);
    settleCharacter(body, types_[std::size_t(body.index)], world_, 0.5);
  }
}

void CharacterSystem::respawn(CharacterBody& body, std::int64_t health) {
  const Vec2 start = body.start;
  const int index = body.index, facing = body.facing;
  body = CharacterBody{};
  body.index = index;
  body.start = start;
  body.position = s_.puzzles ? s_.puzzles->respawnPoint(index, start) : start;
  body.facing = facing;
  const CharacterType& type = types_[std::size_t(index)];
  body.health = health > 0 ? std::min(health, type.maxHealth) : type.maxHealth;
  if (health > 0) body.invulnerableTicks = type.invulnerableTicks;
  settleCharacter(body, type, world_, 0.5);
  level_.events.add("character-respawned", index, body.position);
}

std::optional<double> CharacterSystem::read(std::string_view name, std::string_view member) const {
  for (std::size_t i = 0; i < names_.size(); ++i) {
    if (names_[i] != name) continue;
    const CharacterBody& b = state_.characters[i];
    if (member == "x") return b.position.x;
    if (member == "y") return b.position.y;
    if (member == "health") return double(b.health);
    if (member == "grounded") return b.grounded ? 1.0 : 0.0;
    if (member == "active") return b.index == state_.active ? 1.0 : 0.0;
    return std::nullopt;
  }
  return std::nullopt;
}

std::uint8_t CharacterSystem::buttonsOf(const CharacterBody& body, const TickInput& input) const {
  if (level_.options.players >= 2 && state_.characters.size() >= 2)
    return body.index < 2 ? input.player[std::size_t(body.index)] : 0;
  return body.index == state_.active ? input.player[0] : 0;
}

void CharacterSystem::damage(std::size_t character, std::int64_t amount, Vec2 from) {
  CharacterBody& body = state_.characters[character];
  const CharacterType& type = types_[character];
  if (body.invulnerableTicks > 0 || amount <= 0 || level_.aidsAt(level_.tick()).godMode) return;
  body.health -= amount;
  body.invulnerableTicks = type.invulnerableTicks;
  body.regenerationWait = type.regenerationDelay;
  level_.events.add("character-hurt", body.index, body.position);
  // Knocked back away from what hurt it, up off the ground.
  const double away = body.position.x >= from.x ? 1.0 : -1.0;
  body.velocity = {away * type.knockbackSpeed, type.knockbackSpeed};
  body.grounded = false;
  body.groundOwner = -1;
  body.mode = BodyMode::Free;
  body.holdOwner = -1;
  body.airTicks = type.coyoteTicks + 1;
}

void CharacterSystem::regenerate(CharacterBody& body) {
  const CharacterType& type = types_[std::size_t(body.index)];
  if (body.invulnerableTicks > 0) --body.invulnerableTicks;
  if (body.health >= type.maxHealth || type.regenerationTicks <= 0) return;
  if (body.regenerationWait > 0) {
    --body.regenerationWait;
    return;
  }
  ++body.health;
  body.regenerationWait = type.regenerationTicks;
}

void CharacterSystem::step(int, const TickInput& input) {
  const std::uint8_t bits = input.player[0];
  const bool switchPressed = (bits & InputSwitchWeapon) && !(state_.previousInput & InputSwitchWeapon);
  state_.previousInput = bits;
  const int count = int(state_.characters.size());
  if (switchPressed && count > 1 && level_.options.players < 2) {
    state_.active = (state_.active + 1) % count;
    level_.events.add("character-switched", state_.active, state_.characters[std::size_t(state_.active)].position);
  }
  for (CharacterBody& body : state_.characters) {
    const CharacterType& type = types_[std::size_t(body.index)];
    const std::uint8_t mine = buttonsOf(body, input);
    const std::uint8_t was = body.previousInput;
    auto pressed = [&](std::uint8_t bit) { return (mine & bit) && !(was & bit); };
    MotionButtons buttons;
    buttons.left = mine & InputLeft;
    buttons.right = mine & InputRight;
    buttons.up = mine & InputUp;
    buttons.down = mine & InputDown;
    buttons.jumpHeld = mine & InputFire;
    buttons.jumpPressed = pressed(InputFire);
    buttons.upPressed = pressed(InputUp);
    buttons.downPressed = pressed(InputDown);
    buttons.hookPressed = pressed(InputSecond);
    body.previousInput = mine;
    regenerate(body);
    if (pushAndCrush(body, type, world_)) {
      level_.events.add("character-crushed", body.index, body.position);
      const bool godMode = level_.aidsAt(level_.tick()).godMode;
      body.invulnerableTicks = 0;  // crushing always hurts
      damage(std::size_t(body.index), godMode ? 0 : type.crushDamage, body.position);
      respawn(body, body.health);  // it cannot stay inside what crushed it; at no health it starts anew
      continue;
    }
    stepCharacter(body, type, world_, buttons);
    if (!body.position.isFinite() || !body.velocity.isFinite()) {
      level_.report("character '" + names_[std::size_t(body.index)] + "'",
                    "its position or speed stopped being a finite number; it starts again at its checkpoint");
      respawn(body);
    } else if (body.position.y < fallLimit_ || body.health <= 0) {
      respawn(body);
    }
  }
}

std::string_view CharacterSystem::label(const CharacterState&, std::string_view, std::size_t index) const {
  return index < names_.size() ? std::string_view(names_[index]) : std::string_view();
}

}  // namespace sw
