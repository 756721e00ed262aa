#pragma once
// What Play runs: a RuntimeLevel built from a snapshot of a design-time Level (DOMAIN.md,
// "Runtime: what Play runs"). build() copies everything it needs (tile definitions, the
// level, enemy types), creates every runtime object first, then resolves names (spawn ->
// enemy type, path, trigger, wave) into indices; it never keeps a pointer into the
// document, so the editor may change or delete the Level while Play runs.
//
// Time is integer ticks at the project's fixed rate (60 Hz). One tick(), for tick number
// t = ticksRun():
//  1. the camera moves to CameraTrack::at(t) (past the end it stays at the end);
//  2. spawns due at t fire: AtTick spawns whose `tick` is t (or earlier, for a negative
//     tick), WaveCleared spawns whose `afterWave` was cleared during an earlier tick.
//     OnTrigger spawns never fire yet (triggers are not simulated; see onTriggerSpawns());
//  3. ship i of a fired formation appears on the tick it launches (fired tick + its
//     formation delay) at its start: the path start (plus its lateral offset) or the
//     spawn's position;
//  4. every live enemy moves to its pose for the tick (formationShipAt: constant speed
//     along its path) and runs its state machine; it leaves when its open path ends or
//     its behaviour runs `die`. A non-finite position is an error naming the enemy, which
//     is removed;
//  5. a wave is cleared (once) when all of its spawns fired, launched every ship and none
//     of its enemies lives.
// Positions are absolute level coordinates, as the editor's ghost ships use.
//
// Enemies come from a pool sized at build time (every ship of every spawn: each spawn
// fires at most once), an unordered array with swap-remove: tick() allocates nothing
// unless a behaviour trips its guard (the error message allocates).
//
// Determinism: the whole state is a function of (project, level, seed, ticks run): running
// N ticks one by one or in batches gives the same stateHash(). Each enemy owns an
// MwcRandom seeded from the level seed, its spawn's index and its ship index, so a
// different seed changes the hash even where it changes no position.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/random.h"
#include "model/camera_track.h"
#include "model/path_curve.h"
#include "model/path_motion.h"
#include "model/spawn.h"
#include "sim/state_machine.h"

namespace sw {

class RuntimeLevel {
 public:
  struct Enemy {
    explicit Enemy(const StateMachine& behaviour) : machine(behaviour) {}
    std::uint32_t serial = 0;   // order of appearance, from 0
    int spawn = -1;             // index into spawns()
    std::int64_t ship = 0;      // index within its formation
    int type = -1;              // index into enemy types
    Vec2 position;
    Vec2 direction{-1, 0};
    double distance = 0;        // along its path
    std::int64_t health = 0;
    std::int64_t bornTick = 0;  // tick it appeared
    bool endReached = false;
    bool died = false;          // its behaviour ran `die`
    MwcRandom random;
    StateMachineInstance machine;
  };

  // A spawn as the game runs it: the design-time fields copied, names resolved.
  struct RuntimeSpawn {
    Spawn spec;
    int type = -1;      // enemy type index (always valid after build)
    int path = -1;      // path index, -1 without a path
    int trigger = -1;   // OnTrigger: trigger index
    int wave = -1;      // wave index, -1 when the spawn belongs to no wave
    int afterWave = -1; // WaveCleared: wave index
    bool fired = false;
    std::int64_t firedTick = 0;
    std::int64_t launched = 0;  // ships created so far
    double axisY = 0;           // mirror axis: the camera's y when it fired
  };

  // Errors name the level object (or enemy type) concerned. The level's own seed is
  // ignored: `seed` is the run's seed (Play passes level.seed).
  // `all`, when given, receives every problem; the Result carries the first.
  static Result<RuntimeLevel> build(const Project& project, const Level& level, std::uint64_t seed,
                                    Errors* all = nullptr);

  RuntimeLevel(RuntimeLevel&&) noexcept;
  RuntimeLevel& operator=(RuntimeLevel&&) noexcept;
  RuntimeLevel(const RuntimeLevel&) = delete;
  RuntimeLevel& operator=(const RuntimeLevel&) = delete;
  ~RuntimeLevel();

  // Runs one tick (see the top of this file). False when it found an error (errors()).
  bool tick();
  // Runs `count` ticks; false when any of them found an error.
  bool run(std::int64_t count);

  std::int64_t ticksRun() const { return ticks_; }
  const CameraSpot& camera() const { return camera_; }
  const std::vector<Enemy>& enemies() const { return enemies_; }
  const std::vector<RuntimeSpawn>& spawns() const { return spawns_; }
  std::size_t enemyCapacity() const { return enemies_.capacity(); }
  bool waveCleared(const std::string& wave) const;
  std::size_t onTriggerSpawns() const;  // spawns waiting for a trigger: not simulated yet
  std::uint64_t seed() const { return seed_; }
  // Problems found while running (NaN positions, behaviours that stopped), in order.
  const Errors& errors() const { return errors_; }
  // "spawnName[ship]": how errors name an enemy.
  std::string enemyName(const Enemy& enemy) const;

  // FNV-1a 64 over the whole state: tick, camera, waves, spawns' progress and every live
  // enemy's fields (in pool order, which is itself deterministic).
  std::uint64_t stateHash() const;

 private:
  RuntimeLevel();
  struct Snapshot;
  struct Type;
  struct Wave;
  class Context;

  void fireDueSpawns(std::int64_t t);
  void launchShips(std::int64_t t);
  void updateEnemies(std::int64_t t);
  void updateWaves();

  std::unique_ptr<Snapshot> snap_;  // owns the copied level; heap-held so moves keep addresses
  std::vector<RuntimeSpawn> spawns_;
  std::vector<Enemy> enemies_;
  Errors errors_;
  std::int64_t ticks_ = 0;
  std::uint64_t seed_ = 0;
  std::uint32_t nextSerial_ = 0;
  CameraSpot camera_;
};

}  // namespace sw
