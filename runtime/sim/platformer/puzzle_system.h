#pragma once
// The platformer's puzzles (model/platformer/puzzle_objects.h), as one system because they
// read each other through expressions: levers and pressure plates, doors (and their
// cascades), one-way barriers, checkpoints and the goal. Each tick, first in the tick:
//  1. plates are weighed from every body's feet (characters and crates, last tick's places);
//     a character touching a lever and pressing up flips it;
//  2. expressions are evaluated over the state as it stands (flat programs over numbered
//     slots, no allocation): doors want to open or close, barriers choose their way;
//  3. doors wait their delay, then slide toward open or shut, pushing what is in the way
//     (push_and_crush.h, in the bodies' own ticks);
//  4. a barrier whose way changed throws sparks and the camera glances at it;
//  5. a character inside a checkpoint's area reaches it (the saved game is written by whoever
//     runs the level, on the "checkpoint-reached" event); one inside the goal ends the level.
// A run continued from a saved game (PlayOptions::continueFrom) starts with the levers, doors
// and checkpoints as saved.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/fields.h"
#include "model/platformer/puzzle_expression.h"
#include "sim/platformer/platformer_systems.h"
#include "sim/system.h"

namespace sw {

class PlatformWorld;

struct DoorProgress {
  static constexpr std::string_view kStateKind = "door";
  double offset = 0;  // how far open, 0 .. travel
  bool wantOpen = false;
  std::int64_t delayLeft = 0;
  SW_FIELDS(DoorProgress, offset, wantOpen, delayLeft)
};

struct SwitchProgress {
  static constexpr std::string_view kStateKind = "switch";
  bool on = false;
  SW_FIELDS(SwitchProgress, on)
};

struct BarrierProgress {
  static constexpr std::string_view kStateKind = "barrier";
  int way = 0;  // +1, -1 or 0 (see Barrier)
  SW_FIELDS(BarrierProgress, way)
};

struct MarkProgress {
  static constexpr std::string_view kStateKind = "checkpoint";
  bool reached = false;
  SW_FIELDS(MarkProgress, reached)
};

struct PuzzleState {
  std::vector<SwitchProgress> switches;
  std::vector<DoorProgress> doors;
  std::vector<BarrierProgress> barriers;
  std::vector<MarkProgress> checkpoints;
  int lastCheckpoint = -1;
  bool goalReached = false;
  SW_FIELDS(PuzzleState, switches, doors, barriers, checkpoints, lastCheckpoint, goalReached)
};

class PuzzleSystem final : public StatefulSystem<PuzzleState> {
 public:
  enum Phase { Update };

  PuzzleSystem(LevelContext& level, PlatformWorld& world) : StatefulSystem(level, "puzzles"), world_(world) {}
  void connect(const PlatformerSystems& systems) { s_ = systems; }
  // The level's puzzle pieces (doors and barriers become pieces of the world), their
  // expressions compiled; problems name the object and the expression's column.
  void build(Errors& problems);

  void step(int phase, const TickInput& input) override;
  void afterRestore() override;
  bool finished() const override { return state_.goalReached; }

  // A piece's value by name, as expressions read it (SWITCH.on, DOOR.open ...), or nothing when
  // there is no such piece or member (replay conditions read these).
  std::optional<double> read(std::string_view object, std::string_view member) const;
  std::vector<std::string> names() const;
  // An expression over the puzzle pieces for another system (a nav node's passableWhen),
  // compiled after build(); empty with `problem` set when it does not compile.
  PuzzleExpression compile(std::string_view text, std::string* problem);
  // Its value as the pieces are now (allocation-free).
  double evaluate(const PuzzleExpression& expression) const;
  // Where character `index` comes back: beside the last checkpoint reached, else `start`.
  Vec2 respawnPoint(int index, Vec2 start) const;

  struct DoorPiece {
    std::string name;
    Vec2 closed;  // centre when shut
    Vec2 size;
    Vec2 way;     // unit vector it opens along
    double travel = 0, speed = 0;
    std::int64_t delayTicks = 0;
    PuzzleExpression opensWhen;
    int owner = -1;
  };
  struct SwitchPiece {
    std::string name;
    Vec2 position, size;
    bool plate = false;
  };
  struct BarrierPiece {
    std::string name;
    Vec2 position, size;
    bool vertical = false;
    std::int64_t glanceTicks = 0;
    PuzzleExpression passable;
    int owner = -1;
  };
  struct MarkPiece {
    std::string name;
    Vec2 position, size;
  };
  const std::vector<DoorPiece>& doors() const { return doors_; }
  const std::vector<SwitchPiece>& switches() const { return switches_; }
  const std::vector<BarrierPiece>& barriers() const { return barriers_; }
  const std::vector<MarkPiece>& checkpoints() const { return checkpoints_; }
  const std::vector<MarkPiece>& goals() const { return goals_; }

 protected:
  std::string_view label(const PuzzleState& s, std::string_view kind, std::size_t index) const override;
  bool fits(const PuzzleState& saved) const override;

 private:
  enum class SlotKind : std::uint8_t { SwitchOn, DoorOpen, DoorClosed, CheckpointReached, GoalReached, BarrierWay };
  struct Slot {
    SlotKind kind;
    int index;
  };
  int slotFor(std::string_view object, std::string_view member, std::string* problem);
  void refreshSlots();
  void weighAndFlip(const TickInput& input);
  void moveDoors();
  void updateBarriers();
  void reachMarks();
  void placeDoors(bool moving);
  void applyContinue(Errors& problems);

  PlatformWorld& world_;
  PlatformerSystems s_;
  std::vector<DoorPiece> doors_;
  std::vector<SwitchPiece> switches_;
  std::vector<BarrierPiece> barriers_;
  std::vector<MarkPiece> checkpoints_, goals_;
  std::vector<Slot> slots_;
  std::vector<double> values_;  // slot values this tick (sized at build)
  // This tick's switch changes: by the players (levers, plates under characters or crates)
  // or only by monsters (a barrier they change makes no camera glance). Not state: worked
  // out again every tick before it is read.
  bool playersFlipped_ = false, monstersFlipped_ = false;
  std::vector<Vec2> doorWas_;   // door anchors before this tick's move
};

}  // namespace sw
