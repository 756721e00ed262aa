// scrollwork-cli test (cli/test_command.h), the real binary on a copy of the demo: its
// shipped replay tests pass; a tampered expectation fails with its file and line and the
// exit status says so; --update brings the hash back.
#include <QtTest>

#include "support/cli_runner.h"
#include "support/demo_copy.h"

using sw::test::runCliBinary;

class CliTestCommandTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QString demo_;

  void replaceIn(const QString& path, const QString& from, const QString& to) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(f.readAll());
    f.close();
    QVERIFY2(text.contains(from), qPrintable(from));
    text.replace(from, to);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8());
  }

 private slots:
  void init() {
    QDir(dir_.path() + "/demo").removeRecursively();
    demo_ = sw::test::copyDemo(dir_);
  }

  void theDemoPasses() {
    const sw::test::CliRun r = runCliBinary({"test", demo_});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY(r.out.contains(
        QRegularExpression("^PASS one_player 1800 ticks$", QRegularExpression::MultilineOption)));
    QVERIFY(r.out.contains("PASS two_players "));
    QVERIFY(r.out.contains("PASS boss_from_here "));
    QVERIFY(r.out.contains("PASS weapons "));  // all four player weapons
    QVERIFY(r.out.contains("tests: 6 passed, 0 failed"));
  }

  void aTamperedExpectationFailsWithItsLine() {
    const QString expect = demo_ + "/tests/boss_from_here.expect.json";
    replaceIn(expect, "boss.fired by tick 6200", "boss.fired by tick 6001");
    const sw::test::CliRun r = runCliBinary({"test", demo_});
    QCOMPARE(r.code, 1);
    const QString line = r.out.split('\n').filter("boss_from_here").value(0);
    QVERIFY2(line.startsWith("FAIL boss_from_here 7400 ticks: " + expect +
                             ": line 7, column 6: condition "
                             "'boss.fired by tick 6001' not met: boss.fired = 0 at tick 6001"),
             qPrintable(r.out));
    QVERIFY(r.out.contains("PASS one_player"));
    QVERIFY(r.out.contains("tests: 5 passed, 1 failed"));
  }

  void updateRewritesAChangedHash() {
    const QString expect = demo_ + "/tests/two_players.expect.json";
    QFile f(expect);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString original = QString::fromUtf8(f.readAll());
    f.close();
    const QString hash = QRegularExpression("\"hash\": \"([0-9a-f]{16})\"").match(original).captured(1);
    replaceIn(expect, hash, "ffffffffffffffff");
    sw::test::CliRun r = runCliBinary({"test", demo_});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains(expect + ": line 5, column 11: hash " + hash + ", expected ffffffffffffffff"),
             qPrintable(r.out));
    r = runCliBinary({"test", demo_, "--update"});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY(r.out.contains("UPDATED two_players"));
    QVERIFY(r.out.contains("PASS one_player"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), original);
    QCOMPARE(runCliBinary({"test", demo_}).code, 0);
  }

  void badArgumentsAndEmptyProjects() {
    sw::test::CliRun r = runCliBinary({"test"});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("test needs a PROJECT"));
    r = runCliBinary({"test", demo_, "--trail"});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("--trail goes with --update"));
    r = runCliBinary({"test", demo_, "--bogus"});
    QCOMPARE(r.code, 1);
    QDir(demo_ + "/tests").removeRecursively();
    r = runCliBinary({"test", demo_});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("no replay tests"), qPrintable(r.out));
  }
};

QTEST_GUILESS_MAIN(CliTestCommandTest)
#include "cli_test_command_test.moc"
