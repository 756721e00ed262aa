// Benchmark (label bench, run on purpose under Xvfb: Mesa llvmpipe): frame times of the
// level viewport while panning, for #19's targets, at a 1600 x 900 viewport:
// - the demo level framed (target 16 ms per frame),
// - 10,000 markers, all selected (target 33 ms),
// - a chain of 5,000 of the demo's tiles framed whole, each under a pixel wide, drawn by
//   the far look and, for comparison, by the full meshes (view/level_art.h),
// - big_level_bench's level (those 5,000 links and 20,000 objects) framed whole, then
//   with everything selected,
// - a generated 1024 x 1024 x 4 tile map with the whole map in view, at three zooms
//   (target 33 ms),
// and the worst stall of the UI thread in each (target 50 ms). frame_timing.h says how a
// frame is timed. Prints the load average beside the figures: other builds share the
// machine. SW_BENCH_MAP_SIZE shrinks the map for a quick run.
#include <QAction>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QQuickItem>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>

#include "document/document.h"
#include "model/project/project.h"
#include "model/io/project_io.h"
#include "editor/ui/viewport/frame_timing.h"
#include "support/big_level_project.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"
#include "view/level_art.h"
#include "view/scene_antialiasing.h"
#include "view/tile_layer_batches.h"

using namespace sw;
using sw::ui::LevelViewport;

namespace {

constexpr int kFrames = 60;

void header(const char* what) {
  std::printf("\n== %s (load average %s; renderer %s, antialiasing %s)\n", what, loadAverage().c_str(),
              qPrintable(sw::ui::glRendererName()), qPrintable(sw::ui::sceneAntialiasingName()));
  std::fflush(stdout);
}

// The window grows until its level viewport is 1600 x 900.
void viewportTo1600x900(QWidget* window, QWidget* viewport) {
  for (int i = 0; i < 3; ++i) {
    const QSize missing = QSize(1600, 900) - viewport->size();
    if (missing.isNull()) break;
    window->resize(window->size() + missing);
    QTest::qWait(200);
  }
}

// SW_BENCH_HIDE=overlay|scene|both hides the overlays, the art or the whole View3D: what
// each costs (a diagnosis, not a picture anyone sees).
void hideViews(sw::ui::SceneHost* host) {
  const QByteArray hide = qgetenv("SW_BENCH_HIDE");
  if (hide.isEmpty()) return;
  QObject* root = host->quickView()->rootObject();
  const char* name = hide == "overlay" ? "overlayLayer" : hide == "scene" ? "sceneRoot" : "sceneView";
  if (QObject* item = root->findChild<QObject*>(name)) item->setProperty("visible", false);
  std::printf("hidden: %s\n", name);
}

void waitForMeshes(LevelViewport* viewport) {
  for (int i = 0; i < 200 && viewport->pendingMeshLoads() > 0; ++i) QTest::qWait(50);
  QTest::qWait(300);
}

// The project at `dir` open in `window`, its viewport 1600 x 900, meshes loaded, framed.
bool openFramed(editor::MainWindow& window, const QString& dir) {
  window.resize(1900, 1000);
  window.show();
  if (!QTest::qWaitForWindowExposed(&window) || !window.openProject(dir)) return false;
  viewportTo1600x900(&window, window.viewport());
  waitForMeshes(window.viewport());
  window.viewport()->frameAll();
  return true;
}

}  // namespace

