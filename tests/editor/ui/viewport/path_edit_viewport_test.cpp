// The path node tools in the real main window on the demo project: the scrubber's tick
// reaches the viewport's ghost ships, a path point is clicked and dragged with the mouse
// on the 3D view (one undo step), Delete removes a selected point rather than the
// path. Saves a screenshot to $SW_SHOT (when set) for a look. Needs a display (xvfb).
#include <QApplication>
#include <QQuickView>
#include <QUndoStack>
#include <QtTest>

#include "document/document.h"
#include "model/paths/path.h"
#include "model/paths/path_placement.h"
#include "model/io/project_io.h"
#include "support/demo_copy.h"
#include "ui/docks/level_scrubber.h"
#include "ui/shell/main_window.h"
#include "ui/tools/path_edit_tool.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

class PathEditViewportTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<MainWindow> window_;
  Document* doc_ = nullptr;
  LevelViewport* viewport_ = nullptr;
  QWidget* quick_ = nullptr;  // the view's surface (input sent here reaches the view)

  Path* path(const char* name) const { return dynamic_cast<Path*>(doc_->editableLevel()->findByName(name)); }
  Vec2 absolutePoint(const char* name, std::size_t i) const {
    return pathOrigin(doc_->project(), *doc_->editableLevel(), *path(name)) + path(name)->points[i];
  }
  QPoint at(Vec2 p) const {
    return quick_->mapFrom(viewport_, viewport_->projectToWidget(QVector3D(float(p.x), float(p.y), 0)).toPoint());
  }
  void moveTo(QPoint p, Qt::MouseButtons buttons) {
    QMouseEvent move(QEvent::MouseMove, QPointF(p), quick_->mapToGlobal(QPointF(p)), Qt::NoButton, buttons,
                     Qt::NoModifier);
    QApplication::sendEvent(quick_, &move);
  }
  void wheelAt(QPoint p, int delta) {
    QWheelEvent wheel(QPointF(p), quick_->mapToGlobal(QPointF(p)), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(quick_, &wheel);
  }

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
    window_ = std::make_unique<MainWindow>();
    window_->resize(1600, 1000);
    window_->show();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    QVERIFY(window_->openProject(sw::test::copyDemo(dir_)));
    doc_ = window_->document();
    viewport_ = window_->viewport();
    quick_ = viewport_->viewWidget();
    viewport_->setFocus();
  }

  void scrubbedTickShowsGhostShips() {
    auto* scrubber = window_->findChild<sw::editor::LevelScrubber*>();
    QVERIFY(scrubber);
    scrubber->setTick(0);
    QApplication::processEvents();
    const int none = viewport_->spawnVertexCount();
    scrubber->setTick(400);  // drones_a (tick 300, five ships) is on screen
    QApplication::processEvents();
    QVERIFY2(viewport_->spawnVertexCount() >= none + 5 * 6,
             qPrintable(QString("%1 -> %2").arg(none).arg(viewport_->spawnVertexCount())));
    QVERIFY(viewport_->pathVertexCount() > 0);
  }

  void clickAndDragAPathPoint() {
    doc_->selection()->set({path("swoop_top")->id});
    // Zoom in on the path's middle point so its points are well apart on screen.
    for (int i = 0; i < 12; ++i) wheelAt(at(absolutePoint("swoop_top", 1)), 120);
    QApplication::processEvents();
    QVERIFY((at(absolutePoint("swoop_top", 0)) - at(absolutePoint("swoop_top", 1))).manhattanLength() > 60);
    auto* tool = window_->findChild<PathEditTool*>();
    QVERIFY(tool);

    // Click point 1: selected (the path stays selected).
    const QPoint p1 = at(absolutePoint("swoop_top", 1));
    QTest::mouseClick(quick_, Qt::LeftButton, Qt::NoModifier, p1);
    QCOMPARE(tool->selectedPoints(), (std::set<std::size_t>{1}));
    QCOMPARE(doc_->selection()->ids(), QSet<ObjectId>{path("swoop_top")->id});

    if (qEnvironmentVariableIsSet("SW_SHOT")) {
      QTest::qWait(200);
      viewport_->grabImage().save(qEnvironmentVariable("SW_SHOT"));
      window_->grab().save(qEnvironmentVariable("SW_SHOT").replace(".png", "-window.png"));
    }

    // Drag it 40 pixels right: one undo step, the point follows the mouse.
    const std::string before = levelText(*doc_->editableLevel());
    const Vec2 start = absolutePoint("swoop_top", 1);
    const int steps = doc_->undoStack()->count();
    const QPoint to = p1 + QPoint(40, 0);
    QTest::mousePress(quick_, Qt::LeftButton, Qt::NoModifier, p1);
    for (int i = 1; i <= 8; ++i) moveTo(p1 + (to - p1) * i / 8, Qt::LeftButton);
    QTest::mouseRelease(quick_, Qt::LeftButton, Qt::NoModifier, to);
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    const Vec2 moved = absolutePoint("swoop_top", 1);
    QVERIFY2(moved.x > start.x + 0.1, qPrintable(QString("%1 -> %2").arg(start.x).arg(moved.x)));
    QVERIFY(QPoint(at(moved) - to).manhattanLength() <= 3 || window_->findChild<QAction*>("snapToGridAction")->isChecked());
    doc_->undoStack()->undo();
    QCOMPARE(levelText(*doc_->editableLevel()), before);

    // Delete with a point selected removes the point, not the path.
    QTest::mouseClick(quick_, Qt::LeftButton, Qt::NoModifier, at(absolutePoint("swoop_top", 1)));
    QCOMPARE(tool->selectedPoints(), (std::set<std::size_t>{1}));
    QTest::keyClick(quick_, Qt::Key_Delete);
    QVERIFY(path("swoop_top"));
    QCOMPARE(path("swoop_top")->pointCount(), std::size_t(2));
  }
};

QTEST_MAIN(PathEditViewportTest)
#include "path_edit_viewport_test.moc"
