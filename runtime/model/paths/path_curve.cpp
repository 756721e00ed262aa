#include "model/paths/path_curve.h"

#include <algorithm>
#include <cmath>

#include "model/paths/path.h"

namespace sw {

namespace {

Vec2 lerp(Vec2 a, Vec2 b, double t) { return a + (b - a) * t; }

Vec2 normalisedOr(Vec2 v, Vec2 fallback) {
  double len = v.length();
  return len > 1e-12 ? v * (1.0 / len) : fallback;
}

// 5-point Gauss-Legendre nodes and weights on [-1, 1]: exact for polynomials up to
// degree 9, so |B'(t)| (the square root of a quartic) integrates to ~1e-10 on the
// table's sub-intervals.
constexpr double kNodes[5] = {0.0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640,
                              0.9061798459386640};
constexpr double kWeights[5] = {0.5688888888888889, 0.4786286704993665, 0.4786286704993665,
                                0.2369268850561891, 0.2369268850561891};

double speedIntegral(const CubicSegment& s, double a, double b) {
  const double half = 0.5 * (b - a), mid = 0.5 * (a + b);
  double sum = 0;
  for (int i = 0; i < 5; ++i) sum += kWeights[i] * s.derivative(mid + half * kNodes[i]).length();
  return sum * half;
}

// Splits [a, b] until Gauss-Legendre on the whole agrees with the sum over its halves,
// so each stored sub-interval is one where the quadrature is accurate (corners and
// cusps, where |B'| has a kink, get many small ones).
void subdivide(const CubicSegment& s, double a, double b, double whole, int depth, double tolerance,
               std::vector<double>& ts) {
  const double m = 0.5 * (a + b);
  const double left = speedIntegral(s, a, m), right = speedIntegral(s, m, b);
  if (depth >= 18 || std::abs(left + right - whole) <= tolerance) {
    ts.push_back(b);
    return;
  }
  subdivide(s, a, m, left, depth + 1, tolerance * 0.5, ts);
  subdivide(s, m, b, right, depth + 1, tolerance * 0.5, ts);
}

// Centripetal Catmull-Rom span p1 -> p2 (neighbours p0, p3) as a cubic Bezier.
CubicSegment catmullRomSpan(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3) {
  auto knot = [](Vec2 a, Vec2 b) { return std::sqrt((b - a).length()); };  // |b - a| ^ 0.5
  double d0 = knot(p0, p1), d1 = knot(p1, p2), d2 = knot(p2, p3);
  if (d1 < 1e-9) return {p1, p1, p2, p2};  // coincident points: a zero-length segment
  if (d0 < 1e-9) d0 = d1;                  // a repeated neighbour adds no information
  if (d2 < 1e-9) d2 = d1;
  // Tangents at p1 and p2 in the span's own parameter (Barry-Goldman, scaled by d1).
  Vec2 m1 = ((p1 - p0) * (1 / d0) - (p2 - p0) * (1 / (d0 + d1)) + (p2 - p1) * (1 / d1)) * d1;
  Vec2 m2 = ((p2 - p1) * (1 / d1) - (p3 - p1) * (1 / (d1 + d2)) + (p3 - p2) * (1 / d2)) * d1;
  return {p1, p1 + m1 * (1.0 / 3), p2 - m2 * (1.0 / 3), p2};
}

}  // namespace

Vec2 CubicSegment::at(double t) const {
  const double u = 1 - t;
  return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t);
}

Vec2 CubicSegment::derivative(double t) const {
  const double u = 1 - t;
  return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t);
}

Vec2 CubicSegment::secondDerivative(double t) const {
  return (p2 - p1 * 2 + p0) * (6 * (1 - t)) + (p3 - p2 * 2 + p1) * (6 * t);
}

