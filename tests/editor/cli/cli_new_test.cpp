// scrollwork-cli new: makes the projects New Project makes, from each template, and the
// real binary runs the shooter starter; a folder holding anything is refused untouched.
#include <QFile>
#include <QtTest>

#include "support/cli_runner.h"

using sw::test::CliRun;
using sw::test::runCliBinary;
using sw::test::runCliInProcess;

class CliNewTest : public QObject {
  Q_OBJECT
 private slots:
  void emptyByDefault() {
    QTemporaryDir dir;
    const QString target = dir.filePath("blank");
    CliRun r = runCliInProcess({"new", target});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.value("template"), QString("empty"));
    QCOMPARE(r.value("created"), QDir(target).absolutePath());
    r = runCliInProcess({"info", target});
    QCOMPARE(r.value("name"), QString("blank"));  // named after the folder
    QCOMPARE(r.value("levels"), QString("1"));
    QCOMPARE(r.value("tile_definitions"), QString("0"));
    QCOMPARE(runCliInProcess({"validate", target}).code, 0);
  }

  void shooterWithANameRunsInTheBinary() {
    QTemporaryDir dir;
    const QString target = dir.filePath("games/first");
    CliRun r = runCliBinary({"new", target, "--template", "shooter", "--name=Star Dart"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = runCliBinary({"info", target});
    QCOMPARE(r.value("name"), QString("Star Dart"));
    QCOMPARE(r.value("enemy_types"), QString("1"));
    QCOMPARE(r.value("objects.Spawn"), QString("2"));
    QCOMPARE(r.value("objects.Path"), QString("2"));
    r = runCliBinary({"validate", target});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    r = runCliBinary({"run", target, "--ticks", "600"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.value("ticks"), QString("600"));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));  // no runtime problem reported
  }

  // The platformer starter: validates, plays headless, and its replay test passes.
  void platformerValidatesPlaysAndPassesItsTest() {
    QTemporaryDir dir;
    const QString target = dir.filePath("room");
    CliRun r = runCliBinary({"new", target, "--template", "platformer"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = runCliBinary({"info", target});
    QCOMPARE(r.value("objects.CharacterStart"), QString("2"));
    QCOMPARE(r.value("objects.Door"), QString("2"));
    r = runCliBinary({"validate", target});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    r = runCliBinary({"run", target, "--ticks", "600"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    r = runCliBinary({"test", target});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains("lever"), qPrintable(r.out));
    // Co-op: each player plays a character; two peers over a lossy, late network agree tick for
    // tick with each other and with an offline run of the same inputs.
    auto write = [&](const char* name, const char* text) {
      QFile f(dir.filePath(name));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(text);
    };
    write("a.inputs", "scrollwork-inputs 1\nlevel Room 1\nplayers 2\n0 right -\n60 right+fire -\n100 left -\n200 - -\n");
    write("b.inputs", "scrollwork-inputs 1\nlevel Room 1\nplayers 2\n0 - right\n80 - right+fire\n150 - left\n");
    r = runCliBinary({"net-sim", target, "--ticks", "600", "--latency", "80", "--loss", "0.1", "--inputs-a",
                      dir.filePath("a.inputs"), "--inputs-b", dir.filePath("b.inputs")});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QCOMPARE(r.value("same"), QString("yes"));
    QCOMPARE(r.value("hash_a"), r.value("hash_offline"));
  }

  void refusesAFolderThatIsNotEmpty() {
    QTemporaryDir dir;
    QFile keep(dir.filePath("keep.txt"));
    QVERIFY(keep.open(QIODevice::WriteOnly));
    keep.write("precious");
    keep.close();
    CliRun r = runCliInProcess({"new", dir.path(), "--template", "shooter"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QDir(dir.path()).absolutePath()) && r.err.contains("not empty"),
             qPrintable(r.err));
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList{"keep.txt"});
  }

  void badArgumentsSayWhy() {
    QTemporaryDir dir;
    CliRun r = runCliInProcess({"new"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("DIR"), qPrintable(r.err));
    r = runCliInProcess({"new", dir.filePath("x"), "--template", "racing"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("'racing'") && r.err.contains("shooter"), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(dir.filePath("x")));
    r = runCliInProcess({"new", dir.filePath("y"), "--colour", "red"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("--colour"), qPrintable(r.err));
    QVERIFY(runCliInProcess({"--help"}).out.contains("new DIR"));
  }
};

QTEST_GUILESS_MAIN(CliNewTest)
#include "cli_new_test.moc"
