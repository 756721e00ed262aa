// A 1024 x 1024 tile layer in a level view (needs a real GL context: xvfb-run): zoomed
// far out every tile is drawn (baked into the layer's overview image, none left out, no
// sprite budget cutting the map off); zoomed in, only the tiles near the view become
// sprites; and an edit shows in the very next rebuild in both cases (no stale chunk or
// overview image). Zoomed out, a repaint, an erase and painting past the map's edge each
// show in the very next frame (only the changed texels of the overview are painted again).
#include <QImage>
#include <QtTest>
#include <memory>

#include "model/level/level.h"
#include "model/project/project.h"
#include "view/level_view.h"
#include "view/tile_layer_batches.h"

using sw::ui::LevelView;

namespace {
constexpr int kSide = 1024;

bool close(QColor a, QColor b) {
  return std::abs(a.red() - b.red()) < 40 && std::abs(a.green() - b.green()) < 40 && std::abs(a.blue() - b.blue()) < 40;
}

}  // namespace

class TileLayerBigMapTest : public QObject {
  Q_OBJECT
  std::unique_ptr<sw::Project> project_;
  sw::TileInstance* link_ = nullptr;

  sw::TileLayer& layer() { return link_->tileLayers.front(); }

 private:
  // The level shown in an 800 x 450 view, its two tile kinds in two solid colours: the
  // overview's texels show which tile is where.
  bool showInRedAndGreen(LevelView& viewport) {
    viewport.setTileArt(
        [](const std::string&, const std::string& tile) {
          return sw::ui::TileArt{true, QStringLiteral("/art.png"), tile == "red" ? QRect(0, 0, 8, 8) : QRect(8, 0, 8, 8)};
        },
        [](const QString&) {
          QImage image(16, 8, QImage::Format_RGBA8888);
          image.fill(QColor(255, 0, 0));
          for (int y = 0; y < 8; ++y)
            for (int x = 8; x < 16; ++x) image.setPixelColor(x, y, QColor(0, 255, 0));
          return image;
        });
    viewport.resize(800, 450);
    viewport.show();
    if (!QTest::qWaitForWindowExposed(&viewport)) return false;
    viewport.showLevel(project_.get(), project_->levels.front().get());
    return true;
  }

 private slots:
  void initTestCase() {
    project_ = std::make_unique<sw::Project>();
    auto level = std::make_unique<sw::Level>();
    level->name = "big";
    auto link = std::make_unique<sw::TileInstance>();
    link->name = "big";
    link->tile = "none";
    sw::TileLayer layer("ground", 0.0);
    const auto red = layer.refFor("art", "red");
    layer.refFor("art", "green");
    for (int y = 0; y < kSide; ++y)
      for (int x = 0; x < kSide; ++x) layer.tiles.push_back({red, {double(x), double(-y - 1)}, {1, 1}, 0});
    link->tileLayers.push_back(std::move(layer));
    link_ = link.get();
    level->chain.push_back(std::move(link));
    project_->levels.push_back(std::move(level));
  }

  void everyTileIsDrawnAtAnyZoomAndEditsShowAtOnce() {
    LevelView viewport;
    QVERIFY(showInRedAndGreen(viewport));
    auto* batches = viewport.tileLayerBatches();

    // Zoomed in: sprites near the view only, each one a tile.
    viewport.followArea(QRectF(100, -300, 32, 18));
    QVERIFY(!batches->overview());
    const int near = batches->spriteCount();
    QVERIFY2(near > 32 * 18 && near < 20000, qPrintable(QString::number(near)));
    // An erase shows in the next rebuild: one sprite fewer.
    const std::size_t index = std::size_t(290) * kSide + 110;  // row 290: y = -291, column 110
    QCOMPARE(layer().tiles[index].position.x, 110.0);
    const sw::PlacedTile erased = layer().tiles[index];
    layer().tiles.eraseIndices({index});
    viewport.tileLayersChanged(link_->id);
    QCOMPARE(batches->spriteCount(), near - 1);
    layer().tiles.insertIndices({index}, {erased});
    viewport.tileLayersChanged(link_->id);
    QCOMPARE(batches->spriteCount(), near);

    // Zoomed out to the whole map: far more tiles than sprites, so every layer is baked;
    // every one of the million tiles is in it.
    viewport.followArea(QRectF(0, -kSide, kSide, kSide));
    QVERIFY(batches->overview());
    QCOMPARE(batches->drawnTiles(), std::size_t(kSide) * kSide);
    QCOMPARE(int(batches->batches().size()), 0);  // no sprite Model left drawing a part
    const auto overviews = batches->overviewBatches();
    QCOMPARE(int(overviews.size()), 1);
    const auto entries = overviews[0].instancing->entries();
    QCOMPARE(int(entries.size()), 1);
    // The quad covers the whole map.
    QCOMPARE(entries[0].row0.x(), float(kSide));
    QCOMPARE(entries[0].row1.y(), float(kSide));
    QCOMPARE(entries[0].row0.w(), 0.0f);
    QCOMPARE(entries[0].row1.w(), float(-kSide));

    // A repaint while zoomed out shows in the next rebuild: the texel turns green.
    const QImage before = batches->overviewImage(overviews[0].image);
    QVERIFY(!before.isNull());
    auto texelOf = [&](const QImage& image, double x, double y) {
      const double perUnit = double(image.width()) / kSide;
      return image.pixelColor(int((x + 0.5) * perUnit), int((-y - 0.5) * perUnit));
    };
    QCOMPARE(texelOf(before, 700, -501), QColor(255, 0, 0));
    layer().tiles[std::size_t(500) * kSide + 700].ref = 1;  // green
    viewport.tileLayersChanged(link_->id);
    const QImage after = batches->overviewImage(batches->overviewBatches()[0].image);
    QCOMPARE(texelOf(after, 700, -501), QColor(0, 255, 0));
    QCOMPARE(texelOf(after, 701, -501), QColor(255, 0, 0));
    layer().tiles[std::size_t(500) * kSide + 700].ref = 0;

    // Back in: sprites again, overview Models gone.
    viewport.followArea(QRectF(100, -300, 32, 18));
    QVERIFY(!batches->overview());
    QCOMPARE(int(batches->overviewBatches().size()), 0);
    viewport.showLevel(nullptr, nullptr);
  }

