// CollisionWorld (sim/collision_world.h): hits and misses on known geometry, slot
// bookkeeping, ordering, many objects against a brute-force answer, and no allocation
// (neither operator new nor Bullet's btAlignedAlloc) once warmed up.
#include "sim/collision/collision_world.h"

#include <LinearMath/btAlignedAllocator.h>

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "support/allocation_counter.h"

using namespace sw;
using sw::test::allocationCount;
using sw::test::countingAllocations;

namespace {

// Bullet allocates through btAlignedAlloc (malloc), which operator new does not see.
std::atomic<long> bulletAllocations{0};
void* countingAlloc(std::size_t size) {
  if (countingAllocations) ++bulletAllocations;
  return std::malloc(size);
}
void countingFree(void* p) { std::free(p); }
void* countingAlignedAlloc(std::size_t size, int alignment) {
  if (countingAllocations) ++bulletAllocations;
  void* p = nullptr;
  const std::size_t align = std::max<std::size_t>(static_cast<std::size_t>(alignment), sizeof(void*));
  return posix_memalign(&p, align, size ? size : 1) == 0 ? p : nullptr;
}

using Hits = std::vector<CollisionHit>;

Hits hits(std::initializer_list<std::pair<std::uint32_t, std::uint32_t>> pairs) {
  Hits out;
  for (auto [a, b] : pairs) out.push_back({a, b});
  return out;
}

QString describe(const Hits& list) {
  QStringList parts;
  for (const CollisionHit& h : list) parts << QStringLiteral("(%1,%2)").arg(h.a).arg(h.b);
  return parts.join(' ');
}

#define COMPARE_HITS(actual, expected) QCOMPARE(describe(actual), describe(expected))

Hits playerBulletsVsEnemies(CollisionWorld& w) {
  Hits out;
  w.playerBulletsHittingEnemies(out);
  return out;
}
Hits playerBulletsVsWalls(CollisionWorld& w) {
  Hits out;
  w.playerBulletsHittingWalls(out);
  return out;
}
Hits enemyBulletsVsWalls(CollisionWorld& w) {
  Hits out;
  w.enemyBulletsHittingWalls(out);
  return out;
}
Hits playersVsWalls(CollisionWorld& w) {
  Hits out;
  w.playersHittingWalls(out);
  return out;
}
Hits playersVsEnemies(CollisionWorld& w) {
  Hits out;
  w.playersHittingEnemies(out);
  return out;
}
Hits playersVsEnemyBullets(CollisionWorld& w) {
  Hits out;
  w.playersHittingEnemyBullets(out);
  return out;
}

// A unit cube centred on the origin: 8 corners, 12 triangles.
void unitCube(std::vector<Vec3>& positions, std::vector<std::uint32_t>& indices) {
  positions.clear();
  for (int i = 0; i < 8; ++i)
    positions.push_back({i & 1 ? 0.5 : -0.5, i & 2 ? 0.5 : -0.5, i & 4 ? 0.5 : -0.5});
  indices = {0, 2, 1, 1, 2, 3, 4, 5, 6, 5, 7, 6, 0, 1, 4, 1, 5, 4,
             2, 6, 3, 3, 6, 7, 0, 4, 2, 2, 4, 6, 1, 3, 5, 3, 7, 5};
}

const Polygon kSquareWall{{0, 0}, {4, 0}, {4, 1}, {0, 1}};
// An L: the arms are 2 wide, the notch is the square (2,2)-(6,6).
const Polygon kLWall{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}};

CollisionCapacity smallCapacity() {
  CollisionCapacity c;
  c.enemies = 8;
  c.players = 2;
  c.playerBullets = 8;
  c.enemyBullets = 8;
  c.walls = 4;
  return c;
}

}  // namespace

class CollisionWorldTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    btAlignedAllocSetCustom(countingAlloc, countingFree);
    btAlignedAllocSetCustomAligned(countingAlignedAlloc, countingFree);
  }

  void emptyShapesAreRejected() {
    CollisionWorld w(smallCapacity());
    QCOMPARE(w.addSphereSet({}), -1);
    QCOMPARE(w.addSphereSet({{0, 0, 0}}), -1);
    QCOMPARE(w.addTriangleMesh({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, {}), -1);
    QCOMPARE(w.addWalls({}), -1);
    QCOMPARE(w.addWalls({{{0, 0}, {1, 1}}}), -1);  // two points enclose nothing
    QVERIFY(w.addSphereSet({{0, 0, 1}}) >= 0);
  }

  void sphereJustTouchingOrJustApart() {
    CollisionWorld w(smallCapacity());
    const int enemy = w.addSphereSet({{0, 0, 1}});
    w.placeEnemy(0, enemy, {0, 0});
    w.placePlayerBullet(0, {1.5, 0}, 0.5);  // centres 1.5 apart, radii sum 1.5
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{0, 0}}));
    w.placePlayerBullet(0, {1.51, 0}, 0.5);
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({}));
    w.placePlayerBullet(0, {0, -1.5}, 0.5);
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{0, 0}}));
    w.placePlayerBullet(0, {0, -1.51}, 0.5);
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({}));
  }

  void bulletAgainstSphereSet() {
    CollisionWorld w(smallCapacity());
    const int ship = w.addSphereSet({{-2, 0, 0.5}, {0, 0, 0.5}, {2, 0, 0.5}, {0, 1, 0.5}});
    w.placeEnemy(3, ship, {10, 5});
    w.placePlayerBullet(0, {12.6, 5}, 0.1);   // touches the right sphere (2 + 0.5 + 0.1)
    w.placePlayerBullet(1, {11, 5}, 0.1);     // in the gap between two spheres
    w.placePlayerBullet(2, {10, 6.61}, 0.1);  // just above the top sphere
    w.placePlayerBullet(3, {10, 5.5}, 0.8);   // overlaps all four spheres: one pair
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{0, 3}, {3, 3}}));
  }

  void bulletAgainstTriangleMesh() {
    CollisionWorld w(smallCapacity());
    std::vector<Vec3> positions;
    std::vector<std::uint32_t> indices;
    unitCube(positions, indices);
    const int cube = w.addTriangleMesh(positions, indices);
    QVERIFY(cube >= 0);
    w.placeEnemy(1, cube, {3, 0});
    w.placePlayerBullet(0, {3.7, 0}, 0.25);      // 0.2 from the face x = 3.5: hit
    w.placePlayerBullet(1, {3.8, 0}, 0.25);      // 0.05 away: miss
    w.placePlayerBullet(2, {3, 0.74}, 0.25);     // 0.01 into the top face: hit
    w.placePlayerBullet(3, {3, -0.76}, 0.25);    // 0.01 below the bottom face: miss
    w.placePlayerBullet(4, {3.6, 0.6}, 0.15);    // near the edge (3.5, 0.5): 0.141 away: hit
    w.placePlayerBullet(5, {3.62, 0.62}, 0.15);  // 0.17 away: miss
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{0, 1}, {2, 1}, {4, 1}}));
  }

  void playerAgainstWallEdge() {
    CollisionWorld w(smallCapacity());
    const int ship = w.addSphereSet({{0, 0, 0.5}});
    w.setPlayerShape(ship);
    const int wall = w.addWalls({kSquareWall});
    w.placeWall(0, wall, {0, 0});
    w.placePlayer(0, {2, 1.5});  // touching the top edge
    w.placePlayer(1, {2, 1.51});
    COMPARE_HITS(playersVsWalls(w), hits({{0, 0}}));
    w.placePlayer(0, {4.3, 1.4});  // 0.5 from the corner (4, 1)
    w.placePlayer(1, {4.31, 1.41});
    COMPARE_HITS(playersVsWalls(w), hits({{0, 0}}));
    w.placePlayer(0, {-0.51, 0.5});
    w.placePlayer(1, {-0.5, 0.5});
    COMPARE_HITS(playersVsWalls(w), hits({{1, 0}}));
  }

  void sphereWhollyInsideConcaveWall_data() {
    QTest::addColumn<bool>("clockwise");
    QTest::newRow("counter-clockwise") << false;
    QTest::newRow("clockwise") << true;
  }
  void sphereWhollyInsideConcaveWall() {
    QFETCH(bool, clockwise);
    Polygon polygon = kLWall;
    if (clockwise) std::reverse(polygon.begin(), polygon.end());
    CollisionWorld w(smallCapacity());
    w.setPlayerShape(w.addSphereSet({{0, 0, 0.3}}));
    w.placeWall(1, w.addWalls({polygon}), {0, 0});
    w.placePlayer(0, {1, 4});  // deep in the upright arm
    w.placePlayer(1, {4, 4});  // in the notch, 2.83 from the inner corner
    COMPARE_HITS(playersVsWalls(w), hits({{0, 1}}));
    w.placeEnemyBullet(0, {4, 1}, 0.1);       // deep in the lying arm
    w.placeEnemyBullet(1, {1, 1}, 0.1);       // in the corner square
    w.placeEnemyBullet(2, {2.5, 2.5}, 0.1);   // in the notch, 0.5 from the corner
    w.placeEnemyBullet(3, {1.9, 5.9}, 0.05);  // inside, near the far end
    COMPARE_HITS(enemyBulletsVsWalls(w), hits({{0, 1}, {1, 1}, {3, 1}}));
  }

  void wallPlacedAtTileOrigin() {
    CollisionWorld w(smallCapacity());
    const int wall = w.addWalls({kSquareWall});
    w.placeWall(2, wall, {100, -50});
    w.placePlayerBullet(0, {2, 0.5}, 0.1);  // where the wall would be at the origin
    w.placePlayerBullet(1, {102, -49.5}, 0.1);
    w.placePlayerBullet(2, {104.1, -49.5}, 0.1);  // touching the right edge
    w.placePlayerBullet(3, {104.11, -49.5}, 0.1);
    COMPARE_HITS(playerBulletsVsWalls(w), hits({{1, 2}, {2, 2}}));
    w.placeWall(2, wall, {0, 0});  // the tile scrolled: same slot, new origin
    COMPARE_HITS(playerBulletsVsWalls(w), hits({{0, 2}}));
  }

  void inactiveSlotsAreNeverReported() {
    CollisionWorld w(smallCapacity());
    const int blob = w.addSphereSet({{0, 0, 1}});
    w.setPlayerShape(blob);
    w.placePlayerBullet(2, {0, 0}, 0.5);  // slots 0 and 1 never placed
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({}));
    for (std::size_t slot = 0; slot < 5; ++slot) w.placeEnemy(slot, blob, {0, 0});
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}}));
    w.removeEnemiesFrom(2);
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{2, 0}, {2, 1}}));
    w.removeEnemy(0);
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{2, 1}}));
    w.placeEnemy(4, blob, {0, 0});  // a freed slot comes back when placed again
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{2, 1}, {2, 4}}));

    for (std::size_t slot = 0; slot < 6; ++slot) w.placePlayerBullet(slot, {0, 0.5}, 0.1);
    w.removePlayerBulletsFrom(3);
    w.removePlayerBullet(1);
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{0, 1}, {0, 4}, {2, 1}, {2, 4}}));

    for (std::size_t slot = 0; slot < 4; ++slot) w.placeEnemyBullet(slot, {0, 0}, 0.1);
    w.placePlayer(0, {0, 0});
    w.placePlayer(1, {0, 0});
    w.removeEnemyBulletsFrom(2);
    w.removePlayer(0);
    COMPARE_HITS(playersVsEnemyBullets(w), hits({{1, 0}, {1, 1}}));
    COMPARE_HITS(playersVsEnemies(w), hits({{1, 1}, {1, 4}}));

    const int wall = w.addWalls({kSquareWall});
    w.placeWall(0, wall, {-2, -0.5});
    COMPARE_HITS(playersVsWalls(w), hits({{1, 0}}));
    w.removeWall(0);
    COMPARE_HITS(playersVsWalls(w), hits({}));
    COMPARE_HITS(enemyBulletsVsWalls(w), hits({}));
  }

  // A shape with fewer spheres replacing one with more in the same slot (swap-remove
  // moves entities between slots) leaves none of the old spheres behind.
  void smallerShapeReplacesLargerOne() {
    CollisionWorld w(smallCapacity());
    const int wide = w.addSphereSet({{-3, 0, 0.5}, {0, 0, 0.5}, {3, 0, 0.5}});
    const int small = w.addSphereSet({{0, 0, 0.5}});
    w.placeEnemy(0, wide, {0, 0});
    w.placePlayerBullet(0, {3, 0}, 0.1);
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({{0, 0}}));
    w.placeEnemy(0, small, {0, 0});
    COMPARE_HITS(playerBulletsVsEnemies(w), hits({}));
  }

  void outputIsSortedAndDeduplicated() {
    CollisionWorld w(smallCapacity());
    const int pair = w.addSphereSet({{-0.3, 0, 0.5}, {0.3, 0, 0.5}});
    w.setPlayerShape(pair);
    // Placed in reverse order, every bullet touching both spheres of several enemies.
    for (std::size_t slot = 8; slot-- > 0;) w.placeEnemy(slot, pair, {slot * 0.5, 0});
    for (std::size_t slot = 8; slot-- > 0;) w.placePlayerBullet(slot, {slot * 0.5, 0.2}, 0.3);
    const Hits out = playerBulletsVsEnemies(w);
    QVERIFY(std::is_sorted(out.begin(), out.end(),
                           [](auto l, auto r) { return l.a != r.a ? l.a < r.a : l.b < r.b; }));
    QVERIFY(std::adjacent_find(out.begin(), out.end()) == out.end());
    // Bullet i at x = 0.5 i reaches enemy j's spheres (centres 0.5 j +- 0.3, radius 0.5)
    // when |0.5 (i - j)| - 0.3 < 0.8, i.e. |i - j| <= 2.
    Hits expected;
    for (std::uint32_t i = 0; i < 8; ++i)
      for (std::uint32_t j = 0; j < 8; ++j)
        if (std::abs(int(i) - int(j)) <= 2) expected.push_back({i, j});
    COMPARE_HITS(out, expected);

    w.placePlayer(1, {1.0, 0});
    w.placePlayer(0, {3.0, 0});
    Hits players = playersVsEnemies(w);
    QVERIFY(std::adjacent_find(players.begin(), players.end()) == players.end());
    // Player spheres at x +- 0.3 reach enemy spheres when |0.5 j - x| <= 1 + 0.6.
    Hits expectedPlayers;
    for (std::uint32_t p : {0u, 1u})
      for (std::uint32_t j = 0; j < 8; ++j)
        if (std::abs(0.5 * j - (p == 0 ? 3.0 : 1.0)) < 1.6) expectedPlayers.push_back({p, j});
    COMPARE_HITS(players, expectedPlayers);
  }

  // 2000 bullets on a grid against a few enemies, players and a wall, checked pair by
  // pair against the plain distance formula.
  void manyBulletsMatchBruteForce() {
    CollisionCapacity c;
    c.enemies = 20;
    c.players = 2;
    c.playerBullets = 2000;
    c.enemyBullets = 2000;
    c.walls = 2;
    CollisionWorld w(c);
    const std::vector<Vec3> shipSpheres{{0, 0, 0.6}, {-0.8, 0.3, 0.35}, {0.7, -0.2, 0.45}};
    const int ship = w.addSphereSet(shipSpheres);
    w.setPlayerShape(ship);
    struct Sphere {
      double x, y, r;
      std::uint32_t slot;
    };
    std::vector<Sphere> enemySpheres, playerSpheres;
    for (std::uint32_t e = 0; e < 20; ++e) {
      const Vec2 at{-14.03 + 1.47 * e, std::sin(e * 1.3) * 7.0};
      w.placeEnemy(e, ship, at);
      for (const Vec3& s : shipSpheres) enemySpheres.push_back({at.x + s.x, at.y + s.y, s.z, e});
    }
    for (std::uint32_t p = 0; p < 2; ++p) {
      const Vec2 at{-6.1 + 9.3 * p, 2.2 - 4.9 * p};
      w.placePlayer(p, at);
      for (const Vec3& s : shipSpheres) playerSpheres.push_back({at.x + s.x, at.y + s.y, s.z, p});
    }
    // A wall strip along the bottom: a sphere touches it when its centre is within r of y = -8.
    w.placeWall(0, w.addWalls({{{-20, -12}, {20, -12}, {20, -8}, {-20, -8}}}), {0, 0});

    Hits expectedEnemies, expectedPlayers, expectedWalls;
    bool borderline = false;  // a pair too close to touching to test either way
    std::uint32_t slot = 0;
    for (int row = 0; row < 40; ++row) {
      for (int col = 0; col < 50; ++col, ++slot) {
        const double x = -16 + col * 0.647 + 0.0123 * row, y = -9.9 + row * 0.4707,
                     r = 0.05 + 0.01 * (slot % 7);
        w.placePlayerBullet(slot, {x, y}, r);
        w.placeEnemyBullet(slot, {x, y}, r);
        auto touches = [&](const Sphere& s) {
          const double gap = std::hypot(x - s.x, y - s.y) - (r + s.r);
          borderline = borderline || std::abs(gap) < 1e-6;
          return gap <= 0;
        };
        for (const Sphere& s : enemySpheres)
          if (touches(s) &&
              (expectedEnemies.empty() || !(expectedEnemies.back() == CollisionHit{slot, s.slot})))
            expectedEnemies.push_back({slot, s.slot});
        for (const Sphere& s : playerSpheres)
          if (touches(s)) expectedPlayers.push_back({s.slot, slot});
        borderline = borderline || std::abs(y - r + 8) < 1e-6;
        if (y - r <= -8) expectedWalls.push_back({slot, 0});
      }
    }
    std::sort(expectedPlayers.begin(), expectedPlayers.end(),
              [](auto l, auto r) { return l.a != r.a ? l.a < r.a : l.b < r.b; });
    expectedPlayers.erase(std::unique(expectedPlayers.begin(), expectedPlayers.end()), expectedPlayers.end());
    QVERIFY(!borderline);
    QVERIFY(expectedEnemies.size() > 50);
    QVERIFY(expectedPlayers.size() > 5);
    QVERIFY(expectedWalls.size() > 50);
    COMPARE_HITS(playerBulletsVsEnemies(w), expectedEnemies);
    COMPARE_HITS(playersVsEnemyBullets(w), expectedPlayers);
    COMPARE_HITS(enemyBulletsVsWalls(w), expectedWalls);
    COMPARE_HITS(playerBulletsVsWalls(w), expectedWalls);
  }

  void placingAndQueryingDoNotAllocate() {
    CollisionCapacity c;
    c.enemies = 300;
    c.players = 2;
    c.playerBullets = 1000;
    c.enemyBullets = 1000;
    c.walls = 4;
    // The counting hooks see Bullet's allocations (setting up a world makes plenty).
    bulletAllocations = 0;
    countingAllocations = true;
    CollisionWorld w(c);
    countingAllocations = false;
    QVERIFY(bulletAllocations > 0);
    const int ship = w.addSphereSet({{0, 0, 0.5}, {-0.6, 0.2, 0.3}, {0.6, -0.2, 0.3}, {0, 0.5, 0.2}});
    const int drone = w.addSphereSet({{0, 0, 0.4}});
    std::vector<Vec3> positions;
    std::vector<std::uint32_t> indices;
    unitCube(positions, indices);
    const int cube = w.addTriangleMesh(positions, indices);
    w.setPlayerShape(ship);
    const int tile = w.addWalls(
        {{{0, -9}, {8, -9}, {8, -7}, {5, -6}, {3, -7.5}, {0, -7}}, {{0, 9}, {8, 9}, {8, 7}, {0, 8}}});
    const int shapes[] = {ship, drone, cube};

    std::vector<CollisionHit> outs[6];
    for (auto& out : outs) out.reserve(20000);
    long hitsSeen = 0;
    auto tick = [&](int t) {
      // Pools shrink and grow, so slots turn inactive and active again.
      const std::size_t enemies = 250 + (t * 7) % 50, bullets = 900 + (t * 13) % 100;
      for (std::size_t i = 0; i < enemies; ++i)
        w.placeEnemy(i, shapes[(i + t / 10) % 3],
                     {-16 + std::fmod(i * 0.37 + t * 0.05, 32.0), -8 + std::fmod(i * 0.61, 16.0)});
      w.removeEnemiesFrom(enemies);
      for (std::size_t i = 0; i < bullets; ++i) {
        const Vec2 at{-16 + std::fmod(i * 0.29 + t * 0.3, 32.0), -9 + std::fmod(i * 0.53 + t * 0.1, 18.0)};
        w.placePlayerBullet(i, at, 0.1);
        w.placeEnemyBullet(i, {-at.x, at.y}, 0.15);
      }
      w.removePlayerBulletsFrom(bullets);
      w.removeEnemyBulletsFrom(bullets - 50);
      for (std::size_t p = 0; p < 2; ++p)
        w.placePlayer(p, {-10.0 + 5 * p + std::sin(t * 0.1), 6.0 * std::cos(t * 0.05)});
      for (std::size_t s = 0; s < 4; ++s) w.placeWall(s, tile, {-16.0 + 8 * s - std::fmod(t * 0.1, 8.0), 0});
      w.playerBulletsHittingEnemies(outs[0]);
      w.playerBulletsHittingWalls(outs[1]);
      w.enemyBulletsHittingWalls(outs[2]);
      w.playersHittingEnemies(outs[3]);
      w.playersHittingEnemyBullets(outs[4]);
      w.playersHittingWalls(outs[5]);
      for (auto& out : outs) hitsSeen += static_cast<long>(out.size());
    };
    for (int t = 0; t < 5; ++t) tick(t);
    allocationCount = 0;
    bulletAllocations = 0;
    countingAllocations = true;
    hitsSeen = 0;
    for (int t = 5; t < 105; ++t) tick(t);
    countingAllocations = false;
    QVERIFY2(hitsSeen > 1000, "the scene should collide a lot");
    QCOMPARE(allocationCount.load(), 0L);
    QCOMPARE(bulletAllocations.load(), 0L);
  }
};

QTEST_GUILESS_MAIN(CollisionWorldTest)
#include "collision_world_test.moc"
