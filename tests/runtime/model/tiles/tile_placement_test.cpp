// Placement on drop: nearest free position next to neighbours, for one tile and for a
// group that keeps its shape.
#include <QtTest>

#include "model/tiles/tile_placement.h"

using namespace sw;

class TilePlacementTest : public QObject {
  Q_OBJECT

 private slots:
  void snapsToNeighbourEdge() {
    std::vector<TileRect> placed{{{0, 0}, {2, 2}}};
    auto p = placeTile(placed, {{2.3, 0.1}, {1, 1}}, 0.5);
    QVERIFY(p.free && p.touching);
    QCOMPARE(p.offset.x, -0.3);
    QCOMPARE(p.offset.y, 0.0);  // the nearest touching spot: only x moves
  }

  void freeDropFarAwayStays() {
    std::vector<TileRect> placed{{{0, 0}, {2, 2}}};
    auto p = placeTile(placed, {{10, 10}, {1, 1}}, 0.5);
    QVERIFY(p.free);
    QVERIFY(!p.touching);
    QCOMPARE(p.offset, (Vec2{0, 0}));
  }

  void overlappingDropIsPushedOut() {
    // Varied sizes: a 3 x 1 tile dropped half into a 2 x 2 one lands beside it, not on it.
    std::vector<TileRect> placed{{{0, 0}, {2, 2}}, {{-4, 0}, {1, 1}}};
    auto p = placeTile(placed, {{1.4, 0.2}, {3, 1}}, 0.25);
    QVERIFY(p.free);
    QVERIFY(p.touching);
    const TileRect landed{{1.4 + p.offset.x, 0.2 + p.offset.y}, {3, 1}};
    for (const auto& r : placed) QVERIFY(!overlaps(landed, r));
    QCOMPARE(landed.min.x, 2.0);  // nearest: right of the big tile
  }

  void groupKeepsShape() {
    // An L-shaped group of three tiles dropped overlapping a wall of tiles: one offset for all.
    std::vector<TileRect> placed;
    for (int y = 0; y < 4; ++y) placed.push_back({{0, double(y)}, {1, 1}});
    std::vector<TileRect> group{{{0.6, 0.1}, {1, 1}}, {{1.6, 0.1}, {1, 1}}, {{0.6, 1.1}, {1, 2}}};
    auto p = placeGroup(placed, group, 0.5);
    QVERIFY(p.free && p.touching);
    QCOMPARE(p.offset.x, 0.4);
    QCOMPARE(p.offset.y, 0.0);
    for (const auto& g : group)
      for (const auto& r : placed) QVERIFY(!overlaps({{g.min.x + p.offset.x, g.min.y + p.offset.y}, g.size}, r));
  }

  void groupFillsAGapExactly() {
    // Two columns 2 apart; a 2-wide group dropped near the gap fits into it, touching both.
    std::vector<TileRect> placed{{{0, 0}, {1, 3}}, {{3, 0}, {1, 3}}};
    std::vector<TileRect> group{{{1.2, 0.9}, {1, 1}}, {{2.2, 0.9}, {1, 1}}};
    auto p = placeGroup(placed, group, 0.5);
    QVERIFY(p.free && p.touching);
    QCOMPARE(p.offset.x, -0.2);
  }

  void surroundedGivesUp() {
    std::vector<TileRect> placed{{{-50, -50}, {100, 100}}};
    auto p = placeTile(placed, {{0, 0}, {1, 1}}, 0.5);
    QVERIFY(!p.free);
    QCOMPARE(p.offset, (Vec2{0, 0}));
  }
};

QTEST_GUILESS_MAIN(TilePlacementTest)
#include "tile_placement_test.moc"
