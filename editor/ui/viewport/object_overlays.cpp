#include "ui/viewport/object_overlays.h"

#include <algorithm>
#include <cmath>

#include "core/prefetched.h"
#include "view/overlay_detail.h"
#include "view/overlay_geometry.h"
#include "view/viewport_style.h"

namespace sw::ui {
namespace {

// Depths in the overlay view (markers sit at 0.01 and 0.02, level lines at 0).
constexpr float kTriggerFillZ = -0.01f;
constexpr float kHighlightFillZ = -0.005f;
constexpr float kHighlightZ = 0.005f;

QVector3D point3(double x, double y, float z) { return QVector3D(float(x), float(y), z); }

void addQuad(OverlayGeometry& triangles, double x0, double y0, double x1, double y1, float z,
             const QColor& color) {
  triangles.addTriangle(point3(x0, y0, z), point3(x1, y0, z), point3(x1, y1, z), color);
  triangles.addTriangle(point3(x0, y0, z), point3(x1, y1, z), point3(x0, y1, z), color);
}

// A band `width` wide just outside the rectangle, `gap` away from it.
void addFrame(OverlayGeometry& triangles, const PlaneRect& r, double gap, double width, float z,
              const QColor& color) {
  const double x0 = r.min.x - gap, y0 = r.min.y - gap, x1 = r.max.x + gap, y1 = r.max.y + gap;
  const double w = width;
  addQuad(triangles, x0 - w, y0 - w, x1 + w, y0, z, color);  // bottom, corners included
  addQuad(triangles, x0 - w, y1, x1 + w, y1 + w, z, color);  // top
  addQuad(triangles, x0 - w, y0, x0, y1, z, color);          // left
  addQuad(triangles, x1, y0, x1 + w, y1, z, color);          // right
}

void addDiamond(OverlayGeometry& triangles, sw::Vec2 c, double r, float z, const QColor& color) {
  triangles.addTriangle(point3(c.x + r, c.y, z), point3(c.x, c.y + r, z), point3(c.x - r, c.y, z), color);
  triangles.addTriangle(point3(c.x + r, c.y, z), point3(c.x - r, c.y, z), point3(c.x, c.y - r, z), color);
}

QRectF toRect(const PlaneRect& r, double pad) {
  return QRectF(QPointF(r.min.x - pad, r.min.y - pad), QPointF(r.max.x + pad, r.max.y + pad));
}

// Whether `detail` keeps a selected target's highlight: in its area, and for points and
// areas smaller than their own frame (a tile zoomed far out) not crowded out.
bool keepHighlight(OverlayDetail& detail, const PickTarget& t, double pointRadius, double band,
                   std::uint64_t haloStyle) {
  if (t.kind == PickTarget::Kind::Point) return detail.admit(t.rect.min, pointRadius, haloStyle);
  if (t.kind == PickTarget::Kind::Curve) return detail.reaches(toRect(t.rect, band));
  const double half = std::max(t.rect.max.x - t.rect.min.x, t.rect.max.y - t.rect.min.y) / 2;
  if (half > band) return detail.reaches(toRect(t.rect, band));
  const sw::Vec2 centre = (t.rect.min + t.rect.max) * 0.5;
  return detail.admit(centre, half + band,
                      OverlayDetail::styleOf(OverlayDetail::Shape::SmallAreaFrame, std::uint32_t(t.kind)));
}

// A curve's points, the first of every run closer than a few pixels kept (and the end).
std::vector<sw::Vec2> thinned(const std::vector<sw::Vec2>& polyline, const OverlayDetail& detail) {
  const double step = OverlayDetail::kSamplePixels * detail.unitsPerPixel();
  if (!(step > 0) || polyline.size() < 3) return polyline;
  std::vector<sw::Vec2> out{polyline.front()};
  out.reserve(polyline.size());
  // Squared distances: a selected path's samples are 300,000 points in a big level, and
  // the overflow-safe hypot was most of its highlight. (A sample at infinity is dropped
  // here, where hypot kept it: it draws nothing either way.)
  const double stepSquared = step * step;
  for (std::size_t i = 1; i + 1 < polyline.size(); ++i) {
    const sw::Vec2 d = polyline[i] - out.back();
    if (d.x * d.x + d.y * d.y >= stepSquared) out.push_back(polyline[i]);
  }
  out.push_back(polyline.back());
  return out;
}

}  // namespace

void buildTriggers(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Level& level,
                   const OverlayDetail* detail) {
  const ViewportStyle& style = viewportStyle();
  for (const auto& object : sw::prefetched(level.objects)) {
    const auto* trigger = sw::objectCast<const sw::Trigger*>(object.get());
    if (!trigger) continue;
    const sw::Vec2 half{std::abs(trigger->size.x) / 2, std::abs(trigger->size.y) / 2};
    const PlaneRect r{trigger->position - half, trigger->position + half};
    if (!r.isValid() || (detail && !detail->reaches(toRect(r, 0)))) continue;
    QColor line(trigger->color.r, trigger->color.g, trigger->color.b);
    // Under a pixel (zoomed far out), the fill, frame and cross draw a dot: one stroke
    // across the trigger draws the same (as level lines do for collision outlines), with
    // 2 vertices instead of 18 for each of 5,000 triggers of a big level framed whole.
    const double u = detail ? detail->unitsPerPixel() : 0;
    if (u > 0 && std::max(r.max.x - r.min.x, r.max.y - r.min.y) < u) {
      lines.addLine(point3(r.min.x, r.min.y, 0), point3(r.max.x, r.max.y, 0), line);
      continue;
    }
    QColor fill = line;
    fill.setAlphaF(style.triggerFillAlpha);
    addQuad(fills, r.min.x, r.min.y, r.max.x, r.max.y, kTriggerFillZ, fill);
    lines.addPolyline(
        {point3(r.min.x, r.min.y, 0), point3(r.max.x, r.min.y, 0), point3(r.max.x, r.max.y, 0), point3(r.min.x, r.max.y, 0)},
        line, true);
    // A cross in the middle reads as "a trigger" at any size, and marks its position.
    const double arm = std::min({half.x, half.y, 0.5});
    const sw::Vec2 c = trigger->position;
    lines.addLine(point3(c.x - arm, c.y, 0), point3(c.x + arm, c.y, 0), line);
    lines.addLine(point3(c.x, c.y - arm, 0), point3(c.x, c.y + arm, 0), line);
  }
}

void buildSelectionHighlight(OverlayGeometry& triangles, OverlayGeometry& fills,
                             const std::vector<const PickTarget*>& selected, double unitsPerPixel,
                             const HighlightSizes& sizes, OverlayDetail* detail) {
  const ViewportStyle& style = viewportStyle();
  const double u = unitsPerPixel;
  const double halo = (sizes.markerRim + sizes.halo) * u;
  const double glow = (sizes.markerRim + sizes.halo + sizes.glow) * u;
  const auto points = std::count_if(selected.begin(), selected.end(),
                                    [](const PickTarget* t) { return t->kind == PickTarget::Kind::Point; });
  const bool glowPoints = points <= sizes.glowLimit;
  const double band = (1.0 + sizes.outline + sizes.glow) * u;  // what an area's frame adds around it
  const std::uint64_t haloStyle = OverlayDetail::styleOf(OverlayDetail::Shape::Halo, style.selection.rgba());
  for (const PickTarget* target : selected) {
    const PickTarget& t = *target;
    if (detail && !keepHighlight(*detail, t, glowPoints ? glow : halo, band, haloStyle)) continue;
    switch (t.kind) {
      case PickTarget::Kind::Point:
        // Whole diamonds, each behind the last (the marker covers the halo's middle, the
        // halo the glow's): two triangles per layer keep 10,000 selected markers cheap.
        addDiamond(triangles, t.rect.min, halo, kHighlightZ, style.selection);
        if (glowPoints) addDiamond(fills, t.rect.min, glow, kHighlightFillZ, style.selectionGlow);
        break;
      case PickTarget::Kind::Curve: {
        // A soft band along the curve: the path's own line and points stay readable on it.
        const std::vector<sw::Vec2> line = detail ? thinned(t.points(), *detail) : t.points();
        for (std::size_t i = 0; i + 1 < line.size(); ++i) {
          const sw::Vec2 a = line[i], b = line[i + 1];
          const double len = std::hypot(b.x - a.x, b.y - a.y);
          if (!(len > 0)) continue;
          const double w = (sizes.outline + 1.5) * u;
          const sw::Vec2 n{-(b.y - a.y) / len * w, (b.x - a.x) / len * w};
          fills.addTriangle(point3(a.x + n.x, a.y + n.y, kHighlightFillZ), point3(b.x + n.x, b.y + n.y, kHighlightFillZ),
                            point3(b.x - n.x, b.y - n.y, kHighlightFillZ), style.selectionGlow);
          fills.addTriangle(point3(a.x + n.x, a.y + n.y, kHighlightFillZ), point3(b.x - n.x, b.y - n.y, kHighlightFillZ),
                            point3(a.x - n.x, a.y - n.y, kHighlightFillZ), style.selectionGlow);
        }
        break;
      }
      case PickTarget::Kind::Area:
      case PickTarget::Kind::Tile:
        addQuad(fills, t.rect.min.x, t.rect.min.y, t.rect.max.x, t.rect.max.y, kHighlightFillZ,
                t.kind == PickTarget::Kind::Tile ? style.selectionTileTint : style.selectionAreaTint);
        addFrame(triangles, t.rect, 1.0 * u, sizes.outline * u, kHighlightZ, style.selection);
        addFrame(fills, t.rect, (1.0 + sizes.outline) * u, sizes.glow * 0.75 * u, kHighlightFillZ,
                 style.selectionGlow);
        break;
    }
  }
}

}  // namespace sw::ui
