// scrollwork-player (runtime/player): plays the demo copy for a number of ticks under Xvfb
// and exits 0 with a screenshot; bad arguments exit 1 with a message naming the problem.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "support/demo_copy.h"

namespace {

const QString kPlayer = QStringLiteral(SW_BINARY_DIR "/bin/scrollwork-player");

struct Run {
  int exitCode = -1;
  QString out, err;
};

Run runPlayer(const QStringList& arguments) {
  QProcess process;
  process.start(kPlayer, arguments);
  Run run;
  if (!process.waitForFinished(120000)) {
    process.kill();
    process.waitForFinished();
    run.err = "timed out";
    return run;
  }
  run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
  run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
  run.err = QString::fromLocal8Bit(process.readAllStandardError());
  return run;
}

}  // namespace

class PlayerTest : public QObject {
  Q_OBJECT
 private slots:
  void playsTheDemoAndQuits() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const QString shot = dir.filePath("player.png");
    const Run run = runPlayer({demo, "--windowed", "--speed", "4", "--quit-after-ticks", "90", "--screenshot", shot});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains("stopped at tick 90"), qPrintable(run.out));
    const QImage image(shot);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() > 100);
    // Not a blank frame: the level and the HUD give many colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
      for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);
  }

  void choosesTheLevelByName() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const Run good = runPlayer({demo, "--windowed", "--level", "Stage 1", "--speed", "4", "--quit-after-ticks", "5"});
    QVERIFY2(good.exitCode == 0, qPrintable(good.err));
    const Run bad = runPlayer({demo, "--windowed", "--level", "No Such Stage", "--quit-after-ticks", "5"});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains("No Such Stage") && bad.err.contains("Stage 1"), qPrintable(bad.err));
  }

  void missingProjectIsAnError() {
    QTemporaryDir dir;
    const Run run = runPlayer({dir.filePath("nothing-here"), "--windowed", "--quit-after-ticks", "5"});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("nothing-here"), qPrintable(run.err));
  }
};

QTEST_MAIN(PlayerTest)
#include "player_test.moc"
