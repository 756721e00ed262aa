#pragma once
// The platformer's monsters (model/platformer/monster_type.h): one per Monster object of the
// level, each moved by the characters' own controller with buttons its mind holds
// (monster_mind.h), so it walks slopes, rides platforms, is pushed and crushed as characters
// are, and presses plates (puzzle_system.cpp weighs monsters too). Its swing is a melee
// attack (melee.h) the combat system (combat_system.h) lands.
//
// A monster at no health is defeated: it stays where it fell, out of play (no swings, no
// weight on plates, not chased or hit), until the level starts again. A position that stops
// being a finite number is reported, naming the monster, which is then defeated: a problem
// never freezes Play.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "model/platformer/character_type.h"
#include "model/platformer/monster_type.h"
#include "sim/platformer/character_motion.h"
#include "sim/platformer/creature_looks.h"
#include "graph/nav_abilities.h"
#include "sim/platformer/melee.h"
#include "sim/platformer/platformer_systems.h"
#include "sim/platformer/route_walker.h"
#include "sim/system.h"

namespace sw {

class PlatformWorld;

enum class MonsterMode : std::uint8_t { Patrol, Chase, Flee, Defeated };

struct MonsterBody {
  static constexpr std::string_view kStateKind = "monster";
  CharacterBody body;
  RouteProgress route;
  MonsterMode mode = MonsterMode::Patrol;
  int target = -1;               // the character chased (or fled), or -1
  int patrolAt = 0;              // the patrol node it walks to
  std::int64_t turnWait = 0;     // ticks it stands after turning at a wall or ledge
  SW_FIELDS(MonsterBody, body, route, mode, target, patrolAt, turnWait)
};

struct MonsterState {
  std::vector<MonsterBody> monsters;
  SW_FIELDS(MonsterState, monsters)
};

class MonsterSystem final : public StatefulSystem<MonsterState> {
 public:
  enum Phase { Move };

  MonsterSystem(LevelContext& level, PlatformWorld& world) : StatefulSystem(level, "monsters"), world_(world) {}
  void connect(const PlatformerSystems& systems) { s_ = systems; }
  // The level's monsters with their types copied from the project; problems name the monster.
  void build(const Project& project, Errors& problems);
  void settle();

  void step(int phase, const TickInput& input) override;

  const std::vector<MonsterBody>& monsters() const { return state_.monsters; }
  const MonsterType& type(std::size_t monster) const { return types_[monster]; }
  const CharacterType& motion(std::size_t monster) const { return motions_[monster]; }
  const std::string& name(std::size_t monster) const { return names_[monster]; }
  bool active(std::size_t monster) const { return state_.monsters[monster].mode != MonsterMode::Defeated; }
  // A monster's value by name: x, y, health, defeated, chasing (replay conditions).
  std::optional<double> read(std::string_view name, std::string_view member) const;
  // Damage from something at `from`, knocked back at `knockback` scaled by its type's
  // Knock-back Taken; nothing while it is safe or defeated.
  void damage(std::size_t monster, std::int64_t amount, Vec2 from, double knockback);
  // Records a target its swing hit (melee.h: false when it already was).
  bool hitOnce(std::size_t monster, std::int32_t target) { return sw::hitOnce(state_.monsters[monster].body, target); }
  const CreatureLooks& looks() const { return looks_; }
  int look(std::size_t monster) const { return lookOf_[monster]; }
  // Marks an attack of its as landed this tick (animations' attackLanded).
  void attackLanded(std::size_t monster);

 protected:
  std::string_view label(const MonsterState& s, std::string_view kind, std::size_t index) const override;
  bool fits(const MonsterState& saved) const override { return saved.monsters.size() == state_.monsters.size(); }

 private:
  void defeat(MonsterBody& m, std::size_t index);

  PlatformWorld& world_;
  PlatformerSystems s_;
  std::vector<MonsterType> types_;         // per monster, copied from the project
  std::vector<CharacterType> motions_;     // per monster: its type's numbers for the controller
  std::vector<graph::NavAbilities> abilities_;  // per monster: the links its routes may take
  std::vector<std::vector<std::uint32_t>> patrols_;  // per monster: its patrol nodes
  std::vector<std::string> names_;
  CreatureLooks looks_{"monster"};
  std::vector<int> lookOf_;
  std::vector<std::uint8_t> cycleReported_;
  double fallLimit_ = -1e9;
};

}  // namespace sw
