#pragma once
// What Play runs: a RuntimeLevel built from a snapshot of a design-time Level (DOMAIN.md,
// "Runtime: what Play runs"). build() copies everything it needs (tile definitions, the
// level, enemy types), creates every runtime object first, then resolves names (spawn ->
// enemy type, path, trigger, wave; loop -> trigger; trigger conditions -> objects) into
// indices; it never keeps a pointer into the document, so the editor may change or delete
// the Level while Play runs.
//
// Time is integer ticks at the project's fixed rate (60 Hz). One tick(input), for tick
// number t = ticksRun():
//  1. the camera advances `scrollSpeed` sub-units along the chain's camera path; at the
//     end of a loop's last link it goes back to the loop's first link until the loop's
//     trigger has fired. When it enters another link the frame moves with it (below);
//  2. triggers fire: PlayerEnters when a live player is inside the rectangle, Condition
//     when the expression holds, or when an enemy behaviour runs `emit NAME`; a delay
//     postpones the firing;
//  3. spawns due at t fire (AtTick at `tick`, OnTrigger once their trigger fired,
//     WaveCleared once their wave was cleared) and ships launch per their formation;
//  4. players move (input bits, kept on screen), fire, switch weapon, release the second
//     charge; dead ones count down to respawn;
//  5. enemies move along their paths at constant speed, run their state machines and
//     start bullet pattern runs (sim/pattern_runtime.h; a run fires at once); then every
//     pattern runner still going runs (enemies' runs, bullets' own actions); bullets
//     (with their pattern motion) and particles move, enemy bullets meeting the walls on
//     the way (sim/wall_grid.h);
//  6. beams and bolts (runtime_weapons.cpp) follow ship and target and hit what their
//     capsules touch;
//  7. collisions (sim/collision_world.h, Bullet): player bullets against enemies and
//     walls, players against enemies and walls; enemy bullets against the ships' spheres
//     directly (runtime_enemy_bullets.cpp: no broadphase for the swarm); damage, kills,
//     score, deaths, particles;
//  8. whatever left the screen, ran out of life or died is removed; waves are cleared.
//
// Coordinates are origin-relative: every position is in the frame of the chain link the
// camera is in (that tile's local coordinates). When the camera enters the next link (or
// wraps to a loop's first link) every position is shifted by the step between the two
// tiles, so a long level never builds up a large coordinate. frameOrigin() says where the
// frame sits in the editor's absolute layout, for views only.
//
// Memory: enemies, bullets and particles come from pools sized at build time (unordered
// arrays with swap-remove); after build, tick() never allocates (a counting allocator
// test shows it), except to record an error message.
//
// Determinism: the whole state is a function of (project, level, options, inputs): running
// N ticks one by one or in batches gives the same stateHash(). Every enemy and player owns
// an MwcRandom seeded from the run's seed and its identity.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/random.h"
#include "model/camera_track.h"
#include "model/path_curve.h"
#include "model/path_motion.h"
#include "model/enemy_type.h"
#include "model/weapon_type.h"
#include "model/spawn.h"
#include "sim/entities.h"
#include "sim/enemy_bullet_pool.h"
#include "sim/pattern_runtime.h"
#include "sim/collision_world.h"
#include "sim/input.h"
#include "sim/runtime_camera.h"
#include "model/trigger_condition.h"
#include "sim/state_fields.h"
#include "sim/state_machine.h"
#include "sim/level_routes.h"

