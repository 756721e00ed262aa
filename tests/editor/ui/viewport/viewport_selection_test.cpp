// The viewport's selection tool in the real main window, driven with mouse and keys on
// the view's surface at the points projectToWidget() gives: click / Ctrl / Shift / empty
// clicks, rubber band, drags with grid snap as one undo step, Esc, arrow nudges, the
// highlight following other views, paste at the cursor. Needs a display (xvfb).
#include <QAction>
#include <QApplication>
#include <QCursor>
#include <QQuickItem>
#include <QQuickView>
#include <QUndoStack>
#include <QtTest>
#include <cmath>
#include <memory>

#include "document/document.h"
#include "model/io/project_io.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"
#include "support/frame_pixels.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

namespace {

// One 32-unit tile (no mesh: a placeholder), markers on the 1-unit grid, a trigger.
QString writeProject(const QTemporaryDir& dir) {
  Project project;
  project.name = "Selection";
  project.directory = dir.path().toStdString();
  auto def = std::make_unique<TileDef>();
  def->name = "block";
  def->cameraEntry = {0, 0};
  def->cameraExit = {32, 0};
  project.tileDefs.push_back(std::move(def));
  auto level = std::make_unique<Level>();
  level->name = "Test";
  level->file = "levels/test.json";
  auto tile = std::make_unique<TileInstance>();
  tile->name = "t1";
  tile->tile = "block";
  level->chain.push_back(std::move(tile));
  for (auto [name, x, y] : {std::tuple{"m1", 10.0, 2.0}, std::tuple{"m2", 14.0, 2.0},
                            std::tuple{"m3", 12.0, -3.0}, std::tuple{"far", 26.0, 5.0}}) {
    auto m = std::make_unique<Marker>();
    m->name = name;
    m->position = {x, y};
    level->objects.push_back(std::move(m));
  }
  auto gate = std::make_unique<Trigger>();
  gate->name = "gate";
  gate->position = {20, -3};
  gate->size = {2, 4};
  level->objects.push_back(std::move(gate));
  project.levels.push_back(std::move(level));
  return saveProject(project).ok() ? dir.path() : QString();
}

using sw::test::pixelAt;

}  // namespace

class ViewportSelectionTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  QString projectPath_;
  std::unique_ptr<MainWindow> window_;
  Document* doc_ = nullptr;
  LevelViewport* viewport_ = nullptr;
  QWidget* quick_ = nullptr;  // the view's surface (input sent here reaches the view)

  ObjectId id(const char* name) const {
    LevelObject* o = doc_->editableLevel()->findByName(name);
    return o ? o->id : 0;
  }
  Vec2 position(const char* name) const {
    const Value v = doc_->editableLevel()
                        ->findByName(name)
                        ->description()
                        .find("position")
                        ->get(*doc_->editableLevel()->findByName(name));
    return std::get<Vec2>(v);
  }
  QSet<ObjectId> selected() const { return doc_->selection()->ids(); }
  QSet<ObjectId> ids(std::initializer_list<const char*> names) const {
    QSet<ObjectId> s;
    for (const char* n : names) s.insert(id(n));
    return s;
  }
  // Quick-widget pixel of a play-plane point.
  QPoint at(Vec2 p) const {
    const QPointF w = viewport_->projectToWidget(QVector3D(float(p.x), float(p.y), 0));
    return quick_->mapFrom(viewport_, w.toPoint());
  }
  void moveTo(QPoint p, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QMouseEvent move(QEvent::MouseMove, QPointF(p), quick_->mapToGlobal(QPointF(p)), Qt::NoButton,
                     Qt::LeftButton, modifiers);
    QApplication::sendEvent(quick_, &move);
  }
  // Press at `from`, move in steps to `to`, release: a drag as a hand makes it.
  void drag(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = Qt::NoModifier, int steps = 8) {
    QTest::mousePress(quick_, Qt::LeftButton, modifiers, from);
    for (int i = 1; i <= steps; ++i) moveTo(from + (to - from) * i / steps, modifiers);
    QTest::mouseRelease(quick_, Qt::LeftButton, modifiers, to);
  }
  bool bandVisible() const { return viewport_->quickView()->rootObject()->property("selectionBandVisible").toBool(); }

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
    projectPath_ = writeProject(dir_);
    QVERIFY(!projectPath_.isEmpty());
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->show();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    QVERIFY(window_->openProject(projectPath_));
    doc_ = window_->document();
    viewport_ = window_->viewport();
    quick_ = viewport_->viewWidget();
    viewport_->frameAll();
    viewport_->setFocus();
    QVERIFY(quick_->hasFocus());
    // The points used below are apart on screen (else the test proves nothing).
    QVERIFY2((at({14, 2}) - at({10, 2})).manhattanLength() > 30, "level drawn too small");
    QCOMPARE(viewport_->objectAt(viewport_->projectToWidget({16, 14, 0})), ObjectId(0));
  }

  void cleanup() {
    window_->unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    window_.reset();
  }

  void clickSelectsCtrlTogglesShiftAddsEmptyClears() {
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({10, 2}));
    QCOMPARE(selected(), ids({"m1"}));
    QCOMPARE(viewport_->selectedIds(), ids({"m1"}));  // the highlight follows
    QVERIFY(viewport_->highlightVertexCount() > 0);

    QTest::mouseClick(quick_, Qt::LeftButton, Qt::ControlModifier, at({14, 2}));
    QCOMPARE(selected(), ids({"m1", "m2"}));
    QTest::mouseClick(quick_, Qt::LeftButton, Qt::ControlModifier, at({10, 2}));
    QCOMPARE(selected(), ids({"m2"}));
    QTest::mouseClick(quick_, Qt::LeftButton, Qt::ShiftModifier, at({12, -3}));
    QCOMPARE(selected(), ids({"m2", "m3"}));
    QTest::mouseClick(quick_, Qt::LeftButton, Qt::ShiftModifier, at({12, -3}));  // adds, never removes
    QCOMPARE(selected(), ids({"m2", "m3"}));

    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({20.5, -4}));  // inside the trigger
    QCOMPARE(selected(), ids({"gate"}));
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({5, -7}));  // on the tile, away from objects
    QCOMPARE(selected(), ids({"t1"}));
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({16, 14}));  // nothing there
    QVERIFY(selected().isEmpty());
    QCOMPARE(viewport_->highlightVertexCount(), 0);
    QCOMPARE(doc_->undoStack()->count(), 0);  // selecting is not an edit
  }

  void clickPicksInAnOrbitedPerspectiveView() {
    QTest::keyClick(quick_, Qt::Key_O);
    QVERIFY(!viewport_->isOrthographic());
    QTest::keyClick(quick_, Qt::Key_PageDown);
    QTest::keyClick(quick_, Qt::Key_6, Qt::KeypadModifier);
    QVERIFY(viewport_->camera().pitch() > 0 && viewport_->camera().yaw() != 0);
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({12, -3}));
    QCOMPARE(selected(), ids({"m3"}));
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({19.6, -1.5}));
    QCOMPARE(selected(), ids({"gate"}));
  }

  void rubberBandSelectsWhatIsInside() {
    // From empty tile space around m1 and m2; m3, far, the trigger and the tile stay out.
    const QPoint from = at({8, 4}), to = at({15, 0.5});
    QTest::mousePress(quick_, Qt::LeftButton, {}, from);
    moveTo((from + to) / 2);
    QVERIFY(bandVisible());
    moveTo(to);
    QTest::mouseRelease(quick_, Qt::LeftButton, {}, to);
    QVERIFY(!bandVisible());
    QCOMPARE(selected(), ids({"m1", "m2"}));

    drag(at({11, -1}), at({13, -5}), Qt::ShiftModifier);  // Shift adds m3
    QCOMPARE(selected(), ids({"m1", "m2", "m3"}));
    drag(at({9, 3}), at({11, 1}), Qt::ControlModifier);  // Ctrl toggles m1 out
    QCOMPARE(selected(), ids({"m2", "m3"}));
    drag(at({-10, 12}), at({40, 11}));  // a plain band over nothing clears
    QVERIFY(selected().isEmpty());
    // Around the whole level: every object, and the tile it encloses.
    drag(at({-14, 12}), at({46, -12}));
    QCOMPARE(selected(), ids({"m1", "m2", "m3", "far", "gate", "t1"}));
    QCOMPARE(doc_->undoStack()->count(), 0);
  }

  void dragMovesTheSelectionSnappedAsOneUndoStep() {
    auto* snap = window_->findChild<QAction*>("snapToGridAction");
    QVERIFY(snap);
    QVERIFY(snap->isCheckable() && snap->isChecked());  // on by default
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({10, 2}));
    QTest::mouseClick(quick_, Qt::LeftButton, Qt::ControlModifier, at({14, 2}));
    QCOMPARE(selected(), ids({"m1", "m2"}));

    // Grab m1 a little off its centre and drop it near (13.3, 4.6): it lands on (13, 5)
    // wherever in the diamond it was grabbed (the grab offset is 2 px), m2 keeps 4 units to its right.
    const QPoint grab = at({10, 2}) + QPoint(2, 1);
    QTest::mousePress(quick_, Qt::LeftButton, {}, grab);
    const QPoint drop = grab + (at({13.3, 4.6}) - at({10, 2}));
    for (int i = 1; i <= 10; ++i) {
      moveTo(grab + (drop - grab) * i / 10);
      const Vec2 p = position("m1");
      QVERIFY2(p.x == std::round(p.x) && p.y == std::round(p.y),
               qPrintable(QString("%1,%2").arg(p.x).arg(p.y)));
    }
    QTest::mouseRelease(quick_, Qt::LeftButton, {}, drop);
    QCOMPARE(position("m1"), (Vec2{13, 5}));
    QCOMPARE(position("m2"), (Vec2{17, 5}));
    QCOMPARE(position("m3"), (Vec2{12, -3}));
    QCOMPARE(doc_->undoStack()->count(), 1);  // the whole drag is one step
    QCOMPARE(selected(), ids({"m1", "m2"}));

    doc_->undoStack()->undo();
    QCOMPARE(position("m1"), (Vec2{10, 2}));
    QCOMPARE(position("m2"), (Vec2{14, 2}));
    doc_->undoStack()->redo();
    QCOMPARE(position("m1"), (Vec2{13, 5}));
    QCOMPARE(viewport_->objectAt(viewport_->projectToWidget({17, 5, 0})),
             id("m2"));  // picked where it now is
  }

  void dragWithoutSnapFollowsTheMouseAndCtrlInvertsIt() {
    auto* snap = window_->findChild<QAction*>("snapToGridAction");
    snap->setChecked(false);
    // Pressing on an unselected marker selects it and drags it at once.
    const QPoint from = at({12, -3});
    const QPoint to = at({15.37, -1.71});
    drag(from, to);
    QCOMPARE(selected(), ids({"m3"}));
    const Vec2 p = position("m3");
    const double unitsPerPixel = viewport_->camera().unitsPerPixel();
    QVERIFY2(std::abs(p.x - 15.37) <= 1.5 * unitsPerPixel && std::abs(p.y + 1.71) <= 1.5 * unitsPerPixel,
             qPrintable(QString("%1,%2").arg(p.x).arg(p.y)));
    QVERIFY(p.x != std::round(p.x));
    // Ctrl held while dragging snaps with the action off.
    drag(at(p), at({18.4, 1.3}), Qt::ControlModifier);
    QCOMPARE(position("m3"), (Vec2{18, 1}));
    QCOMPARE(doc_->undoStack()->count(), 2);
    QCOMPARE(selected(), ids({"m3"}));  // Ctrl on a drag does not toggle
  }

  void escCancelsADrag() {
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({10, 2}));
    QTest::mousePress(quick_, Qt::LeftButton, {}, at({10, 2}));
    moveTo(at({12, 3}));
    moveTo(at({16, 6}));
    QCOMPARE(position("m1"), (Vec2{16, 6}));
    QVERIFY(viewport_->isDraggingSelection());
    QTest::keyClick(quick_, Qt::Key_Escape);
    QCOMPARE(position("m1"), (Vec2{10, 2}));
    QVERIFY(!viewport_->isDraggingSelection());
    moveTo(at({20, 6}));  // the rest of the gesture does nothing
    QTest::mouseRelease(quick_, Qt::LeftButton, {}, at({20, 6}));
    QCOMPARE(position("m1"), (Vec2{10, 2}));
    QCOMPARE(doc_->undoStack()->count(), 0);  // no step left behind, not even a redo
    QVERIFY(!doc_->undoStack()->canRedo());
    QCOMPARE(selected(), ids({"m1"}));

    // Esc during a rubber band: no selection change.
    QTest::mousePress(quick_, Qt::LeftButton, {}, at({8, 4}));
    moveTo(at({15, 0.5}));
    QVERIFY(bandVisible());
    QTest::keyClick(quick_, Qt::Key_Escape);
    QVERIFY(!bandVisible());
    QTest::mouseRelease(quick_, Qt::LeftButton, {}, at({15, 0.5}));
    QCOMPARE(selected(), ids({"m1"}));
  }

  void arrowsNudgeTheSelectionElsePan() {
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({10, 2}));
    const QVector3D target = viewport_->camera().target();
    QTest::keyClick(quick_, Qt::Key_Right);
    QCOMPARE(position("m1"), (Vec2{11, 2}));
    QTest::keyClick(quick_, Qt::Key_Up, Qt::ShiftModifier);  // 8 steps
    QCOMPARE(position("m1"), (Vec2{11, 10}));
    QTest::keyClick(quick_, Qt::Key_Down);
    QCOMPARE(position("m1"), (Vec2{11, 9}));
    QCOMPARE(doc_->undoStack()->count(), 3);         // one step per press
    QCOMPARE(viewport_->camera().target(), target);  // the camera stayed

    // A tile cannot move: arrows pan the camera again.
    doc_->selection()->set(ids({"t1"}));
    QTest::keyClick(quick_, Qt::Key_Right);
    QVERIFY(viewport_->camera().target().x() > target.x());
    QCOMPARE(doc_->undoStack()->count(), 3);
  }

  void highlightFollowsTheSelectionFromOtherViews() {
    // Just outside the marker's dark rim: the halo's ring.
    const QPointF ring = viewport_->projectToWidget({26, 5, 0}) + QPointF(0, -10);
    const auto bright = [](QColor c) { return c.red() > 220 && c.green() > 220 && c.blue() > 220; };
    QImage image;
    QVERIFY(QTest::qWaitFor([&] {
      image = viewport_->grabImage();
      return !image.isNull() && pixelAt(image, *viewport_, ring).isValid();
    }));
    QVERIFY2(!bright(pixelAt(image, *viewport_, ring)), qPrintable(pixelAt(image, *viewport_, ring).name()));

    doc_->selection()->set(ids({"far"}));  // as the outliner or Select All would
    QCOMPARE(viewport_->selectedIds(), ids({"far"}));
    QVERIFY(QTest::qWaitFor([&] { return bright(pixelAt(viewport_->grabImage(), *viewport_, ring)); }));

    doc_->selection()->clear();
    QVERIFY(QTest::qWaitFor([&] { return !bright(pixelAt(viewport_->grabImage(), *viewport_, ring)); }));
  }

  void pasteLandsUnderTheCursor() {
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at({10, 2}));
    window_->findChild<QAction*>("copyAction")->trigger();
    window_->raise();
    QCursor::setPos(quick_->mapToGlobal(at({22, 6})));
    QVERIFY(QTest::qWaitFor([&] { return quick_->rect().contains(quick_->mapFromGlobal(QCursor::pos())); }));
    // Another program's window over ours (UI tests run in parallel on one display) hides
    // the viewport from the pointer: then there is nothing to check here.
    if (!QTest::qWaitFor([&] { return QApplication::widgetAt(QCursor::pos()) == quick_; }, 2000))
      QSKIP("another window covers the viewport under the pointer");
    window_->findChild<QAction*>("pasteAction")->trigger();
    QCOMPARE(doc_->editableLevel()->objects.size(), std::size_t(6));
    const Vec2 pasted = std::get<Vec2>(
        doc_->editableLevel()->objects.back()->description().find("position")->get(*doc_->editableLevel()->objects.back()));
    const double tolerance = 2 * viewport_->camera().unitsPerPixel();
    QVERIFY2(std::abs(pasted.x - 22) < tolerance && std::abs(pasted.y - 6) < tolerance,
             qPrintable(QString("%1,%2").arg(pasted.x).arg(pasted.y)));

    // With the pointer elsewhere, paste keeps the position.
    QCursor::setPos(window_->mapToGlobal(QPoint(window_->width() + 50, 10)));
    QVERIFY(QTest::qWaitFor([&] { return !quick_->rect().contains(quick_->mapFromGlobal(QCursor::pos())); }));
    window_->findChild<QAction*>("pasteAction")->trigger();
    QCOMPARE(std::get<Vec2>(doc_->editableLevel()
                                ->objects.back()
                                ->description()
                                .find("position")
                                ->get(*doc_->editableLevel()->objects.back())),
             (Vec2{10, 2}));
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  ViewportSelectionTest test;
  QTEST_SET_MAIN_SOURCE_PATH
  return QTest::qExec(&test, argc, argv);
}

#include "viewport_selection_test.moc"
