// Collisions' build and tick (collision_system.h).
#include "sim/systems/collisions/collision_system.h"

#include <algorithm>
#include <cmath>

#include "assets/mesh_data.h"
#include "model/enemies/enemy_type.h"
#include "model/project/project.h"
#include "sim/collision/wall_grid.h"
#include "sim/level_context.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/weapons/weapon_system.h"

namespace sw {

namespace {
constexpr std::size_t kWallWindow = 4;  // tiles that can collide at once: one behind, the camera's, two ahead
}  // namespace

CollisionSystem::CollisionSystem(LevelContext& level) : StatelessSystem(level, "collisions") {}
CollisionSystem::~CollisionSystem() = default;

void CollisionSystem::build(const Project& project, std::size_t enemies) {
  const PlayOptions& options = level_.options;
  CollisionCapacity cap;
  bodySlots_ = enemies;
  const std::size_t extras = s_.enemies->sphereSlots() + MissileSystem::kCapacity;
  cap.enemies = enemies + extras;
  extra_.reserve(extras);
  cap.players = std::size_t(kMaxPlayers);
  cap.playerBullets = options.playerBulletCapacity;
  cap.enemyBullets = 0;  // enemy bullets meet walls and ships without the broadphase (enemy_bullet_system.cpp)
  cap.walls = kWallWindow;
  world_ = std::make_unique<CollisionWorld>(cap);
  EnemySystem& enemySystem = *s_.enemies;
  for (std::size_t i = 0; i < enemySystem.typeCount(); ++i) {
    EnemySystem::Type& t = enemySystem.buildType(i);
    const EnemyType* source = project.findEnemyType(t.name);
    if (source && source->collision == EnemyCollision::Mesh) {
      std::string problem;
      if (t.mesh.empty()) {
        problem = "has no mesh";
      } else if (options.projectDir.empty()) {
        problem = "cannot read its mesh here (no project folder)";
      } else if (Result<MeshData> mesh = loadMesh(options.projectDir + "/" + t.mesh); !mesh) {
        problem = "cannot read its mesh: " + mesh.error().message;
      } else {
        std::vector<Vec3> positions;
        positions.reserve(mesh->vertices.size());
        for (const MeshVertex& v : mesh->vertices) positions.push_back({v.position[0], v.position[1], v.position[2]});
        t.shape = world_->addTriangleMesh(positions, mesh->indices);
        if (t.shape < 0) problem = "its mesh has no triangles";
      }
      if (!problem.empty())
        level_.errors.push_back({"project.json", "enemy type '" + t.name + "'",
                                 "uses mesh collision but " + problem + "; its spheres are used instead"});
    }
    // A mesh body is placed whole, unturned (Bullet's shapes do not turn); spheres turn.
    if (t.shape >= 0) t.sphereShapes.clear();
    if (t.shape < 0) t.shape = world_->addSphereSet(t.spheres);
    // Turning and composite enemies: each sphere on its own, placed where it has turned to.
    for (std::size_t k = 0; k < t.sphereShapes.size(); ++k)
      t.sphereShapes[k] = world_->addSphereSet({Vec3{0, 0, t.spheres[k].z}});
    for (EnemySystem::Type::Part& part : t.parts) {
      part.sphereShapes.clear();
      for (const Vec3& sphere : part.spheres) part.sphereShapes.push_back(world_->addSphereSet({Vec3{0, 0, sphere.z}}));
    }
  }
  // Missiles: one lone sphere per radius a launcher uses.
  auto addMissileShape = [&](const EnemyWeaponry& w) {
    if (!w.launcher || !(w.missileRadius > 0)) return;
    for (const auto& [radius, shape] : missileShapes_)
      if (radius == w.missileRadius) return;
    missileShapes_.emplace_back(w.missileRadius, world_->addSphereSet({Vec3{0, 0, w.missileRadius}}));
  };
  for (std::size_t i = 0; i < enemySystem.typeCount(); ++i) {
    addMissileShape(enemySystem.type(int(i)).weaponry);
    for (const auto& part : enemySystem.type(int(i)).parts) addMissileShape(part.weaponry);
  }
  world_->setPlayerShape(world_->addSphereSet(options.rules.shipSpheres));
  const Project& snapshot = level_.snapshot;
  const std::vector<ChainLink>& links = s_.camera->track().links();
  std::vector<int> shapeOfDef(snapshot.tileDefs.size(), -2);
  for (const ChainLink& link : links) {
    int shape = -1;
    for (std::size_t d = 0; d < snapshot.tileDefs.size(); ++d) {
      if (snapshot.tileDefs[d].get() != link.def) continue;
      if (shapeOfDef[d] == -2) shapeOfDef[d] = world_->addWalls(link.def->collision);
      shape = shapeOfDef[d];
    }
    wallShapes_.push_back(shape);
  }
  // The enemy bullets' wall grids, one per tile definition with walls.
  double largestKind = 0;
  for (const auto& kind : project.bulletKinds)
    if (std::isfinite(kind->radius)) largestKind = std::max(largestKind, kind->radius);
  std::vector<int> gridOfDef(snapshot.tileDefs.size(), -2);
  // Cells list the edges within the largest bullet radius (a larger one tests every edge).
  const double reach = std::max({options.rules.enemyBulletRadius, largestKind, 0.05});
  for (const ChainLink& link : links) {
    int grid = -1;
    for (std::size_t d = 0; d < snapshot.tileDefs.size(); ++d) {
      if (snapshot.tileDefs[d].get() != link.def) continue;
      if (gridOfDef[d] == -2) {
        gridOfDef[d] = -1;
        WallGrid g(link.def->collision, reach);
        if (!g.empty()) {
          gridOfDef[d] = int(grids_.size());
          grids_.push_back(std::move(g));
        }
      }
      grid = gridOfDef[d];
    }
    gridOfLink_.push_back(grid);
  }
  wallTiles_.reserve(kWallWindow);
  hits_.reserve(std::max({(enemies + extras) * 4, options.playerBulletCapacity * 4, std::size_t(64)}));
  placeWalls();
}

void CollisionSystem::step(int phase, const TickInput&) {
  if (phase == Place)
    placeColliders();
  else
    resolve();
}

void CollisionSystem::shiftFrame(Vec2) { placeWalls(); }

// Which tiles can collide: one behind the camera's link, its own and two ahead (along the
// way the camera goes, so a running loop's first link follows its last).
void CollisionSystem::placeWalls() {
  wallTiles_.clear();
  const RuntimeCamera& cam = s_.camera->track();
  if (cam.links().empty()) return;
  const std::size_t here = s_.camera->spot().link;
  auto loopEnds = [this](int loop) { return s_.camera->loopEnds(loop); };
  if (here > 0) {
    const std::size_t prev = here - 1;
    wallTiles_.push_back({prev, Vec2{} - chainStep(cam.links()[prev].def, cam.links()[here].def),
                          &cam.links()[prev].def->collision});
  }
  wallTiles_.push_back({here, Vec2{}, nullptr});
  Vec2 origin;
  std::size_t at = here;
  for (int ahead = 0; ahead < 2; ++ahead) {
    const long next = cam.next(at, loopEnds);
    if (next < 0) break;
    origin += chainStep(cam.links()[at].def, cam.links()[std::size_t(next)].def);
    at = std::size_t(next);
    wallTiles_.push_back({at, origin, nullptr});
  }
  static const std::vector<Polygon> none;
  for (WallTile& w : wallTiles_) w.polygons = cam.links()[w.link].def ? &cam.links()[w.link].def->collision : &none;
  for (std::size_t slot = 0; slot < kWallWindow; ++slot) {
    if (slot < wallTiles_.size() && wallShapes_[wallTiles_[slot].link] >= 0)
      world_->placeWall(slot, wallShapes_[wallTiles_[slot].link], wallTiles_[slot].origin);
    else
      world_->removeWall(slot);
  }
}

int CollisionSystem::wallGrids(const WallGrid** grids, Vec2* origins, int max) const {
  int count = 0;
  for (const WallTile& w : wallTiles_) {
    const int g = gridOfLink_[w.link];
    if (g < 0 || count == max) continue;
    grids[count] = &grids_[std::size_t(g)];
    origins[count++] = w.origin;
  }
  return count;
}

const std::vector<CollisionHit>& CollisionSystem::enemiesTouchingCapsules(const Vec2* points, int count,
                                                                          double radius) {
  auto byEnemy = [](const CollisionHit& l, const CollisionHit& r) { return l.b < r.b; };
  auto compact = [&] {
    std::sort(hits_.begin(), hits_.end(), byEnemy);
    hits_.erase(std::unique(hits_.begin(), hits_.end()), hits_.end());
  };
  const std::size_t enemies = s_.enemies->enemies().size() + extra_.size();
  hits_.clear();
  for (int i = 0; i + 1 < count; ++i) {
    // Room for one more capsule's worth (every enemy) without growing: else drop duplicates.
    if (hits_.size() + enemies > hits_.capacity()) compact();
    world_->enemiesTouchingCapsule(points[i], points[i + 1], radius, 0, hits_);
  }
  compact();
  return hits_;
}

void CollisionSystem::placeColliders() {
  CollisionWorld& world = *world_;
  const std::vector<Enemy>& enemies = s_.enemies->enemies();
  for (std::size_t i = 0; i < enemies.size(); ++i) {
    const Enemy& e = enemies[i];
    if (e.died || e.endReached || !s_.enemies->type(e.type).sphereShapes.empty() || s_.enemies->partsOf(e))
      world.removeEnemy(i);
    else
      world.placeEnemy(i, s_.enemies->type(e.type).shape, e.position);
  }
  world.removeEnemiesBetween(enemies.size(), bodySlots_);
  placeExtras();
  const std::vector<Player>& players = s_.players->players();
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (players[i].alive)
      world.placePlayer(i, players[i].position);
    else
      world.removePlayer(i);
  }
  const std::vector<Bullet>& bullets = s_.weapons->bullets();
  for (std::size_t i = 0; i < bullets.size(); ++i) {
    const Bullet& b = bullets[i];
    if (b.lifeTicks > 0)
      world.placePlayerBullet(i, b.position, b.radius);
    else
      world.removePlayerBullet(i);
  }
  world.removePlayerBulletsFrom(bullets.size());
}

