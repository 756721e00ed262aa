#include "ui/viewport/path_overlays.h"

#include <QRectF>
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/flat_table.h"
#include "core/prefetched.h"
#include "model/level/camera_track.h"
#include "model/enemies/enemy_type.h"
#include "model/level/formation.h"
#include "model/level/level.h"
#include "model/level/level_lookup.h"
#include "ui/viewport/overlay_shapes.h"
#include "model/paths/path.h"
#include "model/paths/path_curve.h"
#include "model/paths/path_placement.h"
#include "model/project/project.h"
#include "model/level/spawn.h"
#include "view/overlay_detail.h"
#include "view/overlay_geometry.h"

namespace sw::ui {
namespace {

// Depths in the overlay view: curves with the level lines, points just in front of them,
// spawns and ships in front of the markers (0.01 / 0.02) so a formation over a marker reads.
constexpr float kPathPointZ = 0.012f;
constexpr float kPathPointFillZ = 0.014f;
constexpr float kShipZ = 0.03f;

QColor colorOf(const sw::Color& c) { return QColor(c.r, c.g, c.b); }

constexpr int kSamplesPerSegment = 24;

// The curve as a polyline: kSamplesPerSegment samples a piece, or with `detail` as many
// as keep them a few pixels apart (a piece shorter than a pixel is one line).
std::vector<QVector3D> sampleSegments(const std::vector<sw::CubicSegment>& segments, const OverlayDetail* detail) {
  std::vector<QVector3D> out;
  for (std::size_t s = 0; s < segments.size(); ++s) {
    const sw::CubicSegment& c = segments[s];
    const double hull = (c.p1 - c.p0).length() + (c.p2 - c.p1).length() + (c.p3 - c.p2).length();
    const int n = detail ? detail->samplesFor(hull, kSamplesPerSegment) : kSamplesPerSegment;
    for (int k = (s == 0 ? 0 : 1); k <= n; ++k) {
      const sw::Vec2 p = c.at(double(k) / n);
      if (p.isFinite()) out.push_back(at(p));
    }
  }
  return out;
}

// What a path draws can reach: its curve lies within its segments' control points (a
// cubic stays in their hull), its nodes and handles are drawn, `pad` for their squares.
QRectF controlBounds(const std::vector<sw::Path::Node>& nodes, sw::Vec2 origin,
                     const std::vector<sw::CubicSegment>& segments, double pad) {
  double x0 = std::numeric_limits<double>::infinity(), y0 = x0, x1 = -x0, y1 = -x0;
  const auto grow = [&](sw::Vec2 p) {
    if (!p.isFinite()) return;
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  };
  for (const sw::CubicSegment& c : segments) grow(c.p0), grow(c.p1), grow(c.p2), grow(c.p3);
  for (const sw::Path::Node& node : nodes) {
    const sw::Vec2 p = origin + node.position;
    grow(p), grow(p + node.handleIn), grow(p + node.handleOut);
  }
  if (x0 > x1) return QRectF();  // nothing finite: nothing drawn either
  return QRectF(QPointF(x0 - pad, y0 - pad), QPointF(x1 + pad, y1 + pad));
}

}  // namespace

const sw::Path* spawnPath(const sw::Level& level, const sw::Spawn& spawn) {
  if (spawn.path.empty()) return nullptr;
  return sw::objectCast<const sw::Path*>(level.findByName(spawn.path));
}

sw::MotionProfile spawnMotion(const sw::Project& project, const sw::Spawn& spawn) {
  sw::MotionProfile motion;
  motion.speed = kDefaultPathSpeed;
  if (const sw::EnemyType* type = spawn.enemyType.empty() ? nullptr : project.findEnemyType(spawn.enemyType))
    if (type->speed > 0 && std::isfinite(type->speed)) motion.speed = type->speed;
  return motion;
}

sw::MotionProfile pathMotion(const sw::Project& project, const sw::Level& level, const sw::Path& path) {
  for (const auto& object : sw::prefetched(level.objects)) {
    const auto* spawn = sw::objectCast<const sw::Spawn*>(object.get());
    if (!spawn || spawn->path != path.name || spawn->enemyType.empty() || !project.findEnemyType(spawn->enemyType))
      continue;
    return spawnMotion(project, *spawn);
  }
  sw::MotionProfile motion;
  motion.speed = kDefaultPathSpeed;
  return motion;
}

std::optional<sw::Vec2> spawnPoint(const sw::Project& project, const sw::Level& level, const sw::Spawn& spawn) {
  if (const sw::Path* path = spawnPath(level, spawn)) {
    const sw::LevelLookup* lookup = sw::LevelLookup::active(level);
    if (lookup && lookup->curveOf(project, *path)) {
      if (auto p = lookup->positionOn(project, *path, spawn.startOffset)) return p;
    } else if (const sw::PathCurve own(*path, sw::pathOrigin(project, level, *path)); !own.empty()) {
      return own.positionAt(spawn.startOffset);
    }
  }
  if (spawn.position.isFinite()) return spawn.position;
  return std::nullopt;
}

QColor spawnColor(const sw::Project& project, const sw::Spawn& spawn) {
  if (const sw::EnemyType* type = spawn.enemyType.empty() ? nullptr : project.findEnemyType(spawn.enemyType))
    return colorOf(type->color);
  return QColor(0xb0, 0xb4, 0xba);
}

std::vector<sw::Vec2> samplePath(const sw::Path& path, sw::Vec2 origin, int perSegment) {
  return sw::evenPolyline(sw::pathSegments(path, origin), perSegment);
}

void buildPaths(OverlayGeometry& lines, OverlayGeometry& triangles, const sw::Project& project,
                const sw::Level& level, const PathEditDisplay& edit, double unitsPerPixel,
                const PathOverlaySizes& sizes, double ghostEveryTicks, OverlayDetail* detail) {
  const double u = unitsPerPixel > 0 && std::isfinite(unitsPerPixel) ? unitsPerPixel : 0.05;
  const QColor dark(0x14, 0x15, 0x17), white(0xff, 0xff, 0xff), handleColor(0xc8, 0xcc, 0xd2);
  const sw::LevelLookup lookup(&project, level);  // names and link origins in one pass, not per path
  // The spawn pathMotion would find for each path (the first with a known enemy type),
  // found for all paths in one pass: asking per path walked every object per path. A flat
  // table (core/flat_table.h) keeps the first spawn of each path; it grows with the paths.
  sw::FlatTable<std::string_view, const sw::Spawn*> firstSpawn;
  for (const auto& object : sw::prefetched(level.objects))
    if (const auto* spawn = sw::objectCast<const sw::Spawn*>(object.get());
        spawn && !spawn->enemyType.empty() && !firstSpawn.contains(spawn->path) &&
        project.findEnemyType(spawn->enemyType))
      firstSpawn.insert(spawn->path, spawn);
  QRgb fillOf = 0;
  QColor fill;
  for (const auto& object : sw::prefetched(level.objects)) {
    const auto* path = sw::objectCast<const sw::Path*>(object.get());
    if (!path) continue;
    // The cached curve knows its origin and segments: neither is worked out again.
    const sw::PathCurve* cached = lookup.curveOf(project, *path);
    const std::optional<sw::Vec2> cachedOrigin = cached ? lookup.originOf(project, *path) : std::nullopt;
    const sw::Vec2 origin = cachedOrigin ? *cachedOrigin : sw::pathOrigin(project, level, *path);
    std::vector<sw::CubicSegment> ownSegments;
    if (!cachedOrigin) ownSegments = sw::pathSegments(*path, origin);
    const std::vector<sw::CubicSegment>& segments = cachedOrigin ? cached->segments() : ownSegments;
    const QColor color = colorOf(path->color);
    const bool editing = edit.path == path->id;
    // Made once a path: each is four lists read into nodes, kinds parsed from names.
    const std::vector<sw::Path::Node> nodes = path->nodes();
    if (detail && !detail->reaches(controlBounds(nodes, origin, segments, (sizes.point * 1.25 + 2.0) * u))) continue;

    // The curve, closed by its own closing segment when the path is closed.
    lines.addPolyline(sampleSegments(segments, detail), color, false);

    // Ghost timing markers: where an enemy is every `ghostEveryTicks` ticks.
    std::optional<sw::PathCurve> ownCurve;
    const sw::PathCurve& pathCurve = cachedOrigin ? *cached : ownCurve.emplace(*path, origin);
    if (!pathCurve.empty() && ghostEveryTicks > 0) {
      sw::MotionProfile motion;
      motion.speed = kDefaultPathSpeed;
      if (const sw::Spawn* const* first = firstSpawn.find(path->name)) motion = spawnMotion(project, **first);
      const double lap = pathCurve.length();
      const int limit = 2000;  // a very slow enemy on a very long path: enough to read
      // Paths share a few colours: each one's lighter shade is worked out once.
      if (color.rgba() != fillOf) fillOf = color.rgba(), fill = color.lighter(130);
      const double rim = (sizes.ghost + 1.0) * u;
      std::optional<sw::Vec2> last;  // the last mark drawn
      // Marks closer than a pixel along the curve are not even placed (zoomed far out).
      const double spacing = motion.speed * ghostEveryTicks;
      const int step = detail && spacing > 0 && spacing < u ? int(std::ceil(u / spacing)) : 1;
      for (int k = step; k < limit; k += step) {
        const double travelled = spacing * k;
        if (travelled >= lap - 1e-9) break;  // one lap (or the open end) is what timing needs
        const sw::Vec2 g = pathCurve.positionAt(travelled);
        if (detail) {
          // Marks under a pixel apart draw one stroke: the first of them draws it.
          if (last && (g - *last).length() < u) continue;
          if (!detail->admit(g, rim, OverlayDetail::styleOf(OverlayDetail::Shape::GhostMark, fill.rgba()))) continue;
          last = g;
        }
        addSquare(triangles, g, rim, kPathPointZ, dark);
        addSquare(triangles, g, sizes.ghost * u, kPathPointFillZ, fill);
      }
    }

    // Handles of the path being edited (Bezier only: Catmull-Rom ignores them).
    if (editing && path->curve == sw::Path::Curve::Bezier)
      for (const sw::Path::Node& node : nodes) {
        const sw::Vec2 p = origin + node.position;
        for (const sw::Vec2 offset : {node.handleIn, node.handleOut}) {
          if (offset.x == 0 && offset.y == 0) continue;
          lines.addLine(at(p), at(p + offset), handleColor);
          addDisc(triangles, p + offset, sizes.handle * u, kPathPointFillZ, handleColor, 8);
        }
      }

    // Control points: a dark square with the path's colour inside (white when selected).
    const double r = sizes.point * u * (editing ? 1.25 : 1.0);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      const sw::Vec2 p = origin + nodes[i].position;
      if (!p.isFinite()) continue;
      if (detail && !editing &&
          !detail->admit(p, r + 1.2 * u, OverlayDetail::styleOf(OverlayDetail::Shape::PathPoint, color.rgba())))
        continue;
      addSquare(triangles, p, r + 1.2 * u, kPathPointZ, dark);
      addSquare(triangles, p, r, kPathPointFillZ, editing && edit.selected.count(i) ? white : color);
    }
  }
}

