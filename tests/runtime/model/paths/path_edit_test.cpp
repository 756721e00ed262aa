// Node-tool helpers: inserting a point keeps a Bezier's shape, the nearest point of a
// path to the mouse, and point kinds acting on handles.
#include "model/paths/path_edit.h"

#include <QtTest>
#include <random>

using namespace sw;

namespace {
Path wave(bool closed) {
  Path path;
  path.closed = closed;
  path.setNodes({{{0, 0}, {}, {2, 3}, Path::PointKind::Corner},
                 {{6, 0}, {-2, -3}, {2, 3}, Path::PointKind::Symmetric},
                 {{12, 1}, {-1, 4}, {0, 0}, Path::PointKind::Corner}});
  return path;
}

// Densely sampled points of a path, in order of travel.
std::vector<Vec2> samples(const Path& path) {
  std::vector<Vec2> out;
  PathCurve curve(path);
  for (int i = 0; i <= 400; ++i) out.push_back(curve.positionAt(curve.length() * i / 400));
  return out;
}

bool near(Vec2 a, Vec2 b, double eps = 1e-7) { return (a - b).length() < eps; }
double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
}  // namespace

class PathEditTest : public QObject {
  Q_OBJECT
 private slots:
  void splitKeepsTheShape() {
    for (bool closed : {false, true}) {
      for (std::size_t segment : {std::size_t(0), std::size_t(1), std::size_t(2)}) {
        Path path = wave(closed);
        if (segment >= path.segmentCount()) continue;
        const auto before = samples(path);
        const double lengthBefore = PathCurve(path).length();
        auto index = splitSegment(path, segment, 0.37);
        QVERIFY(index);
        QCOMPARE(*index, segment + 1);
        QCOMPARE(path.points.size(), std::size_t(4));
        QVERIFY(path.fieldProblems().empty());
        QCOMPARE(path.segmentCount(), closed ? std::size_t(4) : std::size_t(3));
        QCOMPARE(path.pointKind(*index), Path::PointKind::Smooth);
        QVERIFY(std::abs(PathCurve(path).length() - lengthBefore) < 1e-7);
        const auto after = samples(path);
        for (std::size_t i = 0; i < before.size(); ++i)
          QVERIFY2(near(before[i], after[i], 1e-6), qPrintable(QString("sample %1 moved").arg(i)));
      }
    }
  }

  void splitInsertsThePointOnTheCurve() {
    Path path = wave(false);
    Vec2 expected = pathSegments(path)[1].at(0.5);
    auto index = splitSegment(path, 1, 0.5);
    QVERIFY(near(path.points[*index], expected, 1e-12));
    // A symmetric neighbour whose handle shrank is now smooth (same shape, unequal handles).
    QCOMPARE(path.pointKind(1), Path::PointKind::Smooth);
    QVERIFY(!splitSegment(path, 7, 0.5));
  }

  void splitOnCatmullRomAddsAPointThroughTheCurve() {
    Path path = wave(false);
    path.curve = Path::Curve::CatmullRom;
    Vec2 expected = pathSegments(path)[0].at(0.25);
    auto index = splitSegment(path, 0, 0.25);
    QCOMPARE(*index, std::size_t(1));
    QVERIFY(near(path.points[1], expected, 1e-12));
    QVERIFY(pathSegments(path)[1].p0 == path.points[1]);
  }

  void nearestPointFindsTheClosestSegment() {
    Path path = wave(false);
    auto segs = pathSegments(path);
    // A point on the curve finds itself.
    for (std::size_t s = 0; s < segs.size(); ++s) {
      for (double t : {0.0, 0.2, 0.61, 1.0}) {
        auto hit = nearestOnPath(segs, segs[s].at(t));
        QVERIFY(hit);
        QVERIFY(hit->distance < 1e-9);
      }
    }
    // A point off the curve: the hit is where the offset is perpendicular to the curve,
    // and no dense sample of any segment is closer.
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> x(-2, 14), y(-4, 6);
    for (int i = 0; i < 200; ++i) {
      Vec2 q{x(rng), y(rng)};
      auto hit = nearestOnPath(segs, q);
      double brute = 1e9;
      for (const auto& seg : segs)
        for (int k = 0; k <= 4000; ++k) brute = std::min(brute, (seg.at(k / 4000.0) - q).length());
      QVERIFY2(hit->distance <= brute + 1e-9, qPrintable(QString("%1 > %2").arg(hit->distance).arg(brute)));
      QVERIFY(near(segs[hit->segment].at(hit->t), hit->position, 1e-12));
      if (hit->t > 1e-6 && hit->t < 1 - 1e-6 && hit->distance > 1e-3) {
        Vec2 tangent = segs[hit->segment].tangent(hit->t);
        QVERIFY(std::abs(dot(tangent, q - hit->position)) / hit->distance < 1e-4);
      }
    }
    QVERIFY(!nearestOnPath({}, {0, 0}));
  }

