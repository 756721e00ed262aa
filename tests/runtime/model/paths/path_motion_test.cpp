// Motion along a path in ticks (easing, end of an open path, wrap of a closed one) and
// formations (lateral offsets, delays, mirror).
#include <QtTest>
#include <cstring>

#include "model/level/formation.h"
#include "model/paths/path.h"

using namespace sw;

namespace {
bool closeTo(Vec2 a, Vec2 b, double eps = 1e-9) { return (a - b).length() < eps; }

// A straight path along +x from (0, 0) to (length, 0).
Path straight(double length) {
  Path path;
  path.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner}, {{length, 0}, {}, {}, Path::PointKind::Corner}});
  return path;
}
}  // namespace

class PathMotionTest : public QObject {
  Q_OBJECT
 private slots:
  void constantSpeedWithoutEasing() {
    MotionProfile m{0.5, 0, 0};
    for (int t = 0; t < 20; ++t) {
      auto s = motionAt(100, false, m, t);
      QCOMPARE(s.distance, 0.5 * t);
      QCOMPARE(s.speed, 0.5);
      QVERIFY(!s.endReached);
    }
    auto end = motionAt(100, false, m, 200);
    QVERIFY(end.endReached);
    QCOMPARE(end.distance, 100.0);
    QVERIFY(!motionAt(100, false, m, 199.9).endReached);
    QCOMPARE(ticksToTravel(100, false, m), 200.0);
    QCOMPARE(motionAt(100, false, m, 10, 30).distance, 35.0);  // start offset
  }

  void easingStartsSlowAndReachesFullSpeed() {
    MotionProfile m{0.4, 30, 20};
    const double length = 100;
    double previous = 0, previousStep = 0;
    // Ramp up: steps grow from nearly nothing to v.
    for (int t = 1; t <= 30; ++t) {
      double d = motionAt(length, false, m, t).distance;
      double step = d - previous;
      QVERIFY(step > previousStep);
      if (t == 1) QVERIFY(step < 0.01 * m.speed);
      previous = d, previousStep = step;
    }
    QVERIFY(std::abs(motionAt(length, false, m, 30).speed - 0.4) < 1e-12);
    QVERIFY(std::abs(motionAt(length, false, m, 30).distance - 0.4 * 30 / 2) < 1e-12);
    // Cruise: exactly v per tick.
    for (int t = 31; t < 60; ++t)
      QVERIFY(std::abs(motionAt(length, false, m, t).distance - motionAt(length, false, m, t - 1).distance -
                       0.4) < 1e-12);
    // Ramp down: arrives at the end with (nearly) no speed, after exactly the planned ticks.
    const double total = ticksToTravel(length, false, m);
    QVERIFY(std::abs(total - (30 + 20 + (100 - 0.4 * 25) / 0.4)) < 1e-9);
    auto lastStep =
        motionAt(length, false, m, total).distance - motionAt(length, false, m, total - 1).distance;
    QVERIFY(lastStep < 0.01 * m.speed);
    QVERIFY(motionAt(length, false, m, total).endReached);
    QCOMPARE(motionAt(length, false, m, total + 50).distance, length);
    // Continuous: no jump where the phases meet.
    for (double t : {30.0, total - 20})
      QVERIFY(std::abs(motionAt(length, false, m, t - 1e-6).distance -
                       motionAt(length, false, m, t + 1e-6).distance) < 1e-5);
  }

  void shortPathLowersThePeak() {
    MotionProfile m{1.0, 40, 40};  // the ramps alone would need 40 units
    auto mid = motionAt(10, false, m, 40);
    QVERIFY(std::abs(mid.distance - 5) < 1e-9);
    QVERIFY(mid.speed < 1.0);
    QVERIFY(motionAt(10, false, m, 80).endReached);
    QVERIFY(std::abs(motionAt(10, false, m, 80).distance - 10) < 1e-12);
  }