class ViewportFrameBench : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void demoLevel() {
    QTemporaryDir dir;
    sw::test::copyFolder(SW_SOURCE_DIR "/projects/demo", dir.path());
    editor::MainWindow window;
    QVERIFY(openFramed(window, dir.path()));
    LevelViewport* viewport = window.viewport();
    QTest::qWait(300);
    header("demo level framed, whole editor, viewport 1600x900");
    std::printf("viewport %dx%d\n", viewport->width(), viewport->height());
    hideViews(viewport);
    panFrames(viewport, kFrames).print("demo_pan");
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }

  void longChainFramed() {
    QTemporaryDir dir;
    QVERIFY(sw::test::writeBigProject(dir.path(), 5000, 0));  // the chain alone
    editor::MainWindow window;
    QVERIFY(openFramed(window, dir.path()));
    LevelViewport* viewport = window.viewport();
    for (double farPixels : {sw::ui::LevelArt::kFarPixels, 0.0}) {
      viewport->setFarPixels(farPixels);
      QTest::qWait(300);
      header(farPixels > 0 ? "5,000 links framed whole, far look, viewport 1600x900"
                           : "5,000 links framed whole, full meshes (before the far look), viewport 1600x900");
      panFrames(viewport, kFrames).print(farPixels > 0 ? "long_chain_pan_far_look" : "long_chain_pan_full_meshes");
    }
    viewport->setFarPixels(sw::ui::LevelArt::kFarPixels);
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }

  void bigLevelFramed() {
    // The big level of big_level_bench framed whole: its tiles in the far look, and the
    // overlays of 20,000 objects (thinned where crowded), then all 25,000 selected.
    QTemporaryDir dir;
    QVERIFY(sw::test::writeBigProject(dir.path(), 5000, 20000));
    editor::MainWindow window;
    QVERIFY(openFramed(window, dir.path()));
    LevelViewport* viewport = window.viewport();
    QTest::qWait(300);
    header("big level framed whole (5,000 links, 20,000 objects), viewport 1600x900");
    panFrames(viewport, kFrames).print("big_level_pan");
    QAction* selectAll = window.findChild<QAction*>("selectAllAction");
    QVERIFY(selectAll);
    selectAll->trigger();
    QTest::qWait(300);
    header("big level framed whole, all 25,000 selected, viewport 1600x900");
    std::printf("selected %d\n", window.document()->selection()->size());
    panFrames(viewport, kFrames).print("big_level_selected_pan");
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }

  void tenThousandSelectedMarkers() {
    QTemporaryDir dir;
    Project project;
    project.name = "Bench";
    project.directory = dir.path().toStdString();
    auto def = std::make_unique<TileDef>();
    def->name = "block";
    def->cameraExit = {100, 0};
    project.tileDefs.push_back(std::move(def));
    auto level = std::make_unique<Level>();
    level->name = "Crowded";
    level->file = "levels/crowded.json";
    auto tile = std::make_unique<TileInstance>();
    tile->name = "t1";
    tile->tile = "block";
    tile->id = newObjectId();
    level->chain.push_back(std::move(tile));
    for (int i = 0; i < 10000; ++i) {
      auto m = std::make_unique<Marker>();
      m->name = "m" + std::to_string(i);
      m->id = newObjectId();
      m->position = {double(i % 200) * 0.5, double(i / 200) * 0.5 - 12};
      level->objects.push_back(std::move(m));
    }
    project.levels.push_back(std::move(level));
    QVERIFY(saveProject(project).ok());

    editor::MainWindow window;
    window.resize(1900, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(dir.path()));
    LevelViewport* viewport = window.viewport();
    viewportTo1600x900(&window, viewport);
    viewport->frameAll();
    window.findChild<QAction*>("selectAllAction")->trigger();
    QTest::qWait(500);
    QCOMPARE(viewport->selectedIds().size(), 10001);
    header("10,000 markers selected, whole editor, viewport 1600x900");
    hideViews(viewport);
    panFrames(viewport, kFrames).print("markers_selected_pan");
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }

  void hugeTileMap() {
    const int side = qEnvironmentVariableIntValue("SW_BENCH_MAP_SIZE") > 0
                         ? qEnvironmentVariableIntValue("SW_BENCH_MAP_SIZE")
                         : 1024;
    Project project;
    auto level = std::make_unique<Level>();
    auto link = std::make_unique<TileInstance>();
    link->name = "map";
    link->tile = "none";
    std::uint32_t seed = 12345;
    auto next = [&] { return seed = seed * 1664525u + 1013904223u; };
    for (int l = 0; l < 4; ++l) {
      TileLayer layer("layer_" + std::to_string(l + 1), 0.1 * (3 - l));
      for (int t = 0; t < 64; ++t) layer.palette.push_back({"art", "t" + std::to_string(t)});
      std::uint32_t current = 0;
      for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
          const std::uint32_t v = next() >> 8;
          if (v % 7 == 0) current = (v >> 4) % 64;
          if (v % 11 == 0) continue;
          layer.tiles.push_back(PlacedTile{current, {double(c), -double(r) - 1}, {1, 1}, std::uint8_t(v % 13 == 0)});
        }
      link->tileLayers.push_back(std::move(layer));
    }
    level->chain.push_back(std::move(link));
    project.levels.push_back(std::move(level));

    LevelViewport viewport;
    QImage atlas(128, 128, QImage::Format_RGBA8888);
    for (int t = 0; t < 64; ++t)
      for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
          atlas.setPixelColor((t % 8) * 16 + x, (t / 8) * 16 + y, QColor::fromHsv((t * 37) % 360, 200, 100 + (x + y) * 4));
    viewport.setTileArt(
        [](const std::string&, const std::string& tile) {
          const int t = std::stoi(tile.substr(1));
          return sw::ui::TileArt{true, QStringLiteral("/atlas.png"), QRect((t % 8) * 16, (t / 8) * 16, 16, 16)};
        },
        [atlas](const QString&) { return atlas; });
    viewport.resize(1600, 900);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(&project, project.levels.front().get());
    // Zoomed out so the whole map fits, then twice and four times further out.
    for (double zoom : {1.0, 2.0, 4.0}) {
      const double margin = side * (zoom - 1) / 2;
      viewport.followArea(QRectF(-margin, -side - margin, side * zoom, side * zoom));
      QTest::qWait(500);
      char name[96];
      std::snprintf(name, sizeof name, "tile map %dx%dx4, whole map in view, zoom out x%.0f, 1600x900", side, side,
                    zoom);
      header(name);
      std::printf("drawn tiles %zu (%s)\n", viewport.tileLayerBatches()->drawnTiles(),
                  viewport.tileLayerBatches()->overview() ? "overview images" : "sprites");
      std::snprintf(name, sizeof name, "tile_map_pan_zoom_out_x%.0f", zoom);
      panFrames(&viewport, kFrames, 2).print(name);
    }
    viewport.showLevel(nullptr, nullptr);
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  FrameTimingApp app(argc, argv);
  app.clock_.start();
  ViewportFrameBench bench;
  return QTest::qExec(&bench, argc, argv);
}

#include "viewport_frame_bench.moc"
