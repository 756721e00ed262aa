// Play's testing aids (editor/ui/play/play_aids.h) as a tester uses them, under Xvfb: the God
// Mode and Infinite Lives toggles change the running session from its next tick without a
// restart and the HUD says so; the switch goes into the session's recording with its tick,
// so the saved recording and a replay test made from the session (Save Session as Test)
// keep it and pass headless; the rank slider shows its value and sets the next run's rank;
// the HUD's budget line shows every pool against its capacity.
#include <QAction>
#include <QLabel>
#include <QSlider>
#include <QToolButton>
#include <QtTest>

#include "sim/runtime_level.h"  // first: it has a member named emit, a Qt macro
#include "document/document.h"
#include "sim/replay/replay_run.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/play/play_aids.h"
#include "ui/play/play_controller.h"
#include "ui/viewport/level_viewport.h"
#include "view/play/hud_budget.h"
#include "view/play/hud_overlay.h"
#include "view/play/play_view.h"
#include "present/effects/game_effects.h"
#include "support/shooter_parts.h"

using sw::editor::MainWindow;
using sw::play::PlayAids;
using sw::play::PlayController;
using sw::play::PlaySession;

class PlayAidsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void togglesApplyFromTheNextTickAndAreRecorded() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    QVERIFY(play);
    auto* god = window.findChild<QAction*>("godModeAction");
    auto* infinite = window.findChild<QAction*>("infiniteLivesAction");
    QVERIFY(god && infinite && god->isCheckable() && infinite->isCheckable());
    QVERIFY(!god->isChecked() && !infinite->isChecked());  // never remembered from an earlier session

    window.findChild<QAction*>("playAction")->trigger();
    PlaySession* session = play->session();
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() >= 10, 10000);
    window.findChild<QAction*>("pauseAction")->trigger();
    const sw::RuntimeLevel* before = session->runtime();
    const std::int64_t t = session->runtime()->ticksRun();
    auto* hud = window.viewport()->findChild<sw::play::HudOverlay*>("hudOverlay");
    QVERIFY(hud);
    QVERIFY(hud->aidsText().isEmpty());

    god->trigger();
    QCOMPARE(session->runtime(), before);  // nothing restarted
    QVERIFY(session->runtime()->aidsAt(t).godMode);
    QVERIFY(!session->runtime()->aidsAt(t - 1).godMode);
    QVERIFY2(hud->aidsText().contains("GOD MODE"), qPrintable(hud->aidsText()));
    window.findChild<QAction*>("stepAction")->trigger();
    window.findChild<QAction*>("stepAction")->trigger();
    infinite->trigger();
    god->trigger();  // off again
    window.findChild<QAction*>("stepAction")->trigger();
    QCOMPARE(hud->aidsText(), QString("INFINITE LIVES"));

    // The budget line: every pool against the run's capacity.
    const sw::RuntimeLevel& rt = *session->runtime();
    const QString budget = hud->budgetText();
    QVERIFY2(budget.contains(QString("enemy bullets %1/%2").arg(enemyBulletCountOf(rt)).arg(enemyBulletCapacityOf(rt))),
             qPrintable(budget));
    QVERIFY2(budget.contains(QString("player shots %1/%2").arg(playerBulletsOf(rt).size()).arg(playerBulletCapacityOf(rt))),
             qPrintable(budget));
    // The demo authors effects: its particles are theirs (the simulation's sparks are not drawn).
    const sw::EffectPlayer& effects = play->view()->effects()->player();
    QVERIFY2(budget.contains(QString("particles %1/%2").arg(effects.particles().size()).arg(effects.particleCapacity())),
             qPrintable(budget));
    QVERIFY(budget.contains(QString("enemies %1/%2").arg(enemiesOf(rt).size()).arg(enemyCapacityOf(rt))));

    const std::uint64_t liveHash = rt.stateHash();
    window.findChild<QAction*>("stopAction")->trigger();
    const sw::InputRecording recording = session->recording();
    QCOMPARE(recording.aidChanges.size(), std::size_t(2));
    QVERIFY((recording.aidChanges[0] == sw::PlayOptions::AidChange{t, true, false}));
    QVERIFY((recording.aidChanges[1] == sw::PlayOptions::AidChange{t + 2, false, true}));
    QVERIFY(!recording.godMode && !recording.infiniteLives && !recording.rank);

    // Save Recording writes them; Save Session as Test's replay test keeps them and passes.
    const QString path = dir.filePath("aids.inputs");
    QVERIFY(play->saveRecording(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.startsWith("scrollwork-inputs 2\n"), qPrintable(text));
    QVERIFY2(text.contains(QString("\n%1  set god-mode on infinite-lives off\n").arg(t)), qPrintable(text));
    const sw::ReplayTestResult saved = sw::saveReplayTest(window.document()->project(), recording, "aids");
    QVERIFY(saved.passed());
    QCOMPARE(saved.hash, liveHash);  // the headless replay is the run that was played
    const sw::ReplayTestFiles files = sw::replayTestFiles(window.document()->project().directory, "aids");
    const sw::ReplayTestResult rerun = sw::runReplayTest(window.document()->project(), files);
    QVERIFY(rerun.passed());

    // Replaying it in the editor switches at the same ticks.
    QVERIFY(play->replay(path));
    QVERIFY(session->isReplay());
    QVERIFY(session->runtime()->options().aidChanges == recording.aidChanges);
    window.findChild<QAction*>("stopAction")->trigger();
  }

  void rankSliderSetsTheNextRunsRank() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    PlayAids* aids = play->aids();
    QVERIFY(aids);
    auto* slider = window.findChild<QSlider*>("playRankSlider");
    auto* level = window.findChild<QToolButton*>("playLevelRankButton");
    auto* label = window.findChild<QLabel*>("playRankLabel");
    QVERIFY(slider && level && label);
    QVERIFY(level->isChecked());  // the level's own rank by default
    QCOMPARE(label->text(), QString("Rank: level"));
    QCOMPARE(play->session()->rank(), -1.0);

    slider->setValue(75);
    QVERIFY(!level->isChecked());
    QCOMPARE(label->text(), QString("Rank: 0.75"));
    QCOMPARE(play->session()->rank(), 0.75);
    window.findChild<QAction*>("playAction")->trigger();
    QCOMPARE(play->session()->runtime()->options().rank, 0.75);
    auto* hud = window.viewport()->findChild<sw::play::HudOverlay*>("hudOverlay");
    QTRY_VERIFY_WITH_TIMEOUT(hud->aidsText() == "rank 0.75", 5000);
    window.findChild<QAction*>("stopAction")->trigger();
    QCOMPARE(*play->session()->recording().rank, 0.75);

    level->click();  // back to the level's own
    QCOMPARE(label->text(), QString("Rank: level"));
    QCOMPARE(play->session()->rank(), -1.0);
  }
};

QTEST_MAIN(PlayAidsTest)
#include "play_aids_test.moc"