  void closedPathWrapsAndNeverEnds() {
    MotionProfile m{0.5, 0, 30};  // ease-out is ignored on a closed path
    auto s = motionAt(10, true, m, 25);
    QVERIFY(!s.endReached);
    QCOMPARE(s.travelled, 12.5);
    QVERIFY(std::abs(s.distance - 2.5) < 1e-12);
    QVERIFY(std::abs(motionAt(10, true, m, 1000001).distance - std::fmod(500000.5, 10.0)) < 1e-6);
    QCOMPARE(motionAt(10, true, m, 0, 12).distance, 2.0);  // start offset wraps too
    QCOMPARE(ticksToTravel(10, true, m), 20.0);
  }

  void singleShipFliesOnThePath() {
    Path path = straight(50);
    PathCurve curve(path);
    Spawn spawn;
    auto pose = formationShipAt(&curve, spawn, 0, 10, {0.5, 0, 0});
    QVERIFY(closeTo(pose.position, {5, 0}));
    QVERIFY(closeTo(pose.direction, {1, 0}));
    QVERIFY(pose.launched);
    QCOMPARE(formationSlot(spawn, 0).lateral, 0.0);
  }

  void threeShipsAreSymmetricAcrossThePath() {
    Path path = straight(50);
    PathCurve curve(path);
    Spawn spawn;
    spawn.count = 3;
    spawn.spacing = 2;
    auto ships = formationAt(&curve, spawn, 10, {0.5, 0, 0});
    QCOMPARE(ships.size(), std::size_t(3));
    // Travel along +x: left of travel is +y.
    QVERIFY(closeTo(ships[0].position, {5, -2}));
    QVERIFY(closeTo(ships[1].position, {5, 0}));
    QVERIFY(closeTo(ships[2].position, {5, 2}));
    QCOMPARE(formationSlot(1, 4, 1.0, 0).lateral, -0.5);
    QCOMPARE(formationSlot(3, 4, 1.0, 0).lateral, 1.5);
  }

