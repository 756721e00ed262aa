// A frame's shapes placed in the world: the tile's origin goes to the feet, facing left
// mirrors x about it, and a mirrored polygon keeps its winding.
#include <QtTest>

#include "model/platformer/sprite_frames.h"
#include "model/tiles/polygon.h"

using namespace sw;

class SpriteFramesTest : public QObject {
  Q_OBJECT

 private slots:
  void originIsAFractionOfTheTile() {
    TilesetTile tile;
    tile.size = {2, 3};
    QCOMPARE(frameOrigin(tile), (Vec2{1, 0}));  // the default: bottom centre
    tile.origin = {0.25, 0.5};
    QCOMPARE(frameOrigin(tile), (Vec2{0.5, 1.5}));
  }

  void attackShapeFollowsFeetAndFacing() {
    TilesetTile tile;
    tile.size = {2, 2};  // origin (1, 0)
    // A sword swing to the right of the body, counter-clockwise.
    tile.attackShape = {{{1.5, 0.5}, {2, 0.5}, {2, 1.5}, {1.5, 1.5}}};
    const Vec2 feet{10, 4};
    const auto right = placeFrameShapes(tile, tile.attackShape, feet, +1);
    QCOMPARE(right.size(), std::size_t(1));
    QCOMPARE(right[0], (Polygon{{10.5, 4.5}, {11, 4.5}, {11, 5.5}, {10.5, 5.5}}));
    const auto left = placeFrameShapes(tile, tile.attackShape, feet, -1);
    // Mirrored about x = 10 and written in reverse, so still counter-clockwise.
    QCOMPARE(left[0], (Polygon{{9.5, 5.5}, {9, 5.5}, {9, 4.5}, {9.5, 4.5}}));
    QVERIFY(signedArea(right[0]) > 0);
    QVERIFY(signedArea(left[0]) > 0);
    QCOMPARE(placeFramePoint(tile, {1, 2}, feet, -1), (Vec2{10, 6}));  // on the origin's line: unmoved by facing
  }

  void originOffTheCentreMirrorsAboutItself() {
    TilesetTile tile;
    tile.size = {4, 2};
    tile.origin = {0.25, 0};  // feet 1 unit from the left edge
    QCOMPARE(placeFramePoint(tile, {0, 0}, {0, 0}, +1), (Vec2{-1, 0}));
    QCOMPARE(placeFramePoint(tile, {0, 0}, {0, 0}, -1), (Vec2{1, 0}));
    QCOMPARE(placeFramePoint(tile, {4, 2}, {0, 0}, -1), (Vec2{-3, 2}));
    QVERIFY(placeFrameShapes(tile, {}, {0, 0}, 1).empty());
  }
};

QTEST_APPLESS_MAIN(SpriteFramesTest)
#include "sprite_frames_test.moc"
