// PlaySession (runtime/view/play/play_session.h): runs a copy of the level, Step is exactly
// one tick, Play from here lands where a headless run of the same options lands, build
// errors and runtime errors come out as signals naming the object, a tick limit stops it.
#include "play/play_session.h"

#include <QSignalSpy>
#include <QtTest>

#include "model/project/project.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "sim/runtime_level.h"
#include "support/demo_project.h"
#include "support/sample_project.h"

using sw::play::PlaySession;

namespace {

using sw::test::loadDemo;

}  // namespace

class PlaySessionTest : public QObject {
  Q_OBJECT
 private slots:
  void stepRunsExactlyOneTick() {
    auto project = loadDemo();
    QVERIFY(project);
    PlaySession session;
    QVERIFY(session.start(*project, 0, 1, 0, /*paused*/ true));
    QCOMPARE(session.state(), PlaySession::State::Paused);
    QCOMPARE(session.runtime()->ticksRun(), std::int64_t(0));
    session.step();
    QCOMPARE(session.runtime()->ticksRun(), std::int64_t(1));
    session.step();
    session.step();
    QCOMPARE(session.runtime()->ticksRun(), std::int64_t(3));
    QTest::qWait(100);  // paused: the clock does not run
    QCOMPARE(session.runtime()->ticksRun(), std::int64_t(3));
  }

  void runsPausesResumesAndStops() {
    auto project = loadDemo();
    PlaySession session;
    QSignalSpy states(&session, &PlaySession::stateChanged);
    QVERIFY(session.start(*project, 0));
    QCOMPARE(session.state(), PlaySession::State::Running);
    QTRY_VERIFY_WITH_TIMEOUT(session.runtime()->ticksRun() >= 5, 5000);
    session.pause();
    const std::int64_t paused = session.runtime()->ticksRun();
    QTest::qWait(120);
    QCOMPARE(session.runtime()->ticksRun(), paused);
    session.resume();
    QTRY_VERIFY_WITH_TIMEOUT(session.runtime()->ticksRun() > paused, 5000);
    session.stop();
    QVERIFY(!session.runtime());
    QVERIFY(!session.isActive());
    QCOMPARE(states.size(), 4);  // Running, Paused, Running, Stopped
  }

  void speedIsClampedToTheOfferedRange() {
    PlaySession session;
    session.setSpeed(100);
    QCOMPARE(session.speed(), 4.0);
    session.setSpeed(0.01);
    QCOMPARE(session.speed(), 0.25);
    session.setSpeed(2);
    QCOMPARE(session.speed(), 2.0);
  }

  void playFromHereMatchesAHeadlessRun_data() {
    QTest::addColumn<qint64>("tick");
    QTest::newRow("start") << qint64(0);
    QTest::newRow("600") << qint64(600);
    QTest::newRow("1900") << qint64(1900);
  }
  void playFromHereMatchesAHeadlessRun() {
    QFETCH(qint64, tick);
    auto project = loadDemo();
    PlaySession session;
    QVERIFY(session.start(*project, 0, 1, tick, /*paused*/ true));
    QCOMPARE(session.runtime()->ticksRun(), std::int64_t(tick));

    // The same run without the session: options written out, not taken from it.
    sw::PlayOptions options;
    options.seed = std::uint64_t(project->levels[0]->seed);
    options.projectDir = project->directory;
    options.loopsFollowPreview = tick > 0;
    options.invulnerableUntilTick = tick;
    auto headless = sw::RuntimeLevel::build(*project, *project->levels[0], options);
    QVERIFY(headless.ok());
    QVERIFY(headless->run(tick));
    QCOMPARE(session.runtime()->stateHash(), headless->stateHash());
    // And from there on, tick for tick.
    session.step();
    QVERIFY(headless->tick());
    QCOMPARE(session.runtime()->stateHash(), headless->stateHash());
  }

  void runsOnACopyOfTheProject() {
    auto project = loadDemo();
    const std::string before = sw::projectText(*project) + sw::levelText(*project->levels[0]);
    PlaySession session;
    QVERIFY(session.start(*project, 0, 1, 300, true));
    QVERIFY(session.level() != project->levels[0].get());
    project.reset();  // the document may go away: the run goes on
    for (int i = 0; i < 10; ++i) session.step();
    QCOMPARE(session.runtime()->ticksRun(), std::int64_t(310));
    auto again = loadDemo();
    QCOMPARE(sw::projectText(*again) + sw::levelText(*again->levels[0]), before);
  }

