// scrollwork-cli run and bench-sim: the real binary gives the same hash twice, a recording
// replays to the same hash, build errors are listed and exit 1, bad command lines and bad
// recordings are refused with file and line.
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "cli/cli_commands.h"
#include "model/io/project_io.h"
#include "sim/replay/input_recording.h"
#include "sim/runtime_level.h"
#include "support/cli_runner.h"
#include "support/demo_copy.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {
using Run = test::CliRun;

void write(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(bytes);
}

// Does the demo's simulation have player ships yet? (Inputs cannot matter without them.)
bool simulationHasPlayers() {
  ProjectLoad load = loadProject(SW_SOURCE_DIR "/projects/demo");
  Result<RuntimeLevel> rt = RuntimeLevel::build(*load.project, *load.project->levels[0], 1);
  if (!rt) return false;
  rt->tick();
  return !playersOf(*rt).empty();
}

const QString demo = QStringLiteral(SW_SOURCE_DIR "/projects/demo");
}  // namespace

class CliRunTest : public QObject {
  Q_OBJECT

 private slots:
  void binaryPrintsTheFourLinesAndTheSameHashTwice() {
    QTemporaryDir dir;
    const QString copy = sw::test::copyDemo(dir);
    const QStringList args{"run", copy, "--level", "Stage 1", "--ticks", "900"};
    Run a = test::runCliBinary(args);
    QVERIFY2(a.code == 0, qPrintable(a.err));
    QVERIFY2(QRegularExpression(
                 "^ticks: 900\nhash: [0-9a-f]{16}\ntick_us_median: [0-9.]+\ntick_us_p99: [0-9.]+\n$")
                 .match(a.out)
                 .hasMatch(),
             qPrintable(a.out));
    QVERIFY(a.value("tick_us_p99").toDouble() >= a.value("tick_us_median").toDouble());
    Run b = test::runCliBinary(args);
    QCOMPARE(b.code, 0);
    QCOMPARE(b.value("hash"), a.value("hash"));
    // Fewer ticks: another state.
    Run shorter = test::runCliBinary({"run", copy, "--level", "Stage 1", "--ticks", "899"});
    QCOMPARE(shorter.value("ticks"), QString("899"));
    QVERIFY(shorter.value("hash") != a.value("hash"));
  }

  void seedComesFromOptionThenRecordingThenLevel() {
    QTemporaryDir dir;
    Run levelSeed = test::runCliInProcess({"run", demo, "--ticks", "700"});  // one level: --level may be left out
    QVERIFY2(levelSeed.code == 0, qPrintable(levelSeed.err));
    Run explicitSeed = test::runCliInProcess({"run", demo, "--ticks", "700", "--seed", "12345"});
    QVERIFY(explicitSeed.value("hash") != levelSeed.value("hash"));
    write(dir.filePath("s.inputs"), "scrollwork-inputs 1\nseed 12345\n");
    Run recordingSeed = test::runCliInProcess({"run", demo, "--ticks", "700", "--inputs", dir.filePath("s.inputs")});
    QCOMPARE(recordingSeed.value("hash"), explicitSeed.value("hash"));
    Run overridden =
        test::runCliInProcess({"run", demo, "--ticks", "700", "--inputs", dir.filePath("s.inputs"), "--seed", "1"});
    QVERIFY(overridden.value("hash") != explicitSeed.value("hash"));
  }

  void recordThenReplayGivesTheSameHash() {
    QTemporaryDir dir;
    write(
        dir.filePath("in.inputs"),
        "scrollwork-inputs 1\nplayers 2\n0 fire\n50 up+fire down\n120 right+fire -\n400 fire+switch fire\n");
    Run recorded = test::runCliInProcess({"run", demo, "--ticks", "800", "--inputs", dir.filePath("in.inputs"), "--record",
                           dir.filePath("out.inputs")});
    QVERIFY2(recorded.code == 0, qPrintable(recorded.err));
    Result<InputRecording> saved = loadInputRecording(dir.filePath("out.inputs").toStdString());
    QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().toString().c_str());
    QCOMPARE(saved->level, std::string("Stage 1"));
    QCOMPARE(saved->players, 2);
    QVERIFY(saved->seed.has_value());
    QCOMPARE(saved->length.value_or(-1), std::int64_t(800));
    QCOMPARE(saved->changes.size(), std::size_t(4));
    QCOMPARE(saved->changes[3].tick, std::int64_t(400));

    // The saved file says level, seed, players and length: nothing else is needed.
    Run replay = test::runCliInProcess({"run", demo, "--inputs", dir.filePath("out.inputs")});
    QVERIFY2(replay.code == 0, qPrintable(replay.err));
    QCOMPARE(replay.value("ticks"), QString("800"));
    QCOMPARE(replay.value("hash"), recorded.value("hash"));
    // And the binary agrees with the in-process run.
    QCOMPARE(test::runCliBinary({"run", demo, "--inputs", dir.filePath("out.inputs")}).value("hash"),
             recorded.value("hash"));

