#pragma once
// Enemies: spawns fire (at a tick, on a trigger, when a wave is cleared), formations launch
// their ships, ships move (path, their type's own movement, or a behaviour's moveTo / stop),
// run their state machines (state_machine.h) and start bullet pattern runs; waves are
// cleared when every ship of theirs is gone. The enemy pool is an array with swap-remove,
// sized at build from the spawns.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/fields.h"
#include "core/random.h"
#include "model/enemies/enemy_type.h"
#include "model/paths/path_curve.h"
#include "model/paths/path_motion.h"
#include "model/level/spawn.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/system.h"
#include "sim/systems/enemies/enemy_parts.h"
#include "sim/systems/enemies/state_machine.h"

namespace sw {

class Level;
class Path;
class Project;
class PatternRuntime;
class TriggerSystem;

// A spawn's changing part.
struct SpawnProgress {
  static constexpr std::string_view kStateKind = "spawn";
  bool fired = false;
  std::int64_t firedTick = 0;
  std::int64_t launched = 0;  // ships created so far
  std::int64_t alive = 0;     // ships of it alive now
  std::int64_t health = 0;    // remaining health of its ships (launched or not)
  std::int64_t destroyed = 0; // ships of it the players destroyed (not those that left)
  double axisY = 0;           // mirror axis: the camera's y when it fired (path coordinates)
  Vec2 pathOffset;            // frame position of the path's coordinate origin (moves with the frame)
  SW_FIELDS(SpawnProgress, fired, firedTick, launched, alive, health, destroyed, axisY, pathOffset)
};

struct WaveProgress {
  static constexpr std::string_view kStateKind = "wave";
  bool cleared = false;
  SW_FIELDS(WaveProgress, cleared)
};

struct Enemy {
  static constexpr std::string_view kStateKind = "enemy";
  std::uint32_t serial = 0;   // order of appearance, from 0
  int spawn = -1;             // index into the spawns
  std::int64_t ship = 0;      // index within its formation
  int type = -1;              // index into enemy types
  Vec2 position;              // frame coordinates
  Vec2 direction{-1, 0};
  double distance = 0;        // along its path
  double clock = 0;           // its formation clock: ticks of travel at the type's speed
  double speed = 0;           // units per tick (setSpeed changes it; the clock runs at speed / type speed)
  std::int64_t health = 0;
  std::int64_t bornTick = 0;  // tick it appeared
  std::int64_t fireCooldown = 0;
  int pattern = -1;           // its default bullet pattern (index; setPattern changes it), -1 for none
  int firingPattern = -1;     // what startFiring fires every fireIntervalTicks; kDefaultPattern: `pattern`
  bool firing = false;        // starts a run of firingPattern every fireIntervalTicks
  bool onPath = true;         // pose from its path / movement; false after `stop` or `moveTo`
  bool hasMoveTarget = false; // `moveTo X Y`: heading for a point given relative to the camera
  Vec2 moveTarget;
  bool endReached = false;
  bool died = false;          // its behaviour ran `die`, or it was destroyed
  std::int64_t hitTicks = 0;  // > 0 just after a hit (views flash it)
  std::int64_t awayTicks = 0; // consecutive ticks far off screen; it leaves after kAwayTicks
  MwcRandom random;
  // Its machines, in the order of its type's (Type::machines); unused ones never run.
  std::array<StateMachineInstance, kMaxMachines> machines{};
  // Bosses (enemy_parts.h).
  double angle = 0;            // degrees its mesh and parts are turned (facing, rotateTo); 0: as modelled
  EasedMove turn;              // rotateTo on the body (x: degrees)
  std::int32_t phase = -1;     // index into Type::phases, -1 before any `phase`
  std::int32_t partBlock = -1; // first slot of its parts in EnemyPopulation::parts, -1 without parts
  LauncherState launcher;
  BeamState beam;

  std::uint32_t stateId() const { return serial; }
  SW_FIELDS(Enemy, serial, spawn, ship, type, position, direction, distance, clock, speed, health, bornTick,
            fireCooldown, pattern, firingPattern, firing, onPath, hasMoveTarget, moveTarget, endReached, died,
            hitTicks, awayTicks, random, machines, angle, turn, phase, partBlock, launcher, beam)
};

struct EnemyPopulation {
  std::uint32_t nextSerial = 0;
  std::vector<SpawnProgress> spawns;
  std::vector<WaveProgress> waves;
  std::vector<Enemy> enemies;
  std::vector<PartState> parts;  // blocks of kMaxParts (enemy_parts.h); a block whose first slot has part -1 is free
  SW_FIELDS(EnemyPopulation, nextSerial, spawns, waves, enemies, parts)
};

class EnemySystem final : public StatefulSystem<EnemyPopulation> {
 public:
  enum Phase { Appear, Move, Check, Remove, Waves };
  // A pattern named "" in a behaviour: the enemy's own (Enemy::pattern).
  static constexpr int kDefaultPattern = -2;

