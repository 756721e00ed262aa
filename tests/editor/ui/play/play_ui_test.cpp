// Play inside the editor (editor/ui/play/play_controller.h) as a tester uses it, under
// Xvfb: Play, Pause, Step (exactly one tick), Resume, Stop from the Play actions; the
// document stays byte-identical and its undo stack untouched; Play from Here lands on the
// scrubber's tick (or the selected tile's) with the state a headless run has there;
// runtime and build errors reach the Log and the editor keeps going.
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QQuickItem>
#include <QQuickView>
#include <QtTest>

#include "document/document.h"
#include "model/level/camera_track.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "sim/runtime_level.h"  // first: it has a member named emit, a Qt macro
#include "support/demo_copy.h"
#include "ui/docks/level_scrubber.h"
#include "ui/shell/main_window.h"
#include "ui/play/play_controller.h"
#include "ui/viewport/level_viewport.h"
#include "view/play/hud_overlay.h"
#include "view/play/runtime_scene.h"
#include "support/shooter_parts.h"

using sw::editor::MainWindow;
using sw::play::PlayController;
using sw::play::PlaySession;

namespace {

std::string documentText(sw::editor::Document* document) {
  std::string text = sw::projectText(document->project());
  for (const auto& level : document->project().levels) text += sw::levelText(*level);
  return text;
}

QAction* action(MainWindow& window, const char* name) { return window.findChild<QAction*>(name); }

sw::PlayOptions fromHere(const sw::Project& project, const sw::Level& level, std::int64_t tick) {
  sw::PlayOptions options;
  options.seed = std::uint64_t(level.seed);
  options.projectDir = project.directory;
  options.loopsFollowPreview = true;
  options.invulnerableUntilTick = tick;
  return options;
}

}  // namespace

class PlayUiTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  // The HUD layout comes from the game rules (game.json); the Play menu's HUD Layout
  // overrides it while testing and "As the Game Rules Say" gives it back.
  void hudLayoutFollowsTheRuleUnlessOverridden() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    QVERIFY(play);
    action(window, "hudLayoutFromRulesAction")->trigger();
    window.document()->editableProject().rules.hudLayout = sw::HudLayout::Classic;  // as if saved so
    action(window, "playAction")->trigger();
    sw::ui::LevelViewport* viewport = window.viewport();
    auto* hud = viewport->findChild<sw::play::HudOverlay*>("hudOverlay");
    QVERIFY(hud);
    QVERIFY(hud->layout() == sw::play::HudOverlay::Layout::Classic);
    action(window, "defaultHudAction")->trigger();
    QVERIFY(hud->layout() == sw::play::HudOverlay::Layout::Default);
    action(window, "hudLayoutFromRulesAction")->trigger();
    QVERIFY(hud->layout() == sw::play::HudOverlay::Layout::Classic);
    action(window, "stopAction")->trigger();
    window.document()->editableProject().rules.hudLayout = sw::HudLayout::Default;
  }

  void playPauseStepResumeStop() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    QVERIFY(play);
    sw::editor::Document* document = window.document();
    // An edit, undone partly, so the undo stack has a count, an index and a clean state to keep.
    const std::string before = documentText(document);
    const int undoCount = document->undoStack()->count();
    const bool clean = document->undoStack()->isClean();
    sw::ui::LevelViewport* viewport = window.viewport();
    const QVector3D cameraBefore = viewport->camera().position();
    const double zoomBefore = viewport->camera().unitsPerPixel();

    for (const char* name : {"pauseAction", "stepAction", "stopAction"}) QVERIFY2(!action(window, name)->isEnabled(), name);
    action(window, "playAction")->trigger();
    PlaySession* session = play->session();
    QCOMPARE(session->state(), PlaySession::State::Running);
    QVERIFY(viewport->isPlayMode());
    QVERIFY(!action(window, "playAction")->isEnabled());
    QVERIFY(action(window, "stopAction")->isEnabled());
    auto* hud = viewport->findChild<sw::play::HudOverlay*>("hudOverlay");
    QVERIFY(hud);
    // Drawn inside the 3D view's scene (no widget shows over the view's own window).
    auto* hudItem = viewport->quickView()->contentItem()->findChild<QQuickItem*>("hudItem");
    QVERIFY(hudItem && hudItem->isVisible());
    QCOMPARE(hudItem->size(), QSizeF(viewport->viewWidget()->size()));
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() >= 20, 10000);

    action(window, "pauseAction")->trigger();
    QCOMPARE(session->state(), PlaySession::State::Paused);
    const std::int64_t paused = session->runtime()->ticksRun();
    QTest::qWait(150);
    QCOMPARE(session->runtime()->ticksRun(), paused);
    action(window, "stepAction")->trigger();
    QCOMPARE(session->runtime()->ticksRun(), paused + 1);
    QCOMPARE(hud->state().tick, paused + 1);  // the counters show it
    QVERIFY(hud->countersText().contains(QString("tick %1").arg(paused + 1)));
    action(window, "stepAction")->trigger();
    QCOMPARE(session->runtime()->ticksRun(), paused + 2);

    action(window, "pauseAction")->trigger();  // resume
    QCOMPARE(session->state(), PlaySession::State::Running);
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() > paused + 10, 10000);

    // Overlays on while it runs: collision shapes are drawn.
    action(window, "collisionOverlayAction")->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(play->view()->scene()->collisionVertices() > 0, 5000);
    action(window, "collisionOverlayAction")->setChecked(false);

    action(window, "stopAction")->trigger();
    QCOMPARE(session->state(), PlaySession::State::Stopped);
    QVERIFY(!viewport->isPlayMode());
    QVERIFY(!viewport->findChild<sw::play::HudOverlay*>("hudOverlay"));
    QVERIFY(!viewport->quickView()->contentItem()->findChild<QQuickItem*>("hudItem"));
    QVERIFY(action(window, "playAction")->isEnabled());
    QVERIFY(action(window, "playFromHereAction")->isEnabled());
    for (const char* name : {"pauseAction", "stepAction", "stopAction"}) QVERIFY2(!action(window, name)->isEnabled(), name);
    // The editor is back as it was: camera, document, undo stack.
    QCOMPARE(viewport->camera().position(), cameraBefore);
    QCOMPARE(viewport->camera().unitsPerPixel(), zoomBefore);
    QVERIFY(documentText(document) == before);
    QCOMPARE(document->undoStack()->count(), undoCount);
    QCOMPARE(document->undoStack()->isClean(), clean);
    QVERIFY(!window.isWindowModified());
    // The viewport shows the level again.
    QVERIFY(!viewport->tileBatches().empty());
  }

  void playDoesNotTouchAnEditedDocument() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    sw::editor::Document* document = window.document();
    // A modified document with an undo and a redo step.
    QTest::keyClick(&window, Qt::Key_M, Qt::ControlModifier);  // Add Marker
    action(window, "addMarkerAction")->trigger();
    action(window, "addMarkerAction")->trigger();
    document->undoStack()->undo();
    const std::string before = documentText(document);
    const int count = document->undoStack()->count(), index = document->undoStack()->index();
    QVERIFY(count >= 2);
    auto* play = window.findChild<PlayController*>("playController");
    QVERIFY(play->playFrom(400));
    play->session()->pause();
    for (int i = 0; i < 5; ++i) action(window, "stepAction")->trigger();
    action(window, "pauseAction")->trigger();
    QTest::qWait(100);
    action(window, "stopAction")->trigger();
    QVERIFY(documentText(document) == before);
    QCOMPARE(document->undoStack()->count(), count);
    QCOMPARE(document->undoStack()->index(), index);
    QVERIFY(window.isWindowModified());
  }

  void playFromHereReachesTheScrubbersTick() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    window.scrubber()->setTick(1500);
    QCOMPARE(play->playFromHereTick(), std::int64_t(1500));
    action(window, "playFromHereAction")->trigger();
    // start() fast-forwards synchronously; no timer event has run yet.
    const sw::RuntimeLevel* rt = play->session()->runtime();
    QVERIFY(rt);
    QCOMPARE(rt->ticksRun(), std::int64_t(1500));
    const sw::Project& project = window.document()->project();
    const sw::Level& level = *window.document()->editableLevel();
    auto headless = sw::RuntimeLevel::build(project, level, fromHere(project, level, 1500));
    QVERIFY(headless.ok());
    QVERIFY(headless->run(1500));
    QCOMPARE(rt->stateHash(), headless->stateHash());
    // Tick 1500 itself (the next to run) has the camera where the scrubber shows it.
    const sw::CameraSpot spot = window.scrubber()->spot();
    play->session()->pause();
    play->session()->step();
    QCOMPARE(cameraOf(*rt).link, spot.link);
    QCOMPARE(cameraOf(*rt).distance, spot.distance);
    action(window, "stopAction")->trigger();
  }

  void playFromHereStartsAtTheSelectedTile() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    sw::editor::Document* document = window.document();
    const sw::Level& level = *document->editableLevel();
    QVERIFY(level.chain.size() > 4);
    document->selection()->set({level.chain[4]->id});
    const std::int64_t expected = sw::CameraTrack(document->project(), level).firstTickIn(4);
    QVERIFY(expected > 0);
    QCOMPARE(play->playFromHereTick(), expected);
    QVERIFY(play->playFrom(play->playFromHereTick()));
    QCOMPARE(play->session()->runtime()->ticksRun(), expected);
    // `expected` ticks have run; the next one, tick number `expected`, is the first in the tile.
    play->session()->pause();
    QCOMPARE(cameraOf(*play->session()->runtime()).link, std::size_t(3));
    play->session()->step();
    QCOMPARE(cameraOf(*play->session()->runtime()).link, std::size_t(4));
    play->stop();
  }

  void keysSteerOnlyWhilePlaying() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    QWidget* quick = window.viewport()->viewWidget();
    play->input()->setBindings(sw::play::KeyBindings::defaults());
    QVERIFY(play->play());
    play->session()->pause();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    quick->setFocus();
    const QVector3D camera = window.viewport()->camera().position();
    QTest::keyPress(quick, Qt::Key_Up);
    QCOMPARE(play->input()->current().player[0], std::uint8_t(sw::InputUp));
    QTest::keyPress(quick, Qt::Key_Space);
    QCOMPARE(play->input()->current().player[0], std::uint8_t(sw::InputUp | sw::InputFire));
    QTest::keyRelease(quick, Qt::Key_Up);
    QTest::keyRelease(quick, Qt::Key_Space);
    QCOMPARE(play->input()->current().player[0], std::uint8_t(0));
    QCOMPARE(window.viewport()->camera().position(), camera);  // the arrow did not pan
    // Issue #45 B5: a quick tap of the weapon key, pressed and released between two ticks,
    // is in the next tick's input.
    QTest::keyClick(quick, Qt::Key_C);
    const std::int64_t tapped = play->session()->runtime()->ticksRun();  // the tick that runs next
    play->session()->step();
    QVERIFY(play->session()->recording().at(tapped).player[0] & sw::InputSwitchWeapon);
    play->session()->step();
    QVERIFY(!(play->session()->recording().at(tapped + 1).player[0] & sw::InputSwitchWeapon));
    play->stop();
    QTest::keyPress(quick, Qt::Key_Up);
    QCOMPARE(play->input()->current().player[0], std::uint8_t(0));
    QTest::keyRelease(quick, Qt::Key_Up);
  }

  // Issue #45 friction 1: after F5 the ship did not move until the viewport was clicked.
  // F5 typed where the user was (the Properties filter) gives the keys to the ship, and
  // Shift+F5 gives them back.
  void playTakesTheKeyboardAndGivesItBack() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    play->input()->setBindings(sw::play::KeyBindings::defaults());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QLineEdit* filter = nullptr;
    for (auto* edit : window.findChild<QDockWidget*>("propertiesDock")->findChildren<QLineEdit*>())
      if (edit->isVisible()) filter = edit;
    QVERIFY(filter);
    filter->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), filter);

    QTest::keyClick(filter, Qt::Key_F5);
    QVERIFY(play->session()->isActive());
    QTRY_COMPARE(QApplication::focusWidget(), window.viewport()->viewWidget());
    QTest::keyPress(QApplication::focusWidget(), Qt::Key_Up);
    QCOMPARE(play->input()->current().player[0], std::uint8_t(sw::InputUp));
    QTest::keyRelease(QApplication::focusWidget(), Qt::Key_Up);
    QVERIFY(filter->text().isEmpty());  // nothing typed into the filter

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F5, Qt::ShiftModifier);
    QVERIFY(!play->session()->isActive());
    QTRY_COMPARE(QApplication::focusWidget(), filter);
  }

  void runtimeErrorsGoToTheLogAndPlayGoesOn() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    sw::editor::Document* document = window.document();
    // Test set-up straight on the model: a turret that overflows two ticks after it appears.
    sw::EnemyType* turret = document->project().findEnemyType("turret");
    QVERIFY(turret);
    turret->movement = sw::EnemyMovement::StraightLine;
    turret->speed = 1e308;
    auto* play = window.findChild<PlayController*>("playController");
    const int logged = int(document->log()->entries().size());
    QVERIFY(play->playFrom(2180));
    play->session()->pause();
    for (int i = 0; i < 4; ++i) action(window, "stepAction")->trigger();
    QVERIFY(document->log()->entries().size() > logged);
    const auto& entry = document->log()->entries().back();
    QCOMPARE(entry.severity, sw::editor::LogEntry::Severity::Error);
    QVERIFY2(entry.where.contains("turret_floor"), qPrintable(entry.where));
    QVERIFY(play->session()->isActive());
    action(window, "stepAction")->trigger();
    QCOMPARE(play->session()->runtime()->ticksRun(), std::int64_t(2185));
    play->stop();
  }

  void buildErrorsStopPlayWithAMessage() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    sw::editor::Document* document = window.document();
    auto* spawn = dynamic_cast<sw::Spawn*>(document->editableLevel()->findByName("drones_b"));
    QVERIFY(spawn);
    spawn->enemyType = "no_such_type";
    const int logged = int(document->log()->entries().size());
    action(window, "playAction")->trigger();
    auto* play = window.findChild<PlayController*>("playController");
    QVERIFY(!play->session()->isActive());
    QVERIFY(!window.viewport()->isPlayMode());
    QVERIFY(action(window, "playAction")->isEnabled());
    QVERIFY(!action(window, "stopAction")->isEnabled());
    QVERIFY(document->log()->entries().size() > logged);
    QCOMPARE(document->log()->entries()[logged].where, QString("spawn 'drones_b'"));
    QVERIFY(document->log()->entries()[logged].message.contains("no_such_type"));
    QVERIFY(window.findChild<QDockWidget*>("logDock")->isVisible());
  }

  // What a tester sees: the run drawn in the viewport, the HUD over it, collision shapes
  // on. SW_PLAY_SHOTS=folder keeps the pictures (play-editor.png, play-editor-view.png).
  void drawsTheRunWithHudAndCollisionShapes() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    QTRY_VERIFY_WITH_TIMEOUT(window.viewport()->pendingMeshLoads() == 0, 20000);
    auto* play = window.findChild<PlayController*>("playController");
    action(window, "collisionOverlayAction")->setChecked(true);
    action(window, "spawnsOverlayAction")->setChecked(true);
    action(window, "pathsOverlayAction")->setChecked(true);
    QVERIFY(play->playFrom(2620));  // a busy stretch of the demo
    QTest::qWait(1000);
    play->session()->pause();
    QTest::qWait(200);
    const sw::play::RuntimeScene* scene = play->view()->scene();
    QVERIFY(scene);
    QCOMPARE(scene->enemyInstances(), int(enemiesOf(*play->session()->runtime()).size()));
    QVERIFY(scene->enemyInstances() > 0);
    QVERIFY(scene->collisionVertices() > 0);
    const QImage view = play->view()->grab();
    QVERIFY(!view.isNull());
    // Collision circles of enemies are drawn in red: some such pixels are on screen.
    int red = 0;
    for (int y = 0; y < view.height(); y += 2)
      for (int x = 0; x < view.width(); x += 2) {
        const QColor c = view.pixelColor(x, y);
        red += c.red() > 200 && c.green() < 120 && c.blue() < 120;
      }
    QVERIFY(red > 10);
    if (const QByteArray shots = qgetenv("SW_PLAY_SHOTS"); !shots.isEmpty()) {
      view.save(QString::fromLocal8Bit(shots) + "/play-editor-view.png");
      window.grab().save(QString::fromLocal8Bit(shots) + "/play-editor.png");
    }
    action(window, "collisionOverlayAction")->setChecked(false);
    action(window, "spawnsOverlayAction")->setChecked(false);
    action(window, "pathsOverlayAction")->setChecked(false);
    play->stop();
  }

  void speedSelectorSetsTheSessionSpeed() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* play = window.findChild<PlayController*>("playController");
    auto* box = window.findChild<QComboBox*>("playSpeedBox");
    QVERIFY(box);
    QCOMPARE(box->count(), 5);
    box->setCurrentIndex(box->findData(0.25));
    QCOMPARE(play->session()->speed(), 0.25);
    box->setCurrentIndex(box->findData(4.0));
    QCOMPARE(play->session()->speed(), 4.0);
  }
};

QTEST_MAIN(PlayUiTest)
#include "play_ui_test.moc"