namespace sw {

// How a run is set up. Play passes the level's seed; "Play from here" also sets
// loopsFollowPreview so fast-forwarding matches the editor's scrubber.
struct PlayOptions {
  std::uint64_t seed = 1;
  int players = 1;  // 1 or 2
  std::string playerNames[kMaxPlayers] = {"Player 1", "Player 2"};
  // Loops end after their previewRepeats passes instead of waiting for their trigger, as
  // the editor's scrubber and CameraTrack show them.
  bool loopsFollowPreview = false;
  // Players cannot be hurt before this tick: "Play from here" fast-forwards with no
  // input and must arrive with the ships intact.
  std::int64_t invulnerableUntilTick = 0;
  // Folder of the project, to read enemy meshes whose collision is "mesh". Empty: such
  // enemies collide with their spheres instead (and build() says so in `all`).
  std::string projectDir;
  // Pool sizes (enemies are sized from the spawns).
  std::size_t playerBulletCapacity = 512;
  std::size_t enemyBulletCapacity = 4096;
  std::size_t particleCapacity = 2048;
  // The rules the run plays by. build() fills them from the project's game rules
  // (game.json, sim/project_rules.h) and ignores what is set here, unless
  // `rulesOverride` is set: tests and benchmarks that tune the numbers directly.
  // After build, options().rules is what the run uses.
  GameRules rules;
  bool rulesOverride = false;
  // Difficulty rank, 0..1, that bullet patterns may scale counts, speeds and waits by.
  // Negative: the level's own rank.
  double rank = -1;
  // Testing aids (run settings, stored in a recording so a replay runs the same): in god
  // mode nothing hurts a ship; with infinite lives a death costs no life.
  bool godMode = false;
  bool infiniteLives = false;
  // The aids switched during the run (Play's toggles; RuntimeLevel::setAids), ticks
  // increasing: from `tick` on these values hold. Recordings store them (`TICK set ...`,
  // sim/input_recording.h), so a replay switches on the same ticks and runs the same.
  struct AidChange {
    std::int64_t tick = 0;
    bool godMode = false;
    bool infiniteLives = false;
    bool operator==(const AidChange&) const = default;
  };
  std::vector<AidChange> aidChanges;
};

class RuntimeLevel {
 public:
  struct Enemy {
    explicit Enemy(const StateMachine& behaviour) : machine(behaviour) {}
    std::uint32_t serial = 0;   // order of appearance, from 0
    int spawn = -1;             // index into spawns()
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
    std::int64_t alive = 0;     // ships of it alive now
    std::int64_t health = 0;    // remaining health of its ships (launched or not)
    double axisY = 0;           // mirror axis: the camera's y when it fired (path coordinates)
    Vec2 pathOffset;            // frame position of the path's coordinate origin (moves with the frame)
  };

  struct RuntimeTrigger {
    std::string name;
    Vec2 position;  // centre, frame coordinates
    Vec2 size;
    bool enabled = true;
    bool fired = false;           // has fired (the loop or spawns waiting for it see it)
    std::int64_t firedTick = -1;
    std::int64_t pendingTicks = -1;  // >= 0: fires when this reaches 0 (delayTicks)
  };

  // Errors name the level object (or enemy type) concerned.
  // `all`, when given, receives every problem (and notes such as mesh fallbacks); the
  // Result carries the first error.
  static Result<RuntimeLevel> build(const Project& project, const Level& level, const PlayOptions& options,
                                    Errors* all = nullptr);
  // Shorthand: default options with this seed.
  static Result<RuntimeLevel> build(const Project& project, const Level& level, std::uint64_t seed,
                                    Errors* all = nullptr);

  RuntimeLevel(RuntimeLevel&&) noexcept;
  RuntimeLevel& operator=(RuntimeLevel&&) noexcept;
  RuntimeLevel(const RuntimeLevel&) = delete;
  RuntimeLevel& operator=(const RuntimeLevel&) = delete;
  ~RuntimeLevel();

  // Runs one tick with these inputs (see the top of this file). False when it found an
  // error (errors()).
  bool tick(const TickInput& input = {});
  // Runs `count` ticks with the same inputs; false when any of them found an error.
  bool run(std::int64_t count, const TickInput& input = {});

  std::int64_t ticksRun() const { return ticks_; }
  const CameraSpot& camera() const { return camera_; }
  // The camera point in the frame (the current link's tile-local coordinates).
  Vec2 cameraPosition() const { return camera_.local; }
  // The frame's origin in the editor's absolute layout: absolute = frame position + this.
  Vec2 frameOrigin() const;
  // Half the visible area around the camera point (project screenExtent / 2).
  Vec2 screenHalfExtent() const;

