#include "view/play/overlay_renderer.h"

#include <vector>

#include "model/level/level.h"
#include "model/paths/path.h"
#include "model/paths/path_curve.h"
#include "model/paths/path_placement.h"
#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/systems/collisions/collision_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/triggers/trigger_system.h"
#include "sim/systems/weapons/weapon_system.h"
#include "view/overlay_geometry.h"

namespace sw::play {

using sw::ui::OverlayGeometry;

namespace {
constexpr float kOverlayZ = 0.1f;
const QColor kCollisionEnemy(255, 80, 80);
const QColor kCollisionPlayer(90, 255, 120);
const QColor kCollisionBullet(255, 240, 120);
const QColor kCollisionWall(240, 140, 60);
const QColor kPathColor(120, 200, 255);
const QColor kSpawnColor(230, 120, 255);
const QColor kTriggerColor(255, 220, 80);
}  // namespace

OverlayRenderer::OverlayRenderer(SceneKit& kit)
    : collision_(kit.makeLayer(true)), paths_(kit.makeLayer(true)), markers_(kit.makeLayer(true)) {}

int OverlayRenderer::collisionVertices() const { return collision_ ? collision_->vertexCount() : 0; }
int OverlayRenderer::pathVertices() const { return paths_ ? paths_->vertexCount() : 0; }
int OverlayRenderer::markerVertices() const { return markers_ ? markers_->vertexCount() : 0; }

void OverlayRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  collision_->begin(OverlayGeometry::Kind::Lines);
  if (frame.overlays.collision) drawCollision(runtime, frame);
  collision_->commit();
  paths_->begin(OverlayGeometry::Kind::Lines);
  if (frame.overlays.paths && frame.level) drawPaths(runtime, frame);
  paths_->commit();
  markers_->begin(OverlayGeometry::Kind::Lines);
  if (frame.overlays.spawns) drawMarkers(runtime, frame);
  markers_->commit();
}

void OverlayRenderer::drawCollision(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  const sw::Vec2 origin = frame.origin;
  const float z = kOverlayZ;
  if (const auto* enemies = runtime.find<sw::EnemySystem>())
    for (const sw::Enemy& enemy : enemies->enemies()) {
      if (enemy.died) continue;
      const sw::EnemySystem::Type& type = enemies->type(enemy.type);
      // Turning and composite enemies' spheres turn with them (as the game places them).
      const double angle = type.sphereShapes.empty() ? 0.0 : sw::EnemySystem::bodyAngle(enemy);
      for (const sw::Vec3& s : type.spheres)
        addCircle(*collision_, at(enemy.position + sw::rotated(sw::Vec2{s.x, s.y}, angle), origin, z), s.z,
                  kCollisionEnemy);
      const sw::PartState* parts = enemies->partsOf(enemy);
      for (std::size_t p = 0; parts && p < type.parts.size(); ++p) {
        if (parts[p].destroyed) continue;
        for (const sw::Vec3& s : type.parts[p].spheres)
          addCircle(*collision_, at(parts[p].position + sw::rotated(sw::Vec2{s.x, s.y}, parts[p].angle), origin, z),
                    s.z, type.parts[p].invulnerable ? kCollisionWall : kCollisionEnemy);
      }
    }
  if (const auto* missiles = runtime.find<sw::MissileSystem>())
    for (const sw::Missile& m : missiles->missiles())
      if (!m.dead) addCircle(*collision_, at(m.position, origin, z), m.radius, kCollisionEnemy);
  if (const auto* players = runtime.find<sw::PlayerSystem>())
    for (const sw::Player& p : players->players()) {
      if (!p.alive || p.out) continue;
      for (const sw::Vec3& s : runtime.options().rules.shipSpheres)
        addCircle(*collision_, at(p.position + sw::Vec2{s.x, s.y}, origin, z), s.z, kCollisionPlayer);
    }
  if (const auto* weapons = runtime.find<sw::WeaponSystem>())
    for (const sw::Bullet& b : weapons->bullets()) addCircle(*collision_, at(b.position, origin, z), b.radius, kCollisionBullet);
  if (const auto* enemyBullets = runtime.find<sw::EnemyBulletSystem>()) {
    const sw::EnemyBulletPool& pool = enemyBullets->bullets();
    for (std::size_t i = 0; i < pool.size(); ++i)
      addCircle(*collision_, at(pool.position(i), origin, z), pool.radius[i], kCollisionBullet);
  }
  if (const auto* collisions = runtime.find<sw::CollisionSystem>())
    for (const auto& wall : collisions->wallTiles()) {
      if (!wall.polygons) continue;
      for (const sw::Polygon& polygon : *wall.polygons) {
        std::vector<QVector3D> points;
        points.reserve(polygon.size());
        for (const sw::Vec2& v : polygon) points.push_back(at(wall.origin + v, origin, z));
        collision_->addPolyline(points, kCollisionWall, true);
      }
    }
}