  void smoothMakesHandlesCollinearKeepingLengths() {
    Path path;
    path.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner},
                   {{5, 0}, {-1, -2}, {3, -1}, Path::PointKind::Corner},
                   {{10, 0}, {}, {}, Path::PointKind::Corner}});
    const double lenIn = path.handlesIn[1].length(), lenOut = path.handlesOut[1].length();
    applyPointKind(path, 1, Path::PointKind::Smooth);
    QCOMPARE(path.pointKind(1), Path::PointKind::Smooth);
    QVERIFY(std::abs(cross(path.handlesIn[1], path.handlesOut[1])) < 1e-12);
    QVERIFY(dot(path.handlesIn[1], path.handlesOut[1]) < 0);  // opposite sides of the point
    QVERIFY(std::abs(path.handlesIn[1].length() - lenIn) < 1e-12);
    QVERIFY(std::abs(path.handlesOut[1].length() - lenOut) < 1e-12);
  }

  void symmetricMirrorsLengthsToo() {
    Path path;
    path.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner},
                   {{5, 0}, {-1, -2}, {3, -1}, Path::PointKind::Corner},
                   {{10, 0}, {}, {}, Path::PointKind::Corner}});
    applyPointKind(path, 1, Path::PointKind::Symmetric);
    QVERIFY(near(path.handlesIn[1], path.handlesOut[1] * -1, 1e-12));
    const double average = 0.5 * (std::sqrt(5.0) + std::sqrt(10.0));
    QVERIFY(std::abs(path.handlesOut[1].length() - average) < 1e-12);
  }

  void smoothCornerWithoutHandlesFollowsNeighbours() {
    Path path;
    path.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner},
                   {{3, 3}, {}, {}, Path::PointKind::Corner},
                   {{9, 0}, {}, {}, Path::PointKind::Corner}});
    applyPointKind(path, 1, Path::PointKind::Smooth);
    QVERIFY(near(path.handlesOut[1], Vec2{9, 0} * (1.0 / 9) * (std::sqrt(45.0) / 3), 1e-12));
    QVERIFY(near(path.handlesIn[1], Vec2{-1, 0} * (std::sqrt(18.0) / 3), 1e-12));
    // Corner leaves handles alone.
    Vec2 in = path.handlesIn[1], out = path.handlesOut[1];
    applyPointKind(path, 1, Path::PointKind::Corner);
    QVERIFY(path.handlesIn[1] == in && path.handlesOut[1] == out);
    QCOMPARE(path.pointKinds[1], std::string("corner"));
  }

  void movingAHandleDragsItsPartnerByKind() {
    Path path;
    path.setNodes({{{0, 0}, {-1, 0}, {2, 0}, Path::PointKind::Corner},
                   {{5, 0}, {-1, 0}, {2, 0}, Path::PointKind::Smooth},
                   {{9, 0}, {-1, 0}, {2, 0}, Path::PointKind::Symmetric}});
    moveHandle(path, 0, true, {0, 3});
    QVERIFY(path.handlesIn[0] == (Vec2{-1, 0}));
    moveHandle(path, 1, true, {0, 3});
    QVERIFY(near(path.handlesIn[1], Vec2{0, -1}, 1e-12));  // opposite direction, own length
    moveHandle(path, 2, false, {0, 3});                    // the in handle of a symmetric point
    QVERIFY(near(path.handlesOut[2], Vec2{0, -3}, 1e-12));
  }
};

QTEST_GUILESS_MAIN(PathEditTest)
#include "path_edit_test.moc"