  const std::vector<Enemy>& enemies() const { return enemies_; }
  const std::vector<Player>& players() const { return players_; }
  const std::vector<Bullet>& playerBullets() const { return playerBullets_; }
  // Structure-of-arrays (sim/enemy_bullet_pool.h): slots [0, size()) are live.
  const EnemyBulletPool& enemyBullets() const { return enemyBullets_; }
  // Bullet patterns' runners (sim/pattern_runtime.h), for tests and the pool budget.
  const PatternRuntime& patternRuntime() const { return *patterns_; }
  // An enemy bullet's colour by its kind (project bullet kinds), for views.
  Color enemyBulletColor(int kind) const;
  double rank() const;  // the rank patterns see: PlayOptions::rank, else the level's
  const std::vector<Particle>& particles() const { return particles_; }
  // The loadout, resolved at build: weapon(player.weapon) is what a ship fires.
  const WeaponType& weapon(int index) const;
  int weaponCount() const;
  // The bolt joining the two ships while both fire lightning (age < 0: none).
  const LightningBolt& comboBolt() const { return combo_; }
  const std::vector<RuntimeSpawn>& spawns() const { return spawns_; }
  const std::vector<RuntimeTrigger>& triggers() const { return triggers_; }
  std::size_t enemyCapacity() const { return enemies_.capacity(); }
  std::size_t playerBulletCapacity() const { return playerBullets_.capacity(); }
  std::size_t enemyBulletCapacity() const { return enemyBullets_.capacity(); }
  std::size_t enemyBulletCount() const { return enemyBullets_.size(); }  // live ones
  std::size_t particleCapacity() const { return particles_.capacity(); }
  // Collision shapes of an enemy type, (x, y, radius) spheres (mesh types: their fallback
  // spheres); for the collision-shape overlay.
  const std::vector<Vec3>& enemySpheres(int type) const;
  // A spawn's path as its ships fly it, in path coordinates: frame = point + spawn.pathOffset
  // (mirrored about spawn.axisY first when the spawn mirrors).
  const PathCurve& pathCurve(int path) const;
  const std::string& enemyTypeName(int type) const;
  Color enemyColor(int type) const;
  const std::string& enemyMesh(int type) const;  // project-relative mesh path, may be empty
  // Wall polygons near the camera, in frame coordinates, for the overlay: each tile in the
  // collision window with its origin.
  struct WallTile {
    std::size_t link = 0;
    Vec2 origin;  // frame coordinates of the tile's origin
    const std::vector<Polygon>* polygons = nullptr;
  };
  const std::vector<WallTile>& wallTiles() const { return wallTiles_; }

  // Pathing (sim/level_routes.h): the cheapest route between two nav nodes, by name, with
  // each node's passableWhen as it holds now (a door opens once its trigger fired). False
  // when there is none. Reusing `route` keeps the query allocation-free.
  bool route(std::string_view from, std::string_view to, graph::Route& route) const;
  const LevelRoutes& routes() const { return *routes_; }

  bool waveCleared(const std::string& wave) const;
  bool triggerFired(const std::string& trigger) const;
  bool gameOver() const;        // every player is out
  bool levelFinished() const;   // the camera reached the chain's end
  std::uint64_t seed() const { return options_.seed; }
  // Testing aids in force on `tick` (options' godMode/infiniteLives, then aidChanges).
  PlayOptions::AidChange aidsAt(std::int64_t tick) const;
  // Switches the aids from the next tick on (appended to options().aidChanges; replaces a
  // switch at that same tick). Between ticks only: it may allocate.
  void setAids(bool godMode, bool infiniteLives);
  const PlayOptions& options() const { return options_; }
  // Problems found while running (NaN positions, behaviours that stopped), in order.
  const Errors& errors() const { return errors_; }
  // "enemy 'spawnName[ship]' (type)": how errors name an enemy.
  std::string enemyName(const Enemy& enemy) const;

  // FNV-1a 64 over the whole state: tick, camera, triggers, waves, spawns' progress,
  // players, every live enemy, bullet and particle (in pool order, itself deterministic),
  // exactly the fields visitState() shows (sim/state_fields.cpp).
  std::uint64_t stateHash() const;
  // Every field of the state, entity by entity (sim/state_fields.h).
  void visitState(StateVisitor& visitor) const;

  // Saving and restoring the whole changing state, for rollback (sim/level_state.h).
  struct SavedState;
  void save(SavedState& state) const;
  bool restore(const SavedState& state);  // false (nothing changed) for a state of another level
  // The same fields as visitState(), in the same order, of a state saved from this level
  // (names come from this level): the co-op digest (net/state_digest.h) reads past ticks
  // this way. A state and the level it was saved from visit identically.
  void visitState(const SavedState& state, StateVisitor& visitor) const;
  // A hash of a saved state's fields (the same ones), faster than stateHash(): word at a
  // time, no virtual call per field. Co-op sessions compare it every confirmed tick.
  std::uint64_t savedStateDigest(const SavedState& state) const;

 private:
  // Tests only (tests/support): reach into the pools, e.g. to flip one bit of state and
  // see that hash trails name that tick and entity. No shipped code defines it.
  friend struct RuntimeLevelTestAccess;
  RuntimeLevel();
  struct Snapshot;
  struct Type;
  struct Wave;
  struct TriggerSpec;
  class Context;
  class Conditions;
  // sim/state_fields.cpp: the one field list, read from the running level or a saved state
  struct LiveView;
  struct SavedView;
  template <class View, class Visitor>
  void visitFields(const View& state, Visitor& visitor) const;

