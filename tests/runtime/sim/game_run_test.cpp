// Whole-game runs (sim/runtime_level.h, PlayOptions::wholeGame): a level's end opens its
// results screen, then the next level of the game's order runs with the ships carried over;
// the run's tick, hash trail, rollback and recordings span the change; the game's order is
// validated (model/project/game_order.h).
#include <QtTest>

#include "model/project/game_order.h"
#include "model/validate/validate.h"
#include "sim/replay/input_recording.h"
#include "sim/runtime_level.h"
#include "sim/state/saved_state.h"
#include "sim/tick_runner.h"
#include "support/runtime_level_test_access.h"
#include "support/sample_project.h"

using namespace sw;

namespace {

constexpr std::int64_t kResults = 90;

// The sample's Stage 1 (about 400 ticks of chain) and a short Stage 2 of one tile.
std::unique_ptr<Project> twoLevelGame() {
  auto project = test::sampleProject();
  auto second = std::make_unique<Level>();
  second->name = "Stage 2";
  second->file = "levels/stage_2.json";
  second->seed = 7;
  auto tile = std::make_unique<TileInstance>();
  tile->name = "s2_t1";
  tile->tile = "floor";
  tile->id = newObjectId();
  second->chain.push_back(std::move(tile));
  project->levels.push_back(std::move(second));
  project->rules.levelOrder = {"Stage 1", "Stage 2"};
  project->rules.resultsTicks = kResults;
  return project;
}

PlayOptions gameOptions(int players = 1) {
  PlayOptions o;
  o.seed = 42;
  o.players = players;
  o.wholeGame = true;
  return o;
}

RuntimeLevel buildGame(const Project& project, int levelIndex = 0, int players = 1) {
  auto built = RuntimeLevel::build(project, *project.levels[std::size_t(levelIndex)], gameOptions(players));
  if (!built) qFatal("the game does not build: %s", built.error().toString().c_str());
  return std::move(built.value());
}

// Ticks (with `input`) until `done` holds; the tick count, or -1 past `limit`.
template <class Done>
std::int64_t runUntil(RuntimeLevel& rt, Done done, const TickInput& input = {}, std::int64_t limit = 5000) {
  for (std::int64_t i = 0; i < limit; ++i) {
    if (done()) return i;
    rt.tick(input);
  }
  return -1;
}

}  // namespace

class GameRunTest : public QObject {
  Q_OBJECT

 private slots:
  void orderDefaultsToTheProjectsLevels() {
    auto project = twoLevelGame();
    QCOMPARE(gameLevelOrder(*project), (std::vector<int>{0, 1}));
    project->rules.levelOrder = {"Stage 2", "Stage 1"};
    QCOMPARE(gameLevelOrder(*project), (std::vector<int>{1, 0}));
    project->rules.levelOrder.clear();
    QCOMPARE(gameLevelOrder(*project), (std::vector<int>{0, 1}));
    QCOMPARE(gameOrderPosition(*project, 1), 1);
  }

  void levelEndShowsResultsThenTheNextLevelWithTheShipsCarried() {
    auto project = twoLevelGame();
    RuntimeLevel rt = buildGame(*project);
    QVERIFY(rt.wholeGame());
    QCOMPARE(rt.gameOrder(), (std::vector<std::string>{"Stage 1", "Stage 2"}));
    rt.run(10);
    // What the ship has when the level ends: it must arrive in the next one.
    Player& ship = RuntimeLevelTestAccess::players(rt).front();
    ship.score = 1234;
    ship.kills = 9;
    ship.lives = 2;
    ship.weapon = 1;
    ship.weaponCharge = 17;
    ship.secondCharge = 0;
    const std::int64_t played = runUntil(rt, [&] { return rt.progress().inResults(); });
    QVERIFY(played > 0);
    QVERIFY(rt.levelFinished());
    QCOMPARE(rt.level().name, std::string("Stage 1"));
    const std::int64_t endTick = rt.ticksRun();
    QCOMPARE(rt.clock().tick, endTick);  // the first level: run tick and level tick agree
    QCOMPARE(rt.progress().resultsTick, std::int64_t(0));
    // The results screen: the level stands still for resultsTicks ticks.
    rt.run(kResults - 1);
    QCOMPARE(rt.level().name, std::string("Stage 1"));
    QCOMPARE(rt.clock().tick, endTick);
    QCOMPARE(rt.progress().resultsTick, kResults - 1);
    rt.tick();
    QCOMPARE(rt.level().name, std::string("Stage 2"));
    QCOMPARE(rt.progress().position, std::int64_t(1));
    QCOMPARE(rt.progress().levelStartTick, endTick + kResults);
    QCOMPARE(rt.ticksRun(), endTick + kResults);
    QCOMPARE(rt.clock().tick, std::int64_t(0));
    QVERIFY(!rt.progress().inResults());
    const Player& carried = rt.get<PlayerSystem>().players().front();
    QCOMPARE(carried.score, std::int64_t(1234));
    QCOMPARE(carried.kills, std::int64_t(9));
    QCOMPARE(carried.lives, 2);
    QCOMPARE(carried.weapon, 1);
    QCOMPARE(carried.weaponCharge, std::int64_t(17));
    QCOMPARE(rt.progress().startScores[0], std::int64_t(1234));
    bool started = false;
    for (const LevelEvent& e : rt.events()) started = started || e.kind == "level-started";
    QVERIFY(started);
    // The last level's end and results: the game is won, and the run is over.
    QVERIFY(!rt.runOver());
    QVERIFY(runUntil(rt, [&] { return rt.gameWon(); }) > 0);
    QVERIFY(rt.runOver());
    QVERIFY(rt.errors().empty());
  }

