#include "ui/viewport/jump_arc_overlay.h"

#include <QColor>
#include <algorithm>
#include <cmath>
#include <utility>

#include "model/level/level.h"
#include "model/platformer/character_type.h"
#include "model/platformer/platform_geometry.h"
#include "model/project/project.h"
#include "sim/platformer/jump_arc.h"
#include "ui/viewport/overlay_shapes.h"
#include "view/overlay_geometry.h"

namespace sw::ui {
namespace jump_arc_parts {  // named: unity builds join this file with other overlays' helpers
namespace {

// Over the platform layer's lines, so an arc crossing a platform stays visible.
constexpr float kArcZ = 0.002f;
constexpr double kDot = 0.12;     // units: each dot's length along the arc ...
constexpr double kPeriod = 0.32;  // ... and from one dot to the next
constexpr double kMark = 0.22;    // units: half the landing mark's width
constexpr double kSame = 1e-6;    // outline points this close in x count as one side

// Its own (overlay_shapes.h has one, and so has platform_overlays.cpp, which a unity build
// puts in the same file): the innermost one is found, no ambiguity.
QVector3D at(sw::Vec2 v, float z) { return QVector3D(float(v.x), float(v.y), z); }

// Dots along the polyline by arc length (ticks bunch up at the top of a jump): dot k covers
// [k * kPeriod, k * kPeriod + kDot] of the distance from the start, so rounding cannot stall it.
void dotted(OverlayGeometry& lines, const std::vector<sw::Vec2>& points, const QColor& color) {
  double from = 0;  // distance of the segment's start along the arc
  for (std::size_t i = 0; i + 1 < points.size(); ++i) {
    const sw::Vec2 a = points[i], b = points[i + 1];
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    if (!(length > 0) || !std::isfinite(length)) continue;
    const sw::Vec2 d = (b - a) * (1.0 / length);
    const double to = from + length;
    for (auto k = static_cast<long long>(std::floor(from / kPeriod)); k * kPeriod < to; ++k) {
      const double s = std::max(from, k * kPeriod), e = std::min(to, k * kPeriod + kDot);
      if (e > s) lines.addLine(at(a + d * (s - from), kArcZ), at(a + d * (e - from), kArcZ), color);
    }
    from = to;
  }
}

// The dots, and where it lands a short bar on the ground with a tick up from it.
void drawArc(OverlayGeometry& lines, const LedgeArc& arc, const QColor& color) {
  dotted(lines, arc.feet, color);
  if (!arc.landed) return;
  const sw::Vec2 p = arc.feet.back();
  lines.addLine(at(p - sw::Vec2{kMark, 0}, kArcZ), at(p + sw::Vec2{kMark, 0}, kArcZ), color);
  lines.addLine(at(p, kArcZ), at(p + sw::Vec2{0, kMark}, kArcZ), color);
}

}  // namespace
}  // namespace jump_arc_parts

std::vector<LedgeArc> ledgeJumpArcs(const sw::Project& project, const sw::Level& level,
                                    const sw::LevelObject& object) {
  const auto* ledge = sw::objectCast<const sw::PlatformGeometry*>(&object);
  if (!ledge || ledge->surface == sw::PlatformGeometry::Surface::Trigger) return {};  // no ground to leave
  if (level.kind != sw::Level::Kind::Free || project.characters.empty()) return {};
  const std::vector<sw::Vec2> outline = ledge->outline();
  if (outline.size() < 3) return {};
  const auto [left, right] = std::minmax_element(outline.begin(), outline.end(),
                                                 [](sw::Vec2 a, sw::Vec2 b) { return a.x < b.x; });
  sw::Vec2 leftTop = *left, rightTop = *right;
  for (const sw::Vec2 p : outline) {
    if (std::abs(p.x - left->x) < jump_arc_parts::kSame && p.y > leftTop.y) leftTop = p;
    if (std::abs(p.x - right->x) < jump_arc_parts::kSame && p.y > rightTop.y) rightTop = p;
  }
  const std::string& character = project.characters.front()->name;
  std::vector<LedgeArc> arcs;
  for (const auto& [edge, dir] : {std::pair{leftTop, -1}, std::pair{rightTop, 1}}) {
    sw::JumpArc arc = sw::jumpArc(project, level, character, edge, dir);
    if (arc.feet.size() >= 2) arcs.push_back({std::move(arc.feet), arc.landed});
  }
  return arcs;
}

void buildJumpArcs(OverlayGeometry& lines, const sw::Project& project, const std::vector<LedgeArc>& arcs) {
  if (arcs.empty() || project.characters.empty()) return;
  const sw::Color c = project.characters.front()->color;
  const QColor color = QColor(c.r, c.g, c.b).lighter(125);
  for (const LedgeArc& arc : arcs) jump_arc_parts::drawArc(lines, arc, color);
}

}  // namespace sw::ui
