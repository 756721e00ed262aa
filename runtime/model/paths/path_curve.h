#pragma once
// Geometry of a Path: its cubic segments in absolute coordinates and an arc-length
// table, so objects move at constant speed along the arc instead of rushing between
// control points (DOMAIN.md, "Paths"; the idea of Godot's baked Curve2D).
//
//   PathCurve curve(path, origin);            // once per path (and per origin)
//   Vec2 p = curve.positionAt(distance);      // 0 <= distance <= curve.length()
//
// Accuracy: the table is built by adaptive Gauss-Legendre integration, and a lookup
// refines the parameter by safeguarded Newton steps on the arc length, so the distance
// actually travelled between two lookups is within ~1e-7 units of the requested one
// (path_curve_test measures the worst speed error; the requirement is 0.5%).
#include <cstddef>
#include <vector>

#include "core/math.h"

namespace sw {

class Path;

// One cubic Bezier segment: p0 and p3 are its ends, p1 and p2 its control points.
struct CubicSegment {
  Vec2 p0, p1, p2, p3;

  Vec2 at(double t) const;
  Vec2 derivative(double t) const;        // dB/dt
  Vec2 secondDerivative(double t) const;  // d2B/dt2
  // Unit direction of travel at t. Where the derivative vanishes (a zero-length handle
  // at a corner, a cusp) it falls back to the second derivative, then to p3 - p0.
  Vec2 tangent(double t) const;
  // The two halves of the segment at t (de Casteljau); together they trace the same curve.
  void split(double t, CubicSegment& first, CubicSegment& second) const;
};

// Cubic segments of a path in absolute coordinates: `origin` is added to every point
// (the attached chain link's origin, see pathOrigin in path_placement.h; zero when
// the path is not attached). Bezier: segment i runs from point i (with its handleOut)
// to point i+1 (with its handleIn). Catmull-Rom: centripetal (alpha = 0.5, no cusps or
// self-intersections inside a segment), each span converted to the equivalent cubic;
// the ends of an open path use mirrored phantom points. A closed path adds the segment
// from the last point back to the first. Fewer than two points: no segments.
std::vector<CubicSegment> pathSegments(const Path& path, Vec2 origin = {});

// Points evenly spaced in each segment's parameter, `perSegment` per segment (the first
// segment gives its start too); non-finite points are left out. What picking tests a
// click against and what a path's outline is drawn from.
std::vector<Vec2> evenPolyline(const std::vector<CubicSegment>& segments, int perSegment);

// Where a distance along the path falls: the segment and its curve parameter.
struct CurveLocation {
  std::size_t segment = 0;
  double t = 0;
};

// A point of a curve and its unit direction of travel there.
struct CurvePose {
  Vec2 position;
  Vec2 tangent{1, 0};
};

// Arc length of a sequence of cubic segments, built once, then queried by distance.
class ArcLengthTable {
 public:
  ArcLengthTable() = default;
  explicit ArcLengthTable(std::vector<CubicSegment> segments);

  double length() const { return total_; }
  const std::vector<CubicSegment>& segments() const { return segments_; }

  // Distance is clamped to [0, length()]. An empty table returns {0, 0}.
  CurveLocation locate(double distance) const;
  Vec2 positionAt(double distance) const;
  Vec2 tangentAt(double distance) const;  // unit direction of travel; (1, 0) for an empty table
  // Both of the above from one locate() (the arc-length inversion is most of their cost).
  CurvePose poseAt(double distance) const;
  // Distance from the start of the path to (segment, t): the inverse of locate.
  double distanceAt(CurveLocation location) const;
  // Start distance of each segment (size segments() + 1; the last entry is length()).
  const std::vector<double>& segmentStarts() const { return segmentStart_; }

  // Arc length of segment `s` between parameters a and b (5-point Gauss-Legendre on
  // the table's sub-intervals): what the table is built from, exposed for tests.
  double arcLength(std::size_t segment, double a, double b) const;

 private:
  struct Knot {
    double t;         // curve parameter within its segment
    double distance;  // from the start of the path
  };
  std::vector<CubicSegment> segments_;
  std::vector<double> segmentStart_;
  std::vector<std::vector<Knot>> knots_;  // per segment, increasing t from 0 to 1
  double total_ = 0;
};

// A path's geometry ready for motion: segments + arc-length table + whether it wraps.
class PathCurve {
 public:
  PathCurve() = default;
  explicit PathCurve(const Path& path, Vec2 origin = {});
  PathCurve(std::vector<CubicSegment> segments, bool closed);

  bool closed() const { return closed_; }
  bool empty() const { return table_.segments().empty(); }
  double length() const { return table_.length(); }
  const ArcLengthTable& table() const { return table_; }
  const std::vector<CubicSegment>& segments() const { return table_.segments(); }

  // A closed path wraps the distance into [0, length); an open one clamps it.
  double normalised(double distance) const;
  Vec2 positionAt(double distance) const { return table_.positionAt(normalised(distance)); }
  Vec2 tangentAt(double distance) const { return table_.tangentAt(normalised(distance)); }
  CurvePose poseAt(double distance) const { return table_.poseAt(normalised(distance)); }
  CurveLocation locate(double distance) const { return table_.locate(normalised(distance)); }

 private:
  ArcLengthTable table_;
  bool closed_ = false;
};

}  // namespace sw