  void aFirePressSkipsTheResultsAfterASecondButAHeldFireDoesNot() {
    auto project = twoLevelGame();
    project->rules.resultsTicks = 1000;
    TickInput fire;
    fire.player[0] = InputFire;
    RuntimeLevel held = buildGame(*project);
    QVERIFY(runUntil(held, [&] { return held.progress().inResults(); }, fire) > 0);
    held.run(300, fire);  // fire held from the level on: no press
    QCOMPARE(held.level().name, std::string("Stage 1"));

    RuntimeLevel pressed = buildGame(*project);
    QVERIFY(runUntil(pressed, [&] { return pressed.progress().inResults(); }) > 0);
    pressed.run(kResultsSkipAfterTicks - 2);
    pressed.tick(fire);  // too early: the screen stays
    QCOMPARE(pressed.level().name, std::string("Stage 1"));
    pressed.tick();
    pressed.tick(fire);  // a new press after the first second
    QCOMPARE(pressed.level().name, std::string("Stage 2"));
  }

  void theHashTrailAndRollbackSpanTheLevelChange() {
    auto project = twoLevelGame();
    RuntimeLevel a = buildGame(*project), b = buildGame(*project);
    Trail trailA, trailB;
    TickRunner runA(a), runB(b);
    runA.trailInto(trailA);
    runB.trailInto(trailB);
    auto input = [](std::int64_t t) {
      TickInput in;
      in.player[0] = std::uint8_t((t / 7) % 3 == 0 ? InputFire | InputUp : InputDown);
      return in;
    };
    runA.readFrom(input);
    runB.readFrom(input);
    while (!a.progress().inResults() && a.ticksRun() < 5000) runA.step();
    QVERIFY(a.progress().inResults());
    const std::int64_t end = a.ticksRun();
    runA.run(kResults + 50);
    runB.run(end + kResults + 50);
    QCOMPARE(a.level().name, std::string("Stage 2"));
    QCOMPARE(b.stateHash(), a.stateHash());
    // A trail spans the change: one hash per run tick, the same in both runs from the change on.
    QCOMPARE(std::int64_t(trailB.hashes.size()), end + kResults + 50);
    for (std::size_t t = std::size_t(end); t < trailA.hashes.size(); ++t)
      QCOMPARE(trailA.hashes[t], trailB.hashes[t]);

    // Rollback across the change: back to a state saved on the results screen of Stage 1,
    // the same inputs again, the same hash.
    RuntimeLevel c = buildGame(*project);
    TickRunner runC(c);
    runC.readFrom(input);
    runC.run(end + kResults / 2);
    LevelState saved;
    c.save(saved);
    const std::uint64_t savedHash = c.stateHash();
    QCOMPARE(c.stateHash(saved), savedHash);
    runC.run(kResults);  // into Stage 2
    QCOMPARE(c.level().name, std::string("Stage 2"));
    QCOMPARE(c.stateHash(saved), savedHash);  // the level before hashes its own saved state
    QVERIFY(c.restore(saved));
    QCOMPARE(c.level().name, std::string("Stage 1"));
    QCOMPARE(c.stateHash(), savedHash);
    runC.run(kResults / 2 + 50);
    QCOMPARE(c.ticksRun(), b.ticksRun());
    QCOMPARE(c.stateHash(), b.stateHash());
  }

