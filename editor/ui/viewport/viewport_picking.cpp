#include "ui/viewport/viewport_picking.h"

#include <QtMath>
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/prefetched.h"
#include "model/level/light.h"
#include "model/level/level.h"
#include "model/level/level_lookup.h"
#include "model/level/nav_objects.h"
#include "model/paths/path.h"
#include "model/paths/path_placement.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"
#include "model/level/spawn.h"
#include "ui/viewport/path_overlays.h"
#include "ui/viewport/platform_overlays.h"
#include "ui/viewport/puzzle_overlays.h"
#include "view/level_overlays.h"

namespace sw::ui {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

bool isFinite(QPointF p) { return std::isfinite(p.x()) && std::isfinite(p.y()); }

std::vector<QPointF> rectPolygon(const QRectF& r) {
  return {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()};
}

// The rectangle's corners on screen, or nothing when one is behind the camera.
std::optional<std::vector<QPointF>> projectRect(const ScreenProjector& project, const PlaneRect& rect) {
  std::vector<QPointF> corners{project(rect.min), project(sw::Vec2{rect.max.x, rect.min.y}),
                               project(rect.max), project(sw::Vec2{rect.min.x, rect.max.y})};
  for (const QPointF& c : corners)
    if (!isFinite(c)) return std::nullopt;
  return corners;
}

// Projections of both polygons on `axis` are disjoint.
bool separatedOn(QPointF axis, const std::vector<QPointF>& a, const std::vector<QPointF>& b) {
  double aMin = kInf, aMax = -kInf, bMin = kInf, bMax = -kInf;
  for (const QPointF& p : a) {
    const double d = p.x() * axis.x() + p.y() * axis.y();
    aMin = std::min(aMin, d), aMax = std::max(aMax, d);
  }
  for (const QPointF& p : b) {
    const double d = p.x() * axis.x() + p.y() * axis.y();
    bMin = std::min(bMin, d), bMax = std::max(bMax, d);
  }
  return aMax < bMin || bMax < aMin;
}

bool anyEdgeSeparates(const std::vector<QPointF>& polygon, const std::vector<QPointF>& a,
                      const std::vector<QPointF>& b) {
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const QPointF edge = polygon[(i + 1) % polygon.size()] - polygon[i];
    if (edge.isNull()) continue;
    if (separatedOn(QPointF(-edge.y(), edge.x()), a, b)) return true;
  }
  return false;
}

// World units per pixel of the play plane around `pixel` (largest of both directions),
// for pixel tolerances of areas; 0 when the plane is not there.
double planeUnitsPerPixel(const CameraController& camera, QPointF pixel, sw::Vec2 at) {
  double upp = 0;
  for (const QPointF step : {QPointF(1, 0), QPointF(0, 1)})
    if (const auto p = playPlanePoint(camera, pixel + step))
      upp = std::max(upp, std::hypot(p->x - at.x, p->y - at.y));
  return upp;
}

}  // namespace

ScreenProjector::ScreenProjector(const CameraController& camera)
    : position_(camera.position()),
      right_(camera.right()),
      up_(camera.up()),
      back_(camera.back()),
      cx_(camera.viewportSize().width() / 2.0),
      cy_(camera.viewportSize().height() / 2.0),
      unitsPerPixel_(camera.unitsPerPixel()),
      focal_((camera.viewportSize().height() / 2.0) /
             std::tan(qDegreesToRadians(camera.fieldOfView()) / 2.0)),
      orthographic_(camera.isOrthographic()) {}

QPointF ScreenProjector::operator()(QVector3D world) const {
  const QVector3D v = world - position_;
  const double x = QVector3D::dotProduct(v, right_);
  const double y = QVector3D::dotProduct(v, up_);
  if (orthographic_) return {cx_ + x / unitsPerPixel_, cy_ - y / unitsPerPixel_};
  const double depth = -QVector3D::dotProduct(v, back_);
  if (depth <= 0) return {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN()};
  return {cx_ + focal_ * x / depth, cy_ - focal_ * y / depth};
}

constexpr int kPickSamplesPerSegment = 12;

