// Renders levels in a LevelViewport (needs a real GL context: run under xvfb-run) and
// checks pixels where the art and overlays must be. Set SW_VIEWPORT_SCREENSHOT to a
// .png path to keep a picture of the sample level.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QQuickView>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <memory>

#include "model/project/project.h"
#include "ui/viewport/level_viewport.h"
#include "support/test_files.h"
#include "support/frame_pixels.h"

using sw::ui::LevelViewport;

namespace {

// A 28 x 10 x 4 block per tile, red, standing in the play plane. With entry (0,0) and
// exit (32,0) two tiles put blocks at x 2..30 and 34..62.
const char* kBlockObj = R"(mtllib block.mtl
v 2 -7 -2
v 30 -7 -2
v 30 3 -2
v 2 3 -2
v 2 -7 2
v 30 -7 2
v 30 3 2
v 2 3 2
usemtl brick
f 1 4 3 2
f 5 6 7 8
f 1 2 6 5
f 4 8 7 3
f 1 5 8 4
f 2 3 7 6
)";
const char* kBlockMtl = "newmtl brick\nKd 0.75 0.2 0.2\n";

using sw::test::writeFile;

std::unique_ptr<sw::Project> blockProject(const QString& directory, const std::string& mesh, int tiles) {
  auto project = std::make_unique<sw::Project>();
  project->directory = directory.toStdString();
  auto def = std::make_unique<sw::TileDef>();
  def->name = "block";
  def->mesh = mesh;
  def->cameraEntry = {0, 0};
  def->cameraExit = {32, 0};
  project->tileDefs.push_back(std::move(def));
  auto level = std::make_unique<sw::Level>();
  level->name = "test";
  for (int i = 0; i < tiles; ++i) {
    auto instance = std::make_unique<sw::TileInstance>();
    instance->name = "t" + std::to_string(i + 1);
    instance->tile = "block";
    level->chain.push_back(std::move(instance));
  }
  project->levels.push_back(std::move(level));
  return project;
}

int colorDistance(QColor a, QColor b) {
  return std::max(
      {std::abs(a.red() - b.red()), std::abs(a.green() - b.green()), std::abs(a.blue() - b.blue())});
}

using sw::test::pixelAt;

bool isReddish(QColor c) { return c.red() > c.green() + 40 && c.red() > c.blue() + 40; }

}  // namespace

class LevelViewportRenderTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;

  // Polls the framebuffer until `ready` holds for it (rendering and mesh loads are async).
  template <class Ready>
  QImage waitForImage(LevelViewport& viewport, Ready ready, int timeoutMs = 15000) {
    QImage image;
    (void)QTest::qWaitFor(
        [&] {
          image = viewport.grabImage();
          return !image.isNull() && viewport.pendingMeshLoads() == 0 && ready(image);
        },
        timeoutMs);
    return image;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(writeFile(dir_.filePath("meshes/block.obj"), kBlockObj));
    QVERIFY(writeFile(dir_.filePath("meshes/block.mtl"), kBlockMtl));
  }

  void meshTilesRenderWhereTheyStand() {
    auto project = blockProject(dir_.path(), "meshes/block.obj", 2);
    LevelViewport viewport;
    QSignalSpy problems(&viewport, &LevelViewport::meshProblem);
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    viewport.frameAll();
    QVERIFY(viewport.isOrthographic());

    const QPointF firstTile = viewport.projectToWidget({10.5f, -3.5f, 2.0f});
    const QPointF secondTile = viewport.projectToWidget({42.5f, -3.5f, 2.0f});
    QImage image = waitForImage(
        viewport, [&](const QImage& img) { return isReddish(pixelAt(img, viewport, firstTile)); });
    QVERIFY2(isReddish(pixelAt(image, viewport, firstTile)),
             qPrintable(pixelAt(image, viewport, firstTile).name()));
    QVERIFY(isReddish(pixelAt(image, viewport, secondTile)));

    // Far corner: no art, no grid (the grid stops a little outside the level).
    for (const QPointF corner : {QPointF(4, 4), QPointF(635, 4), QPointF(4, 355), QPointF(635, 355)})
      QVERIFY2(colorDistance(pixelAt(image, viewport, corner), viewport.clearColor()) <= 3,
               qPrintable(pixelAt(image, viewport, corner).name() + " vs " + viewport.clearColor().name()));

    // The picture lines up with the camera math: just inside and just outside the
    // block's left edge (x = 2, a gap before it is the start screen only).
    QVERIFY(isReddish(pixelAt(image, viewport, viewport.projectToWidget({2.6f, -5.5f, 2.0f}))));
    QVERIFY(!isReddish(pixelAt(image, viewport, viewport.projectToWidget({1.4f, -5.5f, 2.0f}))));
    QCOMPARE(problems.count(), 0);
  }

  void perspectiveShowsTheSameTile() {
    auto project = blockProject(dir_.path(), "meshes/block.obj", 2);
    LevelViewport viewport;
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    viewport.setOrthographic(false);
    QVERIFY(!viewport.isOrthographic());
    viewport.frameAll();
    const QPointF firstTile = viewport.projectToWidget({10.5f, -3.5f, 2.0f});
    QImage image = waitForImage(
        viewport, [&](const QImage& img) { return isReddish(pixelAt(img, viewport, firstTile)); });
    QVERIFY(isReddish(pixelAt(image, viewport, firstTile)));
    QVERIFY(isReddish(pixelAt(image, viewport, viewport.projectToWidget({2.8f, -5.5f, 2.0f}))));
    QVERIFY(!isReddish(pixelAt(image, viewport, viewport.projectToWidget({1.2f, -5.5f, 2.0f}))));
  }

  void missingMeshShowsAPlaceholderAndReportsIt() {
    auto project = blockProject(dir_.path(), "meshes/gone.obj", 2);
    LevelViewport viewport;
    QSignalSpy problems(&viewport, &LevelViewport::meshProblem);
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    viewport.frameAll();

    QVERIFY(problems.wait(10000) || problems.count() > 0);
    QCOMPARE(problems.count(), 1);  // one file, one report, however many tiles use it
    QVERIFY(problems.front().at(0).toString().endsWith("meshes/gone.obj"));
    QVERIFY(!problems.front().at(1).toString().isEmpty());

    // The placeholder spans the tile (x 0..32); sample away from the overlays drawn on it.
    const QPointF inside = viewport.projectToWidget({20.5f, -4.5f, 0.5f});
    const auto isPlaceholder = [](QColor c) { return c.red() > c.green() + 25 && c.blue() > c.green() + 10; };
    QImage image = waitForImage(
        viewport, [&](const QImage& img) { return isPlaceholder(pixelAt(img, viewport, inside)); });
    QVERIFY2(isPlaceholder(pixelAt(image, viewport, inside)),
             qPrintable(pixelAt(image, viewport, inside).name()));
    QVERIFY(colorDistance(pixelAt(image, viewport, QPointF(4, 4)), viewport.clearColor()) <= 3);
  }

  void refreshShowsEdits() {
    auto project = blockProject(dir_.path(), "meshes/block.obj", 1);
    sw::Level& level = *project->levels.front();
    LevelViewport viewport;
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), &level);
    viewport.frameAll();
    const QPointF firstTile = viewport.projectToWidget({10.5f, -3.5f, 2.0f});
    const QPointF secondTile = viewport.projectToWidget({42.5f, -3.5f, 2.0f});
    QImage image = waitForImage(
        viewport, [&](const QImage& img) { return isReddish(pixelAt(img, viewport, firstTile)); });
    QVERIFY(!isReddish(pixelAt(image, viewport, secondTile)));

    auto instance = std::make_unique<sw::TileInstance>();
    instance->name = "t2";
    instance->tile = "block";
    level.chain.push_back(std::move(instance));
    viewport.refresh();  // the camera stays: the second tile shows where it was projected
    image = waitForImage(viewport,
                         [&](const QImage& img) { return isReddish(pixelAt(img, viewport, secondTile)); });
    QVERIFY(isReddish(pixelAt(image, viewport, secondTile)));
  }

  void fixedFileReplacesThePlaceholder() {
    QTemporaryDir projectDir;
    auto project = blockProject(projectDir.path(), "meshes/late.obj", 1);
    LevelViewport viewport;
    QSignalSpy problems(&viewport, &LevelViewport::meshProblem);
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    QVERIFY(problems.wait(10000) || problems.count() > 0);

    QVERIFY(writeFile(projectDir.filePath("meshes/late.obj"), kBlockObj));
    QVERIFY(writeFile(projectDir.filePath("meshes/block.mtl"), kBlockMtl));
    viewport.showLevel(project.get(), project->levels.front().get());  // showing again retries failed files
    const QPointF tile = viewport.projectToWidget({10.5f, -3.5f, 2.0f});
    QImage image =
        waitForImage(viewport, [&](const QImage& img) { return isReddish(pixelAt(img, viewport, tile)); });
    QVERIFY(isReddish(pixelAt(image, viewport, tile)));
    QCOMPARE(problems.count(), 1);
  }

  void destroyingWhileMeshesLoadIsSafe() {
    auto project = blockProject(dir_.path(), "meshes/block.obj", 3);
    for (int i = 0; i < 3; ++i) {
      auto viewport = std::make_unique<LevelViewport>();
      viewport->resize(320, 180);
      viewport->show();
      viewport->showLevel(project.get(), project->levels.front().get());
      viewport.reset();  // loads still running must find nothing to update
      QTest::qWait(20);
    }
    QTest::qWait(200);
  }

  void emptyLevelShowsTheStartScreen() {
    LevelViewport viewport;
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(nullptr, nullptr);
    // The start screen's top edge (y = 9) is drawn.
    const QPointF edge = viewport.projectToWidget({5.5f, 9.0f, 0.0f});
    const auto bright = [](QColor c) { return c.lightness() > 120; };
    const auto anyBrightNear = [&](const QImage& img) {
      for (int dy = -1; dy <= 1; ++dy)
        if (bright(pixelAt(img, viewport, edge + QPointF(0, dy)))) return true;
      return false;
    };
    QImage image = waitForImage(viewport, anyBrightNear);
    QVERIFY(anyBrightNear(image));
  }

  void keysAndWheelDriveTheCamera() {
    auto project = blockProject(dir_.path(), "meshes/block.obj", 1);
    LevelViewport viewport;
    viewport.resize(640, 360);
    viewport.show();
    viewport.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    viewport.setFocus();
    QWidget* quick = viewport.viewWidget();
    QVERIFY(quick->hasFocus());

    QTest::keyClick(quick, Qt::Key_O);
    QVERIFY(!viewport.isOrthographic());
    QTest::keyClick(quick, Qt::Key_O);
    QVERIFY(viewport.isOrthographic());

    const double zoom = viewport.camera().unitsPerPixel();
    QTest::keyClick(quick, Qt::Key_Plus);
    QVERIFY(viewport.camera().unitsPerPixel() < zoom);

    const QVector3D target = viewport.camera().target();
    QTest::keyClick(quick, Qt::Key_Right);
    QVERIFY(viewport.camera().target().x() > target.x());

    QTest::keyClick(quick, Qt::Key_PageDown);
    QVERIFY(viewport.camera().pitch() > 0);
    QTest::keyClick(quick, Qt::Key_F);  // frames the level again (x -16..48 around the path), keeps the tilt
    QVERIFY(std::abs(viewport.camera().target().x() - 16.0f) < 1e-3);
    QVERIFY(viewport.camera().pitch() > 0);

    // Wheel toward a point keeps that point under the cursor.
    const QPointF cursor(500, 120);
    QVector3D before;
    QVERIFY(viewport.camera().pointOnPlane(cursor, 0.0, &before));
    const double upp = viewport.camera().unitsPerPixel();
    QWheelEvent wheel(cursor, quick->mapToGlobal(cursor), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(quick, &wheel);
    QVERIFY(viewport.camera().unitsPerPixel() < upp);
    const QPointF after = viewport.camera().project(before);
    QVERIFY2(std::abs(after.x() - cursor.x()) < 0.5 && std::abs(after.y() - cursor.y()) < 0.5,
             qPrintable(QString("%1,%2").arg(after.x()).arg(after.y())));

    // Middle-drag pans: content follows the mouse.
    const QVector3D anchor = viewport.camera().target();
    const QPointF start = viewport.camera().project(anchor);
    QTest::mousePress(quick, Qt::MiddleButton, {}, QPoint(300, 200));
    QMouseEvent move(QEvent::MouseMove, QPointF(340, 180), quick->mapToGlobal(QPointF(340, 180)),
                     Qt::NoButton, Qt::MiddleButton, Qt::NoModifier);
    QApplication::sendEvent(quick, &move);
    QTest::mouseRelease(quick, Qt::MiddleButton, {}, QPoint(340, 180));
    const QPointF moved = viewport.camera().project(anchor);
    QVERIFY(std::abs(moved.x() - (start.x() + 40)) < 0.5 && std::abs(moved.y() - (start.y() - 20)) < 0.5);
  }

  // A richer level for a look: two kinds of tile, a ramp with camera points, collision,
  // markers and one missing mesh.
  void sampleLevelScreenshot() {
    const QString screenshot = qEnvironmentVariable("SW_VIEWPORT_SCREENSHOT");
    auto project = std::make_unique<sw::Project>();
    project->directory = dir_.path().toStdString();
    auto block = std::make_unique<sw::TileDef>();
    block->name = "block";
    block->mesh = "meshes/block.obj";
    block->cameraEntry = {0, 0};
    block->cameraExit = {32, 0};
    block->collision = {{{2, -7}, {30, -7}, {30, 3}, {2, 3}}, {{-16, -9}, {48, -9}, {48, -8}, {-16, -8}}};
    project->tileDefs.push_back(std::move(block));
    auto ramp = std::make_unique<sw::TileDef>();
    ramp->name = "ramp";
    ramp->mesh = "meshes/ramp_missing.glb";
    ramp->cameraEntry = {0, 0};
    ramp->cameraExit = {32, 6};
    ramp->cameraPoints = {{12, 1}, {22, 4}};
    project->tileDefs.push_back(std::move(ramp));
    auto level = std::make_unique<sw::Level>();
    level->name = "sample";
    int n = 0;
    for (const char* tile : {"block", "ramp", "block"}) {
      auto instance = std::make_unique<sw::TileInstance>();
      instance->name = "t" + std::to_string(++n);
      instance->tile = tile;
      level->chain.push_back(std::move(instance));
    }
    for (auto [name, x, y, color] : {std::tuple{"spawn_a", 12.0, 6.0, sw::Color{255, 200, 40, 255}},
                                     std::tuple{"boss_start", 80.0, 10.0, sw::Color{90, 220, 120, 255}}}) {
      auto marker = std::make_unique<sw::Marker>();
      marker->name = name;
      marker->position = {x, y};
      marker->color = color;
      level->objects.push_back(std::move(marker));
    }
    project->levels.push_back(std::move(level));

    LevelViewport viewport;
    viewport.resize(1280, 720);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    viewport.frameAll();
    const QPointF firstTile = viewport.projectToWidget({10.5f, -3.5f, 2.0f});
    QImage image = waitForImage(
        viewport, [&](const QImage& img) { return isReddish(pixelAt(img, viewport, firstTile)); });
    if (!screenshot.isEmpty())
      QVERIFY(image.save(screenshot));  // before the checks: a failure is worth a look
    QVERIFY(isReddish(pixelAt(image, viewport, firstTile)));
    // The yellow marker is drawn over everything.
    const QColor marker = pixelAt(image, viewport, viewport.projectToWidget({12.0f, 6.0f, 0.0f}));
    QVERIFY2(marker.red() > 200 && marker.green() > 150 && marker.blue() < 120, qPrintable(marker.name()));
    if (!screenshot.isEmpty()) {
      // And the same level orbited in perspective.
      viewport.setOrthographic(false);
      QTest::keyClick(viewport.viewWidget(), Qt::Key_PageDown);
      QTest::keyClick(viewport.viewWidget(), Qt::Key_6, Qt::KeypadModifier);
      viewport.frameAll();
      QTest::qWait(300);
      QVERIFY(viewport.grabImage().save(QString(screenshot).replace(".png", "_perspective.png")));
    }
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  // As the editor does: a QQuickWidget in a floated dock keeps its scene.
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  LevelViewportRenderTest test;
  QTEST_SET_MAIN_SOURCE_PATH
  return QTest::qExec(&test, argc, argv);
}

#include "level_viewport_render_test.moc"
