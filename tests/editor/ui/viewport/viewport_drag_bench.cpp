// Benchmark (label bench, run on purpose): 10,000 markers selected and dragged in the
// viewport. Prints
// - the frame cost (a camera pan then a synchronous render) without and with all
//   10,000 highlighted, and the layers' rebuild time, in a bare LevelViewport;
// - in the whole editor: select-all and each drag step from the input until the event
//   queue is idle (every view's update, the command merge and the frames rendered on the
//   way), and how many frames a drag step renders.
// Under Xvfb the renderer is Mesa llvmpipe: the frame figures are the software
// rasterizer's, the rebuild and command figures are the editor's own.
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QQuickView>
#include <QQuickWindow>
#include <QUndoStack>
#include <QtTest>
#include <algorithm>
#include <cstdio>

#include "document/document.h"
#include "model/io/project_io.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

namespace {

constexpr int kMarkers = 10000;

struct Figures {
  std::vector<double> samples;
  void print(const char* name) {
    std::sort(samples.begin(), samples.end());
    std::printf("%s: %.1f (max %.1f, n=%zu)\n", name, samples[samples.size() / 2], samples.back(),
                samples.size());
  }
};

template <class Fn>
double msOf(Fn fn) {
  QElapsedTimer t;
  t.start();
  fn();
  return double(t.nsecsElapsed()) / 1e6;
}

// Runs the action, then lets every queued update (coalescing timers included) run.
template <class Fn>
double untilIdle(Fn fn) {
  return msOf([&] {
    fn();
    for (int i = 0; i < 3; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents);
  });
}

// A dense block of markers: 200 per row, half a unit apart, over one 100-unit tile.
std::unique_ptr<Level> crowdedLevel() {
  auto level = std::make_unique<Level>();
  level->name = "Crowded";
  level->file = "levels/crowded.json";
  auto tile = std::make_unique<TileInstance>();
  tile->name = "t1";
  tile->tile = "block";
  tile->id = newObjectId();
  level->chain.push_back(std::move(tile));
  for (int i = 0; i < kMarkers; ++i) {
    auto m = std::make_unique<Marker>();
    m->name = "m" + std::to_string(i);
    m->id = newObjectId();
    m->position = {double(i % 200) * 0.5, double(i / 200) * 0.5 - 12};
    level->objects.push_back(std::move(m));
  }
  return level;
}

std::unique_ptr<TileDef> blockDef() {
  auto def = std::make_unique<TileDef>();
  def->name = "block";
  def->cameraEntry = {0, 0};
  def->cameraExit = {100, 0};
  return def;
}

void sendMove(QWidget* widget, QPoint p, Qt::MouseButton held) {
  QMouseEvent move(QEvent::MouseMove, QPointF(p), widget->mapToGlobal(QPointF(p)), Qt::NoButton, held,
                   Qt::NoModifier);
  QApplication::sendEvent(widget, &move);
}

}  // namespace

