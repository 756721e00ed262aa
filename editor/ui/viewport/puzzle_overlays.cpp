#include "ui/viewport/puzzle_overlays.h"

#include <QColor>
#include <QRectF>
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "model/level/level.h"
#include "model/platformer/puzzle_expression.h"
#include "model/platformer/puzzle_objects.h"
#include "ui/viewport/overlay_shapes.h"
#include "view/overlay_detail.h"
#include "view/overlay_geometry.h"

namespace sw::ui {
// Named: unity builds put this file beside platform_overlays.cpp, whose helpers have the same names.
namespace puzzle_parts {
namespace {

// As platform_overlays.cpp: fills under the lines, the big faint areas (checkpoint, goal)
// under the solid pieces' fills so a crate or lever inside one stays readable.
constexpr float kFillZ = -0.012f;
constexpr float kAreaZ = -0.014f;
constexpr float kLineZ = 0.f;
constexpr double kSlabAlpha = 0.5;
constexpr double kBarrierAlpha = 0.28;  // see-through: bodies pass it
constexpr double kAreaAlpha = 0.09;
constexpr double kGhostAlpha = 0.4;
constexpr double kLinkAlpha = 0.7;
constexpr double kDash = 0.25;      // units: dashed outlines
constexpr double kLinkDash = 0.45;  // units: expression links, longer than a jump arc's dots
constexpr double kHead = 0.28;      // units: arrowheads
// Violet: apart from every piece's own colour and from the jump arc (the character's).
const QColor kLinkColor(205, 140, 255);

// Its own (overlay_shapes.h has one, and so has platform_overlays.cpp, which a unity build
// puts in the same file): the innermost one is found, no ambiguity.
QVector3D at(sw::Vec2 v, float z) { return QVector3D(float(v.x), float(v.y), z); }

QColor withAlpha(QColor c, double alpha) {
  c.setAlphaF(float(alpha));
  return c;
}

QColor colorOf(const sw::Color& c) { return QColor(c.r, c.g, c.b); }

PlaneRect centred(sw::Vec2 centre, sw::Vec2 size) {
  const sw::Vec2 half{std::abs(size.x) / 2, std::abs(size.y) / 2};
  return {centre - half, centre + half};
}

// The area standing above a feet point (checkpoint, goal).
PlaneRect standingArea(sw::Vec2 feet, sw::Vec2 size) {
  const double w = std::abs(size.x) / 2;
  return {{feet.x - w, feet.y}, {feet.x + w, feet.y + std::abs(size.y)}};
}

PlaneRect moved(const PlaneRect& r, sw::Vec2 by) { return {r.min + by, r.max + by}; }

QRectF toRectF(const PlaneRect& r) { return QRectF(QPointF(r.min.x, r.min.y), QPointF(r.max.x, r.max.y)); }

void fillRect(OverlayGeometry& fills, const PlaneRect& r, float z, const QColor& color) {
  fills.addTriangle(at(r.min, z), at({r.max.x, r.min.y}, z), at(r.max, z), color);
  fills.addTriangle(at(r.min, z), at(r.max, z), at({r.min.x, r.max.y}, z), color);
}

std::vector<sw::Vec2> corners(const PlaneRect& r) {
  return {r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}};
}

void outlineRect(OverlayGeometry& lines, const PlaneRect& r, const QColor& color) {
  std::vector<QVector3D> points;
  for (const sw::Vec2 p : corners(r)) points.push_back(at(p, kLineZ));
  lines.addPolyline(points, color, true);
}

void dashedLine(OverlayGeometry& lines, sw::Vec2 a, sw::Vec2 b, const QColor& color, double dash = kDash) {
  const double length = std::hypot(b.x - a.x, b.y - a.y);
  if (!(length > 0) || !std::isfinite(length)) return;
  const sw::Vec2 d = (b - a) * (1.0 / length);
  const int dashes = int(std::ceil(length / (2 * dash)));
  for (int k = 0; k < dashes; ++k)
    lines.addLine(at(a + d * (k * 2 * dash), kLineZ), at(a + d * std::min((k * 2 + 1) * dash, length), kLineZ),
                  color);
}

void dashedRect(OverlayGeometry& lines, const PlaneRect& r, const QColor& color) {
  const std::vector<sw::Vec2> c = corners(r);
  for (std::size_t i = 0; i < c.size(); ++i) dashedLine(lines, c[i], c[(i + 1) % c.size()], color);
}

// Two strokes back from `tip`, opening away from `from`.
void arrowHead(OverlayGeometry& lines, sw::Vec2 from, sw::Vec2 tip, const QColor& color) {
  const double length = std::hypot(tip.x - from.x, tip.y - from.y);
  if (!(length > 0)) return;
  const sw::Vec2 d = (tip - from) * (1.0 / length);
  const sw::Vec2 n{-d.y, d.x};
  const double h = std::min(kHead, length * 0.5);
  lines.addLine(at(tip, kLineZ), at(tip - d * h + n * (h * 0.6), kLineZ), color);
  lines.addLine(at(tip, kLineZ), at(tip - d * h - n * (h * 0.6), kLineZ), color);
}

void arrow(OverlayGeometry& lines, sw::Vec2 from, sw::Vec2 tip, const QColor& color) {
  lines.addLine(at(from, kLineZ), at(tip, kLineZ), color);
  arrowHead(lines, from, tip, color);
}

// Where the segment from `outside` to `inside` (the centre of `r`) first enters `r`
// (Liang-Barsky on the one entering parameter): a link's arrow stops at the piece's edge.
sw::Vec2 entryPoint(sw::Vec2 outside, sw::Vec2 inside, const PlaneRect& r) {
  const sw::Vec2 d = inside - outside;
  double t = 0;
  const double p[4] = {-d.x, d.x, -d.y, d.y};
  const double q[4] = {outside.x - r.min.x, r.max.x - outside.x, outside.y - r.min.y, r.max.y - outside.y};
  for (int i = 0; i < 4; ++i)
    if (p[i] < 0) t = std::max(t, q[i] / p[i]);
  return outside + d * std::clamp(t, 0.0, 1.0);
}

// Where a link from another object starts: the middle of its shape, else its position.
std::optional<sw::Vec2> linkPoint(const sw::LevelObject& object) {
  if (const auto area = puzzleArea(object)) return area->centre();
  const sw::Property* p = object.description().find("position");
  if (!p || p->kind != sw::ValueKind::Vec2) return std::nullopt;
  const sw::Value value = p->get(object);
  const auto* v = std::get_if<sw::Vec2>(&value);
  return v && v->isFinite() ? std::optional<sw::Vec2>(*v) : std::nullopt;
}

void buildLinks(OverlayGeometry& lines, const sw::Level& level, const std::string& expression,
                const PlaneRect& driven, const OverlayDetail* detail) {
  const sw::Vec2 centre = driven.centre();
  const QColor color = withAlpha(kLinkColor, kLinkAlpha);
  for (const std::string& name : sw::puzzleExpressionNames(expression)) {
    const sw::LevelObject* source = level.findByName(name);
    auto from = source ? linkPoint(*source) : std::nullopt;
    if (!from || driven.contains(*from)) continue;
    const sw::Vec2 tip = entryPoint(*from, centre, driven);
    // From the edge of the source's shape too, so the link does not cross out its drawing.
    if (const auto area = puzzleArea(*source); area && !area->contains(tip)) from = entryPoint(tip, *from, *area);
    const QRectF bounds = QRectF(QPointF(from->x, from->y), QPointF(tip.x, tip.y)).normalized();
    if (detail && !detail->reaches(bounds.adjusted(-0.01, -0.01, 0.01, 0.01))) continue;
    dashedLine(lines, *from, tip, color, kLinkDash);
    arrowHead(lines, *from, tip, color);
  }
}

void buildDoor(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Door& door, const PlaneRect& slab) {
  const QColor own = colorOf(door.color);
  fillRect(fills, slab, kFillZ, withAlpha(own, kSlabAlpha));
  outlineRect(lines, slab, own.lighter(135));
  const sw::Vec2 travel = sw::sideVector(door.opens) * door.travel;
  if (!travel.isFinite() || !(std::abs(door.travel) > 0)) return;
  outlineRect(lines, moved(slab, travel), withAlpha(own.lighter(135), kGhostAlpha));
  arrow(lines, slab.centre(), slab.centre() + travel, withAlpha(own.lighter(150), 0.8));
}

void buildSwitch(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Switch& s, const PlaneRect& box) {
  const QColor own = colorOf(s.color);
  if (s.kind == sw::Switch::Kind::Plate) {
    fillRect(fills, box, kFillZ, withAlpha(own, 0.75));
    outlineRect(lines, box, own.lighter(130));
    return;
  }
  // A lever: the box a character touches (faint, dashed), a base, a post leaning left
  // (off) or right (on) from the pivot, a knob on its end.
  dashedRect(lines, box, withAlpha(own, kGhostAlpha));
  const double w = box.max.x - box.min.x, h = box.max.y - box.min.y;
  const sw::Vec2 pivot{s.position.x, box.min.y + h * 0.12};
  fillRect(fills, {{s.position.x - w * 0.3, box.min.y}, {s.position.x + w * 0.3, pivot.y}}, kFillZ,
           withAlpha(own.darker(140), 0.9));
  const sw::Vec2 knob{s.position.x + (s.startsOn ? 1 : -1) * w * 0.28, box.min.y + h * 0.8};
  lines.addLine(at(pivot, kLineZ), at(knob, kLineZ), own);
  addDisc(fills, knob, std::min(w, h) * 0.12, kFillZ + 0.001f, s.startsOn ? own.lighter(130) : own, 12);
}

void buildCrate(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Crate& crate, const PlaneRect& box) {
  const QColor own = colorOf(crate.color);
  fillRect(fills, box, kFillZ, withAlpha(own, kSlabAlpha));
  const QColor line = own.lighter(140);
  outlineRect(lines, box, line);
  lines.addLine(at(box.min, kLineZ), at(box.max, kLineZ), line);
  lines.addLine(at({box.min.x, box.max.y}, kLineZ), at({box.max.x, box.min.y}, kLineZ), line);
}

void buildBarrier(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Barrier& barrier,
                  const PlaneRect& slab) {
  const QColor own = colorOf(barrier.color);
  fillRect(fills, slab, kFillZ, withAlpha(own, kBarrierAlpha));
  dashedRect(lines, slab, own);
  // Double arrows along the axis, through the slab and out of it on both sides, repeated
  // along its length so a tall gate reads as one at any part of it.
  const bool horizontal = barrier.axis == sw::Barrier::Axis::Horizontal;
  const sw::Vec2 along = horizontal ? sw::Vec2{1, 0} : sw::Vec2{0, 1};
  const sw::Vec2 across = horizontal ? sw::Vec2{0, 1} : sw::Vec2{1, 0};
  const double halfAlong = (horizontal ? slab.max.x - slab.min.x : slab.max.y - slab.min.y) / 2 + 0.6;
  const double span = horizontal ? slab.max.y - slab.min.y : slab.max.x - slab.min.x;
  const int count = std::clamp(int(span / 1.5), 1, 64);
  const QColor line = own.lighter(120);
  for (int k = 0; k < count; ++k) {
    const sw::Vec2 c = slab.centre() + across * (span * ((k + 0.5) / count - 0.5));
    const sw::Vec2 a = c - along * halfAlong, b = c + along * halfAlong;
    lines.addLine(at(a, kLineZ), at(b, kLineZ), line);
    arrowHead(lines, c, a, line);
    arrowHead(lines, c, b, line);
  }
}

void buildCheckpoint(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Checkpoint& cp,
                     const PlaneRect& area) {
  const QColor own = colorOf(cp.color);
  fillRect(fills, area, kAreaZ, withAlpha(own, kAreaAlpha));
  dashedRect(lines, area, withAlpha(own, 0.55));
  // A flag on its feet point: where the characters come back.
  const double top = cp.position.y + std::min(area.max.y - area.min.y, 2.2);
  lines.addLine(at(cp.position, kLineZ), at({cp.position.x, top}, kLineZ), own);
  lines.addLine(at(cp.position - sw::Vec2{0.25, 0}, kLineZ), at(cp.position + sw::Vec2{0.25, 0}, kLineZ), own);
  fills.addTriangle(at({cp.position.x, top}, kFillZ), at({cp.position.x, top - 0.55}, kFillZ),
                    at({cp.position.x + 0.75, top - 0.275}, kFillZ), withAlpha(own, 0.85));
}

void buildGoal(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Goal& goal, const PlaneRect& area) {
  const QColor own = colorOf(goal.color);
  fillRect(fills, area, kAreaZ, withAlpha(own, 0.16));
  outlineRect(lines, area, own);
  // A second, inner frame: a goal reads apart from a trigger or checkpoint of that size.
  const double inset = std::min({0.12, (area.max.x - area.min.x) / 4, (area.max.y - area.min.y) / 4});
  outlineRect(lines, {area.min + sw::Vec2{inset, inset}, area.max - sw::Vec2{inset, inset}}, withAlpha(own, 0.5));
}

}  // namespace
}  // namespace puzzle_parts