  void lateralOffsetFollowsTheTangent() {
    Path path;
    path.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner}, {{0, 10}, {}, {}, Path::PointKind::Corner}});
    PathCurve curve(path);
    Spawn spawn;
    spawn.count = 2;
    spawn.spacing = 4;
    auto ships = formationAt(&curve, spawn, 4, {1, 0, 0});
    // Travel along +y: left is -x.
    QVERIFY(closeTo(ships[0].position, {2, 4}));
    QVERIFY(closeTo(ships[1].position, {-2, 4}));
  }

  void delayedShipsFollowOneAfterAnother() {
    Path path = straight(50);
    PathCurve curve(path);
    Spawn spawn;
    spawn.count = 3;
    spawn.spacing = 0;
    spawn.delayTicks = 10;
    spawn.startOffset = 1;
    auto ships = formationAt(&curve, spawn, 15, {0.5, 0, 0});
    QVERIFY(closeTo(ships[0].position, {8.5, 0}));
    QVERIFY(closeTo(ships[1].position, {3.5, 0}));
    QVERIFY(ships[1].launched);
    QVERIFY(!ships[2].launched);
    QVERIFY(closeTo(ships[2].position, {1, 0}));  // waiting at the start
    QCOMPARE(formationSlot(spawn, 2).delayTicks, std::int64_t(20));
  }

  void wholeFormationEqualsEachShipExactly() {
    // formationAt shares one curve lookup among ships at the same distance; poseAt does
    // positionAt and tangentAt in one. Both must give the very same bits (replays hash them).
    Path path;
    path.setNodes({{{0, 2}, {}, {4, 3}, Path::PointKind::Smooth},
                   {{20, 6}, {-3, 2}, {3, -2}, Path::PointKind::Smooth},
                   {{35, -4}, {}, {}, Path::PointKind::Corner}});
    PathCurve curve(path);
    for (std::int64_t delay : {0, 7}) {
      Spawn spawn;
      spawn.count = 5;
      spawn.spacing = 1.25;
      spawn.delayTicks = delay;
      spawn.startOffset = 0.3;
      const MotionProfile m{0.45, 0, 0};
      for (double ticks : {0.0, 13.0, 40.5, 400.0}) {
        const auto ships = formationAt(&curve, spawn, ticks, m, 2.0);
        int asked = 0;  // a pose source given: asked instead of the curve, same answers
        const auto sourced = formationAt(&curve, spawn, ticks, m, 2.0, [&](double d) {
          ++asked;
          return curve.poseAt(d);
        });
        QVERIFY(asked >= 1 && asked <= spawn.count);
        QVERIFY(std::equal(sourced.begin(), sourced.end(), ships.begin(), [](const ShipPose& a, const ShipPose& b) {
                  return a.position == b.position && a.direction == b.direction && a.distance == b.distance &&
                         a.launched == b.launched && a.endReached == b.endReached;
                }));
        for (std::int64_t i = 0; i < spawn.count; ++i) {
          const ShipPose one = formationShipAt(&curve, spawn, i, ticks, m, 2.0);
          const ShipPose& all = ships[std::size_t(i)];
          QVERIFY(std::memcmp(&one.position, &all.position, sizeof(Vec2)) == 0);
          QVERIFY(std::memcmp(&one.direction, &all.direction, sizeof(Vec2)) == 0);
          QCOMPARE(one.distance, all.distance);
          QCOMPARE(one.launched, all.launched);
          QCOMPARE(one.endReached, all.endReached);
        }
      }
    }
    for (double d = -1; d < curve.length() + 2; d += 0.77) {
      const CurvePose pose = curve.poseAt(d);
      const Vec2 p = curve.positionAt(d), t = curve.tangentAt(d);
      QVERIFY(std::memcmp(&pose.position, &p, sizeof(Vec2)) == 0);
      QVERIFY(std::memcmp(&pose.tangent, &t, sizeof(Vec2)) == 0);
    }
    QVERIFY((PathCurve().poseAt(1).tangent == Vec2{1, 0}));
  }

  void mirrorFlipsAcrossTheAxis() {
    Path path;
    path.setNodes({{{0, 2}, {}, {}, Path::PointKind::Corner}, {{20, 6}, {}, {}, Path::PointKind::Corner}});
    PathCurve curve(path);
    Spawn spawn;
    spawn.count = 3;
    spawn.spacing = 1.5;
    const MotionProfile m{0.3, 5, 0};
    auto plain = formationAt(&curve, spawn, 17, m, 1.0);
    spawn.mirror = true;
    auto mirrored = formationAt(&curve, spawn, 17, m, 1.0);
    for (std::size_t i = 0; i < 3; ++i) {
      QVERIFY(closeTo(mirrored[i].position, {plain[i].position.x, 2 * 1.0 - plain[i].position.y}));
      QVERIFY(closeTo(mirrored[i].direction, {plain[i].direction.x, -plain[i].direction.y}));
    }
    // The axis matters: another camera height, another mirror image.
    auto elsewhere = formationAt(&curve, spawn, 17, m, -3.0);
    QVERIFY(closeTo(elsewhere[0].position, {plain[0].position.x, -6.0 - plain[0].position.y}));
  }

  void withoutPathShipsStandAtThePosition() {
    Spawn spawn;
    spawn.position = {12, 3};
    spawn.count = 3;
    spawn.spacing = 2;
    auto ships = formationAt(nullptr, spawn, 100, {0.5, 0, 0});
    // Facing -x, left is -y: spread along y around the position, not moving.
    QVERIFY(closeTo(ships[0].position, {12, 5}));
    QVERIFY(closeTo(ships[1].position, {12, 3}));
    QVERIFY(closeTo(ships[2].position, {12, 1}));
    QVERIFY(closeTo(ships[1].direction, {-1, 0}));
  }
};

QTEST_GUILESS_MAIN(PathMotionTest)
#include "path_motion_test.moc"