void CollisionSystem::placeExtras() {
  CollisionWorld& world = *world_;
  const EnemySystem& enemySystem = *s_.enemies;
  const std::vector<Enemy>& enemies = enemySystem.enemies();
  extra_.clear();
  auto place = [&](Target target, int shape, Vec2 at) {
    if (extra_.size() >= extra_.capacity() || !at.isFinite()) return;
    world.placeEnemy(bodySlots_ + extra_.size(), shape, at);
    extra_.push_back(target);
  };
  for (std::size_t i = 0; i < enemies.size(); ++i) {
    const Enemy& e = enemies[i];
    const EnemySystem::Type& type = enemySystem.type(e.type);
    if (e.died || e.endReached || (type.sphereShapes.empty() && !enemySystem.partsOf(e))) continue;
    const double angle = EnemySystem::bodyAngle(e);
    if (!type.sphereShapes.empty())
      for (std::size_t k = 0; k < type.spheres.size(); ++k)
        place({Target::Body, i, -1}, type.sphereShapes[k],
              e.position + rotated(Vec2{type.spheres[k].x, type.spheres[k].y}, angle));
    else
      place({Target::Body, i, -1}, type.shape, e.position);  // a mesh body of a composite enemy
    const PartState* parts = enemySystem.partsOf(e);
    if (!parts) continue;
    for (std::size_t p = 0; p < type.parts.size(); ++p) {
      const PartState& s = parts[p];
      if (s.destroyed) continue;
      const EnemySystem::Type::Part& tp = type.parts[p];
      for (std::size_t k = 0; k < tp.sphereShapes.size(); ++k)
        place({Target::Part, i, int(p)}, tp.sphereShapes[k],
              s.position + rotated(Vec2{tp.spheres[k].x, tp.spheres[k].y}, s.angle));
    }
  }
  const std::vector<Missile>& missiles = s_.missiles->missiles();
  for (std::size_t m = 0; m < missiles.size(); ++m)
    if (!missiles[m].dead)
      for (const auto& [radius, shape] : missileShapes_)
        if (radius == missiles[m].radius) place({Target::Missile, m, -1}, shape, missiles[m].position);
  world.removeEnemiesBetween(bodySlots_ + extra_.size(), bodySlots_ + std::max(extraPlaced_, extra_.size()));
  extraPlaced_ = extra_.size();
}