std::optional<PlaneRect> puzzleArea(const sw::LevelObject& object) {
  std::optional<PlaneRect> r;
  if (const auto* door = sw::objectCast<const sw::Door*>(&object))
    r = puzzle_parts::centred(door->position, door->size);
  else if (const auto* s = sw::objectCast<const sw::Switch*>(&object)) {
    if (s->kind == sw::Switch::Kind::Lever)
      r = puzzle_parts::centred(s->position, s->size);
    else {  // its top middle at the position, drawn (at least thinly) downward
      const double w = std::abs(s->size.x) / 2, h = std::max(std::abs(s->size.y), 0.05);
      r = PlaneRect{{s->position.x - w, s->position.y - h}, {s->position.x + w, s->position.y}};
    }
  } else if (const auto* crate = sw::objectCast<const sw::Crate*>(&object)) {
    const double w = std::abs(crate->size.x) / 2;
    r = PlaneRect{{crate->position.x - w, crate->position.y},
                  {crate->position.x + w, crate->position.y + std::abs(crate->size.y)}};
  } else if (const auto* barrier = sw::objectCast<const sw::Barrier*>(&object))
    r = puzzle_parts::centred(barrier->position, barrier->size);
  else if (const auto* cp = sw::objectCast<const sw::Checkpoint*>(&object))
    r = puzzle_parts::standingArea(cp->position, cp->size);
  else if (const auto* goal = sw::objectCast<const sw::Goal*>(&object))
    r = puzzle_parts::standingArea(goal->position, goal->size);
  if (r && !r->isValid()) return std::nullopt;
  return r;
}

