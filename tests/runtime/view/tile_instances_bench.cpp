// Benchmark (label bench, run on purpose): is a level view interactive with 500
// tile instances in view? Uses the demo's six meshes (one shared geometry per mesh
// file), frames all 500 tiles and times panning frames (event + render + read-back).
// Prints `frame_ms` (median, max) and the implied frames per second.
#include <QApplication>
#include <QElapsedTimer>
#include <QQuickView>
#include <QtTest>
#include <algorithm>
#include <cstdio>

#include "model/io/project_io.h"
#include "view/level_view.h"

using namespace sw;

class TileInstancesBench : public QObject {
  Q_OBJECT
 private slots:
  void fiveHundredTiles() {
    auto load = loadProject(SW_SOURCE_DIR "/projects/demo");
    QVERIFY(load.project);
    Project& project = *load.project;
    Level& level = *project.levels.front();
    level.objects.clear();  // tiles only: the figure is about tile art
    level.chain.clear();
    // SW_TILES=N compares against another count (e.g. 1 for the cost of an almost empty frame).
    const int count = qEnvironmentVariableIsSet("SW_TILES") ? qEnvironmentVariableIntValue("SW_TILES") : 500;
    for (int i = 0; i < count; ++i) {
      auto t = std::make_unique<TileInstance>();
      t->name = "t" + std::to_string(i);
      t->tile = project.tileDefs[std::size_t(i) % project.tileDefs.size()]->name;
      t->id = newObjectId();
      level.chain.push_back(std::move(t));
    }
    ui::LevelView viewport;
    viewport.resize(1280, 720);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(&project, &level);
    QTRY_COMPARE_WITH_TIMEOUT(viewport.pendingMeshLoads(), 0, 20000);
    viewport.frameAll();
    QTest::qWait(300);
    (void)viewport.grabImage();

    QWidget* quick = viewport.viewWidget();
    std::vector<double> frames;
    const QPoint centre(quick->width() / 2, quick->height() / 2);
    QTest::mousePress(quick, Qt::MiddleButton, {}, centre);
    for (int i = 1; i <= 30; ++i) {
      QElapsedTimer t;
      t.start();
      QMouseEvent move(QEvent::MouseMove, QPointF(centre + QPoint(i % 2 ? 4 : 0, 0)),
                       quick->mapToGlobal(QPointF(centre)), Qt::NoButton, Qt::MiddleButton, Qt::NoModifier);
      QApplication::sendEvent(quick, &move);
      (void)viewport.grabImage();  // renders the frame now and reads it back
      frames.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    QTest::mouseRelease(quick, Qt::MiddleButton, {}, centre);
    std::sort(frames.begin(), frames.end());
    const double median = frames[frames.size() / 2];
    std::printf("tile_instances: %d (6 shared meshes), viewport 1280x720, llvmpipe\n", count);
    std::printf("frame_ms: %.1f (max %.1f, n=%zu)\n", median, frames.back(), frames.size());
    std::printf("fps: %.1f\n", 1000.0 / median);
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  TileInstancesBench bench;
  return QTest::qExec(&bench, argc, argv);
}

#include "tile_instances_bench.moc"
