// Where the palette puts tiles and what a picked block means as a brush.
#include <QTest>

#include "ui/tileset/tile_palette_layout.h"

using namespace sw::editor;
using namespace sw::editor::tileset;

namespace {
sw::TilesetTile tile(const char* name, std::int64_t image, int x, int y, int w, int h, std::int64_t type = 0) {
  sw::TilesetTile t;
  t.name = name;
  t.image = image;
  t.x = x;
  t.y = y;
  t.width = w;
  t.height = h;
  t.typeId = type;
  return t;
}

// Image 0: a 2x2 block of 16 px tiles and a 32 px wide one below; image 1: one 8x8 tile.
sw::Tileset sample() {
  sw::Tileset t;
  t.name = "s";
  t.pixelsPerUnit = 16;
  t.images = {{"a.png", 32, 48}, {"b.png", 8, 8}};
  t.tiles = {tile("tl", 0, 0, 0, 16, 16, 1), tile("tr", 0, 16, 0, 16, 16, 1), tile("bl", 0, 0, 16, 16, 16, 2),
             tile("br", 0, 16, 16, 16, 16, 2), tile("Wide", 0, 0, 32, 32, 16, 3), tile("small", 1, 0, 0, 8, 8, 1)};
  return t;
}
}  // namespace

class TilePaletteLayoutTest : public QObject {
  Q_OBJECT
 private slots:
  void imageLayoutKeepsPixelRectangles() {
    const auto layout = layoutImages(sample(), 1000);
    QVERIFY(!layout.flow);
    QCOMPARE(layout.tiles.size(), std::size_t(6));
    QCOMPARE(layout.rects[1], QRect(16, 0, 16, 16));
    QCOMPARE(layout.rects[4], QRect(0, 32, 32, 16));
    // The second image sits to the right of the first, after the gap.
    QCOMPARE(layout.rects[5], QRect(32 + kBlockGap, 0, 8, 8));
    QCOMPARE(layout.size, QSize(32 + kBlockGap + 8, 48));
  }

  void imageBlocksWrap() {
    const auto layout = layoutImages(sample(), 36);
    QCOMPARE(layout.rects[5], QRect(0, 48 + kBlockGap, 8, 8));
  }

  void filterMatchesNameAndType() {
    const auto t = sample();
    QVERIFY(tileMatches(t.tiles[4], QStringLiteral("wID"), std::nullopt));
    QVERIFY(!tileMatches(t.tiles[4], QStringLiteral("x"), std::nullopt));
    QVERIFY(tileMatches(t.tiles[0], {}, 1));
    QVERIFY(!tileMatches(t.tiles[0], {}, 2));
    QVERIFY(!tileMatches(t.tiles[2], QStringLiteral("b"), 1));
  }

  void flowLayoutIsAGrid() {
    const auto layout = layoutFlow(sample(), {1, 3, 5}, 2 * (kFlowCell + 2));
    QVERIFY(layout.flow);
    QCOMPARE(layout.rects[0], QRect(0, 0, kFlowCell, kFlowCell));
    QCOMPARE(layout.rects[1], QRect(kFlowCell + 2, 0, kFlowCell, kFlowCell));
    QCOMPARE(layout.rects[2], QRect(0, kFlowCell + 2, kFlowCell, kFlowCell));
    // A wide tile keeps its aspect inside its cell.
    const QRect fitted = fitInCell(sample().tiles[4], QRect(0, 0, 64, 64));
    QCOMPARE(fitted.width(), 2 * fitted.height());
  }

  void blockStampHasColumnsRowsAndOffsets() {
    const auto t = sample();
    const auto layout = layoutImages(t, 1000);
    // Everything of image 0 but not the tile of image 1.
    const auto inside = tilesInside(layout, QRect(QPoint(-1, -1), QPoint(33, 49)));
    QCOMPARE(inside, (std::vector<int>{0, 1, 2, 3, 4}));
    const auto stamp = stampOf(t, layout, inside);
    QCOMPARE(stamp.tileset, std::string("s"));
    QCOMPARE(stamp.columns, 2);
    QCOMPARE(stamp.rows, 3);
    QCOMPARE(stamp.cells.size(), std::size_t(5));
    auto cell = [&](const char* name) {
      for (const auto& c : stamp.cells)
        if (c.tile == name) return c;
      return TilesetStore::Stamp::Cell{};
    };
    QCOMPARE(cell("tl").column, 0);
    QCOMPARE(cell("tl").row, 0);
    QCOMPARE(cell("br").column, 1);
    QCOMPARE(cell("br").row, 1);
    QCOMPARE(cell("Wide").row, 2);
    // Level units, y up from the block's lower-left: 16 px = 1 unit.
    QCOMPARE(cell("Wide").offset, (sw::Vec2{0, 0}));
    QCOMPARE(cell("tl").offset, (sw::Vec2{0, 2}));
    QCOMPARE(cell("br").offset, (sw::Vec2{1, 1}));
    // Row-major order.
    QCOMPARE(stamp.cells.front().tile, std::string("tl"));
    QCOMPARE(stamp.cells.back().tile, std::string("Wide"));
  }

  void bandSnapsToTheTilesUnderItsCorners() {
    const auto layout = layoutImages(sample(), 1000);
    // From inside "tl" to inside "br": the whole 2x2 block, not the wide tile below.
    const QRect snapped = snapToTiles(layout, QRect(QPoint(20, 20), QPoint(5, 5)));
    QCOMPARE(snapped, QRect(0, 0, 32, 32));
    QCOMPARE(tilesInside(layout, snapped), (std::vector<int>{0, 1, 2, 3}));
    // Corners over empty space add nothing.
    QCOMPARE(snapToTiles(layout, QRect(100, 100, 5, 5)), QRect(100, 100, 5, 5));
  }

  void partlyCoveredTilesAreNotPicked() {
    const auto layout = layoutImages(sample(), 1000);
    QCOMPARE(tilesInside(layout, QRect(0, 0, 24, 16)), (std::vector<int>{0}));
    QVERIFY(tilesInside(layout, QRect(4, 4, 4, 4)).empty());
  }
};

QTEST_APPLESS_MAIN(TilePaletteLayoutTest)
#include "tile_palette_layout_test.moc"
