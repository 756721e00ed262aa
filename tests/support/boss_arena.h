#pragma once
// Tests only: a small shooter project built in code for composite enemies (bosses), and the
// few things their tests read or do while it runs: a part's state, the events of every tick
// (LevelEvents keeps only the last tick's), the enemy system to damage a part directly.
//
// The arena: four open tiles 32 units long, the camera starting at (0, 0) and crawling at
// 0.001 units per tick (a test of a few hundred ticks never changes frame), so positions in
// the frame are the level's. The ship starts at (-9.6, 2) and rides the camera.
#include <cmath>
#include <cstdint>
#include <memory>
#include <numbers>
#include <string>
#include <string_view>
#include <vector>

#include "model/enemies/enemy_type.h"
#include "model/level/level.h"
#include "model/level/level_object.h"
#include "model/level/spawn.h"
#include "model/project/project.h"
#include "support/open_corridor.h"
#include "model/tiles/tile_def.h"
#include "sim/runtime_level.h"
#include "support/runtime_level_test_access.h"
#include "support/shooter_parts.h"

namespace sw::test {

// Positions are checked to this much.
inline constexpr double kBossTolerance = 1e-9;

// `v` turned counter-clockwise by `degrees`, with the standard library's trigonometry.
inline Vec2 turned(Vec2 v, double degrees) {
  const double r = degrees * std::numbers::pi / 180;
  return {v.x * std::cos(r) - v.y * std::sin(r), v.x * std::sin(r) + v.y * std::cos(r)};
}

inline bool closeTo(Vec2 a, Vec2 b, double tolerance = kBossTolerance) {
  return std::abs(a.x - b.x) <= tolerance && std::abs(a.y - b.y) <= tolerance;
}
inline bool closeTo(double a, double b, double tolerance = kBossTolerance) {
  return std::abs(a - b) <= tolerance;
}

inline QByteArray gotWant(Vec2 got, Vec2 want) {
  return QByteArray("got (") + QByteArray::number(got.x, 'g', 17) + ", " +
         QByteArray::number(got.y, 'g', 17) + "), want (" + QByteArray::number(want.x, 'g', 17) + ", " +
         QByteArray::number(want.y, 'g', 17) + ")";
}

inline std::unique_ptr<Project> bossArena(std::vector<Polygon> walls = {}) {
  auto p = openCorridor(4, std::move(walls));
  p->name = "Bosses";
  return p;
}

// A stationary enemy type with one sphere of radius 0.5 at its centre.
inline EnemyType& addBossType(Project& p, const std::string& name, std::int64_t health = 100) {
  auto type = std::make_unique<EnemyType>();
  type->name = name;
  type->movement = EnemyMovement::Stationary;
  type->health = health;
  p.enemyTypes.push_back(std::move(type));
  return *p.enemyTypes.back();
}

inline EnemyPart& addPart(EnemyType& type, const std::string& name, const std::string& parent, Vec2 offset) {
  auto part = std::make_unique<EnemyPart>();
  part->name = name;
  part->parent = parent;
  part->offset = offset;
  type.parts.push_back(std::move(part));
  return *type.parts.back();
}

struct StateLines {
  std::vector<std::string> begin, tick, end, transitions;
};

// A state of `machine` in a body's or part's list of states.
inline EnemyState& addState(std::vector<std::unique_ptr<EnemyState>>& states, const std::string& name,
                            const std::string& machine, StateLines lines) {
  auto s = std::make_unique<EnemyState>();
  s->name = name;
  s->machine = machine;
  s->begin = std::move(lines.begin);
  s->tick = std::move(lines.tick);
  s->end = std::move(lines.end);
  s->transitions = std::move(lines.transitions);
  states.push_back(std::move(s));
  return *states.back();
}

inline Spawn& addSpawn(Project& p, const std::string& name, const std::string& type, Vec2 at,
                       std::int64_t tick = 0) {
  auto s = std::make_unique<Spawn>();
  s->name = name;
  s->enemyType = type;
  s->position = at;
  s->tick = tick;
  p.levels[0]->objects.push_back(std::move(s));
  return static_cast<Spawn&>(*p.levels[0]->objects.back());
}

// A trigger that only names can fire: far from the ship, so it never enters it.
inline void addNamedTrigger(Project& p, const std::string& name) {
  auto t = std::make_unique<Trigger>();
  t->name = name;
  t->position = {500, 500};
  t->size = {1, 1};
  p.levels[0]->objects.push_back(std::move(t));
}

inline TickInput keys(std::uint8_t p1) {
  TickInput in;
  in.player = {p1, 0};
  return in;
}

// Builds the run, failing the test program with the first error when it cannot.
inline RuntimeLevel playBoss(const Project& p, PlayOptions o = {}) {
  Errors all;
  Result<RuntimeLevel> rt = RuntimeLevel::build(p, *p.levels[0], o, &all);
  if (!rt) {
    std::string text;
    for (const Error& e : all) text += e.toString() + "\n";
    qFatal("build failed: %s", text.c_str());
  }
  return std::move(*rt);
}

struct SeenEvent {
  std::int64_t tick = 0;  // the tick that emitted it (0: the first)
  std::string kind;
  std::int64_t id = 0;
  Vec2 at;
};

// Runs `count` ticks with `input`, keeping every event of `kind` ("" every kind).
inline std::vector<SeenEvent> runSeeing(RuntimeLevel& rt, std::int64_t count, std::string_view kind = {},
                                        TickInput input = {}) {
  std::vector<SeenEvent> seen;
  for (std::int64_t i = 0; i < count; ++i) {
    const std::int64_t t = rt.ticksRun();
    rt.tick(input);
    for (const LevelEvent& e : rt.events())
      if (kind.empty() || e.kind == kind) seen.push_back({t, std::string(e.kind), e.id, e.at});
  }
  return seen;
}

inline std::size_t countOf(const std::vector<SeenEvent>& events, std::string_view kind) {
  std::size_t n = 0;
  for (const SeenEvent& e : events) n += e.kind == kind;
  return n;
}

// The live enemy of spawn `spawn`, or null.
inline const Enemy* enemyOf(const RuntimeLevel& rt, std::string_view spawn) {
  for (const Enemy& e : enemiesOf(rt))
    if (spawnsOf(rt)[std::size_t(e.spawn)].spec.name == spawn) return &e;
  return nullptr;
}

inline const PartState& partOf(const RuntimeLevel& rt, const Enemy& e, int part) {
  return rt.get<EnemySystem>().partsOf(e)[part];
}

inline int partIndexOf(const RuntimeLevel& rt, const Enemy& e, std::string_view name) {
  const auto& parts = rt.get<EnemySystem>().type(e.type).parts;
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (parts[i].name == name) return int(i);
  return -1;
}

// The level's enemy system, to do to enemies what other systems do (damagePart ...).
inline EnemySystem& enemySystemOf(RuntimeLevel& rt) {
  return RuntimeLevelTestAccess::system<EnemySystem>(rt);
}

inline std::size_t indexOfEnemy(const RuntimeLevel& rt, const Enemy& e) {
  return std::size_t(&e - enemiesOf(rt).data());
}

}  // namespace sw::test

// QVERIFY that a position is where it should be (to kBossTolerance), saying both when not.
// Variadic so a wanted point may be written with braces, Vec2{x, y} (the commas).
#define SW_CHECK_AT(got, ...)                                                                 \
  do {                                                                                        \
    const ::sw::Vec2 got_ = (got), want_ = (__VA_ARGS__);                                     \
    QVERIFY2(::sw::test::closeTo(got_, want_), ::sw::test::gotWant(got_, want_).constData()); \
  } while (0)
