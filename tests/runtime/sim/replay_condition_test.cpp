// Replay test conditions (sim/replay_condition.h) on the demo's running level: names
// resolve to the values the simulation has, unknown names are refused with their column.
#include "sim/replay/replay_condition.h"

#include <QtTest>

#include "model/project_io.h"
#include "sim/runtime_level.h"
#include "support/shooter_parts.h"

using namespace sw;

class ReplayConditionTest : public QObject {
  Q_OBJECT
  std::unique_ptr<Project> project_;
  std::vector<std::string> types_;

  RuntimeLevel build(int players = 1) {
    PlayOptions options;
    options.seed = 7;
    options.players = players;
    Result<RuntimeLevel> level = RuntimeLevel::build(*project_, *project_->levels.front(), options);
    if (!level) qFatal("%s", level.error().toString().c_str());
    return std::move(*level);
  }
  std::optional<ReplayCondition> compile(const std::string& text, const RuntimeLevel& level,
                                         int* column = nullptr, std::string* problem = nullptr) {
    int c = 0;
    std::string p;
    std::optional<ReplayConditionText> parsed = parseReplayCondition(text, &c, &p);
    if (!parsed) qFatal("syntax: %s", p.c_str());
    auto out = ReplayCondition::compile(*parsed, level, types_, column ? column : &c, problem ? problem : &p);
    return out;
  }

 private slots:
  void initTestCase() {
    ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
    QVERIFY(load.project);
    project_ = std::move(load.project);
    for (const auto& t : project_->enemyTypes) types_.push_back(t->name);
  }

  void splitsTheTiming() {
    int column = 0;
    std::string problem;
    auto c = parseReplayCondition("boss.health <= 0   by   tick 7000 ", &column, &problem);
    QVERIFY(c);
    QCOMPARE(c->expression, std::string("boss.health <= 0"));
    QVERIFY(c->when == ReplayWhen::ByTick);
    QCOMPARE(c->tick, std::int64_t(7000));
    c = parseReplayCondition("score > 3 at tick 12", &column, &problem);
    QVERIFY(c && c->when == ReplayWhen::AtTick && c->tick == 12);
    c = parseReplayCondition("level.finished", &column, &problem);
    QVERIFY(c && c->when == ReplayWhen::End);
    QVERIFY(!parseReplayCondition("score > by tick 3", &column, &problem));
    QCOMPARE(column, 9);
    QVERIFY(!parseReplayCondition("score > 1 by tick -3", &column, &problem));
    QCOMPARE(column, 19);
  }

  void readsTheLevelsValues() {
    RuntimeLevel level = build();
    const std::vector<SpawnView> spawns = spawnsOf(level);
    const SpawnView* boss = nullptr;
    for (const auto& s : spawns)
      if (s.spec.name == "boss") boss = &s;
    QVERIFY(boss);
    QVERIFY(boss->health > 0);
    auto health = compile("boss.health", level);
    QVERIFY(health);
    QVERIFY(compile("boss.health == " + std::to_string(boss->health), level)->holds(level));
    QVERIFY(!compile("boss.health <= 0", level)->holds(level));
    QCOMPARE(compile("boss.health <= 0", level)->values(level),
             "boss.health = " + std::to_string(boss->health));
    QVERIFY(compile("tick == 0 and not level.finished and not game.over", level)->holds(level));
    QVERIFY(compile("player1.lives > 0 and lives == player1.lives and player1.alive", level)->holds(level));
    QVERIFY(compile("enemies.alive == 0 and enemies.drone.alive == 0", level)->holds(level));
    QVERIFY(
        compile("enemies.drone.health > 0 and enemies.gunship.health >= boss.health", level)->holds(level));
    QVERIFY(compile("not drones_a.fired and drones_a.launched == 0", level)->holds(level));
    level.run(400);
    QVERIFY(compile("tick == 400 and drones_a.fired and drones_a.launched > 0", level)->holds(level));
    QVERIFY(compile("enemies.alive > 0 and enemies.drone.alive == enemies.alive", level)->holds(level));
    QVERIFY(!compile("enemies.gunship.alive > 0", level)->holds(level));
    QCOMPARE(compile("tick / 4 > 99 and tick % 7 == 1", level)->values(level), std::string("tick = 400"));
    QVERIFY(compile("tick / 4 > 99 and tick % 7 == 1", level)->holds(level));
  }

  void twoPlayers() {
    RuntimeLevel one = build(1);
    int column = 0;
    std::string problem;
    QVERIFY(!compile("player2.lives > 0", one, &column, &problem));
    QCOMPARE(column, 1);
    QVERIFY2(problem.find("no player2 in a 1-player run") != std::string::npos, problem.c_str());
    RuntimeLevel two = build(2);
    QVERIFY(compile("player2.lives == player1.lives and lives == 2 * player1.lives", two)->holds(two));
  }

  void unknownNamesAreRefused_data() {
    // A member's column is where its name chain starts (core/expression.h keeps no other).
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such object") << "tick > 1 and bos.health <= 0" << 14
                                    << "nothing in the level is named 'bos'";
    QTest::newRow("names listed") << "bos.health" << 1 << "boss";
    QTest::newRow("bare name") << "boss" << 1 << "is not a value";
    QTest::newRow("spawn member") << "boss.hp < 1" << 1 << "a spawn: its values are health";
    QTest::newRow("player member") << "player1.ammo" << 1 << "score, lives";
    QTest::newRow("enemy type") << "enemies.dragon.alive == 0" << 1 << "no enemy type is named 'dragon'";
    QTest::newRow("type member") << "enemies.drone.speed" << 1 << "alive and health";
    QTest::newRow("call") << "max(tick, 3)" << 1 << "call no functions";
    QTest::newRow("huge number") << "tick < 1e999" << 8 << "";
    QTest::newRow("level member") << "level.done" << 1 << "finished";
  }
  void unknownNamesAreRefused() {
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, message);
    RuntimeLevel level = build();
    int where = 0;
    std::string problem;
    std::optional<ReplayConditionText> parsed = parseReplayCondition(text.toStdString(), &where, &problem);
    if (!parsed) {  // the syntax check may refuse it first (1e999): the column still counts
      QCOMPARE(where, column);
      return;
    }
    QVERIFY(!ReplayCondition::compile(*parsed, level, types_, &where, &problem));
    QCOMPARE(where, column);
    QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
  }
};

QTEST_APPLESS_MAIN(ReplayConditionTest)
#include "replay_condition_test.moc"
