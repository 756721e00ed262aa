// The platformer's monsters (monster_system.h).
#include "sim/platformer/monster_system.h"

#include <algorithm>

#include "model/level/level.h"
#include "model/level/object_cast.h"
#include "model/platformer/character_abilities.h"
#include "model/project/project.h"
#include "sim/level_context.h"
#include "sim/platformer/melee.h"
#include "sim/platformer/monster_mind.h"
#include "sim/platformer/pathing_system.h"
#include "sim/platformer/platform_world.h"
#include "sim/platformer/push_and_crush.h"

namespace sw {

void MonsterSystem::build(const Project& project, Errors& problems) {
  const Level& level = *level_.level;
  for (const auto& object : level.objects) {
    const auto* placed = objectCast<const Monster*>(object.get());
    if (!placed) continue;
    const std::string place = "monster '" + placed->name + "'";
    const MonsterType* type = project.findMonsterType(placed->monster);
    if (!type) {
      problems.push_back({level.file, place,
                          placed->monster.empty() ? "names no monster type"
                                                  : "monster type '" + placed->monster + "' does not exist"});
      continue;
    }
    if (const auto typeProblems = type->problems(); !typeProblems.empty()) {
      problems.push_back({level.file, place, "monster type '" + type->name + "': " + typeProblems.front()});
      continue;
    }
    if (!placed->position.isFinite()) {
      problems.push_back({level.file, place, "its position is not a finite number"});
      continue;
    }
    MonsterBody m;
    m.body.index = int(state_.monsters.size());
    m.body.position = m.body.start = placed->position;
    m.body.facing = placed->facing == Monster::Facing::Left ? -1 : 1;
    m.body.health = type->maxHealth;
    state_.monsters.push_back(m);
    types_.push_back(*type);
    motions_.push_back(type->motion());
    abilities_.push_back(abilitiesOf(motions_.back()));
    names_.push_back(placed->name);
    patrols_.emplace_back();
    const int look = looks_.add(type->name, "monster type '" + type->name + "'", type->sprite, type->animations,
                                project, level.file, problems);
    looks_.setSwingAnimation(look, type->attackAnimation);
    lookOf_.push_back(look);
    cycleReported_.push_back(0);
  }
  fallLimit_ = std::min(level.boundsMin.y, level.boundsMax.y) - 20;
}

// After the pathing graph is built: patrol names become nodes (a name that is no node of the
// graph was reported by Check Project and is left out here).
void MonsterSystem::settle() {
  const Level& level = *level_.level;
  std::size_t i = 0;
  for (const auto& object : level.objects) {
    const auto* placed = objectCast<const Monster*>(object.get());
    if (!placed || i >= names_.size() || placed->name != names_[i]) continue;
    if (s_.pathing)
      for (const std::string& node : placed->patrol)
        if (auto n = s_.pathing->graph().findNode(node)) patrols_[i].push_back(*n);
    ++i;
  }
  for (MonsterBody& m : state_.monsters) {
    if (types_[std::size_t(m.body.index)].movement != MonsterType::Movement::Fly)
      settleCharacter(m.body, motions_[std::size_t(m.body.index)], world_, 0.5);
  }
}

std::optional<double> MonsterSystem::read(std::string_view name, std::string_view member) const {
  for (std::size_t i = 0; i < names_.size(); ++i) {
    if (names_[i] != name) continue;
    const MonsterBody& m = state_.monsters[i];
    if (member == "x") return m.body.position.x;
    if (member == "y") return m.body.position.y;
    if (member == "health") return double(m.body.health);
    if (member == "defeated") return m.mode == MonsterMode::Defeated ? 1.0 : 0.0;
    if (member == "chasing") return m.mode == MonsterMode::Chase ? 1.0 : 0.0;
    return std::nullopt;
  }
  return std::nullopt;
}

void MonsterSystem::damage(std::size_t monster, std::int64_t amount, Vec2 from, double knockback) {
  MonsterBody& m = state_.monsters[monster];
  CharacterBody& body = m.body;
  if (m.mode == MonsterMode::Defeated || body.invulnerableTicks > 0 || amount <= 0) return;
  const MonsterType& type = types_[monster];
  body.health -= amount;
  body.invulnerableTicks = type.invulnerableTicks;
  level_.events.add("monster-hurt", int(monster), body.position);
  const double away = body.position.x >= from.x ? 1.0 : -1.0;
  const double speed = knockback * type.knockbackSpeed / 0.15;  // 0.15: a type that takes hits as given
  if (speed > 0) {
    body.velocity = {away * speed, speed * 0.5};
    body.grounded = false;
    body.groundOwner = -1;
    body.airTicks = motions_[monster].coyoteTicks + 1;
  }
  body.swingTick = -1;  // a hit breaks its swing
  body.hurtTicks = 20;
  if (body.health <= 0) defeat(m, monster);
}

void MonsterSystem::attackLanded(std::size_t monster) { state_.monsters[monster].body.landedTick = level_.tick(); }

void MonsterSystem::defeat(MonsterBody& m, std::size_t index) {
  m.mode = MonsterMode::Defeated;
  m.body.health = 0;
  m.body.swingTick = -1;
  m.target = -1;
  dropRoute(m.route);
  level_.events.add("monster-defeated", int(index), m.body.position);
}

void MonsterSystem::step(int, const TickInput&) {
  const MonsterSenses senses{world_, s_.pathing, s_.characters};
  for (MonsterBody& m : state_.monsters) {
    const std::size_t i = std::size_t(m.body.index);
    if (m.mode == MonsterMode::Defeated) {
      // It falls where it was beaten (a flier too) and lies there, showing its 'dead'
      // animation; out of the level, it stops.
      if (m.body.position.y >= fallLimit_) stepCharacter(m.body, motions_[i], world_, {});
      looks_.step(lookOf_[i], m.body, true, level_.tick(), level_.events, int(i));
      continue;
    }
    const MonsterType& type = types_[i];
    const CharacterType& motion = motions_[i];
    CharacterBody& body = m.body;
    if (body.invulnerableTicks > 0) --body.invulnerableTicks;
    if (body.hurtTicks > 0) --body.hurtTicks;
    looks_.advanceSwing(lookOf_[i], body, type);
    if (pushAndCrush(body, motion, world_)) {
      level_.events.add("monster-crushed", int(i), body.position);
      damage(i, type.crushDamage, body.position, 0);
      if (m.mode == MonsterMode::Defeated) continue;
    }
    const MonsterIntent intent = thinkMonster(m, type, motion, abilities_[i], patrols_[i], senses);
    if (intent.swing && startSwing(body, type)) {
      looks_.startSwing(lookOf_[i], body);
      level_.events.add("monster-swing", int(i), body.position);
    }
    if (type.movement != MonsterType::Movement::Fly) stepCharacter(body, motion, world_, intent.buttons);
    if (!body.position.isFinite() || !body.velocity.isFinite()) {
      level_.report("monster '" + names_[i] + "'", "its position or speed stopped being a finite number; it is taken out of play");
      body.position = body.start;
      body.velocity = {};
      defeat(m, i);
    } else if (body.position.y < fallLimit_) {
      defeat(m, i);
    }
    if (looks_.step(lookOf_[i], body, m.mode == MonsterMode::Defeated, level_.tick(), level_.events, int(i)) &&
        !cycleReported_[i]) {
      cycleReported_[i] = 1;
      level_.report("monster '" + names_[i] + "'",
                    "its animations' switches hand over in a circle without showing a frame; it shows the last one");
    }
  }
}

std::string_view MonsterSystem::label(const MonsterState&, std::string_view, std::size_t index) const {
  return index < names_.size() ? std::string_view(names_[index]) : std::string_view();
}

}  // namespace sw