Vec2 CubicSegment::tangent(double t) const {
  Vec2 d = derivative(t);
  const double scale = (p1 - p0).length() + (p2 - p1).length() + (p3 - p2).length();
  if (d.length() > 1e-9 * std::max(scale, 1e-9)) return d * (1.0 / d.length());
  // B'(t) = 0: the direction of travel just after (or, at t = 1, just before) is B''.
  Vec2 dd = secondDerivative(t);
  if (t >= 1) dd = dd * -1;
  return normalisedOr(dd, normalisedOr(p3 - p0, Vec2{1, 0}));
}

void CubicSegment::split(double t, CubicSegment& first, CubicSegment& second) const {
  Vec2 a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t);
  Vec2 d = lerp(a, b, t), e = lerp(b, c, t);
  Vec2 f = lerp(d, e, t);
  first = {p0, a, d, f};
  second = {f, e, c, p3};
}

std::vector<Vec2> evenPolyline(const std::vector<CubicSegment>& segments, int perSegment) {
  std::vector<Vec2> out;
  if (perSegment < 1) perSegment = 1;
  out.reserve(segments.size() * std::size_t(perSegment) + 1);
  for (std::size_t s = 0; s < segments.size(); ++s)
    for (int k = (s == 0 ? 0 : 1); k <= perSegment; ++k) {
      const Vec2 p = segments[s].at(double(k) / perSegment);
      if (p.isFinite()) out.push_back(p);
    }
  return out;
}

std::vector<CubicSegment> pathSegments(const Path& path, Vec2 origin) {
  std::vector<CubicSegment> out;
  const std::size_t n = path.points.size();
  if (n < 2) return out;
  auto point = [&](std::size_t i) { return path.points[i % n] + origin; };
  const std::size_t count = path.segmentCount();
  out.reserve(count);
  if (path.curve == Path::Curve::Bezier) {
    auto handle = [](const std::vector<Vec2>& list, std::size_t i) {
      return i < list.size() ? list[i] : Vec2{};
    };
    for (std::size_t i = 0; i < count; ++i) {
      std::size_t j = (i + 1) % n;
      out.push_back(
          {point(i), point(i) + handle(path.handlesOut, i), point(j) + handle(path.handlesIn, j), point(j)});
    }
    return out;
  }
  // Catmull-Rom: a closed path takes its neighbours cyclically; an open one mirrors
  // the second point (and the second to last) to make phantom end neighbours.
  auto neighbour = [&](std::ptrdiff_t i) -> Vec2 {
    if (path.closed)
      return point(std::size_t((i % std::ptrdiff_t(n) + std::ptrdiff_t(n)) % std::ptrdiff_t(n)));
    if (i < 0) return point(0) * 2 - point(1);
    if (i >= std::ptrdiff_t(n)) return point(n - 1) * 2 - point(n - 2);
    return point(std::size_t(i));
  };
  for (std::size_t i = 0; i < count; ++i) {
    auto k = std::ptrdiff_t(i);
    out.push_back(catmullRomSpan(neighbour(k - 1), neighbour(k), neighbour(k + 1), neighbour(k + 2)));
  }
  return out;
}

ArcLengthTable::ArcLengthTable(std::vector<CubicSegment> segments) : segments_(std::move(segments)) {
  segmentStart_.reserve(segments_.size() + 1);
  knots_.resize(segments_.size());
  double distance = 0;
  for (std::size_t s = 0; s < segments_.size(); ++s) {
    segmentStart_.push_back(distance);
    const CubicSegment& seg = segments_[s];
    std::vector<double> ts{0.0};
    constexpr int kInitial = 8;
    for (int i = 0; i < kInitial; ++i) {
      double a = double(i) / kInitial, b = double(i + 1) / kInitial;
      subdivide(seg, a, b, speedIntegral(seg, a, b), 0, 1e-10, ts);
    }
    auto& knots = knots_[s];
    knots.reserve(ts.size());
    knots.push_back({0.0, distance});
    for (std::size_t i = 1; i < ts.size(); ++i) {
      distance += speedIntegral(seg, ts[i - 1], ts[i]);
      knots.push_back({ts[i], distance});
    }
  }
  segmentStart_.push_back(distance);
  total_ = distance;
}

