#include "view/level_overlays.h"

#include <algorithm>
#include <cmath>

#include "core/prefetched.h"
#include "model/level/camera_track.h"
#include "view/overlay_detail.h"
#include "view/overlay_geometry.h"
#include "view/viewport_style.h"

namespace sw::ui {
namespace {

constexpr float kGridZ = -0.02f;      // just behind art faces lying in the play plane
constexpr float kMarkerRimZ = 0.01f;  // markers in front of the overlay lines
constexpr float kMarkerZ = 0.02f;
constexpr int kMaxGridLines = 4000;
constexpr float kLoopZ = -0.01f;  // behind the camera path and outlines of the same layer stack
// Loop marking, in pixels.
constexpr double kLoopRibbonPixels = 3.0;
constexpr double kLoopBracketPixels = 4.0;
constexpr double kLoopSerifPixels = 14.0;
constexpr double kLoopArrowPixels = 2.0;
constexpr double kLoopArrowHeadPixels = 9.0;

QPointF toPoint(sw::Vec2 v) { return QPointF(v.x, v.y); }
QVector3D at(sw::Vec2 v, float z = 0.0f) { return QVector3D(float(v.x), float(v.y), z); }

sw::Vec2 screenSize(const sw::Project& project) {
  const sw::Vec2 s = project.screenExtent;
  return (s.isFinite() && s.x > 0 && s.y > 0) ? s : sw::Vec2{32, 18};
}

QRectF unite(const QRectF& a, const QRectF& b) {
  if (a.isNull()) return b;
  if (b.isNull()) return a;
  return a.united(b);
}

QRectF around(QPointF p, sw::Vec2 halfSize) {
  return QRectF(p.x() - halfSize.x, p.y() - halfSize.y, 2 * halfSize.x, 2 * halfSize.y);
}

// The camera path of one link in absolute coordinates: entry, intermediate points, exit.
std::vector<sw::Vec2> pathOf(const sw::ChainLink& link) {
  std::vector<sw::Vec2> points{link.origin + sw::entryOf(link.def)};
  if (link.def)
    for (const sw::Vec2& p : link.def->cameraPoints) points.push_back(link.origin + p);
  points.push_back(link.origin + sw::exitOf(link.def));
  return points;
}

void addDiamondOutline(OverlayGeometry& lines, sw::Vec2 c, double r, const QColor& color) {
  lines.addPolyline(
      {at(c + sw::Vec2{r, 0}), at(c + sw::Vec2{0, r}), at(c + sw::Vec2{-r, 0}), at(c + sw::Vec2{0, -r})},
      color, true);
}

void addDiamond(OverlayGeometry& triangles, sw::Vec2 c, double r, float z, const QColor& color) {
  const QVector3D right = at(c + sw::Vec2{r, 0}, z), top = at(c + sw::Vec2{0, r}, z);
  const QVector3D left = at(c + sw::Vec2{-r, 0}, z), bottom = at(c + sw::Vec2{0, -r}, z);
  triangles.addTriangle(right, top, left, color);
  triangles.addTriangle(right, left, bottom, color);
}

// An axis-aligned quad as two triangles.
void addQuad(OverlayGeometry& triangles, double x0, double y0, double x1, double y1, float z, const QColor& color) {
  const QVector3D a(float(x0), float(y0), z), b(float(x1), float(y0), z);
  const QVector3D c(float(x1), float(y1), z), d(float(x0), float(y1), z);
  triangles.addTriangle(a, b, c, color);
  triangles.addTriangle(a, c, d, color);
}

}  // namespace

QRectF startScreenRect(const sw::Project& project, const std::vector<sw::ChainLink>& links) {
  const sw::Vec2 centre =
      links.empty() ? sw::Vec2{0, 0} : links.front().origin + sw::entryOf(links.front().def);
  return around(toPoint(centre), screenSize(project) * 0.5);
}

QRectF screenRectAt(const sw::Project& project, sw::Vec2 centre) {
  return around(toPoint(centre), screenSize(project) * 0.5);
}

QRectF levelExtent(const sw::Project& project, const sw::Level& level,
                   const std::vector<sw::ChainLink>& links) {
  const sw::Vec2 half = screenSize(project) * 0.5;
  QRectF extent = startScreenRect(project, links);
  for (const sw::ChainLink& link : links) {
    for (const sw::Vec2& p : pathOf(link))
      if (p.isFinite()) extent = unite(extent, around(toPoint(p), half));
    if (!link.def) continue;
    for (const sw::Polygon& polygon : link.def->collision)
      for (const sw::Vec2& p : polygon)
        if ((link.origin + p).isFinite())
          extent = unite(extent, around(toPoint(link.origin + p), {0.5, 0.5}));
  }
  for (const auto& object : sw::prefetched(level.objects))
    if (const auto* marker = sw::objectCast<const sw::Marker*>(object.get());
        marker && marker->position.isFinite())
      extent = unite(extent, around(toPoint(marker->position), {1, 1}));
  return extent;
}

sw::Box3 placeholderBox(const sw::Project& project, const sw::TileDef* def) {
  const sw::Vec2 entry = sw::entryOf(def), exit = sw::exitOf(def);
  const sw::Vec2 half = screenSize(project) * 0.5;
  double x0 = std::min(entry.x, exit.x), x1 = std::max(entry.x, exit.x);
  double y0 = std::min(entry.y, exit.y), y1 = std::max(entry.y, exit.y);
  if (def)
    for (const sw::Vec2& p : def->cameraPoints) {
      x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
      y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
    }
  if (!(x1 - x0 >= 1.0) || !std::isfinite(x1 - x0)) {  // a tile that does not scroll: one screen wide
    const double cx = std::isfinite(x0 + x1) ? (x0 + x1) / 2 : 0.0;
    x0 = cx - half.x, x1 = cx + half.x;
  }
  if (!std::isfinite(y0) || !std::isfinite(y1)) y0 = y1 = 0;
  sw::Box3 box;
  box.extend(sw::Vec3{x0, y0 - half.y, -2.0});
  // Its front face just behind the play plane: in Play the ships, enemies and bullets
  // (z 0.05 and up) show in front of a tile that has no mesh yet, not hidden inside it.
  box.extend(sw::Vec3{x1, y1 + half.y, -0.1});
  return box;
}

QColor loopColor() { return QColor(0xff, 0xd4, 0x47); }  // amber: apart from collision orange

std::vector<LoopBand> loopBands(const sw::Project& project, const sw::Level& level,
                                const std::vector<sw::ChainLink>& links, const std::vector<QRectF>& tileRects) {
  std::vector<LoopBand> bands;
  const sw::Vec2 half = screenSize(project) * 0.5;
  for (const sw::TrackLoop& loop : sw::chainLoops(level)) {
    if (loop.last >= links.size() || loop.first > loop.last) continue;  // links of another chain
    double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
    for (std::size_t i = loop.first; i <= loop.last; ++i) {
      for (const sw::Vec2& p : pathOf(links[i])) {
        if (!p.isFinite()) continue;
        x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
        y0 = std::min(y0, p.y - half.y), y1 = std::max(y1, p.y + half.y);
      }
      if (i < tileRects.size() && tileRects[i].isValid() && std::isfinite(tileRects[i].top()) &&
          std::isfinite(tileRects[i].bottom())) {
        y0 = std::min(y0, tileRects[i].top());
        y1 = std::max(y1, tileRects[i].bottom());
      }
    }
    if (!(x0 <= x1) || !(y0 <= y1)) continue;  // no finite point: nothing to mark
    bands.push_back({loop.first, loop.last, QRectF(QPointF(x0, y0), QPointF(x1, y1))});
  }
  return bands;
}

void buildLoopBands(OverlayGeometry& triangles, const std::vector<LoopBand>& bands, double unitsPerPixel) {
  const QColor color = forTranslucentLayer(loopColor(), 1.0);
  const QColor fill = forTranslucentLayer(loopColor(), 0.10), ribbonColor = forTranslucentLayer(loopColor(), 0.55);
  const double u = unitsPerPixel > 0 && std::isfinite(unitsPerPixel) ? unitsPerPixel : 0.05;
  for (const LoopBand& band : bands) {
    const QRectF& r = band.rect;
    const double left = r.left(), right = r.right(), bottom = r.top(), top = r.bottom();
    // Pixel sizes, but never more than a share of the band (zoomed far out).
    const double ribbon = std::min(kLoopRibbonPixels * u, r.height() * 0.05);
    const double bar = std::min(kLoopBracketPixels * u, r.width() * 0.08);
    const double serif = std::min(kLoopSerifPixels * u, r.width() * 0.3);

    addQuad(triangles, left, bottom, right, top, kLoopZ, fill);
    addQuad(triangles, left, top - ribbon, right, top, kLoopZ, ribbonColor);
    addQuad(triangles, left, bottom, right, bottom + ribbon, kLoopZ, ribbonColor);
    // Brackets: [ at the start, ] at the end.
    for (const double x : {left, right}) {
      const double inward = x == left ? 1.0 : -1.0;
      const double outer = x, inner = x + inward * bar, tip = x + inward * serif;
      addQuad(triangles, std::min(outer, inner), bottom, std::max(outer, inner), top, kLoopZ, color);
      addQuad(triangles, std::min(outer, tip), top - 2 * ribbon, std::max(outer, tip), top, kLoopZ, color);
      addQuad(triangles, std::min(outer, tip), bottom, std::max(outer, tip), bottom + 2 * ribbon, kLoopZ, color);
    }
    // The way back: an arrow under the top ribbon from the end to the start.
    const double stroke = std::min(kLoopArrowPixels * u, r.height() * 0.02);
    const double head = std::min(kLoopArrowHeadPixels * u, r.width() * 0.2);
    const double y = top - 2 * ribbon - head;
    const double from = right - serif, to = left + serif;
    if (from - to > 2 * head) {
      addQuad(triangles, to + head * 0.9, y - stroke / 2, from, y + stroke / 2, kLoopZ, color);
      triangles.addTriangle(QVector3D(float(to), float(y), kLoopZ),
                            QVector3D(float(to + head), float(y - head * 0.6), kLoopZ),
                            QVector3D(float(to + head), float(y + head * 0.6), kLoopZ), color);
    }
  }
}

QRectF gridArea(const QRectF& extent, double majorStep, double margin) {
  const double left = std::floor((extent.left() - margin) / majorStep) * majorStep;
  const double right = std::ceil((extent.right() + margin) / majorStep) * majorStep;
  const double bottom = std::floor((extent.top() - margin) / majorStep) * majorStep;
  const double top = std::ceil((extent.bottom() + margin) / majorStep) * majorStep;
  return QRectF(QPointF(left, bottom), QPointF(right, top));
}

double buildGrid(OverlayGeometry& lines, const QRectF& area, double unitsPerPixel, double minPixels) {
  const ViewportStyle& style = viewportStyle();
  double step = 1.0;
  while (step / unitsPerPixel < minPixels && step < 1e9) step *= 4.0;
  while ((area.width() / step + area.height() / step) > kMaxGridLines && step < 1e9) step *= 4.0;
  const double major = step * 4.0;

  struct Line {
    QVector3D a, b;
  };
  std::vector<Line> majors, minors;
  const auto classify = [&](double value, std::vector<Line>& axisBucket, Line line) {
    if (std::abs(value) < step * 1e-6)
      axisBucket.push_back(line);
    else if (std::abs(std::remainder(value, major)) < step * 1e-6)
      majors.push_back(line);
    else
      minors.push_back(line);
  };
  std::vector<Line> xAxis, yAxis;
  const double x0 = std::ceil(area.left() / step - 1e-9) * step;
  for (double x = x0; x <= area.right() + step * 1e-6; x += step)
    classify(
        x, yAxis,
        {QVector3D(float(x), float(area.top()), kGridZ), QVector3D(float(x), float(area.bottom()), kGridZ)});
  const double y0 = std::ceil(area.top() / step - 1e-9) * step;
  for (double y = y0; y <= area.bottom() + step * 1e-6; y += step)
    classify(
        y, xAxis,
        {QVector3D(float(area.left()), float(y), kGridZ), QVector3D(float(area.right()), float(y), kGridZ)});

  // Equal depths: the first line drawn wins where lines cross, so the strongest go first.
  for (const Line& l : xAxis) lines.addLine(l.a, l.b, style.axisX);
  for (const Line& l : yAxis) lines.addLine(l.a, l.b, style.axisY);
  for (const Line& l : majors) lines.addLine(l.a, l.b, style.gridMajor);
  for (const Line& l : minors) lines.addLine(l.a, l.b, style.gridMinor);
  return step;
}

void buildLevelLines(OverlayGeometry& lines, const sw::Project& project, const std::vector<sw::ChainLink>& links,
                     double jointRadius, std::optional<sw::Vec2> screenCentre, OverlayDetail* detail) {
  const ViewportStyle& style = viewportStyle();
  const double u = detail ? detail->unitsPerPixel() : 0;
  const auto admitted = [&](sw::Vec2 centre, double radius, OverlayDetail::Shape shape, const QColor& color) {
    return !detail || detail->admit(centre, radius, OverlayDetail::styleOf(shape, color.rgba()));
  };

  // Collision first: the camera path and screen rectangle win where they cross it.
  for (const sw::ChainLink& link : links) {
    if (!link.def) continue;
    for (const sw::Polygon& polygon : link.def->collision) {
      std::vector<QVector3D> points;
      points.reserve(polygon.size());
      // The finite points' bounds, kept as numbers (a QRectF united per point was a
      // quarter of the level lines of 5,000 links).
      double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
      for (const sw::Vec2& p : polygon) {
        const sw::Vec2 q = link.origin + p;
        if (!q.isFinite()) continue;
        if (points.empty()) x0 = x1 = q.x, y0 = y1 = q.y;
        x0 = std::min(x0, q.x), y0 = std::min(y0, q.y), x1 = std::max(x1, q.x), y1 = std::max(y1, q.y);
        points.push_back(at(q));
      }
      const QRectF bounds = points.empty() ? QRectF()
                                           : QRectF(QPointF(x0, y0), QPointF(x1, y1)).adjusted(-1e-9, -1e-9, 1e-9, 1e-9);
      if (detail && !bounds.isNull()) {
        if (!detail->reaches(bounds)) continue;
        // Smaller than a pixel, an outline draws a dot: one stroke across it draws the same.
        if (u > 0 && std::hypot(bounds.width(), bounds.height()) < u) {
          lines.addLine(QVector3D(float(bounds.left()), float(bounds.top()), 0),
                        QVector3D(float(bounds.right()), float(bounds.bottom()), 0), style.collision);
          continue;
        }
      }
      lines.addPolyline(points, style.collision, true);
    }
  }

  const QRectF screen = screenCentre && screenCentre->isFinite() ? screenRectAt(project, *screenCentre)
                                                                : startScreenRect(project, links);
  lines.addPolyline({QVector3D(float(screen.left()), float(screen.top()), 0),
                     QVector3D(float(screen.right()), float(screen.top()), 0),
                     QVector3D(float(screen.right()), float(screen.bottom()), 0),
                     QVector3D(float(screen.left()), float(screen.bottom()), 0)},
                    style.screenRect, true);
  // Corner ticks make the rectangle read as "the screen" rather than one more outline.
  const double tick = std::min(screen.width(), screen.height()) * 0.06;
  for (const QPointF corner :
       {screen.topLeft(), screen.topRight(), screen.bottomLeft(), screen.bottomRight()}) {
    const double sx = corner.x() < screen.center().x() ? 1 : -1;
    const double sy = corner.y() < screen.center().y() ? 1 : -1;
    const sw::Vec2 c{corner.x(), corner.y()};
    lines.addLine(at(c + sw::Vec2{0, 0}), at(c + sw::Vec2{sx * tick, sy * tick}), style.screenRect);
  }

  std::vector<QVector3D> path;
  for (std::size_t i = 0; i < links.size(); ++i) {
    std::vector<sw::Vec2> points = pathOf(links[i]);
    std::erase_if(points, [](const sw::Vec2& p) { return !p.isFinite(); });
    if (points.empty()) continue;
    for (std::size_t k = (path.empty() ? 0 : 1); k < points.size(); ++k) {
      // Zoomed out, points under a pixel from the last one kept add nothing to the line
      // (the level's last point is always kept).
      const bool last = i + 1 == links.size() && k + 1 == points.size();
      if (u > 0 && !path.empty() && !last &&
          std::hypot(points[k].x - path.back().x(), points[k].y - path.back().y()) < u)
        continue;
      path.push_back(at(points[k]));
    }
    if (admitted(points.front(), jointRadius, OverlayDetail::Shape::Joint, style.cameraPath))
      addDiamondOutline(lines, points.front(), jointRadius, style.cameraPath);  // joint: where this tile starts
    const double cross = jointRadius * 0.6;
    for (std::size_t k = 1; k + 1 < points.size(); ++k) {
      if (!admitted(points[k], cross, OverlayDetail::Shape::PathCross, style.cameraPath)) continue;
      lines.addLine(at(points[k] + sw::Vec2{-cross, 0}), at(points[k] + sw::Vec2{cross, 0}),
                    style.cameraPath);
      lines.addLine(at(points[k] + sw::Vec2{0, -cross}), at(points[k] + sw::Vec2{0, cross}),
                    style.cameraPath);
    }
    if (i + 1 == links.size()) addDiamondOutline(lines, points.back(), jointRadius, style.cameraPath);  // never thinned
  }
  lines.addPolyline(path, style.cameraPath, false);
}

void addPlaceholderOutline(OverlayGeometry& lines, const sw::Box3& box, sw::Vec2 origin) {
  const QColor& color = viewportStyle().placeholderLine;
  const sw::Vec2 a = origin + sw::Vec2{box.min.x, box.min.y};
  const sw::Vec2 b = origin + sw::Vec2{box.max.x, box.max.y};
  lines.addPolyline({at(a), at({b.x, a.y}), at(b), at({a.x, b.y})}, color, true);
  lines.addLine(at(a), at(b), color);
  lines.addLine(at({a.x, b.y}), at({b.x, a.y}), color);
}

void buildMarkers(OverlayGeometry& triangles, const sw::Level& level, double radius, OverlayDetail* detail) {
  const QColor& rim = viewportStyle().markerOutline;
  for (const auto& object : sw::prefetched(level.objects)) {
    const auto* marker = sw::objectCast<const sw::Marker*>(object.get());
    if (!marker || !marker->position.isFinite()) continue;
    const QColor color(marker->color.r, marker->color.g, marker->color.b);
    if (detail && !detail->admit(marker->position, radius * 1.4, OverlayDetail::styleOf(OverlayDetail::Shape::Marker, color.rgba())))
      continue;
    addDiamond(triangles, marker->position, radius * 1.4, kMarkerRimZ, rim);
    addDiamond(triangles, marker->position, radius, kMarkerZ, color);
  }
}

}  // namespace sw::ui
