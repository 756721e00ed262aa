// Benchmark (label bench, run on purpose under xvfb: Mesa llvmpipe): a generated
// 1024 x 1024 map with 4 layers (91% of the cells used, as the TMX bench's map) in a
// 1600 x 900 level view, the whole map in view. Times frames while panning a little
// (event + render + read-back, as tile_instances_bench does) and the rebuild after an
// edit of one tile while zoomed out; prints frame_ms (median, max), the tiles drawn and
// whether the layers were drawn from their overview images. The target is 33 ms.
#include <QElapsedTimer>
#include <QtTest>
#include <algorithm>
#include <cstdio>

#include "model/level/level.h"
#include "model/project/project.h"
#include "view/level_view.h"
#include "view/tile_layer_batches.h"

using namespace sw;

class TileMapFrameBench : public QObject {
  Q_OBJECT
 private slots:
  void wholeMapInView() {
    const int side = qEnvironmentVariableIntValue("SW_BENCH_MAP_SIZE") > 0 ? qEnvironmentVariableIntValue("SW_BENCH_MAP_SIZE") : 1024;
    Project project;
    auto level = std::make_unique<Level>();
    auto link = std::make_unique<TileInstance>();
    link->name = "map";
    link->tile = "none";
    std::uint32_t seed = 12345;
    auto next = [&] { return seed = seed * 1664525u + 1013904223u; };
    std::size_t total = 0;
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
      total += layer.tiles.size();
      link->tileLayers.push_back(std::move(layer));
    }
    TileInstance* map = link.get();
    level->chain.push_back(std::move(link));
    project.levels.push_back(std::move(level));

    ui::LevelView viewport;
    // 64 tiles of 16 x 16 pixels in one 128 x 128 atlas, each its own colour.
    QImage atlas(128, 128, QImage::Format_RGBA8888);
    for (int t = 0; t < 64; ++t)
      for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
          atlas.setPixelColor((t % 8) * 16 + x, (t / 8) * 16 + y, QColor::fromHsv((t * 37) % 360, 200, 100 + (x + y) * 4));
    viewport.setTileArt(
        [](const std::string&, const std::string& tile) {
          const int t = std::stoi(tile.substr(1));
          return ui::TileArt{true, QStringLiteral("/atlas.png"), QRect((t % 8) * 16, (t / 8) * 16, 16, 16)};
        },
        [atlas](const QString&) { return atlas; });
    viewport.resize(1600, 900);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    QElapsedTimer timer;
    timer.start();
    viewport.showLevel(&project, project.levels.front().get());
    viewport.followArea(QRectF(0, -side, side, side));
    const double firstBuild = double(timer.nsecsElapsed()) / 1e6;
    (void)viewport.grabImage();
    auto* batches = viewport.tileLayerBatches();

    std::vector<double> frames;
    for (int i = 1; i <= 20; ++i) {
      timer.restart();
      viewport.followArea(QRectF(i % 2 ? 2 : 0, -side, side, side));  // within the built area: no rebuild
      (void)viewport.grabImage();
      frames.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(frames.begin(), frames.end());
    // An edit while zoomed out: the next rebuild paints the texels around it again.
    std::vector<double> edits;
    for (int i = 0; i < 5; ++i) {
      timer.restart();
      map->tileLayers[0].tiles[std::size_t(i) * 1000].ref = std::uint32_t(i + 1);
      viewport.tileLayersChanged(map->id);
      (void)viewport.grabImage();
      edits.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(edits.begin(), edits.end());
    std::printf("map: %dx%d, 4 layers, %zu tiles; view 1600x900, whole map in view\n", side, side, total);
    std::printf("first build + frame: %.1f ms; drawn tiles %zu (%s), sprites %d\n", firstBuild, batches->drawnTiles(),
                batches->overview() ? "overview images" : "sprites", batches->spriteCount());
    std::printf("frame_ms panning: median %.1f, max %.1f (%.1f fps)\n", frames[frames.size() / 2], frames.back(),
                1000.0 / frames[frames.size() / 2]);
    std::printf("edit one tile zoomed out, rebuild + frame: median %.1f ms, max %.1f ms\n", edits[edits.size() / 2],
                edits.back());
    QCOMPARE(batches->drawnTiles(), total);
    viewport.showLevel(nullptr, nullptr);
  }
};

QTEST_MAIN(TileMapFrameBench)
#include "tile_map_frame_bench.moc"