double ArcLengthTable::arcLength(std::size_t segment, double a, double b) const {
  if (segment >= segments_.size()) return 0;
  if (b < a) return -arcLength(segment, b, a);
  const auto& knots = knots_[segment];
  const CubicSegment& seg = segments_[segment];
  double sum = 0;
  for (std::size_t i = 1; i < knots.size(); ++i) {
    double lo = std::max(a, knots[i - 1].t), hi = std::min(b, knots[i].t);
    if (hi > lo) sum += speedIntegral(seg, lo, hi);
  }
  return sum;
}

CurveLocation ArcLengthTable::locate(double distance) const {
  if (segments_.empty()) return {};
  distance = std::clamp(distance, 0.0, total_);
  // The segment: last one starting at or before the distance (skipping zero-length ones
  // at the very end, so the end of the path reports its last real segment at t = 1).
  auto upper = std::upper_bound(segmentStart_.begin(), segmentStart_.end() - 1, distance);
  std::size_t s = std::size_t(std::max<std::ptrdiff_t>(0, (upper - segmentStart_.begin()) - 1));
  while (s > 0 && distance >= total_ && segmentStart_[s + 1] - segmentStart_[s] <= 0) --s;
  const auto& knots = knots_[s];
  // The knot interval holding the distance, then Newton on the arc length inside it,
  // kept inside the interval by bisection (|B'| may vanish at a cusp).
  auto it = std::upper_bound(knots.begin(), knots.end(), distance,
                             [](double d, const Knot& k) { return d < k.distance; });
  if (it == knots.end()) return {s, 1.0};
  if (it == knots.begin()) return {s, 0.0};
  const Knot& k0 = *(it - 1);
  const Knot& k1 = *it;
  const CubicSegment& seg = segments_[s];
  double lo = k0.t, hi = k1.t;
  const double span = k1.distance - k0.distance;
  double t = span > 0 ? lo + (hi - lo) * (distance - k0.distance) / span : lo;
  for (int iteration = 0; iteration < 30; ++iteration) {
    double f = k0.distance + speedIntegral(seg, k0.t, t) - distance;
    if (std::abs(f) < 1e-11) break;
    if (f > 0)
      hi = t;
    else
      lo = t;
    double speed = seg.derivative(t).length();
    double next = speed > 1e-12 ? t - f / speed : 0.5 * (lo + hi);
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    t = next;
    if (hi - lo < 1e-15) break;
  }
  return {s, t};
}

Vec2 ArcLengthTable::positionAt(double distance) const {
  if (segments_.empty()) return {};
  auto where = locate(distance);
  return segments_[where.segment].at(where.t);
}

Vec2 ArcLengthTable::tangentAt(double distance) const {
  if (segments_.empty()) return {1, 0};
  auto where = locate(distance);
  return segments_[where.segment].tangent(where.t);
}

CurvePose ArcLengthTable::poseAt(double distance) const {
  if (segments_.empty()) return {};
  const auto where = locate(distance);
  const CubicSegment& segment = segments_[where.segment];
  return {segment.at(where.t), segment.tangent(where.t)};
}

double ArcLengthTable::distanceAt(CurveLocation location) const {
  if (location.segment >= segments_.size()) return total_;
  return segmentStart_[location.segment] + arcLength(location.segment, 0, std::clamp(location.t, 0.0, 1.0));
}

PathCurve::PathCurve(const Path& path, Vec2 origin) : PathCurve(pathSegments(path, origin), path.closed) {}

PathCurve::PathCurve(std::vector<CubicSegment> segments, bool closed)
    : table_(std::move(segments)), closed_(closed) {}

double PathCurve::normalised(double distance) const {
  const double len = table_.length();
  if (!(len > 0)) return 0;
  if (!closed_) return std::clamp(distance, 0.0, len);
  double d = std::fmod(distance, len);
  if (d < 0) d += len;
  return d >= len ? 0 : d;
}

}  // namespace sw
