// Enemies firing bullet patterns inside RuntimeLevel: the old aimed / spread / ring
// weapons, in the form the v1->v2 migration writes them (migrate_v2.cpp), fire the same
// bullets at the same places on every tick as the enum code did (its formulas are
// written out here); a full pool loses shots; a runaway pattern is reported on its
// enemy; every pattern command at once allocates nothing per tick; runs are
// deterministic (twice, and in batches).
//
// Hashes: the demo's state hashes changed with this work. Not because the game plays
// differently (these tests show the same bullets), but because the enemy bullet pool's
// layout and visited fields changed (structure-of-arrays: no per-bullet damage, kind and
// motion flags added, pattern runners added to the state).
#include "model/bullet_pattern_json.h"
#include "model/project.h"
#include "sim/runtime_level.h"

#include <QtTest>
#include <cmath>
#include <numbers>

#include "support/allocation_counter.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {

constexpr double kDeg = std::numbers::pi / 180;

std::unique_ptr<Project> arena() {
  auto p = std::make_unique<Project>();
  p->name = "Arena";
  p->bulletKinds = defaultBulletKinds();
  auto tile = std::make_unique<TileDef>();
  tile->name = "open";
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, 0};
  tile->collision = {{{-16, -12}, {48, -12}, {48, -8.5}, {-16, -8.5}}};
  p->tileDefs.push_back(std::move(tile));
  auto level = std::make_unique<Level>();
  level->name = "arena";
  level->file = "levels/arena.json";
  level->scrollSpeed = 0;
  for (int i = 0; i < 4; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "open";
    level->chain.push_back(std::move(t));
  }
  p->levels.push_back(std::move(level));
  return p;
}

void addPattern(Project& p, const std::string& json) {
  auto pattern = std::make_unique<BulletPattern>();
  Errors errors;
  if (!readPatternText(json, "project.json", "/patterns/0", *pattern, errors))
    qFatal("bad test pattern: %s", errors.front().toString().c_str());
  p.patterns.push_back(std::move(pattern));
}

// A stationary turret firing `pattern` every `interval` ticks from birth, at `at`.
void addTurret(Project& p, const std::string& pattern, Vec2 at, std::int64_t interval = 30,
               std::vector<std::string> states = {}) {
  auto t = std::make_unique<EnemyType>();
  t->name = "turret_" + pattern;
  t->movement = EnemyMovement::Stationary;
  t->spheres = {{0, 0, 0.5}};
  t->health = 1'000'000;
  t->pattern = pattern;
  t->fireIntervalTicks = interval;
  t->firstShotDelayTicks = 0;
  if (!states.empty()) {
    auto s = std::make_unique<EnemyState>();
    s->name = "run";
    s->begin = states;
    t->states.push_back(std::move(s));
  }
  auto spawn = std::make_unique<Spawn>();
  spawn->name = "gun_" + pattern;
  spawn->enemyType = t->name;
  spawn->position = at;
  p.enemyTypes.push_back(std::move(t));
  p.levels[0]->objects.push_back(std::move(spawn));
}

RuntimeLevel play(const Project& p, PlayOptions o = {}) {
  o.invulnerableUntilTick = 1 << 30;
  Result<RuntimeLevel> rt = RuntimeLevel::build(p, *p.levels[0], o);
  if (!rt) qFatal("build failed: %s", rt.error().toString().c_str());
  return std::move(*rt);
}

}  // namespace

class EnemyPatternsTest : public QObject {
  Q_OBJECT

