#include "model/paths/path_edit.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {

double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

double distanceSquared(const CubicSegment& s, double t, Vec2 q) {
  Vec2 d = s.at(t) - q;
  return dot(d, d);
}

// Golden-section search for the minimum of the distance on [a, b]: the distance to a
// cubic need not be convex, but inside one sampling step around a sampled minimum it is
// unimodal in practice, and golden section cannot diverge the way Newton can at a cusp.
double refine(const CubicSegment& s, Vec2 q, double a, double b) {
  const double r = 0.5 * (std::sqrt(5.0) - 1);
  double c = b - r * (b - a), d = a + r * (b - a);
  double fc = distanceSquared(s, c, q), fd = distanceSquared(s, d, q);
  for (int i = 0; i < 80 && b - a > 1e-13; ++i) {
    if (fc < fd) {
      b = d, d = c, fd = fc;
      c = b - r * (b - a);
      fc = distanceSquared(s, c, q);
    } else {
      a = c, c = d, fc = fd;
      d = a + r * (b - a);
      fd = distanceSquared(s, d, q);
    }
  }
  return 0.5 * (a + b);
}

Vec2 normalised(Vec2 v) {
  double len = v.length();
  return len > 1e-12 ? v * (1.0 / len) : Vec2{};
}

}  // namespace

std::optional<PathHit> nearestOnPath(const std::vector<CubicSegment>& segments, Vec2 query) {
  std::optional<PathHit> best;
  constexpr int kSamples = 32;
  for (std::size_t s = 0; s < segments.size(); ++s) {
    const CubicSegment& seg = segments[s];
    double d[kSamples + 1];
    for (int k = 0; k <= kSamples; ++k) d[k] = distanceSquared(seg, double(k) / kSamples, query);
    for (int k = 0; k <= kSamples; ++k) {
      bool localMinimum = (k == 0 || d[k] <= d[k - 1]) && (k == kSamples || d[k] <= d[k + 1]);
      if (!localMinimum) continue;
      double a = double(std::max(k - 1, 0)) / kSamples, b = double(std::min(k + 1, kSamples)) / kSamples;
      double t = refine(seg, query, a, b);
      // The ends of the bracket are candidates too (the refinement is open at them).
      for (double candidate : {t, a, b}) {
        double dist = std::sqrt(distanceSquared(seg, candidate, query));
        if (!best || dist < best->distance) best = PathHit{s, candidate, seg.at(candidate), dist};
      }
    }
  }
  return best;
}

std::optional<std::size_t> splitSegment(Path& path, std::size_t segment, double t) {
  if (segment >= path.segmentCount()) return std::nullopt;
  t = std::clamp(t, 0.0, 1.0);
  auto nodes = path.nodes();
  const std::size_t n = nodes.size();
  const std::size_t i = segment, j = (segment + 1) % n;
  Path::Node inserted;
  if (path.curve == Path::Curve::Bezier) {
    CubicSegment whole{nodes[i].position, nodes[i].position + nodes[i].handleOut,
                       nodes[j].position + nodes[j].handleIn, nodes[j].position};
    CubicSegment first, second;
    whole.split(t, first, second);
    nodes[i].handleOut = first.p1 - first.p0;
    nodes[j].handleIn = second.p2 - second.p3;
    // The shortened handles no longer mirror their partners: keep the shape, not the kind.
    for (std::size_t k : {i, j})
      if (nodes[k].kind == Path::PointKind::Symmetric) nodes[k].kind = Path::PointKind::Smooth;
    inserted.position = first.p3;
    inserted.handleIn = first.p2 - first.p3;
    inserted.handleOut = second.p1 - second.p0;
    inserted.kind = Path::PointKind::Smooth;
  } else {
    auto segments = pathSegments(path);
    inserted.position = segments[segment].at(t);
  }
  nodes.insert(nodes.begin() + std::ptrdiff_t(i + 1), inserted);
  path.setNodes(nodes);
  return i + 1;
}

void applyPointKind(Path& path, std::size_t i, Path::PointKind kind) {
  auto nodes = path.nodes();
  if (i >= nodes.size()) return;
  Path::Node& node = nodes[i];
  node.kind = kind;
  if (kind != Path::PointKind::Corner) {
    double lenIn = node.handleIn.length(), lenOut = node.handleOut.length();
    Vec2 dir = normalised(node.handleOut - node.handleIn);
    if (lenIn + lenOut <= 1e-12 || (dir.x == 0 && dir.y == 0)) {
      // No handles to go by: follow the neighbours.
      const std::size_t n = nodes.size();
      const bool hasPrev = path.closed ? n > 1 : i > 0;
      const bool hasNext = path.closed ? n > 1 : i + 1 < n;
      Vec2 prev = hasPrev ? nodes[(i + n - 1) % n].position : node.position;
      Vec2 next = hasNext ? nodes[(i + 1) % n].position : node.position;
      dir = normalised(next - prev);
      lenIn = (node.position - prev).length() / 3;
      lenOut = (next - node.position).length() / 3;
      if (!hasPrev) lenIn = lenOut;
      if (!hasNext) lenOut = lenIn;
      if (kind == Path::PointKind::Symmetric) lenIn = lenOut = std::min(lenIn, lenOut);
    } else if (kind == Path::PointKind::Symmetric) {
      lenIn = lenOut = 0.5 * (lenIn + lenOut);
    }
    node.handleIn = dir * -lenIn;
    node.handleOut = dir * lenOut;
  }
  path.setNodes(nodes);
}

void moveHandle(Path& path, std::size_t i, bool outHandle, Vec2 offset) {
  auto nodes = path.nodes();
  if (i >= nodes.size()) return;
  Path::Node& node = nodes[i];
  Vec2& moved = outHandle ? node.handleOut : node.handleIn;
  Vec2& other = outHandle ? node.handleIn : node.handleOut;
  moved = offset;
  switch (node.kind) {
    case Path::PointKind::Corner:
      break;
    case Path::PointKind::Smooth: {
      Vec2 dir = normalised(offset);
      if (dir.x != 0 || dir.y != 0) other = dir * -other.length();
      break;
    }
    case Path::PointKind::Symmetric:
      other = offset * -1;
      break;
  }
  path.setNodes(nodes);
}

}  // namespace sw
