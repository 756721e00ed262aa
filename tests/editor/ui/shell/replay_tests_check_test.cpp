// Check Project runs the project's replay tests in the background (ui/shell/replay_tests_check.h):
// the action returns while they still run, and when they are done a tampered test is in
// the Log as an error naming its file and line, the others pass.
#include "ui/shell/replay_tests_check.h"

#include <QAction>
#include <QTreeWidget>
#include <QtTest>

#include "document/document.h"
#include "support/demo_copy.h"
#include "ui/docks/log_dock.h"
#include "ui/shell/main_window.h"

using sw::editor::MainWindow;

class ReplayTestsCheckTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void checkProjectReportsAFailureInTheLog() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const QString expect = demo + "/tests/boss_from_here.expect.json";
    {
      QFile f(expect);
      QVERIFY(f.open(QIODevice::ReadOnly));
      QString text = QString::fromUtf8(f.readAll());
      f.close();
      QVERIFY(text.contains("boss.health < 40 by tick 7400"));
      text.replace("boss.health < 40 by tick 7400", "boss.health <= 0 by tick 7400");
      QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
      f.write(text.toUtf8());
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo));
    auto* check = window.findChild<sw::ui::ReplayTestsCheck*>("replayTestsCheck");
    QVERIFY(check);
    QSignalSpy finished(check, &sw::ui::ReplayTestsCheck::finished);
    // The UI thread keeps serving events while the tests play.
    int timerTicks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&] { ++timerTicks; });
    timer.start(5);

    window.findChild<QAction*>("checkProjectAction")->trigger();
    QVERIFY(check->isRunning());                           // returned before the tests ran
    QVERIFY(!check->start(window.document()->project()));  // one run at a time
    QVERIFY(finished.wait(60000));
    QVERIFY(timerTicks > 0);
    QCOMPARE(finished.at(0).at(0).toInt(), 5);  // passed (boss_fight, one_player, two_players, weapons, whole_game)
    QCOMPARE(finished.at(0).at(1).toInt(), 1);  // failed

    auto* log = window.findChild<QTreeWidget*>("logView");
    QVERIFY(log);
    QTreeWidgetItem* failure = nullptr;
    for (int i = 0; i < log->topLevelItemCount(); ++i)
      if (log->topLevelItem(i)->text(1).startsWith("Replay test 'boss_from_here' failed"))
        failure = log->topLevelItem(i);
    QVERIFY(failure);
    QVERIFY2(failure->text(1).contains("boss.health = "), qPrintable(failure->text(1)));
    QCOMPARE(failure->text(2), expect);
    QCOMPARE(failure->text(3), QStringLiteral("line 8, column 6"));
    QVERIFY(window.findChild<QDockWidget*>("logDock")->isVisible());
    bool summary = false;
    for (int i = 0; i < log->topLevelItemCount(); ++i)
      summary |= log->topLevelItem(i)->text(1) == QStringLiteral("Check: 1 replay test(s) failed (boss_from_here), 5 passed (boss_fight, one_player, two_players, weapons, whole_game)");
    QVERIFY(summary);
  }
};

QTEST_MAIN(ReplayTestsCheckTest)
#include "replay_tests_check_test.moc"