 private slots:
  // The enum weapons' formulas (runtime_enemies.cpp before patterns), per tick.
  void migratedWeaponsFireWhatTheEnumsFired_data() {
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<int>("n");
    QTest::newRow("aimed 1") << "aimed" << 1;
    QTest::newRow("aimed 3") << "aimed" << 3;
    QTest::newRow("spread 5") << "spread" << 5;
    QTest::newRow("ring 8") << "ring" << 8;
  }
  void migratedWeaponsFireWhatTheEnumsFired() {
    QFETCH(QString, weapon);
    QFETCH(int, n);
    const double speed = 0.25, spread = 40;
    auto p = arena();
    // The migration's patterns (notes of the patterns helper / migrate_v2.cpp).
    char json[512];
    if (weapon == "aimed")
      std::snprintf(json, sizeof json, R"({"name": "w", "actions": [{"fire": {"aim": %.17g, "speed": %.17g, "kind": "medium"}},
          {"repeat": {"times": %d, "actions": [{"fire": {"sequence": 4, "speed": %.17g, "kind": "medium"}}]}}]})",
                    -2.0 * (n - 1), speed, n - 1, speed);
    else if (weapon == "spread")
      std::snprintf(json, sizeof json, R"({"name": "w", "actions": [{"fire": {"aim": %.17g, "speed": %.17g, "kind": "medium"}},
          {"repeat": {"times": %d, "actions": [{"fire": {"sequence": %.17g, "speed": %.17g, "kind": "medium"}}]}}]})",
                    -spread / 2, speed, n - 1, spread / (n - 1), speed);
    else
      std::snprintf(json, sizeof json, R"({"name": "w", "actions": [{"fire": {"absolute": "$rand * 360", "speed": %.17g, "kind": "medium"}},
          {"repeat": {"times": %d, "actions": [{"fire": {"sequence": %.17g, "speed": %.17g, "kind": "medium"}}]}}]})",
                    speed, n - 1, 360.0 / n, speed);
    addPattern(*p, json);
    const Vec2 gun{10, 3};
    addTurret(*p, "w", gun, 40);
    RuntimeLevel rt = play(*p);
    int checked = 0;
    for (int t = 0; t < 120; ++t) {
      rt.tick();
      const EnemyBulletPool& b = enemyBulletsOf(rt);
      if (t % 40 != 0) continue;  // a shot fired this tick: its bullets are the last n, moved once
      QVERIFY(b.size() >= std::size_t(n));
      const std::size_t first = b.size() - std::size_t(n);
      const Vec2 player = playersOf(rt)[0].position;  // players move before enemies fire: this is where aim went
      const Vec2 to = player - gun;
      const double base = std::atan2(to.y, to.x);
      const double ringStart = std::atan2(b.vy[first], b.vx[first]);  // the enemy's own random start
      for (int i = 0; i < n; ++i) {
        double angle = base;
        if (weapon == "aimed") angle = base + (double(i) - double(n - 1) / 2) * 4 * kDeg;
        else if (weapon == "spread") angle = base - spread * kDeg / 2 + spread * kDeg * double(i) / double(n - 1);
        else angle = ringStart + 2 * std::numbers::pi * double(i) / double(n);
        const Vec2 expected = gun + Vec2{std::cos(angle), std::sin(angle)} * speed;
        const Vec2 actual = b.position(first + std::size_t(i));
        QVERIFY2(std::abs(actual.x - expected.x) < 1e-9 && std::abs(actual.y - expected.y) < 1e-9,
                 qPrintable(QStringLiteral("tick %1 bullet %2: (%3, %4), old code (%5, %6)").arg(t).arg(i)
                                .arg(actual.x, 0, 'g', 17).arg(actual.y, 0, 'g', 17).arg(expected.x, 0, 'g', 17).arg(expected.y, 0, 'g', 17)));
        QCOMPARE(b.radius[first + std::size_t(i)], 0.25);
        ++checked;
      }
    }
    QCOMPARE(checked, 3 * n);
    QVERIFY(rt.errors().empty());
  }

  void aFullPoolLosesShots() {
    auto p = arena();
    addPattern(*p, R"({"name": "ring", "actions": [{"repeat": {"times": 8, "actions": [{"fire": {"sequence": 45, "speed": 0.01}}]}}]})");
    addTurret(*p, "ring", {8, 0}, 1000);
    PlayOptions o;
    o.enemyBulletCapacity = 5;
    RuntimeLevel rt = play(*p, o);
    rt.tick();
    QCOMPARE(enemyBulletsOf(rt).size(), std::size_t(5));
    QCOMPARE(enemyBulletCapacityOf(rt), std::size_t(5));
    QVERIFY(rt.errors().empty());  // lost shots are not errors, as before patterns
  }

  void aRunawayPatternIsReportedOnItsEnemy() {
    auto p = arena();
    addPattern(*p, R"({"name": "spin", "actions": [{"repeat": {"times": "forever", "actions": [{"action": []}]}}]})");
    addTurret(*p, "spin", {8, 0}, 1000);
    RuntimeLevel rt = play(*p);
    QVERIFY(!rt.run(3));
    QCOMPARE(rt.errors().size(), std::size_t(1));  // stopped once, not every tick
    const Error& e = rt.errors().front();
    QCOMPARE(e.file, std::string("levels/arena.json"));
    QVERIFY2(e.where.find("gun_spin") != std::string::npos, e.where.c_str());
    QVERIFY2(e.message.find("without a wait") != std::string::npos, e.message.c_str());
  }

  void rankComesFromOptionsOrTheLevel() {
    auto p = arena();
    addPattern(*p, R"({"name": "r", "actions": [{"repeat": {"times": "1 + 4 * $rank", "actions": [{"fire": {"speed": 0.01}}]}}]})");
    addTurret(*p, "r", {8, 0}, 1000);
    p->levels[0]->rank = 1.0;
    RuntimeLevel levelRank = play(*p);
    levelRank.tick();
    QCOMPARE(enemyBulletsOf(levelRank).size(), std::size_t(5));
    PlayOptions o;
    o.rank = 0;
    RuntimeLevel optionRank = play(*p, o);
    optionRank.tick();
    QCOMPARE(enemyBulletsOf(optionRank).size(), std::size_t(1));
  }

  // Every command at once, for a good while: no allocation per tick, deterministic, and
  // bullets running their own actions keep them while others are removed around them.
  void everyCommandAllocatesNothingAndIsDeterministic() {
    auto build = [] {
      auto p = arena();
      addPattern(*p, R"({"name": "sub", "parameters": [{"name": "a", "default": 0}], "actions": [
          {"fire": {"relative": "$a", "speed": "0.05 + 0.05 * $rank", "kind": "needle"}}]})");
      addPattern(*p, R"({"name": "all", "actions": [
          {"parallel": [
            [{"repeat": {"times": 3, "actions": [{"fire": {"sequence": "10 + $rand * 5", "speed": 0.08,
                "actions": [{"changeDirection": {"aim": 0, "ticks": 20}}, {"changeSpeed": {"speedRelative": 0.05, "ticks": 10}},
                            {"wait": 30}, {"accel": {"x": -0.002, "y": 0.001, "ticks": 20}}, {"wait": "20 + $rand * 20"}, {"vanish": {}}]}},
              {"wait": 2}]}}],
            [{"fire": {"aim": 0, "speed": 0.1, "kind": "missile", "actions": [{"homing": {"turnRate": 3, "ticks": 60}}]}},
             {"call": {"pattern": "sub", "args": [30]}}, {"wait": 5}, {"call": {"pattern": "sub"}}]
          ]},
          {"fire": {"absolute": 180, "speed": 0.1, "actions": [{"changeDirection": {"sequence": 2, "ticks": 30}},
              {"changeSpeed": {"speedSequence": 0.001, "ticks": 30}}, {"fire": {"relative": 90, "speed": 0.05}}]}}]})");
      addTurret(*p, "all", {6, 1}, 7);
      addTurret(*p, "all", {9, -3}, 11, {"startFiring all"});
      return p;
    };
    auto p = build();
    PlayOptions o;
    o.players = 2;
    RuntimeLevel rt = play(*p, o);
    rt.run(200);  // warm: every kind of runner has run
    test::allocationCount = 0;
    test::countingAllocations = true;
    std::size_t most = 0, runners = 0;
    for (int t = 0; t < 1500; ++t) {
      rt.tick(TickInput{{std::uint8_t(t / 50 % 2 ? InputUp : InputDown), InputLeft}});
      most = std::max(most, enemyBulletsOf(rt).size());
      runners = std::max(runners, patternRuntimeOf(rt).liveRunners());
    }
    test::countingAllocations = false;
    QCOMPARE(test::allocationCount.load(), 0L);
    QVERIFY2(rt.errors().empty(), rt.errors().empty() ? "" : rt.errors().front().toString().c_str());
    QVERIFY(most > 100);
    QVERIFY(runners > 20);
    // Twice the same; and in batches the same as tick by tick.
    RuntimeLevel a = play(*p, o), b = play(*p, o);
    for (int i = 0; i < 17; ++i) {
      const TickInput in{{std::uint8_t(i % 2 ? InputUp : InputDown), InputLeft}};
      for (int k = 0; k < 50; ++k) a.tick(in);
      b.run(50, in);
      QCOMPARE(a.stateHash(), b.stateHash());
    }
    QCOMPARE(a.stateHash(), [&] {
      RuntimeLevel c = play(*p, o);
      for (int i = 0; i < 17; ++i) c.run(50, TickInput{{std::uint8_t(i % 2 ? InputUp : InputDown), InputLeft}});
      return c.stateHash();
    }());
  }
};

QTEST_APPLESS_MAIN(EnemyPatternsTest)
#include "enemy_patterns_test.moc"
