#include "ui/viewport/platform_overlays.h"

#include <QColor>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/prefetched.h"
#include "model/level/level.h"
#include "model/level/nav_objects.h"
#include "model/paths/path.h"
#include "model/paths/path_curve.h"
#include "model/platformer/character_type.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/sprite_frames.h"
#include "model/project/project.h"
#include "ui/viewport/puzzle_overlays.h"
#include "view/creature_sprites.h"
#include "view/overlay_detail.h"
#include "view/overlay_geometry.h"

namespace sw::ui {
namespace {

// Under the triggers' fills (-0.01): a trigger placed over a platform stays readable.
constexpr float kFillZ = -0.012f;
constexpr float kLineZ = 0.f;
// Fill opacities: solid ground reads as ground, a trigger area only as a tint, the end of
// a travel as a ghost.
constexpr double kSolidFillAlpha = 0.45;
constexpr double kTriggerFillAlpha = 0.12;
constexpr double kGhostFillAlpha = 0.10;
constexpr double kGhostLineAlpha = 0.45;
const QColor kOneWayLine(0xff, 0xc2, 0x3d);  // warm, apart from the collision orange
const QColor kTriggerLine(0x5c, 0xd6, 0x7a);
constexpr double kDash = 0.3;      // units: a trigger's dashed outline
constexpr double kChevron = 0.18;  // units: half width of a one-way piece's chevrons
constexpr double kChevronStep = 0.8;
constexpr double kCross = 0.3;        // units: the anchor's cross
constexpr double kPatrolLift = 0.35;  // units: a monster's patrol route above the feet points
constexpr float kSpriteZ = -0.006f;   // over the fills, under the lines (the feet's cross)

QVector3D at(sw::Vec2 p, float z) { return QVector3D(float(p.x), float(p.y), z); }

QColor withAlpha(QColor c, double alpha) {
  c.setAlphaF(float(alpha));
  return c;
}

double signedArea(const std::vector<sw::Vec2>& p) {
  double a = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const sw::Vec2 u = p[i], v = p[(i + 1) % p.size()];
    a += u.x * v.y - v.x * u.y;
  }
  return a / 2;
}

double cross(sw::Vec2 o, sw::Vec2 a, sw::Vec2 b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool inTriangle(sw::Vec2 p, sw::Vec2 a, sw::Vec2 b, sw::Vec2 c) {
  return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

// Ear clipping: polygons may be concave (an L-shaped ledge). A polygon it cannot cut
// (edges crossing: the model reports it) is filled as a fan, wrong but visible.
void fillPolygon(OverlayGeometry& fills, std::vector<sw::Vec2> p, float z, const QColor& color) {
  if (p.size() < 3) return;
  if (signedArea(p) < 0) std::reverse(p.begin(), p.end());
  std::size_t guard = p.size() * p.size();
  while (p.size() > 3 && guard-- > 0) {
    bool clipped = false;
    for (std::size_t i = 0; i < p.size(); ++i) {
      const sw::Vec2 a = p[(i + p.size() - 1) % p.size()], b = p[i], c = p[(i + 1) % p.size()];
      if (cross(a, b, c) <= 0) continue;  // reflex or flat: not an ear
      bool empty = true;
      for (std::size_t j = 0; j < p.size() && empty; ++j)
        if (p[j] != a && p[j] != b && p[j] != c && inTriangle(p[j], a, b, c)) empty = false;
      if (!empty) continue;
      fills.addTriangle(at(a, z), at(b, z), at(c, z), color);
      p.erase(p.begin() + std::ptrdiff_t(i));
      clipped = true;
      break;
    }
    if (!clipped) break;
  }
  for (std::size_t i = 1; i + 1 < p.size(); ++i)
    fills.addTriangle(at(p[0], z), at(p[i], z), at(p[i + 1], z), color);
}

void outline(OverlayGeometry& lines, const std::vector<sw::Vec2>& p, const QColor& color) {
  std::vector<QVector3D> points;
  points.reserve(p.size());
  for (const sw::Vec2& v : p) points.push_back(at(v, kLineZ));
  lines.addPolyline(points, color, true);
}

void dashedSegment(OverlayGeometry& lines, sw::Vec2 a, sw::Vec2 b, const QColor& color) {
  const double length = std::hypot(b.x - a.x, b.y - a.y);
  if (!(length > 0) || !std::isfinite(length)) return;
  const sw::Vec2 d = (b - a) * (1.0 / length);
  for (double s = 0; s < length; s += 2 * kDash)
    lines.addLine(at(a + d * s, kLineZ), at(a + d * std::min(s + kDash, length), kLineZ), color);
}

void dashedOutline(OverlayGeometry& lines, const std::vector<sw::Vec2>& p, const QColor& color) {
  for (std::size_t i = 0; i < p.size(); ++i) dashedSegment(lines, p[i], p[(i + 1) % p.size()], color);
}

// Chevrons pointing out of the edges that face the piece's "up" (turned with it): the
// side a character stands on, passable from the others.
void markTopSides(OverlayGeometry& lines, const std::vector<sw::Vec2>& p, double rotation,
                  const QColor& color) {
  const double r = rotation * std::numbers::pi / 180.0;
  const sw::Vec2 up{-std::sin(r), std::cos(r)};
  const double winding = signedArea(p) < 0 ? -1 : 1;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const sw::Vec2 a = p[i], b = p[(i + 1) % p.size()];
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    if (!(length > 0)) continue;
    const sw::Vec2 along = (b - a) * (1.0 / length);
    const sw::Vec2 out = sw::Vec2{along.y, -along.x} * winding;
    if (out.x * up.x + out.y * up.y < 0.5) continue;  // a side or the underside
    const int count = std::max(1, int(length / kChevronStep));
    for (int k = 0; k < count; ++k) {
      const sw::Vec2 base = a + along * (length * (k + 0.5) / count) + out * 0.06;
      const sw::Vec2 tip = base + out * kChevron;
      lines.addLine(at(base - along * kChevron, kLineZ), at(tip, kLineZ), color);
      lines.addLine(at(tip, kLineZ), at(base + along * kChevron, kLineZ), color);
    }
  }
}

void crossAt(OverlayGeometry& lines, sw::Vec2 c, const QColor& color) {
  lines.addLine(at(c - sw::Vec2{kCross, 0}, kLineZ), at(c + sw::Vec2{kCross, 0}, kLineZ), color);
  lines.addLine(at(c - sw::Vec2{0, kCross}, kLineZ), at(c + sw::Vec2{0, kCross}, kLineZ), color);
}

QRectF toRectF(const PlaneRect& r) { return QRectF(QPointF(r.min.x, r.min.y), QPointF(r.max.x, r.max.y)); }

void buildGeometry(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Level& level,
                   const sw::PlatformGeometry& g, const OverlayDetail* detail) {
  const std::vector<sw::Vec2> shape = g.outline();
  PlaneRect bounds = boundsOf(shape);
  if (!bounds.isValid()) return;
  const std::optional<GeometryTravel> travel = geometryTravel(level, g);
  if (travel) {
    const PlaneRect path = boundsOf(travel->shape);
    if (path.isValid())
      bounds = {{std::min(bounds.min.x, path.min.x), std::min(bounds.min.y, path.min.y)},
                {std::max(bounds.max.x, path.max.x), std::max(bounds.max.y, path.max.y)}};
    bounds.min = {std::min(bounds.min.x, bounds.min.x + travel->offset.x),
                  std::min(bounds.min.y, bounds.min.y + travel->offset.y)};
    bounds.max = {std::max(bounds.max.x, bounds.max.x + travel->offset.x),
                  std::max(bounds.max.y, bounds.max.y + travel->offset.y)};
  }
  if (detail && !detail->reaches(toRectF(bounds))) return;
  const QColor own(g.color.r, g.color.g, g.color.b);
  using Surface = sw::PlatformGeometry::Surface;
  const QColor line = g.surface == Surface::OneWay    ? kOneWayLine
                      : g.surface == Surface::Trigger ? kTriggerLine
                                                      : own.lighter(130);
  fillPolygon(fills, shape, kFillZ,
              withAlpha(own, g.surface == Surface::Trigger ? kTriggerFillAlpha : kSolidFillAlpha));
  if (g.surface == Surface::Trigger)
    dashedOutline(lines, shape, line);
  else
    outline(lines, shape, line);
  if (g.surface == Surface::OneWay) markTopSides(lines, shape, g.rotation, line);
  crossAt(lines, g.anchor, line);
  if (!travel) return;
  const std::vector<sw::Vec2> end = g.outlineAt(g.anchor + travel->offset);
  fillPolygon(fills, end, kFillZ, withAlpha(own, kGhostFillAlpha));
  outline(lines, end, withAlpha(line, kGhostLineAlpha));
  std::vector<QVector3D> track;
  track.reserve(travel->shape.size());
  for (const sw::Vec2& p : travel->shape) track.push_back(at(p, kLineZ));
  lines.addPolyline(track, withAlpha(line, kGhostLineAlpha), false);
}

// A creature's first frame (sprite_frames.h firstFrameOf) standing on `feet`, facing `side`;
// false when its type has none to show (or no image): the caller draws its box.
bool addFirstFrame(CreatureSprites* sprites, const sw::Project* project, const std::string& sprite,
                   const std::vector<std::string>& animations, sw::Vec2 feet, int side) {
  if (!sprites || !project) return false;
  const sw::Tileset* sheet = nullptr;
  const sw::TilesetTile* frame = sw::firstFrameOf(*project, sprite, animations, &sheet);
  return frame && sprites->add(*sheet, *frame, project->directory, feet, side, kSpriteZ);
}

void buildStart(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Project* project,
                const sw::CharacterStart& start, const OverlayDetail* detail, CreatureSprites* sprites) {
  const PlaneRect box = characterBox(project, start);
  if (!box.isValid() || (detail && !detail->reaches(toRectF(box)))) return;
  const sw::CharacterType* type = project ? project->findCharacterType(start.character) : nullptr;
  const sw::Color c = type ? type->color : sw::defaultCharacter({}).color;
  const QColor color(c.r, c.g, c.b);
  const double side = start.facing == sw::CharacterStart::Facing::Left ? -1 : 1;
  if (type && addFirstFrame(sprites, project, type->sprite, type->animations, start.position, int(side))) {
    crossAt(lines, start.position, color);
    return;
  }
  const std::vector<sw::Vec2> corners{box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
  fillPolygon(fills, corners, kFillZ, withAlpha(color, kSolidFillAlpha));
  outline(lines, corners, color);
  // Which way it faces: a short stroke from the middle of its head height to that side.
  const double eyes = box.min.y + (box.max.y - box.min.y) * 0.8;
  const double half = (box.max.x - box.min.x) / 2;
  lines.addLine(at({start.position.x, eyes}, kLineZ),
                at({start.position.x + side * half * 1.4, eyes}, kLineZ), color);
  crossAt(lines, start.position, color);
}

// A monster: its type's box with a facing stroke (as a start's), a small tooth at the top
// on the facing side telling it from a character at a glance, and thin dashed lines through
// its patrol nodes in walking order, back to the first (nodes not found are skipped: the
// level's checks report them).
void buildMonster(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Project* project,
                  const sw::Level& level, const sw::Monster& monster, const OverlayDetail* detail,
                  CreatureSprites* sprites) {
  const PlaneRect box = monsterBox(project, monster);
  if (!box.isValid()) return;
  std::vector<sw::Vec2> patrol;
  for (const std::string& name : monster.patrol)
    if (const auto* node = sw::objectCast<const sw::NavNode*>(level.findByName(name));
        node && node->position.isFinite())
      patrol.push_back(node->position);
  PlaneRect reach = box;
  if (const PlaneRect nodes = boundsOf(patrol); nodes.isValid())
    reach = {{std::min(box.min.x, nodes.min.x), std::min(box.min.y, nodes.min.y)},
             {std::max(box.max.x, nodes.max.x), std::max(box.max.y, nodes.max.y)}};
  if (detail && !detail->reaches(toRectF(reach))) return;
  const sw::MonsterType* type = project ? project->findMonsterType(monster.monster) : nullptr;
  const sw::Color c = type ? type->color : sw::defaultMonster({}).color;
  const QColor color(c.r, c.g, c.b);
  const double side = monster.facing == sw::Monster::Facing::Left ? -1 : 1;
  if (!type ||
      !addFirstFrame(sprites, project, type->sprite, type->animations, monster.position, int(side))) {
    const std::vector<sw::Vec2> corners{box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
    fillPolygon(fills, corners, kFillZ, withAlpha(color, kSolidFillAlpha));
    outline(lines, corners, color);
    const double height = box.max.y - box.min.y, half = (box.max.x - box.min.x) / 2;
    const double eyes = box.min.y + height * 0.75;
    lines.addLine(at({monster.position.x, eyes}, kLineZ),
                  at({monster.position.x + side * half * 1.4, eyes}, kLineZ), color);
    const double tooth = std::min(half, height) * 0.35;
    const sw::Vec2 top{monster.position.x + side * half, box.max.y};
    lines.addLine(at(top, kLineZ), at(top + sw::Vec2{0, tooth}, kLineZ), color);
    lines.addLine(at(top + sw::Vec2{0, tooth}, kLineZ), at(top - sw::Vec2{side * tooth, 0}, kLineZ), color);
  }
  crossAt(lines, monster.position, color);
  if (patrol.empty()) return;
  // Nodes and feet stand on the ground: the route is lifted off it (or it hides in the
  // floor's outline), with a short post down to each node.
  const QColor route = withAlpha(color.lighter(130), kGhostLineAlpha);
  const sw::Vec2 lift{0, kPatrolLift};
  std::vector<sw::Vec2> walk{monster.position + lift};
  for (const sw::Vec2& p : patrol) {
    walk.push_back(p + lift);
    lines.addLine(at(p, kLineZ), at(p + lift, kLineZ), route);
  }
  if (patrol.size() > 1) walk.push_back(patrol.front() + lift);
  for (std::size_t i = 0; i + 1 < walk.size(); ++i) dashedSegment(lines, walk[i], walk[i + 1], route);
}

}  // namespace

PlaneRect monsterBox(const sw::Project* project, const sw::Monster& monster) {
  const sw::MonsterType* type = project ? project->findMonsterType(monster.monster) : nullptr;
  const sw::MonsterType fallback;
  const double w = std::abs(type ? type->width : fallback.width),
               h = std::abs(type ? type->height : fallback.height);
  return {{monster.position.x - w / 2, monster.position.y},
          {monster.position.x + w / 2, monster.position.y + h}};
}

PlaneRect characterBox(const sw::Project* project, const sw::CharacterStart& start) {
  const sw::CharacterType* type = project ? project->findCharacterType(start.character) : nullptr;
  const double w = type ? std::abs(type->width) : 0.8, h = type ? std::abs(type->height) : 1.6;
  return {{start.position.x - w / 2, start.position.y}, {start.position.x + w / 2, start.position.y + h}};
}

PlaneRect boundsOf(const std::vector<sw::Vec2>& points) {
  if (points.empty()) return {{1, 1}, {0, 0}};
  PlaneRect r{points.front(), points.front()};
  for (const sw::Vec2& p : points)
    r.min = {std::min(r.min.x, p.x), std::min(r.min.y, p.y)},
    r.max = {std::max(r.max.x, p.x), std::max(r.max.y, p.y)};
  return r;
}

std::optional<GeometryTravel> geometryTravel(const sw::Level& level, const sw::PlatformGeometry& geometry) {
  if (geometry.path.empty()) return std::nullopt;
  const auto* path = sw::objectCast<const sw::Path*>(level.findByName(geometry.path));
  if (!path || path->points.size() < 2) return std::nullopt;
  // Only differences of the path's points matter (the piece moves by path(d) - path(0)),
  // so the origin of an attached path does not.
  const sw::PathCurve curve(*path);
  if (curve.empty() || !(curve.length() > 0)) return std::nullopt;
  const sw::Vec2 start = curve.positionAt(0);
  GeometryTravel travel;
  travel.offset = curve.positionAt(curve.closed() ? curve.length() / 2 : curve.length()) - start;
  for (const sw::Vec2& p : sw::evenPolyline(curve.segments(), 12))
    travel.shape.push_back(geometry.anchor + (p - start));
  if (!travel.offset.isFinite()) return std::nullopt;
  return travel;
}

void buildPlatformObjects(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Project* project,
                          const sw::Level& level, const OverlayDetail* detail, CreatureSprites* sprites) {
  for (const auto& object : sw::prefetched(level.objects)) {
    if (const auto* g = sw::objectCast<const sw::PlatformGeometry*>(object.get()))
      buildGeometry(fills, lines, level, *g, detail);
    else if (const auto* start = sw::objectCast<const sw::CharacterStart*>(object.get()))
      buildStart(fills, lines, project, *start, detail, sprites);
    else if (const auto* monster = sw::objectCast<const sw::Monster*>(object.get()))
      buildMonster(fills, lines, project, level, *monster, detail, sprites);
    else
      buildPuzzlePiece(fills, lines, level, *object, detail);  // nothing for other kinds
  }
}

}  // namespace sw::ui
