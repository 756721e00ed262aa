#pragma once
// What a monster means to do this tick (DOMAIN.md, "Combat": the sword skeleton walks forward
// until it meets the player or an obstacle, attacks, turns, walks slopes and drops off ledges),
// as the buttons the controller reads and whether it swings:
//  - a character within sight range, with nothing solid between, is chased: along a route on
//    the pathing graph (planned with the monster's own jump, again when a door moves, when the
//    character's node changes after a while, or when the route stalls), then straight at it;
//    within attack range ahead it stops, faces it and swings;
//  - at flee health or less it runs from the character instead;
//  - otherwise it patrols: between its patrol nodes along routes, or forward, turning at walls
//    and at ledges (or dropping off them, as its type says);
//  - hoppers move only by jumping; fliers go straight for their target, stopped by walls.
#include <cstdint>
#include <vector>

#include "sim/platformer/character_motion.h"

namespace sw::graph {
struct NavAbilities;
}

namespace sw {

class CharacterSystem;
class MonsterType;
class PathingSystem;
class PlatformWorld;
struct MonsterBody;

struct MonsterSenses {
  const PlatformWorld& world;
  PathingSystem* pathing;             // null when the level has no pathing graph
  const CharacterSystem* characters;  // null in a level without characters
};

struct MonsterIntent {
  MotionButtons buttons;
  bool swing = false;
};

// `abilities`: what its routes may ask of it (a jump it cannot make is not in them).
MonsterIntent thinkMonster(MonsterBody& monster, const MonsterType& type, const CharacterType& motion,
                           const graph::NavAbilities& abilities, const std::vector<std::uint32_t>& patrol,
                           const MonsterSenses& senses);

// A flier's tick: toward `goal` at its speed, each axis stopped by what is solid.
void flyToward(CharacterBody& body, const CharacterType& motion, const PlatformWorld& world, Vec2 goal, bool hover);

}  // namespace sw