  void aGameRunsFromAnyLevelOn() {
    auto project = twoLevelGame();
    RuntimeLevel rt = buildGame(*project, 1);
    QCOMPARE(rt.progress().position, std::int64_t(1));
    QVERIFY(runUntil(rt, [&] { return rt.gameWon(); }) > 0);
    // A level the order leaves out is a game of its own.
    project->rules.levelOrder = {"Stage 2"};
    RuntimeLevel alone = buildGame(*project, 0);
    QCOMPARE(alone.gameOrder(), (std::vector<std::string>{"Stage 1"}));
  }

  void aSingleLevelRunKeepsItsHash() {
    auto project = twoLevelGame();
    PlayOptions single = gameOptions();
    single.wholeGame = false;
    auto built = RuntimeLevel::build(*project, *project->levels[0], single);
    QVERIFY(built);
    RuntimeLevel& rt = built.value();
    QVERIFY(!rt.wholeGame());
    QVERIFY(runUntil(rt, [&] { return rt.levelFinished(); }) > 0);
    QVERIFY(rt.runOver());
    rt.run(200);
    QCOMPARE(rt.level().name, std::string("Stage 1"));  // a level alone never moves on
    QCOMPARE(rt.ticksRun(), rt.clock().tick);
  }

  void recordingsSayGameOnAndReplayTheWholeGame() {
    InputRecording rec;
    rec.seed = 42;
    rec.level = "Stage 1";
    rec.wholeGame = true;
    rec.record(0, TickInput{});
    const std::string text = inputRecordingText(rec);
    QVERIFY(text.find("\ngame on\n") != std::string::npos);
    QCOMPARE(rec.version(), 2);
    auto parsed = parseInputRecording(text, "game.inputs");
    QVERIFY(parsed);
    QVERIFY(parsed->wholeGame);
    PlayOptions options;
    applyRecording(*parsed, options);
    QVERIFY(options.wholeGame);
    auto twice = parseInputRecording("scrollwork-inputs 2\ngame on\ngame off\n", "twice.inputs");
    QVERIFY(!twice);
    QVERIFY(QString::fromStdString(twice.error().toString()).contains("twice.inputs"));
    auto old = parseInputRecording("scrollwork-inputs 1\ngame on\n", "old.inputs");
    QVERIFY(!old);
  }

  void theOrderIsValidated() {
    auto project = twoLevelGame();
    project->directory = "/p";
    QVERIFY(gameRulesErrors(*project).empty());
    project->rules.levelOrder = {"Stage 1", "Stage 9"};
    Errors errors = gameRulesErrors(*project);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].file, std::string("/p/game.json"));
    QCOMPARE(errors[0].where, std::string("/levels/1"));
    QVERIFY(errors[0].message.find("'Stage 9'") != std::string::npos);
    // A level with no end stops the game there.
    project->levels[1]->chain.clear();
    project->rules.levelOrder = {"Stage 1", "Stage 2"};
    errors = gameRulesErrors(*project);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].where, std::string("/levels/1"));
    QVERIFY(errors[0].message.find("no end") != std::string::npos);
    project->levels[1]->kind = Level::Kind::Free;
    QVERIFY(gameRulesErrors(*project).front().message.find("no goal") != std::string::npos);
  }

  void aLaterLevelThatCannotRunIsNamedBeforeTheGameStarts() {
    auto project = twoLevelGame();
    auto spawn = std::make_unique<Spawn>();
    spawn->name = "ghost_wave";
    spawn->enemyType = "no_such_enemy";
    spawn->id = newObjectId();
    project->levels[1]->objects.push_back(std::move(spawn));
    Errors all;
    auto built = RuntimeLevel::build(*project, *project->levels[0], gameOptions(), &all);
    QVERIFY(!built);
    QVERIFY(!all.empty());
    QCOMPARE(built.error().file, std::string("levels/stage_2.json"));
    // The level alone still plays.
    QVERIFY(RuntimeLevel::build(*project, *project->levels[0], PlayOptions{}));
  }
};

QTEST_GUILESS_MAIN(GameRunTest)
#include "game_run_test.moc"