class ViewportDragBench : public QObject {
  Q_OBJECT
 private slots:
  void bareViewport() {
    Project project;
    project.tileDefs.push_back(blockDef());
    project.levels.push_back(crowdedLevel());
    Level& level = *project.levels.front();
    LevelViewport viewport;
    viewport.resize(900, 600);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(&project, &level);
    QTest::qWait(500);
    QWidget* quick = viewport.viewWidget();

    const auto panFrames = [&](const char* name) {
      Figures figures;
      const QPoint from(quick->width() / 2, quick->height() / 2);
      QTest::mousePress(quick, Qt::MiddleButton, {}, from);
      for (int i = 1; i <= 8; ++i)
        figures.samples.push_back(msOf([&] {
          sendMove(quick, from + QPoint(i % 2 ? 3 : 0, 0), Qt::MiddleButton);
          (void)viewport.grabImage();
        }));
      QTest::mouseRelease(quick, Qt::MiddleButton, {}, from);
      figures.print(name);
    };
    QSet<ObjectId> all;
    for (const auto& o : level.objects) all.insert(o->id);

    panFrames("frame_ms (10000 markers)");
    Figures highlight;
    for (int i = 0; i < 5; ++i) {
      highlight.samples.push_back(msOf([&] { viewport.setSelectedIds(all); }));
      viewport.setSelectedIds({});
    }
    viewport.setSelectedIds(all);
    panFrames("frame_ms (10000 markers highlighted)");
    highlight.print("highlight_rebuild_ms (10000 selected)");

    // A drag step's share in the viewport: positions change, the object layers and the
    // highlight are rebuilt; then how many frames that costs.
    int frames = 0;
    connect(viewport.quickView(), &QQuickWindow::frameSwapped, this, [&] { ++frames; }, Qt::QueuedConnection);
    Figures rebuild, framesPerChange;
    for (int i = 0; i < 8; ++i) {
      for (auto& o : level.objects) static_cast<Marker*>(o.get())->position.x += 0.25;
      QTest::qWait(300);
      frames = 0;
      rebuild.samples.push_back(msOf([&] { viewport.refreshObjects({level.objects.front()->id}); }));
      QTest::qWait(600);
      framesPerChange.samples.push_back(frames);
    }
    rebuild.print("object_layers_rebuild_ms (10000 moved, all highlighted)");
    framesPerChange.print("frames_per_change (count)");
  }

  void wholeEditor() {
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    Project project;
    project.name = "Bench";
    project.directory = dir.path().toStdString();
    project.tileDefs.push_back(blockDef());
    project.levels.push_back(crowdedLevel());
    QVERIFY(saveProject(project).ok());

    MainWindow window;
    window.resize(1600, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(dir.path()));
    QCoreApplication::processEvents();
    Document* doc = window.document();
    LevelViewport* viewport = window.viewport();
    QWidget* quick = viewport->viewWidget();
    viewport->frameAll();
    QTest::qWait(300);

    int frames = 0;
    connect(viewport->quickView(), &QQuickWindow::frameSwapped, this, [&] { ++frames; }, Qt::QueuedConnection);
    Figures select, step, framesPerStep, release;
    for (int run = 0; run < 3; ++run) {
      select.samples.push_back(untilIdle([&] { window.findChild<QAction*>("selectAllAction")->trigger(); }));
      QCOMPARE(viewport->selectedIds().size(), kMarkers + 1);  // and the tile
      const int before = doc->undoStack()->index();
      const LevelObject& grabbed = *doc->editableLevel()->objects[5000];
      const Vec2 start = std::get<Vec2>(grabbed.description().find("position")->get(grabbed));
      const QPointF at = viewport->projectToWidget({float(start.x), float(start.y), 0});
      QCOMPARE(viewport->objectAt(at), grabbed.id);
      const QPoint from = quick->mapFrom(viewport, at.toPoint());
      QTest::mousePress(quick, Qt::LeftButton, {}, from);
      QTest::qWait(300);
      for (int i = 1; i <= 20; ++i) {
        frames = 0;
        step.samples.push_back(
            untilIdle([&] { sendMove(quick, from + QPoint(4 * i, -2 * i), Qt::LeftButton); }));
        framesPerStep.samples.push_back(frames);
      }
      release.samples.push_back(
          untilIdle([&] { QTest::mouseRelease(quick, Qt::LeftButton, {}, from + QPoint(80, -40)); }));
      QCOMPARE(doc->undoStack()->index(), before + 1);  // the whole drag: one step
      QCOMPARE(doc->undoStack()->count(), doc->undoStack()->index());
      untilIdle([&] { doc->undoStack()->undo(); });
      untilIdle([&] { window.findChild<QAction*>("selectNoneAction")->trigger(); });
    }
    std::printf("objects: %d markers (all selected, all dragged)\n", kMarkers);
    select.print("editor_select_all_ms");
    step.print("editor_drag_step_ms");
    framesPerStep.print("editor_drag_step_frames (count)");
    release.print("editor_drag_release_ms");
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  ViewportDragBench bench;
  return QTest::qExec(&bench, argc, argv);
}

#include "viewport_drag_bench.moc"