  // An enemy type as the run uses it.
  struct Type {
    std::string name;
    std::string mesh;
    std::string material;  // drawing only (the view's texture graph)
    Color color;
    std::vector<Vec3> spheres;
    int shape = -1;  // collision shape id
    EnemyMovement movement = EnemyMovement::FollowPath;
    std::int64_t health = 1;
    std::int64_t score = 0;
    Vec2 direction{-1, 0};  // normalised
    double sineAmplitude = 0;
    std::int64_t sinePeriodTicks = 0;
    MotionProfile motion;
    int pattern = -1;  // default bullet pattern, index into the PatternRuntime's patterns
    std::int64_t fireIntervalTicks = 60;
    std::int64_t firstShotDelayTicks = 30;
    bool hasStates = false;
    std::vector<StateMachine> machines;  // the body's, side by side (CompiledBehaviour::machine names them)
    // Bosses.
    struct Part {
      std::string name;
      std::string mesh;
      std::string material;
      Color color;
      int parent = -1;  // part index, -1: the body
      Vec2 offset, openOffset;
      double rotation = 0, openRotation = 0;
      std::vector<Vec3> spheres;
      std::vector<int> sphereShapes;  // collision shape id per sphere (a lone sphere at the origin)
      std::int64_t health = 1;
      bool invulnerable = false, weakPoint = false;
      std::int64_t score = 0;
      int pattern = -1;
      std::int64_t fireIntervalTicks = 60, firstShotDelayTicks = 30;
      std::int64_t deathBurst = 0;
      std::string destroyedTrigger;
      EnemyWeaponry weaponry;
      std::vector<StateMachine> machines;
      std::vector<int> subtree;  // itself and everything below it (what its destruction removes)
    };
    std::vector<Part> parts;
    std::vector<int> partOrder;       // parents before children
    std::vector<std::string> phases;  // names of its phases (phase actions)
    EnemyFacing facing = EnemyFacing::Fixed;
    double turnRate = 6;
    bool boss = false;
    EnemyDefeat defeat = EnemyDefeat::Core;
    EnemyWeaponry weaponry;           // the body's beam and launcher
    std::vector<int> sphereShapes;    // turning or composite: the body's spheres one by one
    // `fire` without a weapon was reported for this type: once per run, not every tick.
    // Not game state (never hashed): only what the Log hears.
    bool reportedNoWeapon = false;
  };
  // A spawn as the game runs it: the design-time fields copied, names resolved.
  struct SpawnSpec {
    Spawn spec;
    int type = -1;       // enemy type index (always valid after build)
    int path = -1;       // path index, -1 without a path
    int trigger = -1;    // OnTrigger: trigger index
    int wave = -1;       // wave index, -1 when the spawn belongs to no wave
    int afterWave = -1;  // WaveCleared: wave index
  };
  struct Wave {
    std::string name;
    std::vector<int> spawns;
  };

  explicit EnemySystem(LevelContext& level) : StatefulSystem(level, "enemies") {}
  void connect(const ShooterSystems& systems) { s_ = systems; }

  // --- Build (shooter_kind.cpp calls these in order).
  void addPath(const Path& path, const Project& snapshot, const Level& level);
  void addSpawn(const Spawn& spawn);
  void addTypes(const Project& project, const PatternRuntime& patterns, Errors& problems);
  // Types, paths, triggers and waves by name; returns how many ships the spawns make.
  std::size_t resolveSpawns(const Project& project, const TriggerSystem& triggers, Errors& problems);
  void resolveAfterWaves(Errors& problems);
  // The pool for `capacity` ships at once.
  void reserve(std::size_t capacity);
  Type& buildType(std::size_t i) { return types_[i]; }

  void step(int phase, const TickInput& input) override;
  void shiftFrame(Vec2 step) override;

  // --- What other systems and views read.
  const std::vector<Enemy>& enemies() const { return state_.enemies; }
  std::size_t capacity() const { return state_.enemies.capacity(); }
  std::size_t typeCount() const { return types_.size(); }
  const Type& type(int i) const { return types_[std::size_t(i)]; }
  std::size_t spawnCount() const { return spawns_.size(); }
  const SpawnSpec& spawn(std::size_t i) const { return spawns_[i]; }
  const SpawnProgress& spawnProgress(std::size_t i) const { return state_.spawns[i]; }
  const std::vector<SpawnSpec>& spawns() const { return spawns_; }
  std::vector<std::string> spawnNames() const;
  const std::vector<Wave>& waves() const { return waves_; }
  std::vector<std::string> waveNames() const;
  bool waveCleared(std::size_t i) const { return state_.waves[i].cleared; }
  bool waveCleared(std::string_view name) const;
  std::size_t pathCount() const { return paths_.size(); }
  const std::vector<std::string>& pathNames() const { return pathNames_; }
  // A spawn's path as its ships fly it, in path coordinates: frame = point + pathOffset
  // (mirrored about axisY first when the spawn mirrors).
  const PathCurve& pathCurve(int path) const { return paths_[std::size_t(path)]; }
  // "enemy 'spawnName[ship]' (type)": how errors name an enemy.
  std::string enemyName(const Enemy& enemy) const;
  // A live or dying enemy by serial, or null / -1 (dead or gone).
  const Enemy* bySerial(std::uint32_t serial) const;
  int indexOfLive(std::uint32_t serial) const;
  // The nearest live enemy on screen within `range` of `from` whose direction lies within the
  // cone around +x whose half-angle has cosine `minCos` (-2: any direction); -1 when none.
  int nearest(Vec2 from, double range, double minCos) const;

