#pragma once
// Editing helpers for the path node tools: insert a point on a segment without changing
// the shape, find the nearest point of the path to the mouse, and keep a point's handles
// in the relation its kind asks for. They change a Path value in place; the editor
// copies the path's lists before and after to make one undoable command.
#include <cstddef>
#include <optional>

#include "model/paths/path.h"
#include "model/paths/path_curve.h"

namespace sw {

// The nearest point of a path to a query point.
struct PathHit {
  std::size_t segment = 0;  // segment i runs from point i to point i + 1 (or 0 when closing)
  double t = 0;             // curve parameter within the segment
  Vec2 position;            // the nearest point on the curve (same coordinates as the segments)
  double distance = 0;      // from the query point to `position`
};

// Nearest point over all segments (coarse sampling, then refinement; exact to ~1e-9
// units). std::nullopt when there are no segments. Segments in absolute coordinates:
// pass a query in the same coordinates (pathSegments(path, origin)).
std::optional<PathHit> nearestOnPath(const std::vector<CubicSegment>& segments, Vec2 query);

// Inserts a control point on segment `segment` at parameter t (0 < t < 1) and returns
// its index. Bezier: de Casteljau, so the curve keeps its exact shape: the new point
// gets handles along the curve's tangent (kind Smooth) and the neighbours' facing
// handles shrink. Catmull-Rom: the point is inserted at the curve position (the curve
// then passes through it; its shape changes slightly). Returns std::nullopt when the
// segment does not exist.
std::optional<std::size_t> splitSegment(Path& path, std::size_t segment, double t);

// Sets point i's kind and makes its handles obey it:
//   Corner: handles unchanged.
//   Smooth: handles made collinear (the direction from handleIn to handleOut),
//           each keeping its own length.
//   Symmetric: collinear and both as long as their average.
// When both handles have zero length, Smooth and Symmetric give the point handles along
// the line from the previous to the next point, a third of the way to each neighbour
// (Symmetric: the shorter third), so the change is visible.
void applyPointKind(Path& path, std::size_t i, Path::PointKind kind);

// Moves one handle of point i to `offset` (relative to the point) and moves the other
// one as the point's kind requires: Corner leaves it, Smooth turns it to point the
// opposite way keeping its length, Symmetric makes it the exact mirror (-offset).
void moveHandle(Path& path, std::size_t i, bool outHandle, Vec2 offset);

}  // namespace sw
