// The demo as a game (issue: "A whole game"): Stage 1 and Stage 2 in game.json's order, each
// ending with its boss. A bot (support/boss_bot.h) plays the whole game from the start with
// the tester's aid "infinite lives": both bosses fall, the results screen shows between the
// levels, Stage 2 begins with the score Stage 1 ended with, and the game is won. Its recording
// (tests/whole_game.inputs) replays to its expectation as `scrollwork-cli test` runs it.
//
// The recording is this bot's run: SW_WRITE_DEMO_RECORDING=1 writes it to
// projects/demo/tests/whole_game.inputs (then `scrollwork-cli test projects/demo --update`
// refreshes its expectation's hash).
#include <QtTest>

#include "model/io/project_io.h"
#include "model/project/game_order.h"
#include "sim/replay/input_recording.h"
#include "sim/replay/replay_run.h"
#include "sim/runtime_level.h"
#include "support/boss_bot.h"

using namespace sw;

namespace {
const std::string kDemoGameFolder = SW_SOURCE_DIR "/projects/demo";
}  // namespace

class DemoGameTest : public QObject {
  Q_OBJECT

 private slots:
  void theDemoIsATwoLevelGame() {
    auto loaded = loadProject(kDemoGameFolder);
    QVERIFY(loaded.project);
    const Project& project = *loaded.project;
    const std::vector<int> order = gameLevelOrder(project);
    QCOMPARE(order.size(), std::size_t(2));
    QCOMPARE(project.levels[std::size_t(order[0])]->name, std::string("Stage 1"));
    QCOMPARE(project.levels[std::size_t(order[1])]->name, std::string("Stage 2"));
    // Each level ends with a boss.
    for (int index : order) {
      bool boss = false;
      for (const auto& object : project.levels[std::size_t(index)]->objects)
        if (const auto* spawn = dynamic_cast<const Spawn*>(object.get()))
          if (const EnemyType* type = project.findEnemyType(spawn->enemyType)) boss = boss || type->boss;
      QVERIFY2(boss, project.levels[std::size_t(index)]->name.c_str());
    }
  }

  void aBotPlaysTheWholeGameThrough() {
    auto loaded = loadProject(kDemoGameFolder);
    QVERIFY(loaded.project);
    const Project& project = *loaded.project;
    const Level& first = *project.levels[std::size_t(gameLevelOrder(project).front())];
    InputRecording recording;
    recording.seed = std::uint64_t(first.seed);
    recording.level = first.name;
    recording.infiniteLives = true;  // the bot is no ace: the game's way through is what this shows
    recording.wholeGame = true;
    PlayOptions options;
    options.seed = std::uint64_t(first.seed);
    applyRecording(recording, options);
    Result<RuntimeLevel> rt = RuntimeLevel::build(project, first, options);
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    test::BossBot bot(*rt, true);
    int bossesDestroyed = 0, results = 0;
    std::int64_t scoreAtEnd = -1, scoreAtStart = -1, changedAt = -1;
    std::int64_t t = 0;
    for (; t < 30000 && !rt->gameWon(); ++t) {
      TickInput in;
      in.player[0] = bot.press();
      recording.record(t, in);
      const bool wasResults = rt->progress().inResults();
      rt->tick(in);
      for (const LevelEvent& e : rt->events()) {
        if (e.kind == "enemy-killed")
          if (const EnemyType* type = project.findEnemyType(std::string(e.subject)); type && type->boss) ++bossesDestroyed;
        if (e.kind == "level-cleared" && ++results == 1) scoreAtEnd = rt->get<PlayerSystem>().players()[0].score;
        if (e.kind == "level-started") {
          changedAt = rt->ticksRun();
          scoreAtStart = rt->get<PlayerSystem>().players()[0].score;
        }
      }
      if (!wasResults && rt->progress().inResults()) QVERIFY(rt->levelFinished());
    }
    qInfo("game won %d at tick %lld; bosses %d, results %d, level 2 from tick %lld, score %lld",
          int(rt->gameWon()), (long long)t, bossesDestroyed, results, (long long)changedAt,
          (long long)rt->get<PlayerSystem>().players()[0].score);
    QVERIFY2(rt->gameWon(), qPrintable(QString("not won by tick %1 (at level %2)").arg(t).arg(rt->progress().position + 1)));
    QCOMPARE(results, 2);
    QCOMPARE(bossesDestroyed, 2);
    QVERIFY(changedAt > 0);
    QVERIFY(scoreAtEnd > 0);
    QCOMPARE(scoreAtStart, scoreAtEnd);  // the score carried into Stage 2
    QVERIFY2(rt->errors().empty(), rt->errors().empty() ? "" : rt->errors().front().toString().c_str());
    recording.length = t;
    if (qEnvironmentVariableIsSet("SW_WRITE_DEMO_RECORDING")) {
      const Status saved = saveInputRecording(recording, kDemoGameFolder + "/tests/whole_game.inputs");
      QVERIFY2(saved, saved ? "" : saved.error().toString().c_str());
    }
  }
};

QTEST_GUILESS_MAIN(DemoGameTest)
#include "demo_game_test.moc"