bool isMovable(const sw::LevelObject& object) {
  const sw::Property* p = object.description().find("position");
  if (const auto* spawn = sw::objectCast<const sw::Spawn*>(&object); spawn && !spawn->path.empty()) return false;
  return p && p->kind == sw::ValueKind::Vec2 && !p->readOnly;
}

std::vector<PickTarget> pickTargets(const sw::Level& level, const std::vector<TileArea>& tiles,
                                    const sw::Project* project) {
  std::vector<PickTarget> targets = objectPickTargets(level, project);
  appendTilePickTargets(targets, tiles);
  return targets;
}

std::vector<PickTarget> objectPickTargets(const sw::Level& level, const sw::Project* project) {
  static const sw::Project noProject;
  const sw::LevelLookup lookup(project, level);  // names and link origins in one pass, not per object
  std::vector<PickTarget> targets;
  // Room for the tiles too (level_viewport.cpp appends them to this vector).
  targets.reserve(level.objects.size() + level.chain.size());
  for (const auto& object : sw::prefetched(level.objects)) {
    if (const auto* trigger = sw::objectCast<const sw::Trigger*>(object.get())) {
      const sw::Vec2 half{std::abs(trigger->size.x) / 2, std::abs(trigger->size.y) / 2};
      const PlaneRect rect{trigger->position - half, trigger->position + half};
      if (rect.isValid()) targets.push_back({PickTarget::Kind::Area, trigger->id, rect});
      continue;
    }
    if (const auto* geometry = sw::objectCast<const sw::PlatformGeometry*>(object.get())) {
      auto outline = std::make_shared<const std::vector<sw::Vec2>>(geometry->outline());
      const PlaneRect rect = boundsOf(*outline);
      if (rect.isValid()) targets.push_back({PickTarget::Kind::Area, geometry->id, rect, std::move(outline)});
      continue;
    }
    if (const auto* start = sw::objectCast<const sw::CharacterStart*>(object.get())) {
      const PlaneRect rect = characterBox(project, *start);
      if (rect.isValid()) targets.push_back({PickTarget::Kind::Area, start->id, rect});
      continue;
    }
    if (const auto* monster = sw::objectCast<const sw::Monster*>(object.get())) {
      const PlaneRect rect = monsterBox(project, *monster);
      if (rect.isValid()) targets.push_back({PickTarget::Kind::Area, monster->id, rect});
      continue;
    }
    if (isPuzzlePiece(*object)) {  // door and barrier slabs, lever boxes, plates, crates, areas
      if (const auto rect = puzzleArea(*object)) targets.push_back({PickTarget::Kind::Area, object->id, *rect});
      continue;
    }
    if (const auto* marker = sw::objectCast<const sw::Marker*>(object.get())) {  // the common case, no lookup
      if (marker->position.isFinite())
        targets.push_back({PickTarget::Kind::Point, marker->id, {marker->position, marker->position}});
      continue;
    }
    if (const auto* path = sw::objectCast<const sw::Path*>(object.get())) {
      PickTarget t{PickTarget::Kind::Curve, path->id, {{kInf, kInf}, {-kInf, -kInf}}, nullptr};
      // Sampled once per curve and kept with it (level_lookup.h): a move of free objects
      // leaves the paths as they were.
      t.polyline = project ? lookup.polylineOn(*project, *path, kPickSamplesPerSegment) : nullptr;
      if (!t.polyline)
        t.polyline = std::make_shared<const std::vector<sw::Vec2>>(samplePath(*path, sw::Vec2{}, kPickSamplesPerSegment));
      for (const sw::Vec2& p : *t.polyline)
        t.rect.min = {std::min(t.rect.min.x, p.x), std::min(t.rect.min.y, p.y)},
        t.rect.max = {std::max(t.rect.max.x, p.x), std::max(t.rect.max.y, p.y)};
      if (t.rect.isValid()) targets.push_back(std::move(t));
      continue;
    }
    if (const auto* link = sw::objectCast<const sw::NavLink*>(object.get())) {  // picked along its segment
      const auto* a = sw::objectCast<const sw::NavNode*>(level.findByName(link->from));
      const auto* b = sw::objectCast<const sw::NavNode*>(level.findByName(link->to));
      if (a && b && a != b && a->position.isFinite() && b->position.isFinite())
        targets.push_back({PickTarget::Kind::Curve, link->id,
                           {{std::min(a->position.x, b->position.x), std::min(a->position.y, b->position.y)},
                            {std::max(a->position.x, b->position.x), std::max(a->position.y, b->position.y)}},
                           std::make_shared<const std::vector<sw::Vec2>>(
                               std::vector<sw::Vec2>{a->position, b->position})});
      continue;
    }
    if (const auto* spawn = sw::objectCast<const sw::Spawn*>(object.get())) {
      if (const auto p = spawnPoint(project ? *project : noProject, level, *spawn))
        targets.push_back({PickTarget::Kind::Point, spawn->id, {*p, *p}});
      continue;
    }
    if (const auto* light = sw::objectCast<const sw::Light*>(object.get())) {  // relative to its tile when attached
      const sw::Vec2 p = project ? sw::lightPosition(*project, level, *light) : light->position;
      if (p.isFinite()) targets.push_back({PickTarget::Kind::Point, light->id, {p, p}});
      continue;
    }
    if (!isMovable(*object)) continue;
    const sw::Value value = object->description().find("position")->get(*object);
    if (const auto* p = std::get_if<sw::Vec2>(&value); p && p->isFinite())
      targets.push_back({PickTarget::Kind::Point, object->id, {*p, *p}});
  }
  return targets;
}

