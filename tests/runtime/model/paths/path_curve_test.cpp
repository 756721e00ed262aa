// Path geometry: cubic segments of both curve kinds, and constant speed along the arc.
// The speed test drives objects along many random paths (corners, cusps, coincident
// points, closed paths) and measures, with an integrator independent of the table, how
// far each tick really moved them along the curve.
#include "model/paths/path_curve.h"

#include <QtTest>
#include <functional>
#include <random>

#include "model/paths/path.h"
#include "model/paths/path_edit.h"

using namespace sw;

namespace {

constexpr double kPi = 3.14159265358979323846;

// Adaptive Simpson on |B'(t)|: slow, simple, and shares no code with ArcLengthTable.
double simpson(const CubicSegment& s, double a, double b, double fa, double fm, double fb, double whole,
               double eps, int depth) {
  double m = 0.5 * (a + b), lm = 0.5 * (a + m), rm = 0.5 * (m + b);
  double flm = s.derivative(lm).length(), frm = s.derivative(rm).length();
  double left = (m - a) / 6 * (fa + 4 * flm + fm), right = (b - m) / 6 * (fm + 4 * frm + fb);
  if (depth > 40 || std::abs(left + right - whole) <= 15 * eps)
    return left + right + (left + right - whole) / 15;
  return simpson(s, a, m, fa, flm, fm, left, eps / 2, depth + 1) +
         simpson(s, m, b, fm, frm, fb, right, eps / 2, depth + 1);
}

double trueArc(const CubicSegment& s, double a, double b) {
  if (b <= a) return 0;
  // Split in 16 so that kinks of |B'| (cusps) cannot hide between Simpson's samples.
  double sum = 0;
  for (int i = 0; i < 16; ++i) {
    double lo = a + (b - a) * i / 16, hi = a + (b - a) * (i + 1) / 16, mid = 0.5 * (lo + hi);
    double flo = s.derivative(lo).length(), fmid = s.derivative(mid).length(),
           fhi = s.derivative(hi).length();
    sum += simpson(s, lo, hi, flo, fmid, fhi, (hi - lo) / 6 * (flo + 4 * fmid + fhi), 1e-12, 0);
  }
  return sum;
}

struct TrueLengths {
  std::vector<double> start;  // true start distance of each segment
  double total = 0;
  explicit TrueLengths(const std::vector<CubicSegment>& segs) {
    for (const auto& s : segs) {
      start.push_back(total);
      total += trueArc(s, 0, 1);
    }
  }
  double at(const std::vector<CubicSegment>& segs, CurveLocation loc) const {
    return start[loc.segment] + trueArc(segs[loc.segment], 0, loc.t);
  }
};

// A random path in the play area. Some handles are zero (sharp corners), some segments
// are built as cusps, some points repeat (zero-length segments).
Path randomPath(std::mt19937& rng, bool& hasCusp) {
  std::uniform_real_distribution<double> x(-16, 16), y(-9, 9), h(-4, 4), unit(0, 1);
  Path path;
  path.curve = unit(rng) < 0.5 ? Path::Curve::Bezier : Path::Curve::CatmullRom;
  path.closed = unit(rng) < 0.35;
  const int n = 2 + int(unit(rng) * 7);
  std::vector<Path::Node> nodes;
  for (int i = 0; i < n; ++i) {
    Path::Node node;
    node.position = (i > 0 && unit(rng) < 0.08) ? nodes.back().position : Vec2{x(rng), y(rng)};
    if (unit(rng) < 0.7) node.handleIn = {h(rng), h(rng)};
    if (unit(rng) < 0.7) node.handleOut = {h(rng), h(rng)};
    nodes.push_back(node);
  }
  hasCusp = false;
  if (path.curve == Path::Curve::Bezier) {
    for (int i = 0; i + 1 < n; ++i) {
      if (unit(rng) > 0.25) continue;
      // In the frame where the segment runs from (0,0) to (1,0), control points (1,1)
      // and (0,1) make B'(1/2) = 0: a cusp in the middle of the segment.
      Vec2 d = nodes[i + 1].position - nodes[i].position;
      Vec2 perp{-d.y, d.x};
      nodes[i].handleOut = d + perp;
      nodes[i + 1].handleIn = d * -1 + perp;
      hasCusp = hasCusp || d.length() > 0;
    }
  }
  path.setNodes(nodes);
  return path;
}

}  // namespace

