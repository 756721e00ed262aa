// WallGrid (sim/wall_grid.h): the enemy bullets' wall test gives the same hits as the
// general broadphase (CollisionWorld's extruded prisms) on known geometry: concave and
// overlapping polygons, points inside, on and near edges, radii above the grid's reach,
// and a few thousand random circles compared one by one.
#include "sim/collision/wall_grid.h"

#include <QtTest>

#include "core/random.h"
#include "sim/collision/collision_world.h"

using namespace sw;

namespace {

Polygon box(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

// The stress level's ramp tiles, an overlapping pair of boxes and an L (concave).
std::vector<Polygon> knownWalls() {
  return {box(0, -9, 32, -8.6),
          box(6, -9, 8, -8.6),  // overlaps the first
          {{0, 9}, {0, 8.6}, {16, 8.7}, {32, 8.6}, {32, 9}},
          {{10, 0}, {14, 0}, {14, 1}, {11, 1}, {11, 4}, {10, 4}}};
}

// The old answer: CollisionWorld with the walls in slot 0 at `origin`, one enemy bullet.
bool broadphaseTouches(CollisionWorld& world, int shape, Vec2 origin, Vec2 p, double radius) {
  world.placeWall(0, shape, origin);
  world.placeEnemyBullet(0, p, radius);
  std::vector<CollisionHit> out;
  out.reserve(8);
  world.enemyBulletsHittingWalls(out);
  return !out.empty();
}

}  // namespace

class WallGridTest : public QObject {
  Q_OBJECT

 private slots:
  void knownPoints() {
    const WallGrid grid(knownWalls(), 1.0);
    QVERIFY(!grid.empty());
    QVERIFY(grid.touches({16, 0}, 0.25) == false);      // the open middle
    QVERIFY(grid.touches({16, -8.8}, 0.01));            // inside the floor
    QVERIFY(grid.touches({7, -8.8}, 0.01));             // inside both overlapping boxes
    QVERIFY(!grid.touches({16, -8.3}, 0.25));           // 0.3 above the floor
    QVERIFY(!grid.touches({16, -8.2}, 0.25));           // 0.4 above it
    QVERIFY(grid.touches({16, -8.35}, 0.25));           // exactly touching counts
    QVERIFY(grid.touches({12.5, 2.0}, 0.1) == false);   // in the L's notch
    QVERIFY(grid.touches({10.5, 3.0}, 0.1));            // in the L's upright
    QVERIFY(grid.touches({11.2, 2.0}, 0.25));           // 0.2 from the upright's inner edge
    QVERIFY(!grid.touches({11.3, 2.0}, 0.25));
    QVERIFY(grid.touches({16, -5}, 3.7));               // radius above the reach: brute force (3.6 away)
    QVERIFY(!grid.touches({16, -5}, 3.5));
    QVERIFY(!grid.touches({std::nan(""), 0}, 0.25));    // NaN never touches
    QVERIFY(!WallGrid({}, 1.0).touches({0, 0}, 5));     // no walls
  }

  void sameHitsAsBroadphase() {
    const std::vector<Polygon> walls = knownWalls();
    CollisionCapacity capacity;
    capacity.enemyBullets = 1;
    capacity.walls = 1;
    CollisionWorld world(capacity);
    const int shape = world.addWalls(walls);
    const WallGrid grid(walls, 1.0);
    const Vec2 origin{-3.5, 0.25};  // the tile's origin in the frame, as RuntimeLevel places it
    MwcRandom random(7, 11);
    int hits = 0;
    for (int i = 0; i < 4000; ++i) {
      // Mostly near the walls, where the answers can differ.
      const Vec2 local{random.unit() * 36 - 2, random.unit() * 20 - 10};
      const double radius = i % 10 == 0 ? 1.5 : 0.05 + random.unit() * 0.5;
      const Vec2 frame = local + origin;
      const bool expected = broadphaseTouches(world, shape, origin, frame, radius);
      const bool actual = grid.touches(frame - origin, radius);
      if (expected != actual)
        QFAIL(qPrintable(QStringLiteral("circle (%1, %2) r %3: broadphase %4, grid %5")
                             .arg(local.x, 0, 'g', 17).arg(local.y, 0, 'g', 17).arg(radius).arg(expected).arg(actual)));
      hits += expected ? 1 : 0;
    }
    QVERIFY(hits > 200);  // the sample did go near the walls
  }
};

QTEST_APPLESS_MAIN(WallGridTest)
#include "wall_grid_test.moc"