std::vector<GhostShip> ghostShips(const sw::Project& project, const sw::Level& level, std::int64_t previewTick,
                                  double axisY) {
  const sw::LevelLookup lookup(&project, level);
  std::vector<GhostShip> ships;
  // A mirrored formation reflects across the camera's height when it spawns, as Play
  // will; `axisY` is only the fallback for a level without a chain.
  std::optional<sw::CameraTrack> track;
  for (const auto& object : sw::prefetched(level.objects)) {
    const auto* spawn = sw::objectCast<const sw::Spawn*>(object.get());
    if (!spawn) continue;
    const double since = double(previewTick - spawn->tick);
    if (since < 0) continue;
    double mirrorAxis = axisY;
    if (spawn->mirror && !level.chain.empty()) {
      if (!track) track.emplace(project, level);
      const sw::Vec2 camera = track->at(spawn->tick).absolute;
      if (camera.isFinite()) mirrorAxis = camera.y;
    }
    const sw::Path* path = spawnPath(level, *spawn);
    std::optional<sw::PathCurve> ownCurve;
    const sw::PathCurve* curve = path ? lookup.curveOf(project, *path) : nullptr;
    if (path && !curve) curve = &ownCurve.emplace(*path, sw::pathOrigin(project, level, *path));
    if (!path && !spawn->position.isFinite()) continue;
    // Poses remembered with the lookup's curve: a ship still at its start stands where the
    // spawn ring is, asked for already.
    std::function<sw::CurvePose(double)> remembered;
    if (path && !ownCurve)
      remembered = [&](double distance) { return *lookup.poseOn(project, *path, distance); };
    for (const sw::ShipPose& pose :
         sw::formationAt(curve, *spawn, since, spawnMotion(project, *spawn), mirrorAxis, remembered)) {
      if (!pose.launched || pose.endReached || !pose.position.isFinite()) continue;
      ships.push_back({spawn->id, spawn, pose.position, pose.direction});
    }
  }
  return ships;
}