  // A composite enemy's parts, kMaxParts slots from partBlock (type(e.type).parts.size()
  // of them used), or null.
  const PartState* partsOf(const Enemy& e) const {
    return e.partBlock < 0 ? nullptr : &state_.parts[std::size_t(e.partBlock)];
  }
  PartState* partsOf(const Enemy& e) { return e.partBlock < 0 ? nullptr : &state_.parts[std::size_t(e.partBlock)]; }

  // The angle its mesh and parts are turned (facing plus rotateTo), degrees.
  static double bodyAngle(const Enemy& e);
  // Collision slots the turning and composite enemies' spheres need at most.
  std::size_t sphereSlots() const { return sphereSlots_; }

  // --- What other systems do to enemies.
  Enemy& at(std::size_t index) { return state_.enemies[index]; }
  // `damage` to enemy `index` by player `byPlayer` (-1: nobody's); a kill scores.
  void damage(std::size_t index, std::int64_t damage, int byPlayer);
  // `damage` to part `part` of enemy `index`: an invulnerable or destroyed part takes none.
  void damagePart(std::size_t index, int part, std::int64_t damage, int byPlayer);
  // Destroys the part and everything below it (bursts, scores, its trigger, its event),
  // then ends the fight when that was the last weak point.
  void destroyPart(std::size_t index, int part, int byPlayer);
  // A pattern run's emitter id for a part (EnemyBulletSystem decodes it).
  static std::uint32_t partEmitter(std::uint32_t serial, int part) { return serial | (std::uint32_t(part + 1) << 24); }
  // A loop went round: spawns flying paths attached to its tiles follow the new pass.
  void loopWrapped();
  Enemy* bySerial(std::uint32_t serial);
  // `fire` / `startFiring` named a pattern the enemy has not: said once per enemy type.
  void reportNoWeapon(const Enemy& enemy, const char* action);
  int patternNamed(const std::string& name) const;  // "" = kDefaultPattern; -1 unknown

 protected:
  std::string_view label(const EnemyPopulation& s, std::string_view kind, std::size_t i) const override;
  bool fits(const EnemyPopulation& saved) const override;

 private:
  class Behaviour;      // the body's machines' view of the game (enemy_move.cpp)
  class PartBehaviour;  // a part's machines' (enemy_part_step.cpp)
  friend class Behaviour;
  friend class PartBehaviour;
  bool addParts(Type& t, const EnemyType& type, const PatternRuntime& patterns, Errors& problems);
  void attachParts(Enemy& e, const Type& type);
  void releaseParts(Enemy& e);
  void stepBoss(Enemy& e, const Type& type);
  void placeParts(Enemy& e, const Type& type);
  // What body and parts both do: bullets are the caller's; these are the boss's words.
  // `part` -1: the body. False when the action is not one of them.
  bool performBoss(Enemy& e, int part, const Action& action);
  void performOnBody(Enemy& e, const Action& action);
  void stepWeaponry(Enemy& e, const EnemyWeaponry& w, LauncherState& launcher, BeamState& beam, Vec2 at,
                    double angle, bool open, int part);
  void fireDueSpawns(std::int64_t t);
  void launchShips(std::int64_t t);
  void move(std::int64_t t);
  void checkFinite(std::int64_t t);
  void removeFinished();
  void updateWaves();

  ShooterSystems s_;
  const PatternRuntime* patterns_ = nullptr;
  std::vector<Type> types_;
  std::vector<SpawnSpec> spawns_;
  std::vector<Wave> waves_;
  std::vector<std::string> pathNames_;
  std::vector<PathCurve> paths_;
  std::vector<long> pathLinks_;  // chain link a path is attached to, -1 for absolute paths
  // serial -> index into the pool (checked on use), rebuilt every Move: derived, not state.
  std::vector<std::int32_t> indexOfSerial_;
  std::size_t partBlocks_ = 0;   // composite enemies alive at once, at most
  std::size_t sphereSlots_ = 0;
};

}  // namespace sw
