#include "sim/shooter/stress_level.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "model/patterns/bullet_pattern.h"
#include "model/level/camera_track.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "sim/shooter/stress_bosses.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/weapons/weapon_system.h"

namespace sw {

namespace {

constexpr double kTileLength = 32;
constexpr std::int64_t kMaxScrollSpeed = 100;  // sub-units per tick: 0.1 units per tick
// Enemy bullets do not ride with the camera: the camera moves at most this far during a
// bullet's life, so a long-lived swarm stays on screen instead of being left behind
// (at 0.1 units per tick a 600-tick swarm would leave two thirds of itself off screen).
constexpr double kDriftPerBulletLife = 6.0;
// Where the enemy block sits relative to the camera: right of the players, clear of the
// walls (|y| >= 8.6) even after their bullets have flown their whole life.
constexpr double kBlockLeft = -4, kBlockRight = 12, kBlockHalfHeight = 5.5;
constexpr double kBulletRange = 3.0;  // units a bullet flies in its life
constexpr int kRows = 20;
constexpr std::int64_t kColumnStagger = 3;  // ticks between columns' spawns: spreads the firing phases
// Both weapons fire one bullet per 12 ticks on average.
constexpr std::int64_t kRingInterval = 96, kRingBullets = 8, kAimedInterval = 12;
constexpr std::int64_t kFirstShotDelay = 10;
// Players: one shot each per tick, sparks live this long.
constexpr std::int64_t kShotInterval = 1, kParticleLife = 50;

Polygon box(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

std::unique_ptr<TileDef> tile(const char* name, std::vector<Polygon> walls) {
  auto def = std::make_unique<TileDef>();
  def->name = name;
  def->cameraEntry = {0, 0};
  def->cameraExit = {kTileLength, 0};
  def->cameraPoints = {{kTileLength / 2, 0}};
  def->collision = std::move(walls);
  return def;
}

PatternValue value(const std::string& text) {
  PatternValue v;
  v.text = text;
  v.code = parsePatternExpr(text, {}).code;
  return v;
}

std::string exactNumber(double x) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", x);  // reads back as the same double
  return buffer;
}

PatternCommand fire(DirectionMode mode, const std::string& direction, double speed) {
  PatternCommand c;
  c.op = PatternOp::Fire;
  c.directionMode = mode;
  c.direction = value(direction);
  c.speed = value(exactNumber(speed));
  c.bulletKind = "medium";
  return c;
}

// The two weapons of before patterns, as the v1->v2 migration writes them (migrate_v2.cpp):
// a ring of n from a random start, and one aimed shot.
std::unique_ptr<BulletPattern> ringPattern(std::int64_t n, double speed) {
  auto p = std::make_unique<BulletPattern>();
  p->name = "stress_ring";
  p->actions.push_back(fire(DirectionMode::Absolute, "$rand * 360", speed));
  PatternCommand repeat;
  repeat.op = PatternOp::Repeat;
  repeat.count = value(std::to_string(n - 1));
  repeat.actions.push_back(fire(DirectionMode::Sequence, exactNumber(360.0 / double(n)), speed));
  p->actions.push_back(std::move(repeat));
  return p;
}

std::unique_ptr<BulletPattern> aimedPattern(double speed) {
  auto p = std::make_unique<BulletPattern>();
  p->name = "stress_aimed";
  p->actions.push_back(fire(DirectionMode::Aim, "0", speed));
  return p;
}

std::unique_ptr<EnemyType> enemyType(const char* name, EnemyWeapon weapon, std::int64_t interval,
                                     std::int64_t bulletsPerShot, double bulletSpeed, double cameraSpeed) {
  (void)bulletsPerShot;
  (void)bulletSpeed;
  auto type = std::make_unique<EnemyType>();
  type->name = name;
  type->color = weapon == EnemyWeapon::Ring ? Color{230, 80, 60, 255} : Color{240, 180, 40, 255};
  type->spheres = {{0, 0, 0.3}};
  type->health = 1'000'000'000;  // never dies: the population stays put
  type->score = 1;
  // Rides along with the camera (chain tiles are level and straight), so it stays on screen.
  type->movement = EnemyMovement::StraightLine;
  type->direction = {1, 0};
  type->speed = cameraSpeed;
  type->pattern = weapon == EnemyWeapon::Ring ? "stress_ring" : "stress_aimed";
  type->fireIntervalTicks = interval;
  type->firstShotDelayTicks = kFirstShotDelay;
  return type;
}

}  // namespace

StressLevel makeStressLevel(const StressSpec& spec) {
  const std::int64_t enemies = std::max<std::int64_t>(spec.enemies, 0);
  const std::int64_t bullets = std::max<std::int64_t>(spec.bullets, 0);
  const std::int64_t particles = std::max<std::int64_t>(spec.particles, 0);

  StressLevel out;
  out.project = std::make_unique<Project>();
  Project& project = *out.project;
  project.name = "Stress";

  // Three tile definitions with walls along the screen's top and bottom edges.
  project.tileDefs.push_back(tile("stress_corridor", {box(0, -9, 32, -8.6), box(0, 8.6, 32, 9)}));
  project.tileDefs.push_back(tile("stress_pillars", {box(0, -9, 32, -8.6), box(0, 8.6, 32, 9),
                                                     box(6, -9, 8, -8.6), box(22, 8.6, 24, 9)}));
  project.tileDefs.push_back(tile("stress_ramp", {{{0, -9}, {32, -9}, {32, -8.6}, {16, -8.7}, {0, -8.6}},
                                                  {{0, 9}, {0, 8.6}, {16, 8.7}, {32, 8.6}, {32, 9}}}));

  // Enemy bullets: enemies * life / 12 of them alive, each flying kBulletRange in its life.
  const std::int64_t bulletLife =
      enemies > 0 ? std::clamp<std::int64_t>((bullets * kAimedInterval + enemies / 2) / enemies, 1, 100'000)
                  : 1;
  const double bulletSpeed = kBulletRange / double(bulletLife);
  const std::int64_t scrollSpeed = std::clamp<std::int64_t>(
      std::int64_t(kDriftPerBulletLife * double(kSubUnitsPerUnit) / double(bulletLife)), 1, kMaxScrollSpeed);
  const double cameraSpeed = double(scrollSpeed) / double(kSubUnitsPerUnit);
  project.bulletKinds = defaultBulletKinds();
  project.patterns.push_back(ringPattern(kRingBullets, bulletSpeed));
  project.patterns.push_back(aimedPattern(bulletSpeed));
  project.enemyTypes.push_back(
      enemyType("stress_ring", EnemyWeapon::Ring, kRingInterval, kRingBullets, bulletSpeed, cameraSpeed));
  project.enemyTypes.push_back(enemyType("stress_aimed", EnemyWeapon::Aimed, kAimedInterval, 1, bulletSpeed, cameraSpeed));
  if (spec.bosses > 0) project.enemyTypes.push_back(stressBossType(cameraSpeed));

  auto level = std::make_unique<Level>();
  level->name = "Stress";
  level->file = "levels/stress.json";
  level->seed = 1;
  level->scrollSpeed = scrollSpeed;

  const std::int64_t rows = std::min<std::int64_t>(kRows, std::max<std::int64_t>(enemies, 1));
  const std::int64_t columns = (enemies + rows - 1) / rows;
  const std::int64_t lastSpawn =
      std::max<std::int64_t>(columns - 1, 0) * kColumnStagger + rows;  // + formation delays
  out.warmupTicks = lastSpawn + kFirstShotDelay + std::max(kRingInterval, bulletLife) + 60;

  // A long chain: the warm-up and the measured ticks, and a good deal more.
  const std::int64_t ticks = out.warmupTicks + std::max<std::int64_t>(spec.ticks, 0);
  const auto links =
      std::max<std::int64_t>(64, std::int64_t(std::ceil(double(ticks) * cameraSpeed / kTileLength)) + 4);
  for (std::int64_t i = 0; i < links; ++i) {
    auto link = std::make_unique<TileInstance>();
    link->name = "link_" + std::to_string(i);
    link->tile = project.tileDefs[std::size_t(i % 3)]->name;
    link->id = newObjectId();
    level->chain.push_back(std::move(link));
  }

  // The enemy block: one column of `rows` ships per spawn, appearing where the camera will
  // be at its spawn tick, then riding along with it.
  project.levels.push_back(std::move(level));
  Level& lv = *project.levels.back();
  const CameraTrack track(project, lv);
  const double spacing = rows > 1 ? 2 * kBlockHalfHeight / double(rows - 1) : 0;
  std::int64_t left = enemies;
  for (std::int64_t c = 0; c < columns; ++c) {
    auto spawn = std::make_unique<Spawn>();
    spawn->name = "column_" + std::to_string(c);
    spawn->id = newObjectId();
    spawn->when = Spawn::When::AtTick;
    spawn->tick = c * kColumnStagger;
    spawn->enemyType = c % 2 == 0 ? "stress_ring" : "stress_aimed";
    spawn->count = std::min(rows, left);
    spawn->spacing = spacing;
    spawn->delayTicks = 1;  // ships of a column fire a tick apart, too
    left -= spawn->count;
    const double x = columns > 1 ? kBlockLeft + (kBlockRight - kBlockLeft) * double(c) / double(columns - 1)
                                 : (kBlockLeft + kBlockRight) / 2;
    spawn->position = track.at(spawn->tick).absolute + Vec2{x, 0};
    lv.objects.push_back(std::move(spawn));
  }

  addStressBosses(lv, track, std::max<std::int64_t>(spec.bosses, 0));

  PlayOptions& o = out.options;
  o.seed = std::uint64_t(lv.seed);
  o.players = 2;
  o.invulnerableUntilTick = std::numeric_limits<std::int64_t>::max() / 2;  // nobody dies, fire never stops
  o.enemyBulletCapacity = std::size_t(bullets) * 2 + 256;
  o.particleCapacity = std::size_t(particles) * 2 + 256;
  o.playerBulletCapacity = 512;
  o.rulesOverride = true;  // the benchmark's own numbers, not the stress project's game rules
  o.rules.enemyBulletLifeTicks = bulletLife;
  // The built-in shot, firing at the stress interval.
  auto shot = std::make_unique<WeaponType>(defaultWeapon(WeaponKind::Shot, "shot"));
  shot->intervalTicks = kShotInterval;
  out.project->weapons.push_back(std::move(shot));
  o.rules.particleLifeTicks = kParticleLife;
  // Two players hit one enemy each per tick: 2 * sparks * average life particles alive
  // (the simulation gives each particle between half and all of particleLifeTicks: 3/4 on average).
  const std::int64_t perSpark = 2 * kParticleLife * 3 / 4 / kShotInterval;
  o.rules.sparkParticles = int(std::clamp<std::int64_t>((particles + perSpark / 2) / perSpark, 0, 10'000));
  o.rules.explosionParticles = 0;  // no kills expected; keep any from skewing the count

  out.input.player = {InputFire, InputFire};
  return out;
}

void PopulationMeter::sample(const RuntimeLevel& level) {
  enemies_ += double(level.get<EnemySystem>().enemies().size());
  enemyBullets_ += double(level.get<EnemyBulletSystem>().bullets().size());
  playerBullets_ += double(level.get<WeaponSystem>().bullets().size());
  particles_ += double(level.get<EffectSystem>().particles().size());
  if (const auto* missiles = level.find<MissileSystem>())
    for (const Missile& m : missiles->missiles()) missiles_ += m.dead ? 0 : 1;
  const EnemySystem& enemies = level.get<EnemySystem>();
  for (const Enemy& e : enemies.enemies())
    if (const PartState* parts = enemies.partsOf(e))
      for (std::size_t p = 0; p < enemies.type(e.type).parts.size(); ++p)
        beams_ += parts[p].beam.phase == BeamState::Firing ? 1 : 0;
  ++samples_;
}

}  // namespace sw