// The path of each formation in flight, where its ships follow it: path coordinates
// (mirrored about the spawn's axis) plus the spawn's offset, which moves with the frame.
void OverlayRenderer::drawPaths(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  const auto* enemies = runtime.find<sw::EnemySystem>();
  if (!enemies) return;
  for (std::size_t si = 0; si < enemies->spawnCount(); ++si) {
    const sw::EnemySystem::SpawnSpec& spawn = enemies->spawn(si);
    const sw::SpawnProgress& progress = enemies->spawnProgress(si);
    if (!progress.fired || spawn.path < 0 || progress.alive <= 0) continue;
    const sw::PathCurve& curve = enemies->pathCurve(spawn.path);
    if (curve.empty()) continue;
    constexpr int samples = 64;
    std::vector<QVector3D> points;
    for (int i = 0; i <= samples; ++i) {
      sw::Vec2 p = curve.positionAt(curve.length() * i / samples);
      if (spawn.spec.mirror) p.y = 2 * progress.axisY - p.y;
      points.push_back(at(p + progress.pathOffset, frame.origin, kOverlayZ));
    }
    paths_->addPolyline(points, kPathColor, false);
  }
}

// Spawns still to come, where the level places them (its absolute layout), and triggers.
void OverlayRenderer::drawMarkers(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  const float z = kOverlayZ;
  if (const auto* enemies = runtime.find<sw::EnemySystem>())
    for (std::size_t si = 0; si < enemies->spawnCount(); ++si) {
      const sw::EnemySystem::SpawnSpec& spawn = enemies->spawn(si);
      if (enemies->spawnProgress(si).fired) continue;
      sw::Vec2 p = spawn.spec.position;
      if (frame.level && frame.project && !spawn.spec.path.empty())
        if (const auto* path = sw::objectCast<const sw::Path*>(frame.level->findByName(spawn.spec.path))) {
          const sw::PathCurve curve(*path, sw::pathOrigin(*frame.project, *frame.level, *path));
          if (!curve.empty()) p = curve.positionAt(spawn.spec.startOffset);
        }
      const QVector3D c(float(p.x), float(p.y), z);
      const float r = 0.6f;
      markers_->addPolyline({c + QVector3D(r, 0, 0), c + QVector3D(0, r, 0), c + QVector3D(-r, 0, 0),
                             c + QVector3D(0, -r, 0)},
                            kSpawnColor, true);
    }
  if (const auto* triggers = runtime.find<sw::TriggerSystem>())
    for (std::size_t ti = 0; ti < triggers->count(); ++ti) {
      const sw::TriggerProgress& trigger = triggers->progress(ti);
      const QVector3D c = at(trigger.position, frame.origin, z);
      const float hx = float(triggers->spec(ti).size.x / 2), hy = float(triggers->spec(ti).size.y / 2);
      markers_->addPolyline({c + QVector3D(-hx, -hy, 0), c + QVector3D(hx, -hy, 0), c + QVector3D(hx, hy, 0),
                             c + QVector3D(-hx, hy, 0)},
                            trigger.fired ? kTriggerColor.darker(180) : kTriggerColor, true);
    }
}

}  // namespace sw::play
