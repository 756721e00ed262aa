// The platformer's characters (character_system.h).
#include "sim/platformer/character_system.h"

#include <algorithm>

#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/character_abilities.h"
#include "model/project/project.h"
#include "sim/level_context.h"
#include "sim/platformer/platform_world.h"
#include "sim/platformer/push_and_crush.h"
#include "sim/platformer/puzzle_system.h"

namespace sw {

namespace {
constexpr std::int64_t kHurtTicks = 20;  // how long the hurt pose shows (animations' hurt)
}

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
    state_.followers.emplace_back();
    types_.push_back(*type);
    names_.push_back(start->name);
    const int look = looks_.add(type->name, "character '" + type->name + "'", type->sprite, type->animations, project,
                                level.file, problems);
    looks_.setSwingAnimation(look, type->attackAnimation);
    lookOf_.push_back(look);
    cycleReported_.push_back(0);
    abilities_.push_back(abilitiesOf(*type));
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

bool CharacterSystem::damage(std::size_t character, std::int64_t amount, Vec2 from, double knockback) {
  CharacterBody& body = state_.characters[character];
  const CharacterType& type = types_[character];
  if (body.invulnerableTicks > 0 || amount <= 0 || level_.aidsAt(level_.tick()).godMode) return false;
  body.health -= amount;
  body.invulnerableTicks = type.invulnerableTicks;
  // Any damage stops regeneration; it resumes after the delay, from nothing.
  body.regenerationWait = type.regenerationDelay;
  body.regenerationRun = 0;
  body.regeneration = 0;
  body.hurtTicks = kHurtTicks;
  body.swingTick = -1;  // a hit breaks a swing and a dash
  body.dashTicks = 0;
  level_.events.add("character-hurt", body.index, body.position);
  // Knocked back away from what hurt it, up off the ground.
  const double away = body.position.x >= from.x ? 1.0 : -1.0;
  const double speed = knockback >= 0 ? knockback : type.knockbackSpeed;
  body.velocity = {away * speed, speed};
  body.grounded = false;
  body.groundOwner = -1;
  body.mode = BodyMode::Free;
  body.holdOwner = -1;
  body.airTicks = type.coyoteTicks + 1;
  return true;
}

void CharacterSystem::attackLanded(std::size_t character) { state_.characters[character].landedTick = level_.tick(); }

bool CharacterSystem::following(std::size_t character) const {
  return level_.options.players < 2 && state_.characters.size() > 1 && int(character) != state_.active;
}

void CharacterSystem::catchUp(CharacterBody& body) {
  const CharacterBody& leader = state_.characters[std::size_t(state_.active)];
  const CharacterType& type = types_[std::size_t(body.index)];
  body.position = catchUpPoint(leader, type, world_);
  body.velocity = {};
  body.mode = BodyMode::Free;
  body.holdOwner = -1;
  body.facing = leader.facing;
  settleCharacter(body, type, world_, 0.5);
  level_.events.add("follower-caught-up", body.index, body.position);
}

void CharacterSystem::regenerate(CharacterBody& body) {
  const CharacterType& type = types_[std::size_t(body.index)];
  if (body.invulnerableTicks > 0) --body.invulnerableTicks;
  if (body.health >= type.maxHealth || type.regenerationTicks <= 0) {
    body.regenerationRun = 0;
    body.regeneration = 0;
    return;
  }
  if (body.regenerationWait > 0) {
    --body.regenerationWait;
    return;
  }
  // From nothing up to the full rate (a point every regenerationTicks) over the ramp.
  ++body.regenerationRun;
  const double share = type.regenerationRampTicks > 0
                           ? std::min(1.0, double(body.regenerationRun) / double(type.regenerationRampTicks))
                           : 1.0;
  body.regeneration += share / double(type.regenerationTicks);
  if (body.regeneration >= 1 - 1e-9) {
    ++body.health;
    body.regeneration = std::max(0.0, body.regeneration - 1);
  }
}

MotionButtons CharacterSystem::controls(CharacterBody& body, const CharacterType& type, const TickInput& input) {
  MotionButtons buttons;
  if (following(std::size_t(body.index))) {
    const FollowIntent intent = follow(state_.followers[std::size_t(body.index)], body, type,
                                       abilities_[std::size_t(body.index)],
                                       state_.characters[std::size_t(state_.active)], s_.pathing, world_);
    body.previousInput = 0;
    if (intent.catchUp) {
      catchUp(body);
      return {};
    }
    buttons = intent.buttons;
  } else {
    const std::uint8_t mine = buttonsOf(body, input);
    const std::uint8_t was = body.previousInput;
    auto pressed = [&](std::uint8_t bit) { return (mine & bit) && !(was & bit); };
    buttons.left = mine & InputLeft;
    buttons.right = mine & InputRight;
    buttons.up = mine & InputUp;
    buttons.down = mine & InputDown;
    buttons.jumpHeld = mine & InputFire;
    buttons.jumpPressed = pressed(InputFire);
    buttons.upPressed = pressed(InputUp);
    buttons.downPressed = pressed(InputDown);
    body.previousInput = mine;
    if (pressed(InputSecond)) {
      const bool onGround = body.grounded && body.mode == BodyMode::Free;
      if (buttons.down && onGround && type.canBackdash && body.dashTicks == 0 && body.swingTick < 0) {
        body.dashTicks = type.backdashTicks;
        body.invulnerableTicks = std::max(body.invulnerableTicks, type.backdashSafeTicks);
        level_.events.add("character-backdash", body.index, body.position);
      } else if (type.hasHook && (!buttons.up || body.mode != BodyMode::Free || !type.canAttack)) {
        buttons.hookPressed = true;
      } else if (body.mode == BodyMode::Free && startSwing(body, type)) {
        looks_.startSwing(lookOf_[std::size_t(body.index)], body);
        level_.events.add("character-swing", body.index, body.position);
      }
    }
  }
  if (body.dashTicks > 0) {
    // Sliding backwards: nothing else until it ends.
    --body.dashTicks;
    buttons = {};
    buttons.keepSpeed = true;
    body.velocity.x = -body.facing * type.backdashSpeed;
  }
  if (body.swingTick >= 0 && body.grounded) {
    // A swing on the ground roots it.
    buttons.left = buttons.right = false;
    buttons.jumpPressed = buttons.jumpHeld = false;
  }
  return buttons;
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
    regenerate(body);
    if (body.hurtTicks > 0) --body.hurtTicks;
    looks_.advanceSwing(lookOf_[std::size_t(body.index)], body, type);
    if (pushAndCrush(body, type, world_)) {
      // A follower is not the player's doing: crushed, it catches up instead of being hurt
      // (the AI cannot time hazards as a player does, and the player should not pay for it).
      if (following(std::size_t(body.index))) {
        catchUp(body);
        continue;
      }
      level_.events.add("character-crushed", body.index, body.position);
      const bool godMode = level_.aidsAt(level_.tick()).godMode;
      body.invulnerableTicks = 0;  // crushing always hurts
      damage(std::size_t(body.index), godMode ? 0 : type.crushDamage, body.position);
      respawn(body, body.health);  // it cannot stay inside what crushed it; at no health it starts anew
      continue;
    }
    const MotionButtons buttons = controls(body, type, input);
    stepCharacter(body, type, world_, buttons);
    if (!body.position.isFinite() || !body.velocity.isFinite()) {
      level_.report("character '" + names_[std::size_t(body.index)] + "'",
                    "its position or speed stopped being a finite number; it starts again at its checkpoint");
      respawn(body);
    } else if (body.position.y < fallLimit_ || body.health <= 0) {
      respawn(body);
    }
    const std::size_t i = std::size_t(body.index);
    if (looks_.step(lookOf_[i], body, false, level_.tick(), level_.events, body.index) && !cycleReported_[i]) {
      cycleReported_[i] = 1;
      level_.report("character '" + names_[i] + "'",
                    "its animations' switches hand over in a circle without showing a frame; it shows the last one");
    }
  }
}

std::string_view CharacterSystem::label(const CharacterState&, std::string_view, std::size_t index) const {
  return index < names_.size() ? std::string_view(names_[index]) : std::string_view();
}

}  // namespace sw
