// Benchmark (label bench, run on purpose): selecting and dragging 10,000 markers in the
// viewport of the whole editor. Each figure is the time from the user's input until the
// event queue is idle, so it includes every view's update (outliner, property grid,
// viewport layers) and the command merge. Target: a drag step well under 50 ms.
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QUndoStack>
#include <QtTest>
#include <algorithm>
#include <cstdio>

#include "document/document.h"
#include "model/project_io.h"
#include "ui/main_window.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using namespace sw::editor;

namespace {
struct Figures {
  std::vector<double> samples;
  void print(const char* name) {
    std::sort(samples.begin(), samples.end());
    std::printf("%s_ms: %.1f (max %.1f, n=%zu)\n", name, samples[samples.size() / 2], samples.back(), samples.size());
  }
};

template <class Fn>
double untilIdle(Fn fn) {
  QElapsedTimer t;
  t.start();
  fn();
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents);
  return double(t.nsecsElapsed()) / 1e6;
}
}  // namespace

class ViewportDragBench : public QObject {
  Q_OBJECT
 private slots:
  void dragTenThousandMarkers() {
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    Project project;
    project.name = "Bench";
    project.directory = dir.path().toStdString();
    auto def = std::make_unique<TileDef>();
    def->name = "block";
    def->cameraEntry = {0, 0};
    def->cameraExit = {100, 0};
    project.tileDefs.push_back(std::move(def));
    auto level = std::make_unique<Level>();
    level->name = "Crowded";
    level->file = "levels/crowded.json";
    auto tile = std::make_unique<TileInstance>();
    tile->name = "t1";
    tile->tile = "block";
    level->chain.push_back(std::move(tile));
    for (int i = 0; i < 10000; ++i) {
      auto m = std::make_unique<Marker>();
      m->name = "m" + std::to_string(i);
      m->position = {double(i % 200) * 0.5, double(i / 200) * 0.5 - 12};
      level->objects.push_back(std::move(m));
    }
    project.levels.push_back(std::move(level));
    QVERIFY(saveProject(project).ok());

    MainWindow window;
    window.resize(1600, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(dir.path()));
    QCoreApplication::processEvents();
    Document* doc = window.document();
    sw::ui::LevelViewport* viewport = window.viewport();
    QQuickWidget* quick = viewport->quickWidget();
    viewport->frameAll();

    // The cost of a frame alone: a middle-drag pan (nothing rebuilt), then
    // grabFramebuffer() renders the frame and reads it back.
    const auto frames = [&](Figures& figures) {
      const QPoint from(quick->width() / 2, quick->height() / 2);
      QTest::mousePress(quick, Qt::MiddleButton, {}, from);
      for (int i = 1; i <= 6; ++i) {
        QElapsedTimer t;
        t.start();
        const QPoint p = from + QPoint(i % 2 ? 3 : 0, 0);
        QMouseEvent move(QEvent::MouseMove, QPointF(p), quick->mapToGlobal(QPointF(p)), Qt::NoButton,
                         Qt::MiddleButton, Qt::NoModifier);
        QApplication::sendEvent(quick, &move);
        (void)viewport->grabImage();
        figures.samples.push_back(double(t.nsecsElapsed()) / 1e6);
      }
      QTest::mouseRelease(quick, Qt::MiddleButton, {}, from);
    };
    Figures frameNoSelection, frameAllSelected, panFrames;
    {
      int count = 0;
      auto c = connect(quick->quickWindow(), &QQuickWindow::afterRendering, this, [&] { ++count; }, Qt::DirectConnection);
      const QPoint from(quick->width() / 2, quick->height() / 2);
      QTest::mousePress(quick, Qt::MiddleButton, {}, from);
      for (int i = 1; i <= 6; ++i) {
        count = 0;
        untilIdle([&] {
          const QPoint p = from + QPoint(i % 2 ? 3 : 0, 0);
          QMouseEvent move(QEvent::MouseMove, QPointF(p), quick->mapToGlobal(QPointF(p)), Qt::NoButton,
                           Qt::MiddleButton, Qt::NoModifier);
          QApplication::sendEvent(quick, &move);
        });
        for (int k = 0; k < 5; ++k) QCoreApplication::processEvents();
        panFrames.samples.push_back(count);
      }
      QTest::mouseRelease(quick, Qt::MiddleButton, {}, from);
      disconnect(c);
      panFrames.print("pan_frames_rendered(count)");
    }
    frames(frameNoSelection);
    untilIdle([&] { window.findChild<QAction*>("selectAllAction")->trigger(); });
    frames(frameAllSelected);
    untilIdle([&] { window.findChild<QAction*>("selectNoneAction")->trigger(); });

    Figures select, step, release, moveHandler, viewportLayers, stepFrame, framesPerStep;
    int rendered = 0;
    connect(quick->quickWindow(), &QQuickWindow::afterRendering, this, [&] { ++rendered; }, Qt::DirectConnection);
    for (int run = 0; run < 3; ++run) {
      select.samples.push_back(untilIdle([&] { window.findChild<QAction*>("selectAllAction")->trigger(); }));
      QCOMPARE(viewport->selectedIds().size(), 10001);  // and the tile
      const int before = doc->undoStack()->index();
      const ObjectId grabbed = doc->level()->objects[5000]->id;
      const Vec2 start = std::get<Vec2>(doc->level()->objects[5000]->description().find("position")->get(
          *doc->level()->objects[5000]));
      const QPoint from = quick->mapFrom(viewport, viewport->projectToWidget({float(start.x), float(start.y), 0}).toPoint());
      QCOMPARE(viewport->objectAt(viewport->projectToWidget({float(start.x), float(start.y), 0})), grabbed);
      QTest::mousePress(quick, Qt::LeftButton, {}, from);
      for (int i = 1; i <= 30; ++i) {
        const QPoint p = from + QPoint(4 * i, -2 * i);
        QElapsedTimer handler;
        const int renderedBefore = rendered;
        step.samples.push_back(untilIdle([&] {
          handler.start();
          QMouseEvent move(QEvent::MouseMove, QPointF(p), quick->mapToGlobal(QPointF(p)), Qt::NoButton,
                           Qt::LeftButton, Qt::NoModifier);
          QApplication::sendEvent(quick, &move);
          moveHandler.samples.push_back(double(handler.nsecsElapsed()) / 1e6);
        }));
        framesPerStep.samples.push_back(rendered - renderedBefore);
        QElapsedTimer frame;
        frame.start();
        (void)viewport->grabImage();
        stepFrame.samples.push_back(double(frame.nsecsElapsed()) / 1e6);
        // The viewport's share: its layers rebuilt for the new positions (no rendering).
        QElapsedTimer layers;
        layers.start();
        viewport->refreshObjects({grabbed});
        viewportLayers.samples.push_back(double(layers.nsecsElapsed()) / 1e6);
      }
      const QPoint end = from + QPoint(120, -60);
      release.samples.push_back(untilIdle([&] { QTest::mouseRelease(quick, Qt::LeftButton, {}, end); }));
      QCOMPARE(doc->undoStack()->index(), before + 1);  // the whole drag: one step
      QCOMPARE(doc->undoStack()->count(), doc->undoStack()->index());
      untilIdle([&] { doc->undoStack()->undo(); });
    }
    std::printf("objects: 10000 markers (all selected, all dragged)\n");
    frameNoSelection.print("frame_10000_markers");
    frameAllSelected.print("frame_10000_markers_selected");
    select.print("select_all_with_highlight");
    step.print("drag_step");
    moveHandler.print("drag_step_command_and_signals");
    stepFrame.print("drag_step_frame_after_idle");
    framesPerStep.print("drag_step_frames_rendered(count)");
    viewportLayers.print("drag_step_viewport_layers");
    release.print("drag_release");
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }
};

QTEST_MAIN(ViewportDragBench)
#include "viewport_drag_bench.moc"