  void buildErrorsAreReportedAndNothingRuns() {
    auto project = loadDemo();
    auto* spawn = dynamic_cast<sw::Spawn*>(project->levels[0]->findByName("drones_b"));
    QVERIFY(spawn);
    spawn->enemyType = "no_such_type";
    PlaySession session;
    QSignalSpy failed(&session, &PlaySession::buildFailed);
    QVERIFY(!session.start(*project, 0));
    QCOMPARE(failed.size(), 1);
    const auto errors = failed[0][0].value<sw::Errors>();
    QVERIFY(!errors.empty());
    QCOMPARE(errors[0].where, std::string("spawn 'drones_b'"));
    QVERIFY(!session.isActive());
    QVERIFY(!session.runtime());
  }

  void unknownEffectsAndBrokenSoundsAreNotedOnceAndPlayRuns() {
    auto project = loadDemo();
    QVERIFY(project && !project->enemyTypes.empty() && !project->soundCues.empty());
    project->enemyTypes[0]->deathEffect = "no_such_effect";
    project->soundCues[0]->files = {"sounds/missing.wav"};
    PlaySession session;
    QSignalSpy notes(&session, &PlaySession::buildNotes);
    QSignalSpy failed(&session, &PlaySession::buildFailed);
    QVERIFY(session.start(*project, 0));
    QCOMPARE(failed.size(), 0);
    QCOMPARE(notes.size(), 1);  // once, when the run starts
    const auto problems = notes[0][0].value<sw::Errors>();
    auto noted = [&](const std::string& where, const std::string& word) {
      return std::any_of(problems.begin(), problems.end(), [&](const sw::Error& e) {
        return e.file.ends_with("project.json") && e.where == where && e.message.find(word) != std::string::npos;
      });
    };
    QVERIFY2(noted("/enemyTypes/0/deathEffect", "no_such_effect"), "the unknown effect, by file and place");
    QVERIFY2(noted("/soundCues/0/files/0", "missing.wav"), "the missing sound file, by file and place");
    session.pause();
    session.step();
    QVERIFY(session.isActive());
    QCOMPARE(notes.size(), 1);
  }

  void runtimeErrorsAreReportedAndPlayGoesOn() {
    auto project = loadDemo();
    sw::EnemyType* turret = project->findEnemyType("turret");
    QVERIFY(turret);
    turret->movement = sw::EnemyMovement::StraightLine;
    turret->speed = 1e308;  // two ticks of it overflow into a non-finite position
    PlaySession session;
    QSignalSpy errors(&session, &PlaySession::runtimeError);
    QVERIFY(session.start(*project, 0, 1, 2180, true));
    for (int i = 0; i < 4; ++i) session.step();
    QVERIFY(errors.size() >= 1);
    const auto first = errors[0][0].value<sw::Error>();
    QVERIFY2(first.where.find("turret_floor") != std::string::npos, first.where.c_str());
    QVERIFY(session.isActive());
    QCOMPARE(session.runtime()->ticksRun(), std::int64_t(2184));
    // Each error is reported once.
    const int reported = int(errors.size());
    QCOMPARE(std::size_t(reported), session.runtime()->errors().size());
  }

  void tickLimitPausesThere() {
    auto project = loadDemo();
    PlaySession session;
    session.setSpeed(4);
    session.setTickLimit(12);
    QSignalSpy reached(&session, &PlaySession::tickLimitReached);
    QVERIFY(session.start(*project, 0));
    QVERIFY(reached.wait(5000));
    QCOMPARE(session.runtime()->ticksRun(), std::int64_t(12));
    QCOMPARE(session.state(), PlaySession::State::Paused);
  }

  void inputSourceFeedsEveryTick() {
    auto project = loadDemo();
    PlaySession session;
    int asked = 0;
    session.setInputSource([&] {
      ++asked;
      return sw::TickInput{};
    });
    QVERIFY(session.start(*project, 0, 1, 0, true));
    for (int i = 0; i < 5; ++i) session.step();
    QCOMPARE(asked, 5);
  }

