#include "view/play/runtime_scene.h"

#include <QSet>
#include <QtQuick3D/QQuick3DObject>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "view/qcolor.h"
#include "model/level.h"
#include "model/path.h"
#include "model/path_curve.h"
#include "model/path_placement.h"
#include "model/project.h"
#include "sim/runtime_level.h"
#include "view/level_view.h"
#include "view/mesh_geometry.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "view/overlay_geometry.h"
#include "view/play/play_instancing.h"
#include "view/play/ship_shape.h"
#include "view/play/weapon_strips.h"
#include "view/scene_items.h"

namespace sw::play {
namespace {

using sw::ui::OverlayGeometry;

constexpr float kEntityZ = 0.05f;  // just in front of the play plane's lines
constexpr int kCircleSegments = 16;
const QColor kPlayerColors[2] = {QColor(90, 190, 255), QColor(255, 160, 70)};
const QColor kPlayerBulletColor(170, 255, 250);
const QColor kCollisionEnemy(255, 80, 80);
const QColor kCollisionPlayer(90, 255, 120);
const QColor kCollisionBullet(255, 240, 120);
const QColor kCollisionWall(240, 140, 60);
const QColor kPathColor(120, 200, 255);
const QColor kSpawnColor(230, 120, 255);
const QColor kTriggerColor(255, 220, 80);


QVector3D at(sw::Vec2 framePoint, sw::Vec2 origin, float z = kEntityZ) {
  return QVector3D(float(framePoint.x + origin.x), float(framePoint.y + origin.y), z);
}

void addCircle(OverlayGeometry& g, QVector3D centre, double radius, const QColor& color) {
  QVector3D previous = centre + QVector3D(float(radius), 0, 0);
  for (int i = 1; i <= kCircleSegments; ++i) {
    const double a = 2 * std::numbers::pi * i / kCircleSegments;
    const QVector3D next = centre + QVector3D(float(radius * std::cos(a)), float(radius * std::sin(a)), 0);
    g.addLine(previous, next, color);
    previous = next;
  }
}

// Unit shapes, white (the instance colour tints them): a ship pointing along +x and a disc.
void buildShip(OverlayGeometry& g) {
  g.begin(OverlayGeometry::Kind::Triangles);
  auto point = [](int i) { return QVector3D(sw::ui::kShipOutline[i].x, sw::ui::kShipOutline[i].y, 0); };
  const QVector3D nose = point(0), top = point(1), notch = point(2), bottom = point(3);
  g.addTriangle(nose, top, notch, Qt::white);
  g.addTriangle(nose, notch, bottom, QColor(200, 200, 200));
  g.commit();
}

void buildDisc(OverlayGeometry& g) {
  g.begin(OverlayGeometry::Kind::Triangles);
  constexpr int n = 10;
  for (int i = 0; i < n; ++i) {
    const double a0 = 2 * std::numbers::pi * i / n, a1 = 2 * std::numbers::pi * (i + 1) / n;
    g.addTriangle(QVector3D(0, 0, 0), QVector3D(float(std::cos(a0)), float(std::sin(a0)), 0),
                  QVector3D(float(std::cos(a1)), float(std::sin(a1)), 0), Qt::white);
  }
  g.commit();
}

float turnOf(sw::Vec2 direction) {
  if (direction.x == 0 && direction.y == 0) return 180.0f;
  return float(std::atan2(direction.y, direction.x) * 180.0 / std::numbers::pi);
}

// An enemy bullet's colour: its kind's (bullet kinds come with patterns), else the default.
QColor enemyBulletColor(const sw::RuntimeLevel& runtime, std::uint16_t kind) {
  const sw::Color c = runtime.enemyBulletColor(kind);
  return QColor(c.r, c.g, c.b, c.a);
}

}  // namespace

RuntimeScene::RuntimeScene(sw::ui::LevelView* viewport) : viewport_(viewport) {
  sw::ui::SceneItems* items = viewport ? viewport->sceneItems() : nullptr;
  if (!items || !items->isValid()) return;
  QQuick3DObject* sceneRoot = items->sceneRoot();
  // The overlay layer: the editing overlays (under overlayRoot) are hidden while
  // playing, ours beside them are not.
  overlayParent_ = items->overlayLayer();
  entityRoot_ = sceneRoot;

  shipShape_ = new OverlayGeometry();
  discShape_ = new OverlayGeometry();
  for (OverlayGeometry* g : {shipShape_.data(), discShape_.data()}) {
    g->setParent(sceneRoot);
    g->setParentItem(sceneRoot);
    owned_.push_back(g);
  }
  buildShip(*shipShape_);
  buildDisc(*discShape_);
  flatMaterial_ = items->createFlatMaterial(sceneRoot);
  owned_.push_back(flatMaterial_.data());

  shipEnemies_ = makeBatch(sceneRoot, shipShape_, {flatMaterial_});
  players_ = makeBatch(sceneRoot, shipShape_, {flatMaterial_});
  playerBullets_ = makeBatch(sceneRoot, discShape_, {flatMaterial_});
  enemyBullets_ = makeBatch(sceneRoot, discShape_, {flatMaterial_});
  particles_ = makeBatch(sceneRoot, discShape_, {flatMaterial_});
  weaponStrips_ = std::make_unique<WeaponStrips>(*items, sceneRoot, owned_);

  QQuick3DObject* model = nullptr;
  collisionLines_ = makeLayer(overlayParent_, true, &model);
  pathLines_ = makeLayer(overlayParent_, true, &model);
  spawnLines_ = makeLayer(overlayParent_, true, &model);
  valid_ = true;
}

RuntimeScene::~RuntimeScene() { clear(); }

RuntimeScene::Batch RuntimeScene::makeBatch(QQuick3DObject* parent, QQuick3DObject* geometry,
                                            const QList<QQuick3DObject*>& materials) {
  sw::ui::SceneItems* items = viewport_->sceneItems();
  Batch batch;
  batch.instancing = new PlayInstancing();
  batch.instancing->setParent(parent);
  batch.instancing->setParentItem(parent);
  batch.model = items->createInstancedModel(parent, qobject_cast<QQuick3DGeometry*>(geometry), batch.instancing);
  sw::ui::SceneItems::setMaterials(batch.model, materials);
  // An instanced Model with an empty table is not reliably drawn as nothing: hide it.
  if (batch.model) batch.model->setProperty("visible", false);
  owned_.push_back(batch.model.data());
  owned_.push_back(batch.instancing.data());
  return batch;
}

void RuntimeScene::finish(Batch& batch) {
  if (!batch.instancing || !batch.model) return;
  batch.instancing->commit();
  const bool any = batch.instancing->count() > 0;
  if (batch.model->property("visible").toBool() != any) batch.model->setProperty("visible", any);
}

OverlayGeometry* RuntimeScene::makeLayer(QQuick3DObject* parent, bool lines, QQuick3DObject** model) {
  sw::ui::SceneItems* items = viewport_->sceneItems();
  auto* geometry = new OverlayGeometry();
  geometry->setParent(parent);
  geometry->setParentItem(parent);
  geometry->begin(lines ? OverlayGeometry::Kind::Lines : OverlayGeometry::Kind::Triangles);
  geometry->commit();
  *model = items->createModel(parent, geometry);
  QQuick3DObject* material = items->createFlatMaterial(parent);
  sw::ui::SceneItems::setMaterials(*model, {material});
  owned_.push_back(*model);
  owned_.push_back(material);
  owned_.push_back(geometry);
  return geometry;
}

void RuntimeScene::clear() {
  // Models first: they refer to geometries, tables and materials.
  for (auto it = owned_.rbegin(); it != owned_.rend(); ++it)
    if (*it && it->data()->property("geometry").isValid()) delete it->data();
  for (const QPointer<QQuick3DObject>& object : owned_) delete object.data();
  owned_.clear();
  meshEnemies_.clear();
  weaponStrips_.reset();
  valid_ = false;
}

void RuntimeScene::update(const sw::RuntimeLevel& runtime, const sw::Level* level, const sw::Project* project,
                          const PlayOverlays& overlays) {
  if (!valid_) return;
  const sw::Vec2 origin = runtime.frameOrigin();
  drawEnemies(runtime, project);

  auto& ships = players_.instancing->begin();
  const std::int64_t tick = runtime.ticksRun();
  for (const sw::Player& p : runtime.players()) {
    if (!p.alive || p.out) continue;
    if (p.invulnerableTicks > 0 && (tick / 4) % 2) continue;  // blinks while it cannot be hurt
    ships.push_back({at(p.position, origin), sw::ui::kShipScale, 0.0f, kPlayerColors[p.index & 1]});
  }
  finish(players_);

  auto& playerShots = playerBullets_.instancing->begin();
  for (const sw::Bullet& b : runtime.playerBullets())
    playerShots.push_back({at(b.position, origin), float(std::max(0.08, b.radius)), 0.0f, kPlayerBulletColor});
  finish(playerBullets_);
  auto& enemyShots = enemyBullets_.instancing->begin();
  {
    // Straight from the structure-of-arrays pool into the instance buffer: one instance
    // per live bullet, sized by its radius, coloured by its kind.
    const sw::EnemyBulletPool& pool = runtime.enemyBullets();
    enemyShots.reserve(pool.size());
    for (std::size_t i = 0; i < pool.size(); ++i)
      enemyShots.push_back({at(pool.position(i), origin), float(std::max(0.08, pool.radius[i])), 0.0f,
                            enemyBulletColor(runtime, pool.kind[i])});
  }
  finish(enemyBullets_);
  auto& sparks = particles_.instancing->begin();
  for (const sw::Particle& p : runtime.particles()) {
    // Fire-and-forget: shrinks as it fades out.
    const double life = p.maxLifeTicks > 0 ? double(p.lifeTicks) / double(p.maxLifeTicks) : 1.0;
    sparks.push_back({at(p.position, origin, kEntityZ + 0.02f), float(p.size * (0.3 + 0.7 * life)), 0.0f,
                      toQColor(p.color)});
  }
  finish(particles_);
  if (weaponStrips_) weaponStrips_->update(runtime, frame_++);

  drawOverlays(runtime, level, project, overlays);
}

void RuntimeScene::drawEnemies(const sw::RuntimeLevel& runtime, const sw::Project* project) {
  const sw::Vec2 origin = runtime.frameOrigin();
  sw::ui::MeshLibrary* library = viewport_->meshLibrary();
  sw::ui::MeshMaterials* materials = viewport_->meshMaterials();
  auto& shapes = shipEnemies_.instancing->begin();
  for (auto it = meshEnemies_.begin(); it != meshEnemies_.end(); ++it) it->instancing->begin();
  meshEnemyCount_ = 0;
  QSet<QString> dressed;  // batches whose materials were set this update
  for (const auto& enemy : runtime.enemies()) {
    if (enemy.died) continue;
    const QColor color = enemy.hitTicks > 0 ? QColor(Qt::white) : toQColor(runtime.enemyColor(enemy.type));
    const std::string& mesh = runtime.enemyMesh(enemy.type);
    if (!mesh.empty() && project && library && materials) {
      const QString path = QString::fromStdString(project->absolutePath(mesh));
      const sw::ui::MeshLibrary::Asset& asset = library->request(path);
      if (asset.state == sw::ui::MeshLibrary::State::Ready && asset.geometry) {
        // The type's colour tints only subsets without a material of their own; meshes
        // with materials show them, whatever the type's colour. A hit lights it up.
        const bool tinted = materials->takesTint(path);
        const sw::ui::MeshMaterials::Look look{tinted ? toQColor(runtime.enemyColor(enemy.type)) : QColor(),
                                               enemy.hitTicks > 0};
        const QString key = path + QLatin1Char('\n') + (tinted ? look.tint.name() : QString()) +
                            (look.flash ? QStringLiteral("\nflash") : QString());
        Batch& batch = meshEnemies_[key];
        if (!batch.model) batch = makeBatch(entityRoot_, asset.geometry.data(), {});
        if (!dressed.contains(key)) {  // again every update: a reload makes new materials
          dressed.insert(key);
          sw::ui::SceneItems::setGeometry(batch.model, asset.geometry.data());
          sw::ui::SceneItems::setMaterials(batch.model, materials->materials(path, look));
        }
        batch.instancing->push({at(enemy.position, origin), 1.0f, 0.0f, QColor(Qt::white)});
        ++meshEnemyCount_;
        continue;
      }
    }
    // No mesh (or still loading): a ship shape sized by its collision spheres.
    double size = 0.5;
    for (const sw::Vec3& s : runtime.enemySpheres(enemy.type))
      size = std::max(size, std::hypot(s.x, s.y) + s.z);
    shapes.push_back({at(enemy.position, origin), float(size), turnOf(enemy.direction), color});
  }
  finish(shipEnemies_);
  for (auto it = meshEnemies_.begin(); it != meshEnemies_.end(); ++it) finish(*it);
}

void RuntimeScene::drawOverlays(const sw::RuntimeLevel& runtime, const sw::Level* level,
                                const sw::Project* project, const PlayOverlays& overlays) {
  const sw::Vec2 origin = runtime.frameOrigin();
  const float z = 0.1f;
  collisionLines_->begin(OverlayGeometry::Kind::Lines);
  if (overlays.collision) {
    for (const auto& enemy : runtime.enemies()) {
      if (enemy.died) continue;
      for (const sw::Vec3& s : runtime.enemySpheres(enemy.type))
        addCircle(*collisionLines_, at(enemy.position + sw::Vec2{s.x, s.y}, origin, z), s.z, kCollisionEnemy);
    }
    for (const sw::Player& p : runtime.players()) {
      if (!p.alive || p.out) continue;
      for (const sw::Vec3& s : runtime.options().rules.shipSpheres)
        addCircle(*collisionLines_, at(p.position + sw::Vec2{s.x, s.y}, origin, z), s.z, kCollisionPlayer);
    }
    for (const sw::Bullet& b : runtime.playerBullets())
      addCircle(*collisionLines_, at(b.position, origin, z), b.radius, kCollisionBullet);
    const sw::EnemyBulletPool& enemyPool = runtime.enemyBullets();
    for (std::size_t i = 0; i < enemyPool.size(); ++i)
      addCircle(*collisionLines_, at(enemyPool.position(i), origin, z), enemyPool.radius[i], kCollisionBullet);
    for (const auto& wall : runtime.wallTiles()) {
      if (!wall.polygons) continue;
      for (const sw::Polygon& polygon : *wall.polygons) {
        std::vector<QVector3D> points;
        points.reserve(polygon.size());
        for (const sw::Vec2& v : polygon) points.push_back(at(wall.origin + v, origin, z));
        collisionLines_->addPolyline(points, kCollisionWall, true);
      }
    }
  }
  collisionLines_->commit();

  pathLines_->begin(OverlayGeometry::Kind::Lines);
  if (overlays.paths && level) {
    // The path of each formation in flight, where its ships follow it: path coordinates
    // (mirrored about the spawn's axis) plus the spawn's offset, which moves with the frame.
    for (const auto& spawn : runtime.spawns()) {
      if (!spawn.fired || spawn.path < 0 || spawn.alive <= 0) continue;
      const sw::PathCurve& curve = runtime.pathCurve(spawn.path);
      if (curve.empty()) continue;
      constexpr int samples = 64;
      std::vector<QVector3D> points;
      for (int i = 0; i <= samples; ++i) {
        sw::Vec2 p = curve.positionAt(curve.length() * i / samples);
        if (spawn.spec.mirror) p.y = 2 * spawn.axisY - p.y;
        points.push_back(at(p + spawn.pathOffset, origin, z));
      }
      pathLines_->addPolyline(points, kPathColor, false);
    }
  }
  pathLines_->commit();

  spawnLines_->begin(OverlayGeometry::Kind::Lines);
  if (overlays.spawns) {
    // Spawns still to come, where the level places them (its absolute layout).
    for (const auto& spawn : runtime.spawns()) {
      if (spawn.fired) continue;
      sw::Vec2 p = spawn.spec.position;
      if (level && project && !spawn.spec.path.empty())
        if (const auto* path = sw::objectCast<const sw::Path*>(level->findByName(spawn.spec.path))) {
          const sw::PathCurve curve(*path, sw::pathOrigin(*project, *level, *path));
          if (!curve.empty()) p = curve.positionAt(spawn.spec.startOffset);
        }
      const QVector3D c(float(p.x), float(p.y), z);
      const float r = 0.6f;
      spawnLines_->addPolyline({c + QVector3D(r, 0, 0), c + QVector3D(0, r, 0), c + QVector3D(-r, 0, 0),
                                c + QVector3D(0, -r, 0)},
                               kSpawnColor, true);
    }
    for (const auto& trigger : runtime.triggers()) {
      const QVector3D c = at(trigger.position, origin, z);
      const float hx = float(trigger.size.x / 2), hy = float(trigger.size.y / 2);
      spawnLines_->addPolyline({c + QVector3D(-hx, -hy, 0), c + QVector3D(hx, -hy, 0), c + QVector3D(hx, hy, 0),
                                c + QVector3D(-hx, hy, 0)},
                               trigger.fired ? kTriggerColor.darker(180) : kTriggerColor, true);
    }
  }
  spawnLines_->commit();
}

int RuntimeScene::enemyInstances() const {
  return (shipEnemies_.instancing ? shipEnemies_.instancing->count() : 0) + meshEnemyCount_;
}
int RuntimeScene::bulletInstances() const {
  return (playerBullets_.instancing ? playerBullets_.instancing->count() : 0) +
         (enemyBullets_.instancing ? enemyBullets_.instancing->count() : 0);
}
int RuntimeScene::particleInstances() const { return particles_.instancing ? particles_.instancing->count() : 0; }
int RuntimeScene::playerInstances() const { return players_.instancing ? players_.instancing->count() : 0; }
int RuntimeScene::collisionVertices() const { return collisionLines_ ? collisionLines_->vertexCount() : 0; }
int RuntimeScene::pathVertices() const { return pathLines_ ? pathLines_->vertexCount() : 0; }
int RuntimeScene::weaponStripVertices() const { return weaponStrips_ ? weaponStrips_->vertexCount() : 0; }
int RuntimeScene::spawnVertices() const { return spawnLines_ ? spawnLines_->vertexCount() : 0; }

}  // namespace sw::play