CollisionSystem::Target CollisionSystem::target(std::size_t slot) const {
  if (slot < bodySlots_) return {Target::Body, slot, -1};
  return extra_[slot - bodySlots_];
}

bool CollisionSystem::strike(std::size_t slot, std::int64_t damage, int byPlayer) {
  if (slot >= bodySlots_ + extra_.size()) return false;
  const Target t = target(slot);
  EnemySystem& enemies = *s_.enemies;
  if (t.kind == Target::Missile) {
    if (s_.missiles->missiles()[t.index].dead) return false;
    s_.missiles->damage(t.index, damage, byPlayer);
    return true;
  }
  if (t.index >= enemies.enemies().size() || enemies.enemies()[t.index].died) return false;
  const Enemy& e = enemies.enemies()[t.index];
  const EnemySystem::Type& type = enemies.type(e.type);
  if (t.kind == Target::Part) {
    if (enemies.partsOf(e)[t.part].destroyed) return false;  // shot down earlier in this tick
    enemies.damagePart(t.index, t.part, damage, byPlayer);
  } else if (!(enemies.partsOf(e) && type.defeat == EnemyDefeat::WeakPoints))  // a weak-point boss's core is armour
    enemies.damage(t.index, damage, byPlayer);
  return true;
}

void CollisionSystem::resolve() {
  CollisionWorld& world = *world_;
  const GameRules& rules = level_.options.rules;
  const std::int64_t t = level_.tick();
  EnemySystem& enemies = *s_.enemies;
  PlayerSystem& players = *s_.players;
  WeaponSystem& weapons = *s_.weapons;
  EffectSystem& effects = *s_.effects;
  world.playerBulletsHittingEnemies(hits_);
  for (const CollisionHit& hit : hits_) {
    Bullet& b = weapons.bullet(hit.a);
    if (b.lifeTicks <= 0) continue;  // each bullet hits once
    const Target target = this->target(hit.b);
    if (!strike(hit.b, b.damage, b.owner)) continue;
    b.lifeTicks = 0;
    MwcRandom& random =
        target.kind == Target::Missile ? level_.clock.random : enemies.at(target.index).random;
    effects.burst(b.position, rules.sparkParticles, 0.15, Color{255, 220, 120, 255}, random);
    players.charge(b.owner);
  }
  world.playerBulletsHittingWalls(hits_);
  for (const CollisionHit& hit : hits_) {
    Bullet& b = weapons.bullet(hit.a);
    if (b.lifeTicks <= 0) continue;
    b.lifeTicks = 0;
    level_.events.add("bullet-impact", b.owner, b.position,
                      weapons.weapon(players.players()[std::size_t(b.owner)].weapon).name);
    effects.burst(b.position, 2, 0.1, Color{200, 200, 200, 255}, level_.clock.random);
  }
  // Enemy bullets met the walls as they moved; now the ships.
  s_.enemyBullets->hitPlayers();
  world.playersHittingEnemies(hits_);
  for (const CollisionHit& hit : hits_) {
    const Target target = this->target(hit.b);
    const bool gone = target.kind == Target::Missile ? s_.missiles->missiles()[target.index].dead
                      : target.kind == Target::Part
                          ? enemies.enemies()[target.index].died ||
                                enemies.partsOf(enemies.enemies()[target.index])[target.part].destroyed
                          : enemies.enemies()[target.index].died;
    if (gone || !players.vulnerable(players.players()[hit.a], t)) continue;
    players.kill(hit.a);
    if (target.kind == Target::Missile) s_.missiles->burst(target.index);
  }
  world.playersHittingWalls(hits_);
  for (const CollisionHit& hit : hits_)
    if (players.vulnerable(players.players()[hit.a], t)) players.kill(hit.a);
}

}  // namespace sw