  // A session played by hand (here: scripted keys, from tick 600 with two players) is
  // recorded; saved and loaded again, the recording replays to the same state, and a
  // headless run of the same file (what `scrollwork-cli run --inputs` does) agrees.
  // Play the Whole Game: the session follows the run to the game's next level (level() and
  // levelChanged), its recording says `game on`, and the recording replays to the same hash.
  void aWholeGameMovesOnToTheNextLevelAndReplays() {
    auto project = sw::test::sampleProject();
    auto second = std::make_unique<sw::Level>(*project->levels[0]);
    second->name = "Stage 2";
    second->file = "levels/stage_2.json";
    project->levels.push_back(std::move(second));
    project->rules.resultsTicks = 30;
    PlaySession session;
    session.setWholeGame(true);
    QSignalSpy changed(&session, &PlaySession::levelChanged);
    QVERIFY(session.start(*project, 0, 1, 0, true));
    QCOMPARE(session.level()->name, std::string("Stage 1"));
    for (int i = 0; i < 5000 && changed.isEmpty(); ++i) session.step();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(session.level()->name, std::string("Stage 2"));
    QCOMPARE(session.runtime()->level().name, std::string("Stage 2"));
    for (int i = 0; i < 50; ++i) session.step();
    const std::uint64_t played = session.runtime()->stateHash();
    const std::int64_t ticks = session.runtime()->ticksRun();
    session.stop();
    const sw::InputRecording recording = session.recording();
    QVERIFY(recording.wholeGame);

    PlaySession replay;
    QVERIFY(replay.startReplay(*project, 0, recording, true));
    for (std::int64_t i = 0; i < ticks + 10; ++i) replay.step();
    QCOMPARE(replay.runtime()->ticksRun(), ticks);
    QCOMPARE(replay.level()->name, std::string("Stage 2"));
    QCOMPARE(replay.runtime()->stateHash(), played);
    // Off: the level alone, as before.
    session.setWholeGame(false);
    QVERIFY(session.start(*project, 0, 1, 0, true));
    QVERIFY(!session.runtime()->wholeGame());
    QVERIFY(!session.recording().wholeGame);
  }

  void aRecordedSessionReplaysExactly() {
    auto project = loadDemo();
    PlaySession session;
    std::int64_t n = 0;
    session.setInputSource([&] {
      ++n;
      sw::TickInput in;
      in.player[0] = std::uint8_t(sw::InputFire | ((n / 20) % 2 ? sw::InputUp : sw::InputDown));
      in.player[1] = std::uint8_t((n / 45) % 3 == 0 ? sw::InputSwitchWeapon | sw::InputRight : sw::InputFire);
      return in;
    });
    QVERIFY(session.start(*project, 0, 2, 600, true));
    for (int i = 0; i < 300; ++i) session.step();
    const std::uint64_t played = session.runtime()->stateHash();
    session.stop();
    const sw::InputRecording recording = session.recording();
    QCOMPARE(recording.length, std::optional<std::int64_t>(900));
    QCOMPARE(recording.from, std::optional<std::int64_t>(600));
    QCOMPARE(recording.players, 2);
    QVERIFY(recording.changes.size() > 10);

    QTemporaryDir dir;
    const std::string file = (dir.path() + "/run.inputs").toStdString();
    QVERIFY(sw::saveInputRecording(recording, file).ok());
    auto loaded = sw::loadInputRecording(file);
    QVERIFY(loaded.ok());
    QCOMPARE(*loaded, recording);

    PlaySession replay;
    replay.setInputSource([] { return sw::TickInput{sw::InputUp, sw::InputUp}; });  // ignored while replaying
    QVERIFY(replay.startReplay(*project, 0, *loaded, true));
    QVERIFY(replay.isReplay());
    for (int i = 0; i < 400; ++i) replay.step();  // the recording ends at 900: it holds there
    QCOMPARE(replay.runtime()->ticksRun(), std::int64_t(900));
    QCOMPARE(replay.runtime()->stateHash(), played);

    sw::PlayOptions options = PlaySession::optionsFor(*project, *project->levels[0], 1);
    sw::applyRecording(*loaded, options);
    auto headless = sw::RuntimeLevel::build(*project, *project->levels[0], options);
    QVERIFY(headless.ok());
    for (std::int64_t t = 0; t < 900; ++t) headless->tick(loaded->at(t));
    QCOMPARE(headless->stateHash(), played);
  }
};

QTEST_MAIN(PlaySessionTest)
#include "play_session_test.moc"