class PathCurveTest : public QObject {
  Q_OBJECT
 private slots:
  void bezierSegmentsUsePointsAndHandles() {
    Path path;
    path.setNodes({{{0, 0}, {}, {1, 2}, Path::PointKind::Corner},
                   {{4, 0}, {-1, 2}, {}, Path::PointKind::Corner},
                   {{8, 1}, {}, {}, Path::PointKind::Corner}});
    auto segs = pathSegments(path, {100, -5});
    QCOMPARE(segs.size(), std::size_t(2));
    QVERIFY((segs[0].p0 == Vec2{100, -5}));
    QVERIFY((segs[0].p1 == Vec2{101, -3}));
    QVERIFY((segs[0].p2 == Vec2{103, -3}));
    QVERIFY((segs[0].p3 == Vec2{104, -5}));
    QVERIFY((segs[1].p3 == Vec2{108, -4}));
    path.closed = true;
    segs = pathSegments(path);
    QCOMPARE(segs.size(), std::size_t(3));
    QVERIFY((segs[2].p0 == Vec2{8, 1}) && (segs[2].p3 == Vec2{0, 0}));
    path.points.resize(1);
    QVERIFY(pathSegments(path).empty());
  }

  void straightLineHasExactLength() {
    Path path;
    path.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner}, {{3, 4}, {}, {}, Path::PointKind::Corner}});
    PathCurve curve(path);
    QVERIFY(std::abs(curve.length() - 5) < 1e-9);
    Vec2 mid = curve.positionAt(2.5);
    QVERIFY(std::abs(mid.x - 1.5) < 1e-7 && std::abs(mid.y - 2) < 1e-7);
    Vec2 tangent = curve.tangentAt(0);  // zero-length handle: direction from B''
    QVERIFY(std::abs(tangent.x - 0.6) < 1e-9 && std::abs(tangent.y - 0.8) < 1e-9);
  }

  void circleFromFourArcsHasCircumference() {
    const double k = 0.5522847498 * 5;  // handle length of a quarter circle of radius 5
    Path path;
    path.closed = true;
    path.setNodes({{{5, 0}, {0, -k}, {0, k}, Path::PointKind::Symmetric},
                   {{0, 5}, {k, 0}, {-k, 0}, Path::PointKind::Symmetric},
                   {{-5, 0}, {0, k}, {0, -k}, Path::PointKind::Symmetric},
                   {{0, -5}, {-k, 0}, {k, 0}, Path::PointKind::Symmetric}});
    PathCurve curve(path);
    // The cubic quarter circle bulges out by up to 0.027% of the radius, so it is a
    // little longer than the true circle (about 0.014%), never shorter.
    const double ratio = curve.length() / (2 * kPi * 5);
    QVERIFY2(ratio > 1 && ratio < 1 + 2e-4, qPrintable(QString::number(curve.length())));
  }

  void catmullRomPassesThroughEveryPoint() {
    Path path;
    path.curve = Path::Curve::CatmullRom;
    path.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner},
                   {{4, 3}, {}, {}, Path::PointKind::Corner},
                   {{8, -2}, {}, {}, Path::PointKind::Corner},
                   {{12, 0}, {}, {}, Path::PointKind::Corner}});
    for (bool closed : {false, true}) {
      path.closed = closed;
      auto segs = pathSegments(path);
      QCOMPARE(segs.size(), std::size_t(closed ? 4 : 3));
      for (std::size_t i = 0; i < segs.size(); ++i) {
        QVERIFY(segs[i].p0 == path.points[i]);
        QVERIFY(segs[i].p3 == path.points[(i + 1) % 4]);
        // C1 at the joins: the tangent leaving a point continues the one arriving.
        if (i > 0) {
          Vec2 a = segs[i - 1].tangent(1), b = segs[i].tangent(0);
          QVERIFY(std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9);
        }
      }
    }
  }

  void closedPathWraps() {
    Path path;
    path.closed = true;
    path.setNodes({{{0, 0}, {}, {2, 0}, Path::PointKind::Corner},
                   {{4, 4}, {}, {}, Path::PointKind::Corner},
                   {{-2, 3}, {1, 1}, {}, Path::PointKind::Corner}});
    PathCurve curve(path);
    const double L = curve.length();
    for (double d : {0.0, 0.3, 5.0, L * 0.99}) {
      Vec2 a = curve.positionAt(d), b = curve.positionAt(d + 3 * L), c = curve.positionAt(d - L);
      QVERIFY((a - b).length() < 1e-7);
      QVERIFY((a - c).length() < 1e-7);
    }
    QVERIFY((curve.positionAt(L) - Vec2{0, 0}).length() < 1e-9);
    // An open path clamps instead.
    path.closed = false;
    PathCurve open(path);
    QVERIFY((open.positionAt(open.length() + 10) - Vec2{-2, 3}).length() < 1e-9);
  }

  void locateAndDistanceAtAreInverse() {
    std::mt19937 rng(7);
    for (int i = 0; i < 50; ++i) {
      bool cusp = false;
      Path path = randomPath(rng, cusp);
      PathCurve curve(path);
      if (curve.length() <= 0) continue;
      for (double f : {0.0, 0.13, 0.5, 0.77, 1.0}) {
        double d = f * curve.length();
        QVERIFY(std::abs(curve.table().distanceAt(curve.table().locate(d)) - d) < 1e-7);
      }
    }
  }

  // The requirement: constant speed along the arc within 0.5%.
  void constantSpeedWithinHalfAPercent() {
    std::mt19937 rng(20240517);
    std::uniform_real_distribution<double> logSpeed(std::log(0.05), std::log(2.0));
    double worst = 0, worstNaive = 0, worstOffCurve = 0;
    std::size_t steps = 0, cusps = 0, closedPaths = 0, catmull = 0;
    for (int p = 0; p < 300; ++p) {
      bool hasCusp = false;
      Path path = randomPath(rng, hasCusp);
      cusps += hasCusp;
      closedPaths += path.closed;
      catmull += path.curve == Path::Curve::CatmullRom;
      PathCurve curve(path);
      const auto& segs = curve.segments();
      if (curve.length() <= 1e-6) continue;
      TrueLengths truth(segs);
      QVERIFY2(std::abs(truth.total - curve.length()) < 1e-6 * std::max(1.0, truth.total),
               qPrintable(QString("table length %1, true %2").arg(curve.length()).arg(truth.total)));
      const double v = std::exp(logSpeed(rng));
      // Open: until the end. Closed: one and a half laps, across the wrap.
      const double travel = curve.length() * (path.closed ? 1.5 : 1.0);
      const int ticks = std::min(2000, int(travel / v));
      double previous = 0;
      for (int t = 0; t <= ticks; ++t) {
        const double d = v * t;
        CurveLocation loc = curve.locate(d);
        Vec2 pos = curve.positionAt(d);
        QVERIFY((pos - segs[loc.segment].at(loc.t)).length() < 1e-12);
        if (t % 97 == 0) {  // on the curve: against the editor's independent nearest-point search
          auto hit = nearestOnPath(segs, pos);
          worstOffCurve = std::max(worstOffCurve, hit->distance);
        }
        double trueDistance = truth.at(segs, loc);
        if (t > 0) {
          double step = trueDistance - previous;
          if (step < -0.5 * truth.total) step += truth.total;  // wrapped round a closed path
          worst = std::max(worst, std::abs(step - v) / v);
          ++steps;
        }
        previous = trueDistance;
      }
      // The same path driven at constant *parameter* speed, for contrast: the error
      // this test exists to catch.
      const double perTick = double(segs.size()) * v / curve.length();
      double prev = 0;
      for (int t = 1; t <= std::min(ticks, 200); ++t) {
        double u = std::min(perTick * t, double(segs.size()) - 1e-9);
        CurveLocation loc{std::size_t(u), u - std::floor(u)};
        double dist = truth.at(segs, loc);
        if (t > 1) worstNaive = std::max(worstNaive, std::abs((dist - prev) - v) / v);
        prev = dist;
      }
    }
    qInfo(
        "speed error over %zu steps on 300 random paths (%zu with cusps, %zu closed, %zu Catmull-Rom): "
        "worst %.3g%% (limit 0.5%%); constant-parameter motion would give %.1f%%; farthest off the curve "
        "%.2g units",
        steps, cusps, closedPaths, catmull, worst * 100, worstNaive * 100, worstOffCurve);
    QVERIFY(steps > 10000);
    QVERIFY(cusps > 10);
    QVERIFY2(worst <= 0.005, qPrintable(QString("worst speed error %1").arg(worst)));
    QVERIFY(worstNaive > 0.05);  // the measure can see a speed error
    QVERIFY(worstOffCurve < 1e-6);
  }
};

QTEST_GUILESS_MAIN(PathCurveTest)
#include "path_curve_test.moc"