void appendTilePickTargets(std::vector<PickTarget>& targets, const std::vector<TileArea>& tiles) {
  targets.reserve(targets.size() + tiles.size());
  for (const TileArea& tile : tiles)
    if (tile.rect.isValid()) targets.push_back({PickTarget::Kind::Tile, tile.id, tile.rect});
}

std::optional<sw::Vec2> playPlanePoint(const CameraController& camera, QPointF pixel) {
  QVector3D hit;
  if (!camera.pointOnPlane(pixel, 0.0, &hit)) return std::nullopt;
  const sw::Vec2 p{hit.x(), hit.y()};
  if (!p.isFinite()) return std::nullopt;
  return p;
}

sw::ObjectId pickAt(const std::vector<PickTarget>& targets, const CameraController& camera, QPointF pixel,
                    double pointRadius) {
  const ScreenProjector project(camera);
  // Points: screen-size diamonds, nearest wins; on a tie the one drawn last (on top).
  sw::ObjectId best = 0;
  double bestDistance = kInf;
  for (const PickTarget& t : targets) {
    if (t.kind != PickTarget::Kind::Point) continue;
    const QPointF q = project(t.rect.min);
    if (!isFinite(q)) continue;
    const double d = std::abs(q.x() - pixel.x()) + std::abs(q.y() - pixel.y());
    if (d <= pointRadius && d <= bestDistance) best = t.id, bestDistance = d;
  }
  if (best) return best;

  // Curves: the nearest within a few pixels of the projected polyline.
  bestDistance = kCurvePickPixels;
  for (const PickTarget& t : targets) {
    if (t.kind != PickTarget::Kind::Curve) continue;
    const std::vector<sw::Vec2>& line = t.points();
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
      const QPointF a = project(line[i]), b = project(line[i + 1]);
      if (!isFinite(a) || !isFinite(b)) continue;
      const QPointF ab = b - a, ap = pixel - a;
      const double len2 = QPointF::dotProduct(ab, ab);
      const double s = len2 > 0 ? std::clamp(QPointF::dotProduct(ap, ab) / len2, 0.0, 1.0) : 0.0;
      const QPointF q = a + ab * s;
      const double d = std::hypot(pixel.x() - q.x(), pixel.y() - q.y());
      if (d <= bestDistance) best = t.id, bestDistance = d;
    }
  }
  if (best) return best;
  bestDistance = kInf;

  const auto at = playPlanePoint(camera, pixel);
  if (!at) return 0;
  const double margin = kAreaPickPixels * planeUnitsPerPixel(camera, pixel, *at);
  double bestArea = kInf;
  for (const PickTarget& t : targets)
    if (t.kind == PickTarget::Kind::Area && t.rect.contains(*at, margin) && t.rect.area() <= bestArea &&
        (!t.polyline || polygonContains(*t.polyline, *at, margin)))
      best = t.id, bestArea = t.rect.area();
  if (best) return best;

  for (const PickTarget& t : targets) {
    if (t.kind != PickTarget::Kind::Tile || !t.rect.contains(*at)) continue;
    const sw::Vec2 c = t.rect.centre();
    const double d = std::hypot(c.x - at->x, c.y - at->y);
    if (d < bestDistance) best = t.id, bestDistance = d;
  }
  return best;
}