bool isPuzzlePiece(const sw::LevelObject& object) {
  return sw::objectCast<const sw::Door*>(&object) || sw::objectCast<const sw::Switch*>(&object) ||
         sw::objectCast<const sw::Crate*>(&object) || sw::objectCast<const sw::Barrier*>(&object) ||
         sw::objectCast<const sw::Checkpoint*>(&object) || sw::objectCast<const sw::Goal*>(&object);
}

void buildPuzzlePiece(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Level& level,
                      const sw::LevelObject& object, const OverlayDetail* detail) {
  const std::optional<PlaneRect> area = puzzleArea(object);
  if (!area) return;
  // Links first: they reach out of the piece, so it may be off the area while they are not.
  if (const auto* door = sw::objectCast<const sw::Door*>(&object))
    puzzle_parts::buildLinks(lines, level, door->opensWhen, *area, detail);
  else if (const auto* barrier = sw::objectCast<const sw::Barrier*>(&object))
    puzzle_parts::buildLinks(lines, level, barrier->passable, *area, detail);
  PlaneRect bounds = *area;
  if (const auto* door = sw::objectCast<const sw::Door*>(&object)) {  // and where it opens to
    const PlaneRect open = puzzle_parts::moved(*area, sw::sideVector(door->opens) * door->travel);
    if (open.isValid())
      bounds = {{std::min(bounds.min.x, open.min.x), std::min(bounds.min.y, open.min.y)},
                {std::max(bounds.max.x, open.max.x), std::max(bounds.max.y, open.max.y)}};
  }
  if (detail && !detail->reaches(puzzle_parts::toRectF(bounds).adjusted(-1, -1, 1, 1))) return;
  if (const auto* door = sw::objectCast<const sw::Door*>(&object))
    puzzle_parts::buildDoor(fills, lines, *door, *area);
  else if (const auto* s = sw::objectCast<const sw::Switch*>(&object))
    puzzle_parts::buildSwitch(fills, lines, *s, *area);
  else if (const auto* crate = sw::objectCast<const sw::Crate*>(&object))
    puzzle_parts::buildCrate(fills, lines, *crate, *area);
  else if (const auto* barrier = sw::objectCast<const sw::Barrier*>(&object))
    puzzle_parts::buildBarrier(fills, lines, *barrier, *area);
  else if (const auto* cp = sw::objectCast<const sw::Checkpoint*>(&object))
    puzzle_parts::buildCheckpoint(fills, lines, *cp, *area);
  else if (const auto* goal = sw::objectCast<const sw::Goal*>(&object))
    puzzle_parts::buildGoal(fills, lines, *goal, *area);
}

}  // namespace sw::ui
