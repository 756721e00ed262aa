#pragma once
// The particle effects of a running game: what the presentation journal
// (present/presentation_journal.h) hands over after each advance becomes effects played at
// the events' absolute places (picked by data: effect_library.h), the player stepped once per
// simulation tick run, and an event a rollback withdrew takes its particles with it. Used by
// Play in the editor and by scrollwork-player (view/play/play_view.h). Qt-free.
#include <cstdint>
#include <vector>

#include "present/effects/effect_player.h"
#include "present/effects/level_walls.h"
#include "present/presentation_journal.h"

namespace sw {

class Project;
class Level;
class RuntimeLevel;

class GameEffects {
 public:
  explicit GameEffects(std::size_t particles = 32768, std::size_t runs = 4096);

  // A new run of `level` of `project` (the run's copies). Forgets what played before.
  void begin(const Project& project, const Level* level, std::uint64_t seed);
  // The effects changed (an edit while Play runs): newly emitted particles use them.
  void setEffects(const Project& project, const Level* level);
  // After the level advanced: starts what `changes` started, cancels what it withdrew, and
  // steps once for every tick run since the last call.
  void present(const RuntimeLevel& level, const PresentationJournal::Changes& changes);

  const EffectPlayer& player() const { return player_; }
  EffectPlayer& player() { return player_; }
  std::int64_t played() const { return played_; }  // effects started since begin()

 private:
  struct Record {
    std::int64_t tick = -1;
    std::string_view kind;
    std::int64_t id = 0;
    int rank = 0;
    std::uint32_t owner = 0;
  };
  void start(const PresentedEvent& e);

  EffectPlayer player_;
  LevelWalls walls_;
  std::vector<Record> records_;  // a ring: the owners of recent events, for cancelling
  std::size_t nextRecord_ = 0;
  std::uint32_t nextOwner_ = 1;
  std::int64_t stepped_ = -1;  // the last tick stepped
  std::int64_t played_ = 0;
};

}  // namespace sw
