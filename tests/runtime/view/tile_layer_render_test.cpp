// Tile layers drawn in a level view (view/level_view.h) (needs a real GL context: xvfb-run). A placed
// tile shows its image's pixels the right way up, flips are honoured, an unknown tile and a
// missing image show the magenta/grey placeholder at the tile's rectangle, and an image
// changed on disk is read again.
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "model/level/level.h"
#include "model/project/project.h"
#include "view/level_view.h"
#include "view/tile_layer_batches.h"
#include "support/frame_pixels.h"

using sw::ui::LevelView;

namespace {

// Top half `top`, bottom half `bottom`.
bool writeImage(const QString& path, QColor top, QColor bottom) {
  QImage image(32, 32, QImage::Format_RGBA8888);
  image.fill(bottom);
  QPainter(&image).fillRect(0, 0, 32, 16, top);
  return image.save(path);
}

using sw::test::pixelAt;

bool close(QColor a, QColor b) {
  return std::abs(a.red() - b.red()) < 40 && std::abs(a.green() - b.green()) < 40 && std::abs(a.blue() - b.blue()) < 40;
}

const QColor kRed(255, 0, 0), kGreen(0, 255, 0), kBlue(0, 0, 255), kMagenta(255, 0, 255), kGrey(96, 96, 96);

}  // namespace

class TileLayerRenderTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<sw::Project> project_;

  // Waits until the pixel at world point (x, y) on the layer's plane has `colour`.
  QColor waitFor(LevelView& viewport, double x, double y, QColor colour) {
    QColor c;
    (void)QTest::qWaitFor(
        [&] {
          const QImage image = viewport.grabImage();
          c = image.isNull() ? QColor() : pixelAt(image, viewport, viewport.projectToWidget({float(x), float(y), 1.0f}));
          return close(c, colour);
        },
        10000);
    return c;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(writeImage(dir_.filePath("art.png"), kRed, kGreen));
    project_ = std::make_unique<sw::Project>();
    project_->directory = dir_.path().toStdString();
    auto level = std::make_unique<sw::Level>();
    level->name = "test";
    auto link = std::make_unique<sw::TileInstance>();
    link->name = "t1";
    link->tile = "none";  // drawn as a placeholder box behind z = 0.5
    sw::TileLayer layer;
    layer.name = "tiles";
    layer.z = -1;  // in front of the play plane: world z = 1
    const auto art = layer.refFor("art", "a");
    const auto unknown = layer.refFor("art", "unknown");
    const auto gone = layer.refFor("art", "gone");
    layer.tiles.push_back({art, {0, 0}, {4, 4}, 0});
    layer.tiles.push_back({art, {0, 6}, {4, 4}, sw::PlacedTile::FlipVertical});
    layer.tiles.push_back({unknown, {6, 0}, {4, 4}, 0});
    layer.tiles.push_back({gone, {12, 0}, {4, 4}, 0});
    link->tileLayers.push_back(layer);
    level->chain.push_back(std::move(link));
    project_->levels.push_back(std::move(level));
  }

  void tilesShowTheirImageAndPlaceholders() {
    const QString artPath = dir_.filePath("art.png");
    LevelView viewport;
    viewport.setTileArt(
        [&](const std::string& tileset, const std::string& tile) {
          sw::ui::TileArt found;
          if (tileset != "art") return found;
          if (tile == "a") found = {true, artPath, QRect(0, 0, 32, 32)};
          if (tile == "gone") found = {true, dir_.filePath("missing.png"), QRect(0, 0, 32, 32)};
          return found;
        },
        [](const QString& path) { return QImage(path); });
    viewport.resize(800, 450);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project_.get(), project_->levels.front().get());
    viewport.followArea(QRectF(-2, -2, 20, 14));

    // Two Models: the image's and the placeholders' (unknown tile and missing image).
    const auto batches = viewport.tileLayerBatches()->batches();
    QCOMPARE(int(batches.size()), 2);
    QCOMPARE(batches[0].image, QString());
    QCOMPARE(int(batches[0].instancing->entries().size()), 2);
    QCOMPARE(batches[1].image, artPath);
    QCOMPARE(int(batches[1].instancing->entries().size()), 2);

    // The right way up: red on top, green below; the vertically flipped copy the other way.
    if (qEnvironmentVariableIsSet("TILE_RENDER_SHOT")) {
      QTest::qWait(1500);
      viewport.grabImage().save(qEnvironmentVariable("TILE_RENDER_SHOT"));
    }
    QColor c = waitFor(viewport, 2, 3, kRed);
    QVERIFY2(close(c, kRed), qPrintable(c.name()));
    c = waitFor(viewport, 2, 1, kGreen);
    QVERIFY2(close(c, kGreen), qPrintable(c.name()));
    c = waitFor(viewport, 2, 9.6, kGreen);  // (y = 9 is the start screen's top edge, drawn on top)
    QVERIFY2(close(c, kGreen), qPrintable(c.name()));
    c = waitFor(viewport, 2, 6.8, kRed);
    QVERIFY2(close(c, kRed), qPrintable(c.name()));
    // Placeholders: magenta and grey squares at both broken tiles' rectangles.
    for (double x : {6.0, 12.0}) {
      c = waitFor(viewport, x + 1, 1, kMagenta);
      QVERIFY2(close(c, kMagenta), qPrintable(c.name()));
      c = waitFor(viewport, x + 3, 1, kGrey);
      QVERIFY2(close(c, kGrey), qPrintable(c.name()));
    }

    // The image changes on disk: the viewport is told and shows the new pixels.
    QVERIFY(writeImage(artPath, kBlue, kBlue));
    viewport.tileImagesChanged({artPath});
    c = waitFor(viewport, 2, 3, kBlue);
    QVERIFY2(close(c, kBlue), qPrintable(c.name()));
  }

  void bigLayerIsCulledToTheView() {
    // 1024 x 1024 tiles: only those near the view are in the tables.
    auto project = std::make_unique<sw::Project>();
    auto level = std::make_unique<sw::Level>();
    auto link = std::make_unique<sw::TileInstance>();
    link->name = "big";
    link->tile = "none";
    sw::TileLayer layer;
    const auto ref = layer.refFor("art", "unknown");
    layer.tiles.reserve(1024 * 1024);
    for (int y = 0; y < 1024; ++y)
      for (int x = 0; x < 1024; ++x) layer.tiles.push_back({ref, {double(x), double(y)}, {1, 1}, 0});
    link->tileLayers.push_back(std::move(layer));
    level->chain.push_back(std::move(link));
    project->levels.push_back(std::move(level));
    LevelView viewport;
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    viewport.followArea(QRectF(100, 100, 32, 18));
    const int count = viewport.tileLayerBatches()->spriteCount();
    QVERIFY2(count > 32 * 18 && count < 20000, qPrintable(QString::number(count)));
    // Moving the view far away builds the tables there.
    viewport.followArea(QRectF(900, 900, 32, 18));
    QVERIFY(viewport.tileLayerBatches()->builtArea().contains(QPointF(916, 909)));
    viewport.showLevel(nullptr, nullptr);  // before the layer goes
  }
};

QTEST_MAIN(TileLayerRenderTest)
#include "tile_layer_render_test.moc"