  // runtime_level.cpp: the tick's order, the frame
  static void resolveLoadout(const Project& project, const GameRules& rules, Snapshot& s, Errors& errors);
  void moveCamera();
  void rebase(Vec2 step);
  void loopWrapped();
  bool loopEnds(int loop) const;
  void updateWallWindow();
  // runtime_triggers.cpp
  void updateTriggers(std::int64_t t);
  void startTrigger(std::size_t index);  // fires now, or after its delay
  void fireTrigger(std::size_t index, std::int64_t t);
  void emitEvent(std::string_view name);
  // runtime_enemies.cpp
  void fireDueSpawns(std::int64_t t);
  void launchShips(std::int64_t t);
  void updateEnemies(std::int64_t t);
  static constexpr int kDefaultPattern = -2;
  void startPattern(Enemy& enemy, int pattern);  // one run now (kDefaultPattern: the enemy's own)
  int patternNamed(const std::string& name, const Enemy& enemy) const;  // "" = kDefaultPattern; -1 unknown
  class PatternGame;
  // runtime_enemy_bullets.cpp: the swarm moves, meets walls (grids) and ships
  bool fireEnemyBullet(const Enemy& enemy, Vec2 position, Vec2 velocity, double radius, int kind);
  void moveEnemyBullets();
  void enemyBulletsHitPlayers(std::int64_t t);
  void removeDeadEnemyBullets();
  bool playerVulnerable(const Player& p, std::int64_t t) const;
  void reportNoWeapon(const Enemy& enemy, const char* action);
  Enemy* enemyBySerial(std::uint32_t serial);  // a live or dying enemy, or null
  void updateWaves();
  // runtime_players.cpp
  void createPlayers();
  void updatePlayers(const TickInput& input, std::int64_t t, Vec2 cameraMove);
  // runtime_weapons.cpp
  void firePlayerWeapon(Player& player);
  void updateBeamsAndBolts();
  void updateBeam(Player& player);
  void updateLightning(Player& player);
  void updateComboBolt();
  void makeBolt(LightningBolt& bolt, Player& player, const WeaponType& weapon);
  void strikeAlong(const Vec2* points, int count, double radius, std::int64_t damage, int byPlayer, int alsoCharges);
  int enemyIndexBySerial(std::uint32_t serial) const;
  int nearestEnemy(Vec2 from, double range, double minCos) const;
  void releaseSecond(Player& player);
  void killPlayer(Player& player);
  void addKill(int player, const Enemy& enemy);
  bool nearestPlayer(Vec2 from, Vec2* position) const;
  // runtime_effects.cpp: bullets and particles move; fire-and-forget particles
  void moveBullets();
  void moveParticles();
  void emitParticles(Vec2 at, int count, double speed, Color color, MwcRandom& random);
  bool onScreen(Vec2 position, double margin) const;
  // runtime_collisions.cpp
  void placeColliders();
  void resolveCollisions(std::int64_t t);
  void damageEnemy(std::size_t index, std::int64_t damage, int byPlayer);
  void removeFinished();
  void checkFinite(std::int64_t t);

  std::unique_ptr<Snapshot> snap_;  // owns the copied level; heap-held so moves keep addresses
  std::unique_ptr<CollisionWorld> collision_;
  std::unique_ptr<LevelRoutes> routes_;  // heap-held: the finder refers to its own graph
  std::unique_ptr<PatternRuntime> patterns_;  // heap-held: compiled program and runner pool
  std::vector<std::int32_t> enemyOfSerial_;   // serial -> index into enemies_ (checked on use), sized at build
  PlayOptions options_;
  std::vector<RuntimeSpawn> spawns_;
  std::vector<RuntimeTrigger> triggers_;
  std::vector<Enemy> enemies_;
  std::vector<Player> players_;
  std::vector<Bullet> playerBullets_;
  EnemyBulletPool enemyBullets_;
  std::vector<Particle> particles_;
  std::vector<WallTile> wallTiles_;
  std::vector<CollisionHit> hits_;  // reused by every query; reserved at build
  LightningBolt combo_;             // both players' lightning joined (runtime_weapons.cpp)
  Errors errors_;
  // Set by moveEnemyBullets when a live bullet's position is not finite, so checkFinite
  // scans the swarm only then (not state: found and used within one tick).
  bool enemyBulletsNonFinite_ = false;
  std::int64_t ticks_ = 0;
  std::uint32_t nextSerial_ = 0;
  CameraSpot camera_;
  MwcRandom levelRandom_;  // for what belongs to no entity (none yet besides effects of the level)
};

}  // namespace sw