  void zoomedOutEditsShowInTheNextFrame() {
    LevelView viewport;
    QVERIFY(showInRedAndGreen(viewport));
    auto* batches = viewport.tileLayerBatches();
    // 500 units across (1.6 pixels a tile) reaching past the map's right edge: the area
    // built around it holds far more tiles than sprites, so the layer is drawn from its overview.
    viewport.followArea(QRectF(700, -400, 500, 281));
    QVERIFY(batches->overview());
    // One frame, grabbed right after the change: the colour at world (x, y) on the layer's plane.
    auto frameAt = [&](double x, double y) {
      const QImage frame = viewport.grabImage();
      const QPointF p = viewport.projectToWidget({float(x), float(y), 0.0f});
      const double scale = double(frame.width()) / viewport.width();
      return frame.pixelColor(int(p.x() * scale), int(p.y() * scale));
    };
    const QColor red(255, 0, 0), green(0, 255, 0);
    QColor c = frameAt(904, -154);
    QVERIFY2(close(c, red), qPrintable(c.name()));

    // An 8 x 8 block (columns 900..907, rows 150..157) repainted green.
    std::vector<std::size_t> block;
    for (int row = 150; row < 158; ++row)
      for (int col = 900; col < 908; ++col) block.push_back(std::size_t(row) * kSide + col);
    for (std::size_t i : block) layer().tiles[i].ref = 1;
    viewport.tileLayersChanged(link_->id);
    c = frameAt(904, -154);
    QVERIFY2(close(c, green), qPrintable(c.name()));
    c = frameAt(912, -154);  // next to it: untouched
    QVERIFY2(close(c, red), qPrintable(c.name()));

    // Erased: neither colour there any more.
    std::vector<sw::PlacedTile> erased;
    for (std::size_t i : block) erased.push_back(layer().tiles[i]);
    layer().tiles.eraseIndices(block);
    viewport.tileLayersChanged(link_->id);
    c = frameAt(904, -154);
    QVERIFY2(!close(c, green) && !close(c, red), qPrintable(c.name()));

    // Painted past the map's right edge: the image grows to take it in.
    const std::size_t drawn = batches->drawnTiles();
    const std::size_t before = layer().tiles.size();
    for (int row = 150; row < 158; ++row)
      for (int col = 1030; col < 1038; ++col) layer().tiles.push_back({1, {double(col), double(-row - 1)}, {1, 1}, 0});
    viewport.tileLayersChanged(link_->id);
    c = frameAt(1034, -154);
    QVERIFY2(close(c, green), qPrintable(c.name()));
    c = frameAt(904, -154);
    QVERIFY2(!close(c, green) && !close(c, red), qPrintable(c.name()));
    QVERIFY(batches->overview());
    QCOMPARE(batches->drawnTiles(), drawn + 64);

    // Undone: the map as it was, in the next frame.
    layer().tiles.eraseRange(before, layer().tiles.size());
    for (auto& t : erased) t.ref = 0;
    layer().tiles.insertIndices(block, erased);
    viewport.tileLayersChanged(link_->id);
    c = frameAt(904, -154);
    QVERIFY2(close(c, red), qPrintable(c.name()));
    c = frameAt(1034, -154);
    QVERIFY2(!close(c, green) && !close(c, red), qPrintable(c.name()));
    viewport.showLevel(nullptr, nullptr);
  }
};

QTEST_MAIN(TileLayerBigMapTest)
#include "tile_layer_big_map_test.moc"
