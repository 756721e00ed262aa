#pragma once
// What happened in the last tick, for whoever presents the game (sound, effects, the Log):
// systems emit events as they act ("enemy-killed" with the enemy's serial and place), the
// level clears the list when the next tick starts.
//
// Kinds the shooter emits for the presentation (besides those the game itself needs):
// "shot" (a player's weapon fired: subject the weapon), "bullet-impact" (a player's bullet
// met a wall), "enemy-hit" / "part-hit" (hurt, not destroyed), "enemy-fired" (an enemy or a
// part started a volley of its pattern). Not game state: never hashed, never
// saved; a rollback that runs a tick again emits its events again.
//
// Fixed capacity (set at build): a tick never allocates; events past it are counted as
// dropped, not kept.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/math.h"

namespace sw {

struct LevelEvent {
  std::string_view kind;  // a literal: "enemy-killed", "player-killed", "trigger-fired" ...
  std::int64_t id = 0;    // the entity concerned (an enemy's serial, a player's index ...)
  Vec2 at;                // where, in the simulation's frame
  // What kind of thing it concerns, so the presentation can pick effects and sounds by data:
  // the enemy type's name, the weapon's ... and, for a part of an enemy, the part's name.
  // Views of names the run keeps for its whole life (its snapshot of the project).
  std::string_view subject;
  std::string_view part;
};

class LevelEvents {
 public:
  void reserve(std::size_t capacity) { events_.reserve(capacity); }
  void clear() {
    events_.clear();
    dropped_ = 0;
  }
  void add(std::string_view kind, std::int64_t id, Vec2 at, std::string_view subject = {},
           std::string_view part = {}) {
    if (events_.size() < events_.capacity())
      events_.push_back({kind, id, at, subject, part});
    else
      ++dropped_;
  }
  const std::vector<LevelEvent>& list() const { return events_; }
  std::size_t dropped() const { return dropped_; }

 private:
  std::vector<LevelEvent> events_;
  std::size_t dropped_ = 0;
};

}  // namespace sw