void buildSpawns(OverlayGeometry& lines, OverlayGeometry& triangles, const sw::Project& project,
                 const sw::Level& level, std::optional<std::int64_t> previewTick, double unitsPerPixel,
                 double axisY, const PathOverlaySizes& sizes, OverlayDetail* detail) {
  const sw::LevelLookup lookup(&project, level);
  const double u = unitsPerPixel > 0 && std::isfinite(unitsPerPixel) ? unitsPerPixel : 0.05;
  for (const auto& object : sw::prefetched(level.objects)) {
    const auto* spawn = sw::objectCast<const sw::Spawn*>(object.get());
    if (!spawn) continue;
    const std::optional<sw::Vec2> p = spawnPoint(project, level, *spawn);
    if (!p) continue;
    // A ring with a cross: "things come out of here", apart from the markers' diamonds.
    const QColor color = spawnColor(project, *spawn);
    const double r = sizes.spawn * u;
    if (detail && !detail->admit(*p, r, OverlayDetail::styleOf(OverlayDetail::Shape::SpawnRing, color.rgba())))
      continue;
    addRing(lines, *p, r, kPathPointZ, color, 20);
    addRing(lines, *p, r * 0.8, kPathPointZ, color, 20);
    const double arm = r * 1.45;  // ticks beyond the ring: a gun sight, unlike a marker's diamond
    for (const sw::Vec2 d : {sw::Vec2{1, 0}, sw::Vec2{-1, 0}, sw::Vec2{0, 1}, sw::Vec2{0, -1}})
      lines.addLine(at(*p + d * r), at(*p + d * arm), color);
  }
  if (!previewTick) return;
  const QColor dark(0x14, 0x15, 0x17);
  for (const GhostShip& ship : ghostShips(project, level, *previewTick, axisY)) {
    if (detail && !detail->reaches(ship.position, sizes.ship * 1.35 * u)) continue;
    // The ship's own spawn, not found again by id (10,000 ghost ships in a big level).
    const QColor color = ship.source ? spawnColor(project, *ship.source) : QColor(Qt::gray);
    sw::Vec2 d = ship.direction;
    const double len = std::hypot(d.x, d.y);
    d = len > 1e-9 ? d * (1.0 / len) : sw::Vec2{-1, 0};
    const sw::Vec2 side{-d.y, d.x};
    const double l = sizes.ship * u;
    // An arrow head pointing along the direction of travel, on a dark rim.
    const auto ship3 = [&](double scale, float z, const QColor& c) {
      const sw::Vec2 nose = ship.position + d * (l * scale);
      const sw::Vec2 left = ship.position - d * (l * 0.6 * scale) + side * (l * 0.6 * scale);
      const sw::Vec2 right = ship.position - d * (l * 0.6 * scale) - side * (l * 0.6 * scale);
      triangles.addTriangle(at(nose, z), at(left, z), at(right, z), c);
    };
    ship3(1.35, kShipZ, dark);
    ship3(1.0, kShipZ + 0.005f, color);
  }
}

}  // namespace sw::ui