QVector<sw::ObjectId> pickInRect(const std::vector<PickTarget>& targets, const CameraController& camera,
                                 const QRectF& band, double pointRadius) {
  QVector<sw::ObjectId> ids;
  const QRectF rect = band.normalized();
  const ScreenProjector project(camera);
  const std::vector<QPointF> bandPolygon = rectPolygon(rect);
  for (const PickTarget& t : targets) {
    switch (t.kind) {
      case PickTarget::Kind::Point: {
        const QPointF q = project(t.rect.min);
        if (isFinite(q) && diamondTouchesRect(q, pointRadius, rect)) ids.push_back(t.id);
        break;
      }
      case PickTarget::Kind::Area: {
        const auto quad = projectRect(project, t.rect);
        if (quad && convexPolygonsOverlap(*quad, bandPolygon)) ids.push_back(t.id);
        break;
      }
      case PickTarget::Kind::Curve:
        if (std::any_of(t.points().begin(), t.points().end(), [&](sw::Vec2 p) {
              const QPointF q = project(p);
              return isFinite(q) && rect.contains(q);
            }))
          ids.push_back(t.id);
        break;
      case PickTarget::Kind::Tile: {
        const auto quad = projectRect(project, t.rect);
        if (quad && std::all_of(quad->begin(), quad->end(),
                                [&](QPointF c) { return convexPolygonContains(bandPolygon, c); }))
          ids.push_back(t.id);
        break;
      }
    }
  }
  return ids;
}

bool diamondTouchesRect(QPointF centre, double radius, const QRectF& rect) {
  const QRectF r = rect.normalized();
  // The L1 distance from the centre to the rectangle, per axis.
  const double dx = std::max({r.left() - centre.x(), 0.0, centre.x() - r.right()});
  const double dy = std::max({r.top() - centre.y(), 0.0, centre.y() - r.bottom()});
  return dx + dy <= radius;
}

bool convexPolygonsOverlap(const std::vector<QPointF>& a, const std::vector<QPointF>& b) {
  if (a.empty() || b.empty()) return false;
  return !anyEdgeSeparates(a, a, b) && !anyEdgeSeparates(b, a, b);
}

bool polygonContains(const std::vector<sw::Vec2>& polygon, sw::Vec2 point, double margin) {
  // Even-odd crossings, then the edges' neighbourhood (a click just outside a thin ledge).
  bool inside = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const sw::Vec2 a = polygon[i], b = polygon[j];
    if ((a.y > point.y) != (b.y > point.y) && point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  if (inside || !(margin > 0)) return inside;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const sw::Vec2 a = polygon[j], ab = polygon[i] - a, ap = point - a;
    const double len2 = ab.x * ab.x + ab.y * ab.y;
    const double s = len2 > 0 ? std::clamp((ap.x * ab.x + ap.y * ab.y) / len2, 0.0, 1.0) : 0.0;
    const sw::Vec2 q = a + ab * s;
    if (std::hypot(point.x - q.x, point.y - q.y) <= margin) return true;
  }
  return false;
}

bool convexPolygonContains(const std::vector<QPointF>& polygon, QPointF point) {
  if (polygon.size() < 3) return false;
  // Inside (or on the boundary) when the point is on the same side of every edge.
  int sign = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const QPointF a = polygon[i], b = polygon[(i + 1) % polygon.size()];
    const double cross = (b.x() - a.x()) * (point.y() - a.y()) - (b.y() - a.y()) * (point.x() - a.x());
    const double scale = std::max(1e-12, std::hypot(b.x() - a.x(), b.y() - a.y()));
    if (std::abs(cross) / scale < 1e-9) continue;  // on this edge's line
    const int s = cross > 0 ? 1 : -1;
    if (sign == 0)
      sign = s;
    else if (s != sign)
      return false;
  }
  return true;
}

}  // namespace sw::ui
