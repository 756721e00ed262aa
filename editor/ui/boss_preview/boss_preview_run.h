#pragma once
// The Boss Preview's simulation (issue 41 item 6): one enemy type played alone by the real
// shooter stepper, Qt-free. From a copy of the project (so patterns, bullet kinds, meshes and
// game rules resolve) it makes a level of its own: a chain of a few wall-less tiles scrolled
// at the slowest speed the model allows (1/1000 unit a tick: 3.6 units in a minute, so the
// camera barely moves and the run never leaves the first link), and one spawn of the type
// without a path at a fixed point right of the screen's centre. The copy's type stands
// still there (movement Stationary, facing and machines unchanged), so whatever its
// behaviour does with `setSpeed` it stays on screen; `moveTo` still moves it.
//
// One player ship in god mode, pressing nothing, is put on the dummy's point before every
// tick: the boss aims its beams, facing, aimed patterns and missiles at it.
//
// Scrubbing: seek(N) runs the deterministic simulation from tick 0 to N, stepping on from
// the state it holds when N is ahead and building again when N is behind or something
// changed (type, project, dummy, actions). Damage and destroy presses are kept as
// (tick, part, action) and applied when a run reaches that tick, so every re-run agrees.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/math.h"
#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"

namespace sw {
class EnemyType;
class Project;
}

namespace sw::editor {

class BossPreviewRun {
 public:
  static constexpr std::int64_t kMaxTick = 3600;
  static constexpr std::int64_t kDamage = 4;  // what one "Damage Part" press does (a new part has 10)

  enum class Action { Damage, Destroy };
  struct Press {
    std::int64_t tick = 0;
    int part = -1;
    Action action = Action::Damage;
    bool operator==(const Press&) const = default;
  };

  // The preview's project made from `source`: its copy with one level ("boss preview") and
  // `typeName` standing still at `bossAt()`. Null when the project has no such type.
  static std::unique_ptr<Project> makeProject(const Project& source, const std::string& typeName);
  // Where the boss stands and where the dummy starts, in the preview level's coordinates
  // (the camera starts at (0, 0), the screen is the project's screenExtent around it).
  static Vec2 bossAt(const Project& project);
  static Vec2 defaultDummy(const Project& project);

  // Plays `typeName` of `source` from now on (copied now; call again after edits).
  // projectDir lets mesh collision load. False, with error(), when it cannot be built.
  bool setType(const Project& source, const std::string& typeName, const std::string& projectDir = {});
  const std::string& typeName() const { return typeName_; }
  // Why the last build failed, or empty.
  const std::string& error() const { return error_; }

  // The dummy ship's point (level coordinates). A change re-runs up to the current tick.
  void setDummy(Vec2 at);
  Vec2 dummy() const { return dummy_; }

  // Runs to tick `tick` (0..kMaxTick): on from the state held, or again from 0.
  bool seek(std::int64_t tick);
  // One tick on (Play), up to kMaxTick.
  bool step() { return seek(tick() + 1); }
  std::int64_t tick() const { return level_ ? level_->ticksRun() : 0; }

  // Records a press on `part` at the current tick and applies it now.
  void press(int part, Action action);
  const std::vector<Press>& presses() const { return presses_; }
  // Forgets every press and runs again to the current tick.
  void clearPresses();

  // What the view and the status read; null before a successful build.
  const RuntimeLevel* level() const { return level_.get(); }
  // The boss now (null before it appears or after it is gone) and its type as the run has it.
  const Enemy* boss() const;
  const EnemySystem::Type* bossType() const;
  const PartState* parts() const;
  // The played type as designed (the preview's copy), or null.
  const EnemyType* type() const;
  const Project* project() const { return project_.get(); }  // the boss's part slots, or null
  std::vector<std::string> partNames() const;  // of the type, in order
  // The boss's current phase name, empty before any `phase` (or without a boss).
  std::string phaseName() const;
  // Each machine of the body and of every part still there, with its current state.
  struct MachineState {
    std::string owner;    // "" for the body, else the part's name
    std::string machine;  // kMainMachine or the machine's own name
    std::string state;    // "" before its first tick
  };
  std::vector<MachineState> machineStates() const;

 private:
  bool rebuild();
  void applyPresses(std::int64_t tick);
  void apply(const Press& press);
  void placeDummy();
  int bossIndex() const;

  std::unique_ptr<Project> project_;
  std::string typeName_, projectDir_, error_;
  std::unique_ptr<RuntimeLevel> level_;
  Vec2 dummy_;
  bool dummySet_ = false;
  bool stale_ = true;  // the held run no longer matches the settings: build before reading on
  std::vector<Press> presses_;
};

}  // namespace sw::editor
