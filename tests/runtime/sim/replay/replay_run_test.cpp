// The replay test runner (sim/replay/replay_run.h) on a copy of the demo and its shipped tests:
// they pass; a changed hash, a condition that no longer holds, a changed input, a missing
// or broken file each fail with the file and the place; --update rewrites only hashes.
#include "sim/replay/replay_run.h"

#include <QtTest>

#include "model/io/project_io.h"
#include "sim/replay/trail.h"
#include "sim/state/hash_version.h"
#include "support/demo_copy.h"

using namespace sw;

namespace {
QString read(const QString& path) {
  QFile f(path);
  f.open(QIODevice::ReadOnly);
  return QString::fromUtf8(f.readAll());
}
void write(const QString& path, const QString& text) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(text.toUtf8());
}
QString failures(const ReplayTestResult& r) { return QString::fromStdString(replayTestReport(r)); }
}  // namespace

class ReplayRunTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QString demo_;
  std::unique_ptr<Project> project_;

  ReplayTestResult run(const std::string& name, ReplayTestOptions options = {}) {
    return runReplayTest(*project_, replayTestFiles(demo_.toStdString(), name), options);
  }
  QString test(const QString& file) const { return demo_ + "/tests/" + file; }

 private slots:
  void init() {
    QVERIFY(dir_.isValid());
    QDir(dir_.path() + "/demo").removeRecursively();
    demo_ = sw::test::copyDemo(dir_);
    ProjectLoad load = loadProject(demo_.toStdString());
    QVERIFY(load.project);
    project_ = std::move(load.project);
  }

  void theDemosTestsPass() {
    const auto tests = findReplayTests(demo_.toStdString());
    QVERIFY(tests.size() >= 3);
    for (const auto& files : tests) {
      const ReplayTestResult r = runReplayTest(*project_, files);
      QVERIFY2(r.outcome == ReplayTestResult::Outcome::Passed, qPrintable(failures(r)));
      QVERIFY(r.ticks > 0);
    }
  }

  void aChangedHashNamesItsLine() {
    QString text = read(test("one_player.expect.json"));
    const int at = text.indexOf("\"hash\": \"") + 9;
    text.replace(at, 16, "0123456789abcdef");
    write(test("one_player.expect.json"), text);
    const ReplayTestResult r = run("one_player");
    QVERIFY(!r.passed());
    QCOMPARE(r.failures.size(), std::size_t(1));
    QCOMPARE(r.failures[0].where, std::string("line 5, column 11"));
    QVERIFY2(failures(r).contains("expected 0123456789abcdef"), qPrintable(failures(r)));
  }

  void aChangedInputNamesTheFirstTickThatDiffers() {
    QString inputs = read(test("one_player.inputs"));
    QVERIFY(inputs.contains("\n235 fire\n"));
    inputs.replace("\n235 fire\n", "\n240 fire\n");
    write(test("one_player.inputs"), inputs);
    const ReplayTestResult r = run("one_player");
    QVERIFY(!r.passed());
    QVERIFY(r.firstDifferentTick);
    QCOMPARE(*r.firstDifferentTick, std::int64_t(235));  // ticks count from 0, as in every trail
    QVERIFY2(failures(r).contains("differs from tick 235"), qPrintable(failures(r)));
  }

  void aConditionThatFailsSaysTheValueReached() {
    QString text = read(test("boss_from_here.expect.json"));
    QVERIFY(text.contains("boss.health < 40 by tick 7400"));
    text.replace("boss.health < 40 by tick 7400", "boss.health <= 0 by tick 7000");
    write(test("boss_from_here.expect.json"), text);
    const ReplayTestResult r = run("boss_from_here");
    QVERIFY(!r.passed());
    QCOMPARE(r.failures.size(), std::size_t(1));
    const int line = text.left(text.indexOf("boss.health <= 0")).count('\n') + 1;
    QCOMPARE(QString::fromStdString(r.failures[0].where), QStringLiteral("line %1, column 6").arg(line));
    QVERIFY2(failures(r).contains(QRegularExpression("boss.health = [1-9][0-9]* at tick 7000")),
             qPrintable(failures(r)));
  }

  void anUnknownNameFailsWithItsColumn() {
    QString text = read(test("two_players.expect.json"));
    text.replace("\"score >= 900\"", "\"score >= 900 and bos.alive == 0\"");
    write(test("two_players.expect.json"), text);
    const ReplayTestResult r = run("two_players");
    QVERIFY(!r.passed());
    QCOMPARE(r.ticks, std::int64_t(0));  // refused before it ran
    const int line = text.left(text.indexOf("bos.alive")).count('\n') + 1;
    QCOMPARE(QString::fromStdString(r.failures[0].where),
             QStringLiteral("line %1, column %2")
                 .arg(line)
                 .arg(6 + 17));  // the string starts in column 6; 'bos' is its 18th character
    QVERIFY2(failures(r).contains("'bos'"), qPrintable(failures(r)));
  }

  void brokenOrMissingFilesFail() {
    QFile::remove(test("two_players.inputs"));
    ReplayTestResult r = run("two_players");
    QVERIFY(!r.passed());
    QVERIFY2(failures(r).contains("two_players.inputs is missing"), qPrintable(failures(r)));

    write(test("one_player.expect.json"), "{\"formatVersion\": 1,\n  \"ticks\": 1800,\n  \"hash\": [");
    r = run("one_player");
    QVERIFY(!r.passed());
    QVERIFY2(failures(r).contains("one_player.expect.json: line 3"), qPrintable(failures(r)));
    // --update never rewrites a broken expectation: it may hold conditions someone wrote.
    r = run("one_player", {true, false});
    QVERIFY(!r.passed());
    QVERIFY(read(test("one_player.expect.json")).endsWith("\"hash\": ["));

    write(test("boss_from_here.inputs"), "scrollwork-inputs 1\n0 jump\n");
    r = run("boss_from_here");
    QVERIFY(!r.passed());
    QVERIFY2(failures(r).contains("boss_from_here.inputs: line 2"), qPrintable(failures(r)));

    write(test("lonely.inputs"), "scrollwork-inputs 1\nticks 10\n");
    r = run("lonely");
    QVERIFY(!r.passed());
    QVERIFY2(failures(r).contains("lonely.expect.json: missing"), qPrintable(failures(r)));
  }

  void updateRewritesHashesAndKeepsConditions() {
    QString text = read(test("one_player.expect.json"));
    const int at = text.indexOf("\"hash\": \"") + 9;
    const QString hash = text.mid(at, 16);
    text.replace(at, 16, "0123456789abcdef");
    write(test("one_player.expect.json"), text);
    write(test("one_player.trail"), "scrollwork-hash-trail 1\n0000000000000000\n");
    ReplayTestResult r = run("one_player", {true, false});
    QVERIFY2(r.outcome == ReplayTestResult::Outcome::Updated, qPrintable(failures(r)));
    const QString updated = read(test("one_player.expect.json"));
    QVERIFY(updated.contains(hash));
    QVERIFY(updated.contains("player1.score >= 600"));
    QCOMPARE(run("one_player").outcome, ReplayTestResult::Outcome::Passed);
    Result<Trail> trail = loadTrail(test("one_player.trail").toStdString());
    QVERIFY(trail);
    QCOMPARE(trail->hashVersion, kStateHashVersion);  // an old trail comes back at this build's hash
    QCOMPARE(std::int64_t(trail->hashes.size()), r.ticks);
    // A recording without an expectation becomes a test.
    QFile::copy(test("two_players.inputs"), test("fresh.inputs"));
    r = run("fresh", {true, true});
    QCOMPARE(r.outcome, ReplayTestResult::Outcome::Updated);
    QVERIFY(QFile::exists(test("fresh.trail")));
    QCOMPARE(run("fresh").outcome, ReplayTestResult::Outcome::Passed);
  }

  void saveWritesATestThatPasses() {
    Result<InputRecording> recording = loadInputRecording(test("two_players.inputs").toStdString());
    QVERIFY(recording);
    recording->length = 300;
    ReplayTestResult r =
        saveReplayTest(*project_, *recording, "saved", {"tick == 300", "player2.lives > 0 at tick 10"});
    QVERIFY2(r.passed(), qPrintable(failures(r)));
    QCOMPARE(r.ticks, std::int64_t(300));
    for (const char* suffix : {".inputs", ".expect.json", ".trail"})
      QVERIFY(QFile::exists(test("saved") + suffix));
    QVERIFY(read(test("saved.expect.json")).contains(QString::fromStdString(hashText(r.hash))));
    const ReplayTestResult again = run("saved");
    QVERIFY2(again.outcome == ReplayTestResult::Outcome::Passed, qPrintable(failures(again)));
    QVERIFY(!saveReplayTest(*project_, *recording, "../escape", {}).passed());
    QVERIFY(!saveReplayTest(*project_, *recording, "", {}).passed());
    QVERIFY(!isValidReplayTestName(".hidden"));
    QVERIFY(isValidReplayTestName("boss-fight_2.v1"));
  }
};

QTEST_GUILESS_MAIN(ReplayRunTest)
#include "replay_run_test.moc"