    // The demo always has player ships; without them one changed bit could not matter
    // and the check below would pass for nothing.
    QVERIFY2(simulationHasPlayers(), "the demo's first level has no player ships after one tick");
    // One bit: player 1 does not switch weapon at tick 400 (the weapon stays switched, so
    // the difference lasts; a changed move can be undone by a death and respawn).
    write(dir.filePath("changed.inputs"),
          "scrollwork-inputs 1\nplayers 2\n0 fire\n50 up+fire down\n120 right+fire -\n400 fire fire\n");
    Run changed = test::runCliInProcess({"run", demo, "--ticks", "800", "--inputs", dir.filePath("changed.inputs"), "--seed",
                          QString::number(*saved->seed)});
    QCOMPARE(changed.code, 0);
    QVERIFY(changed.value("hash") != recorded.value("hash"));
  }

  void buildErrorsAreAllListedAndExitOne() {
    QTemporaryDir dir;
    const QString copy = sw::test::copyDemo(dir);
    ProjectLoad load = loadProject(copy.toStdString());
    QVERIFY(load.project);
    Level& level = *load.project->levels[0];
    dynamic_cast<Spawn&>(*level.findByName("drones_b")).enemyType = "no_such_type";
    dynamic_cast<Spawn&>(*level.findByName("dive_trio")).path = "no_such_path";
    QVERIFY(saveProject(*load.project).ok());
    Run r = test::runCliBinary({"run", copy, "--ticks", "10"});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(
        r.err.contains("levels/stage_1.json: spawn 'drones_b': enemy type 'no_such_type' does not exist\n"),
        qPrintable(r.err));
    QVERIFY2(r.err.contains("levels/stage_1.json: spawn 'dive_trio': path 'no_such_path' does not exist\n"),
             qPrintable(r.err));
  }

  void badRecordingNamesFileAndLine() {
    QTemporaryDir dir;
    write(dir.filePath("bad.inputs"), "scrollwork-inputs 1\n0 fire\n10 jump\n");
    Run r = test::runCliInProcess({"run", demo, "--ticks", "10", "--inputs", dir.filePath("bad.inputs")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(dir.filePath("bad.inputs") + ": line 3: player 1: unknown input bit 'jump'"),
             qPrintable(r.err));
  }

  void badCommandLinesAreRefused_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no project") << QStringList{"run", "--ticks", "5"} << "run needs a PROJECT";
    QTest::newRow("no ticks") << QStringList{"run", demo} << "run needs --ticks";
    QTest::newRow("bad ticks") << QStringList{"run", demo, "--ticks", "-4"}
                               << "--ticks '-4' is not a whole number";
    QTest::newRow("bad seed") << QStringList{"run", demo, "--ticks", "5", "--seed", "x"} << "--seed 'x'";
    QTest::newRow("bad players") << QStringList{"run", demo, "--ticks", "5", "--players", "3"}
                                 << "--players '3'";
    QTest::newRow("unknown level") << QStringList{"run", demo, "--ticks", "5", "--level", "Nope"}
                                   << "no level named 'Nope' (levels: Stage 1, Stage 2)";
    QTest::newRow("unknown option") << QStringList{"run", demo, "--tick", "5"} << "unknown option '--tick'";
    QTest::newRow("missing value") << QStringList{"run", demo, "--ticks"} << "'--ticks' needs a value";
    QTest::newRow("missing project") << QStringList{"run", "/nonexistent/project", "--ticks", "5"}
                                     << "/nonexistent/project";
    QTest::newRow("missing inputs") << QStringList{"run", demo,       "--ticks",
                                                   "5",   "--inputs", "/nonexistent/x.inputs"}
                                    << "/nonexistent/x.inputs";
    QTest::newRow("bench bad count") << QStringList{"bench-sim", "--enemies", "many"} << "--enemies 'many'";
    QTest::newRow("bench project") << QStringList{"bench-sim", demo} << "bench-sim takes no PROJECT";
  }

  void badCommandLinesAreRefused() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    Run r = test::runCliInProcess(args);
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
  }

  void usageNamesTheNewCommands() {
    QVERIFY(cli::usage().contains("run PROJECT"));
    QVERIFY(cli::usage().contains("bench-sim"));
  }

  // A small stress level through the binary: every figure printed, the enemy block whole.
  void benchSimPrintsItsFigures() {
    Run r = test::runCliBinary(
        {"bench-sim", "--enemies", "40", "--bullets", "400", "--particles", "100", "--ticks", "60"});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    for (const char* key : {"tick_us_median", "tick_us_p99", "allocs_per_tick", "enemies_live",
                            "bullets_live", "player_bullets_live", "particles_live", "warmup_ticks"}) {
      bool ok = false;
      r.value(key).toDouble(&ok);
      QVERIFY2(ok, qPrintable(QString(key) + " in\n" + r.out));
    }
    QCOMPARE(r.value("ticks"), QString("60"));
    QCOMPARE(r.value("enemies_live").toDouble(), 40.0);  // sturdy enemies riding with the camera stay
    // In-process there is no counting allocator: the figure says so instead of lying.
    Run inProcess =
        test::runCliInProcess({"bench-sim", "--enemies", "20", "--bullets", "0", "--particles", "0", "--ticks", "5"});
    QCOMPARE(inProcess.code, 0);
    QCOMPARE(inProcess.value("allocs_per_tick"), QString("unavailable"));
    QCOMPARE(inProcess.value("hash"),
             test::runCliBinary({"bench-sim", "--enemies", "20", "--bullets", "0", "--particles", "0", "--ticks", "5"})
                 .value("hash"));
  }
};

QTEST_GUILESS_MAIN(CliRunTest)
#include "cli_run_test.moc"
