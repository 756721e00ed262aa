// Light objects in the viewport (light_overlays.h).
#include "ui/viewport/light_overlays.h"

#include <cmath>
#include <numbers>
#include <vector>

#include "model/level/level.h"
#include "model/level/level_lookup.h"
#include "model/level/light.h"
#include "model/level/object_cast.h"
#include "model/project/project.h"
#include "ui/viewport/object_overlays.h"
#include "view/overlay_detail.h"
#include "view/overlay_geometry.h"

namespace sw::ui {
namespace {

constexpr float kLightZ = 0.0f;

QVector3D onPlane(sw::Vec2 p) { return QVector3D(float(p.x), float(p.y), kLightZ); }

sw::Vec2 turned(double degrees, double length) {
  const double a = degrees * std::numbers::pi / 180.0;
  return {std::cos(a) * length, std::sin(a) * length};
}

// An arc of `radius` around `c` from `from` to `to` degrees, as a polyline.
std::vector<QVector3D> arc(sw::Vec2 c, double radius, double from, double to) {
  const int steps = std::max(8, int(std::abs(to - from) / 6));
  std::vector<QVector3D> points;
  points.reserve(std::size_t(steps) + 1);
  for (int i = 0; i <= steps; ++i) points.push_back(onPlane(c + turned(from + (to - from) * i / steps, radius)));
  return points;
}

QColor colourOf(const sw::Light& light) {
  // A darkening light shows in a cold grey (its own colour says nothing of what it does).
  if (light.intensity < 0) return QColor(150, 150, 190);
  return QColor(light.color.r, light.color.g, light.color.b);
}

}  // namespace

void buildTriggersAndLights(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Project* project,
                            const sw::Level& level, const OverlayDetail* detail) {
  buildTriggers(fills, lines, level, detail);
  static const sw::Project noProject;
  const sw::Project& p = project ? *project : noProject;
  for (const auto& object : level.objects) {
    const auto* light = sw::objectCast<const sw::Light*>(object.get());
    if (!light) continue;
    const sw::Vec2 c = sw::lightPosition(p, level, *light);
    if (!c.isFinite() || (detail && !detail->reaches(QRectF(c.x - 1, c.y - 1, 2, 2)))) continue;
    // A sun half a unit across: a white ring (it must show on the light's own colour), a
    // dark one around it, and eight rays in the light's colour.
    const QColor colour = colourOf(*light);
    lines.addPolyline(arc(c, 0.22, 0, 360), QColor(250, 250, 250), true);
    lines.addPolyline(arc(c, 0.28, 0, 360), QColor(20, 20, 30), true);
    for (int i = 0; i < 8; ++i)
      lines.addLine(onPlane(c + turned(i * 45.0, 0.36)), onPlane(c + turned(i * 45.0, 0.6)), colour);
  }
}

bool anyLightSelected(const sw::Level& level, const QSet<sw::ObjectId>& selected) {
  for (sw::ObjectId id : selected)
    if (sw::objectCast<const sw::Light*>(level.findById(id))) return true;
  return false;
}

bool buildLightReach(OverlayGeometry& lines, const sw::Project& project, const sw::Level& level,
                     const QSet<sw::ObjectId>& selected) {
  bool any = false;
  for (const auto& object : level.objects) {
    const auto* light = sw::objectCast<const sw::Light*>(object.get());
    if (!light || !selected.contains(light->id) || !(light->range > 0) || !std::isfinite(light->range)) continue;
    any = true;
    const sw::Vec2 c = sw::lightPosition(project, level, *light);
    if (!c.isFinite()) continue;
    const QColor colour = colourOf(*light);
    const double r = light->range;
    switch (light->shape) {
      case sw::Light::Shape::Point: lines.addPolyline(arc(c, r, 0, 360), colour, true); break;
      case sw::Light::Shape::Spot: {
        const double half = std::clamp(light->cone, 1.0, 180.0) / 2;
        std::vector<QVector3D> outline = arc(c, r, light->direction - half, light->direction + half);
        outline.insert(outline.begin(), onPlane(c));
        lines.addPolyline(outline, colour, true);
        break;
      }
      case sw::Light::Shape::Line: {
        const sw::Vec2 along = turned(light->direction, std::max(light->length, 0.0) / 2);
        const sw::Vec2 a = c - along, b = c + along;
        std::vector<QVector3D> outline = arc(b, r, light->direction - 90, light->direction + 90);
        const std::vector<QVector3D> back = arc(a, r, light->direction + 90, light->direction + 270);
        outline.insert(outline.end(), back.begin(), back.end());
        lines.addPolyline(outline, colour, true);
        lines.addLine(onPlane(a), onPlane(b), colour);
        break;
      }
    }
  }
  return any;
}

}  // namespace sw::ui
