// Animated tiles in a level view (view/tile_layer_batches.h; needs a real GL context:
// xvfb-run). An animated tile sits in its own small table: when its frame changes only that
// table is rewritten (the static tile's entry stays byte for byte), the picture follows, a
// run's tick picks the same frame every time, and the wall clock wakes the view only while an
// animated tile is in view.
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <memory>

#include "model/level/level.h"
#include "model/project/project.h"
#include "model/tiles/tile_animation.h"
#include "view/level_view.h"
#include "view/tile_layer_batches.h"
#include "support/frame_pixels.h"

using sw::ui::LevelView;

namespace {

bool frameClose(QColor a, QColor b) {
  return std::abs(a.red() - b.red()) < 40 && std::abs(a.green() - b.green()) < 40 && std::abs(a.blue() - b.blue()) < 40;
}

const QColor kFrameRed(255, 0, 0), kFrameGreen(0, 255, 0);

using AnimatedEntries = std::vector<QQuick3DInstancing::InstanceTableEntry>;
bool sameEntryBytes(const AnimatedEntries& a, const AnimatedEntries& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(a[0])) == 0;
}

}  // namespace

class TileAnimationRenderTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<sw::Project> project_;
  QString artPath_;

  QColor waitFor(LevelView& viewport, double x, double y, QColor colour) {
    QColor c;
    (void)QTest::qWaitFor(
        [&] {
          const QImage image = viewport.grabImage();
          c = image.isNull() ? QColor() : sw::test::pixelAt(image, viewport, viewport.projectToWidget({float(x), float(y), 1.0f}));
          return frameClose(c, colour);
        },
        10000);
    return c;
  }

  void setArt(LevelView& viewport) {
    // "red" and "green": halves of one image; "water" is red then green, 100 ms each.
    viewport.setTileArt(
        [this](const std::string& tileset, const std::string& tile) {
          sw::ui::TileArt art;
          if (tileset != "art") return art;
          if (tile == "red" || tile == "water") art = {true, artPath_, QRect(0, 0, 32, 16)};
          if (tile == "green") art = {true, artPath_, QRect(0, 16, 32, 16)};
          if (tile == "water") {
            art.animation = {"water", {{"red", 100}, {"green", 100}}};
            art.framePixels = {QRect(0, 0, 32, 16), QRect(0, 16, 32, 16)};
          }
          return art;
        },
        [](const QString& path) { return QImage(path); });
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    artPath_ = dir_.filePath("art.png");
    QImage image(32, 32, QImage::Format_RGBA8888);
    image.fill(kFrameGreen);
    QPainter(&image).fillRect(0, 0, 32, 16, kFrameRed);
    QVERIFY(image.save(artPath_));
    project_ = std::make_unique<sw::Project>();
    project_->directory = dir_.path().toStdString();
    auto level = std::make_unique<sw::Level>();
    level->name = "test";
    auto link = std::make_unique<sw::TileInstance>();
    link->name = "t1";
    link->tile = "none";
    sw::TileLayer layer;
    layer.name = "tiles";
    layer.z = -1;
    layer.tiles.push_back({layer.refFor("art", "green"), {0, 0}, {4, 4}, 0});    // static
    layer.tiles.push_back({layer.refFor("art", "water"), {6, 0}, {4, 4}, 0});    // animated
    layer.tiles.push_back({layer.refFor("art", "water"), {34, 0}, {4, 4}, 0});   // animated, off to the right
    link->tileLayers.push_back(layer);
    level->chain.push_back(std::move(link));
    project_->levels.push_back(std::move(level));
  }

  void onlyTheAnimatedCellChanges() {
    LevelView viewport;
    setArt(viewport);
    viewport.resize(800, 450);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project_.get(), project_->levels.front().get());
    viewport.followArea(QRectF(-2, -2, 20, 14));
    viewport.setTileAnimationTime(0);
    auto* batches = viewport.tileLayerBatches();

    // The static tile in the image's table, the animated one in its own.
    QCOMPARE(int(batches->batches().size()), 1);
    const auto* still = batches->batches()[0].instancing;
    QCOMPARE(int(still->entries().size()), 1);
    const AnimatedEntries stillBefore = still->entries();
    const auto* stillData = still->entries().data();
    QCOMPARE(int(batches->animatedBatches().size()), 1);
    const auto* moving = batches->animatedBatches()[0].instancing;
    QVERIFY(!moving->entries().empty());  // the one in view (and the one to the right if near enough)
    QCOMPARE(moving->entries()[0].instanceData, QVector4D(0, 0, 1, 0.5f));  // frame 0: the top half
    QColor c = waitFor(viewport, 8, 2, kFrameRed);
    QVERIFY2(frameClose(c, kFrameRed), qPrintable(c.name()));

    QVERIFY(batches->setAnimationTime(100));  // frame 1
    QCOMPARE(moving->entries()[0].instanceData, QVector4D(0, 0.5f, 1, 0.5f));
    QVERIFY(still->entries().data() == stillData);  // the static table was not rewritten
    QVERIFY(sameEntryBytes(still->entries(), stillBefore));
    QVERIFY(!batches->setAnimationTime(150));  // still frame 1: nothing written
    c = waitFor(viewport, 8, 2, kFrameGreen);
    QVERIFY2(frameClose(c, kFrameGreen), qPrintable(c.name()));
    c = waitFor(viewport, 2, 2, kFrameGreen);  // the static tile
    QVERIFY2(frameClose(c, kFrameGreen), qPrintable(c.name()));

    // A run's clock: tick 12 at 60 ticks per second is 200 ms, frame 0 again, every time.
    viewport.setTileAnimationTime(sw::tileAnimationMs(12, 60));
    QCOMPARE(moving->entries()[0].instanceData, QVector4D(0, 0, 1, 0.5f));
    viewport.setTileAnimationTime(sw::tileAnimationMs(6, 60));
    QCOMPARE(moving->entries()[0].instanceData, QVector4D(0, 0.5f, 1, 0.5f));
    QVERIFY(!viewport.tileAnimationScheduled());  // a run's clock moves with its ticks
    QVERIFY(sameEntryBytes(still->entries(), stillBefore));
  }

  void wallClockWakesOnlyForAnimationInView() {
    LevelView viewport;
    setArt(viewport);
    viewport.resize(800, 450);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project_.get(), project_->levels.front().get());
    viewport.followArea(QRectF(-2, -2, 20, 14));
    viewport.setTileAnimationTime(std::nullopt);
    QVERIFY(viewport.tileLayerBatches()->animatesInView());
    QVERIFY(viewport.tileAnimationScheduled());
    const auto* moving = viewport.tileLayerBatches()->animatedBatches()[0].instancing;
    const QVector4D first = moving->entries()[0].instanceData;
    // The wall clock turns the frame over by itself (within a few frames' time).
    QVERIFY(QTest::qWaitFor([&] { return moving->entries()[0].instanceData != first; }, 5000));

    // An animated tile near the view (in the tables) but not in it: no timer, so no redraws.
    viewport.followArea(QRectF(44, -2, 20, 14));
    QVERIFY(viewport.tileLayerBatches()->animatedCount() >= 1);
    QVERIFY(!viewport.tileLayerBatches()->animatesInView());
    QVERIFY(!viewport.tileAnimationScheduled());
    // Back in view: it wakes again.
    viewport.followArea(QRectF(-2, -2, 20, 14));
    QVERIFY(viewport.tileAnimationScheduled());
    // Zoomed so far out that the animated tiles are a pixel or two: no timer either.
    viewport.followArea(QRectF(-500, -300, 1000, 600));
    QVERIFY(viewport.tileLayerBatches()->animatesInView());  // in view ...
    QVERIFY(!viewport.tileLayerBatches()->animatesInView(viewport.camera().unitsPerPixel()));  // ... too small
    QVERIFY(!viewport.tileAnimationScheduled());
  }
};

QTEST_MAIN(TileAnimationRenderTest)
#include "tile_animation_render_test.moc"
