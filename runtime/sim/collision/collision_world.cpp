// Bullet behind the CollisionWorld interface. Design, in short (figures printed by
// tests/runtime/sim/collision_bench.cpp):
// - What is few, large or complex lives in Bullet: every sphere of an enemy's or a
//   player's sphere set is its own btCollisionObject (a compound would make Bullet
//   allocate a child-algorithm array on every test), an enemy mesh is one object with a
//   btBvhTriangleMeshShape, and a wall polygon is ear-clipped into triangles, each a convex
//   prism across the play plane (so a sphere wholly inside a wall still overlaps a prism).
//   An object's user index is its slot. Every slot owns as many objects as the largest
//   shape of its kind has parts; unused ones are parked far away with filter group and
//   mask 0.
// - Enemies, players and walls each have their own btCollisionWorld and btDbvtBroadphase
//   (one dispatcher and configuration shared): a query walks only the tree of the kind it
//   asks about. With one shared tree, enemy bullets asking for walls waded through the
//   enemies' spheres and the tick took about 5 times longer.
// - Bullets (the swarm) stay out of the worlds: moving thousands of proxies costs more
//   than querying for them (see ARCHITECTURE.md). A query takes each bullet as a probe
//   sphere, walks the broadphase (aabbTest), keeps candidates by Bullet's group/mask rule
//   and tests them exactly: sphere against sphere by the distance of the centres (what
//   btSphereSphereCollisionAlgorithm does), against a wall prism by GJK distance alone
//   (btGjkEpaSolver2::Distance; a contact test would also run EPA for a depth nobody
//   needs), against a mesh by Bullet's concave algorithm (contactPairTest).
// - The broadphases keep no pairs (btNullPairCache, deferred collide): nothing here needs
//   them, and a pair cache grows as things move. Tree updates recycle their nodes and the
//   mesh test takes algorithms and manifolds from the configuration's pools, so placing
//   and querying allocate nothing.
#include "sim/collision/collision_world.h"

#include <BulletCollision/BroadphaseCollision/btOverlappingPairCache.h>
#include <btBulletCollisionCommon.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>

#include "sim/collision/collision_probe.h"
#include "sim/collision/polygon_triangulation.h"

namespace sw {

namespace {

// Filter groups: one bit per kind. A world object's mask names the kinds that may query it.
constexpr int kEnemyGroup = 1 << 0;
constexpr int kPlayerGroup = 1 << 1;
constexpr int kWallGroup = 1 << 2;
constexpr int kPlayerBulletGroup = 1 << 3;
constexpr int kEnemyBulletGroup = 1 << 4;

// Half the thickness of a wall prism across the play plane: everything sits at z = 0, so
// any thickness answers the same; 1 keeps GJK well conditioned.
constexpr btScalar kWallHalfDepth = 1.0;
// Where unused objects wait: far from any play area (coordinates are origin-relative),
// each on its own spot so the broadphase tree over them stays balanced.
btVector3 parkingSpot(std::size_t index) {
  return btVector3(1e7 + 4.0 * static_cast<double>(index % 512), 1e7 + 4.0 * static_cast<double>(index / 512),
                   0);
}

enum class ShapeKind { Spheres, Mesh, Walls };

// One piece of a shape: a Bullet shape and where it sits relative to the entity.
struct Part {
  btCollisionShape* shape = nullptr;
  btVector3 offset{0, 0, 0};
};

struct Shape {
  ShapeKind kind = ShapeKind::Spheres;
  std::vector<Part> parts;
  std::vector<std::unique_ptr<btCollisionShape>> owned;
  // Mesh storage that Bullet reads in place.
  std::vector<btScalar> vertices;
  std::vector<int> indices;
  std::unique_ptr<btTriangleIndexVertexArray> meshArray;
};

// A btCollisionWorld of its own broadphase (sharing dispatcher and pools with the others).
struct Layer {
  btNullPairCache pairs;
  btDbvtBroadphase broadphase{&pairs};
  btCollisionWorld world;
  Layer(btCollisionDispatcher* d, btCollisionConfiguration* c) : world(d, &broadphase, c) {
    broadphase.m_deferedcollide = true;
  }
};

// The objects of one kind of entity: `partsPerSlot` objects for each slot, so a slot can
// hold any shape of its kind without allocating.
struct SlotTable {
  Layer* layer = nullptr;  // the world holding these objects
  int group = 0;
  int mask = 0;  // kinds that may query this kind
  std::size_t capacity = 0;
  std::size_t partsPerSlot = 0;
  std::unique_ptr<btCollisionObject[]> objects;
  std::vector<int> shape;           // per slot: shape placed there, -1 when inactive
  std::vector<std::uint32_t> used;  // per slot: objects in use (the rest are parked)
  std::vector<Vec2> position;       // per slot, to rebuild when partsPerSlot grows

  btCollisionObject& object(std::size_t slot, std::size_t part) {
    return objects[slot * partsPerSlot + part];
  }
};

// A set of bullets of one kind: plain arrays, outside the world.
struct BulletPool {
  std::vector<Vec2> position;
  std::vector<double> radius;
  std::vector<std::uint8_t> active;
  std::size_t end = 0;  // no active slot at or past this index
};

}  // namespace

struct CollisionWorld::Impl {
  CollisionCapacity capacity;

  btDefaultCollisionConfiguration configuration;
  btCollisionDispatcher dispatcher{&configuration};
  // One world per kind that lives in Bullet: a query walks only the tree of the kind it
  // asks about. In one shared tree, 5000 enemy bullets asking for walls would each wade
  // through the enemies' 2500 spheres on the way.
  Layer enemyLayer{&dispatcher, &configuration}, playerLayer{&dispatcher, &configuration},
      wallLayer{&dispatcher, &configuration};

  std::vector<std::unique_ptr<Shape>> shapes;
  int playerShape = -1;
  bool layoutDirty = false;

  SlotTable enemies, players, walls;
  BulletPool playerBullets, enemyBullets;

  btSphereShape probeSphere{1.0};
  std::vector<CollisionHit> wallTouches;  // capsuleTouchesWall's answer; reserved for every wall slot
  btCollisionObject probe;
  collision_detail::ProbeTester tester;

  static btDefaultCollisionConstructionInfo constructionInfo() {
    btDefaultCollisionConstructionInfo info;
    // Queries run one pair at a time, so a few algorithms and manifolds are ever alive.
    info.m_defaultMaxPersistentManifoldPoolSize = 256;
    info.m_defaultMaxCollisionAlgorithmPoolSize = 256;
    return info;
  }

  explicit Impl(const CollisionCapacity& c) : capacity(c), configuration(constructionInfo()) {
    enemies.layer = &enemyLayer;
    players.layer = &playerLayer;
    walls.layer = &wallLayer;
    enemies.group = kEnemyGroup;
    enemies.mask = kPlayerBulletGroup | kPlayerGroup;
    players.group = kPlayerGroup;
    players.mask = kEnemyBulletGroup;
    walls.group = kWallGroup;
    walls.mask = kPlayerBulletGroup | kEnemyBulletGroup | kPlayerGroup;
    resize(enemies, c.enemies, 1);
    resize(players, c.players, 1);
    resize(walls, c.walls, 1);
    for (BulletPool* pool : {&playerBullets, &enemyBullets}) {
      const std::size_t n = pool == &playerBullets ? c.playerBullets : c.enemyBullets;
      pool->position.assign(n, Vec2{});
      pool->radius.assign(n, 0.0);
      pool->active.assign(n, 0);
    }
    wallTouches.reserve(c.walls + 1);
    probe.setCollisionShape(&probeSphere);
    tester.world = &enemyLayer.world;  // any: contactPairTest only uses the dispatcher
  }

  ~Impl() { clear(enemies), clear(players), clear(walls); }

  void clear(SlotTable& table) {
    for (std::size_t i = 0; i < table.capacity * table.partsPerSlot; ++i)
      table.layer->world.removeCollisionObject(&table.objects[i]);
    table.objects.reset();
  }

  // (Re)creates a table's objects with room for `parts` objects per slot, keeping what
  // was placed. Only shape creation calls this, at level start.
  void resize(SlotTable& table, std::size_t capacity, std::size_t parts) {
    const std::vector<int> oldShape = table.shape;
    clear(table);
    table.capacity = capacity;
    table.partsPerSlot = parts;
    table.objects.reset(new btCollisionObject[capacity * parts]);
    table.shape.assign(capacity, -1);
    table.used.assign(capacity, 0);
    table.position.resize(capacity);
    for (std::size_t slot = 0; slot < capacity; ++slot) {
      for (std::size_t part = 0; part < parts; ++part) {
        btCollisionObject& object = table.object(slot, part);
        object.setCollisionShape(&probeSphere);  // any shape until placed
        object.getWorldTransform().setOrigin(parkingSpot(slot * parts + part));
        object.setUserIndex(static_cast<int>(slot));
        table.layer->world.addCollisionObject(&object, 0, 0);
      }
    }
    for (std::size_t slot = 0; slot < oldShape.size() && slot < capacity; ++slot)
      if (oldShape[slot] >= 0) place(table, slot, oldShape[slot], table.position[slot]);
    table.layer->broadphase.optimize();
  }

  void park(SlotTable& table, std::size_t slot, std::size_t fromPart) {
    for (std::size_t part = fromPart; part < table.used[slot]; ++part) {
      btCollisionObject& object = table.object(slot, part);
      btBroadphaseProxy* proxy = object.getBroadphaseHandle();
      proxy->m_collisionFilterGroup = 0;
      proxy->m_collisionFilterMask = 0;
      object.getWorldTransform().setOrigin(parkingSpot(slot * table.partsPerSlot + part));
      table.layer->world.updateSingleAabb(&object);
    }
    table.used[slot] = static_cast<std::uint32_t>(std::min<std::size_t>(fromPart, table.used[slot]));
  }

  void remove(SlotTable& table, std::size_t slot) {
    if (slot >= table.capacity || table.shape[slot] < 0) return;
    park(table, slot, 0);
    table.shape[slot] = -1;
  }

  void removeFrom(SlotTable& table, std::size_t count) {
    for (std::size_t slot = count; slot < table.capacity; ++slot) remove(table, slot);
  }

  void place(SlotTable& table, std::size_t slot, int shapeId, Vec2 position) {
    assert(slot < table.capacity);
    if (slot >= table.capacity) return;
    if (shapeId < 0 || shapeId >= static_cast<int>(shapes.size())) return remove(table, slot);
    const Shape& shape = *shapes[static_cast<std::size_t>(shapeId)];
    // Only the player's sphere set placed as an enemy gets here (ensureLayout leaves it
    // out of the enemies' sizing): make room once, allocating this one time.
    if (shape.parts.size() > table.partsPerSlot) resize(table, table.capacity, shape.parts.size());
    const std::size_t n = shape.parts.size();
    if (n < table.used[slot]) park(table, slot, n);
    const btVector3 origin(position.x, position.y, 0);
    for (std::size_t part = 0; part < n; ++part) {
      btCollisionObject& object = table.object(slot, part);
      object.setCollisionShape(shape.parts[part].shape);
      object.getWorldTransform().setOrigin(origin + shape.parts[part].offset);
      btBroadphaseProxy* proxy = object.getBroadphaseHandle();
      proxy->m_collisionFilterGroup = table.group;
      proxy->m_collisionFilterMask = table.mask;
      table.layer->world.updateSingleAabb(&object);
    }
    table.used[slot] = static_cast<std::uint32_t>(n);
    table.shape[slot] = shapeId;
    table.position[slot] = position;
  }

  static void placeBullet(BulletPool& pool, std::size_t slot, Vec2 position, double radius) {
    assert(slot < pool.active.size());
    if (slot >= pool.active.size()) return;
    pool.position[slot] = position;
    pool.radius[slot] = radius;
    pool.active[slot] = 1;
    pool.end = std::max(pool.end, slot + 1);
  }

  static void removeBullet(BulletPool& pool, std::size_t slot) {
    if (slot < pool.active.size()) pool.active[slot] = 0;
  }

  static void removeBulletsFrom(BulletPool& pool, std::size_t count) {
    for (std::size_t slot = count; slot < pool.end; ++slot) pool.active[slot] = 0;
    pool.end = std::min(pool.end, count);
  }

  int addShape(std::unique_ptr<Shape> shape) {
    shapes.push_back(std::move(shape));
    layoutDirty = true;
    return static_cast<int>(shapes.size() - 1);
  }

  // Gives each slot as many objects as its kind's largest shape has parts. Runs on the
  // first placement or query after shapes changed (level start), not while playing.
  void ensureLayout() {
    if (!layoutDirty) return;
    layoutDirty = false;
    std::size_t enemyParts = 1, wallParts = 1;
    for (std::size_t id = 0; id < shapes.size(); ++id) {
      const Shape& shape = *shapes[id];
      if (shape.kind == ShapeKind::Walls)
        wallParts = std::max(wallParts, shape.parts.size());
      else if (static_cast<int>(id) != playerShape)
        enemyParts = std::max(enemyParts, shape.parts.size());
    }
    const std::size_t playerParts =
        playerShape >= 0 ? shapes[static_cast<std::size_t>(playerShape)]->parts.size() : 1;
    if (enemies.partsPerSlot != enemyParts) resize(enemies, enemies.capacity, enemyParts);
    if (walls.partsPerSlot != wallParts) resize(walls, walls.capacity, wallParts);
    if (players.partsPerSlot != playerParts) resize(players, players.capacity, playerParts);
    for (std::size_t slot = 0; slot < players.capacity; ++slot)
      if (players.shape[slot] >= 0) place(players, slot, playerShape, players.position[slot]);
  }

  // Runs the tester for its probe: the broadphase walk finds the candidates.
  void test() {
    const btVector3 extent(tester.radius, tester.radius, tester.radius);
    layerOf(tester.mask).broadphase.aabbTest(tester.center - extent, tester.center + extent, tester);
  }

  Layer& layerOf(int group) {
    return group == kEnemyGroup ? enemyLayer : group == kPlayerGroup ? playerLayer : wallLayer;
  }

  // Every active bullet of a pool against the kinds in `mask`.
  void bulletsAgainst(const BulletPool& pool, int group, int mask, bool bulletIsB,
                      std::vector<CollisionHit>& out) {
    ensureLayout();
    out.clear();
    tester.out = &out;
    tester.group = group;
    tester.mask = mask;
    tester.queryIsB = bulletIsB;
    tester.probe = &probe;
    tester.sphere = &probeSphere;
    for (std::size_t i = 0; i < pool.end; ++i) {
      if (!pool.active[i]) continue;
      tester.center = btVector3(pool.position[i].x, pool.position[i].y, 0);
      tester.radius = pool.radius[i];
      probeSphere.setUnscaledRadius(tester.radius);
      probe.getWorldTransform().setOrigin(tester.center);
      tester.rangeStart = out.size();
      tester.queryIndex = static_cast<std::uint32_t>(i);
      test();
    }
    // Hits come in bullet order; a sort puts each bullet's few hits in order too.
    std::sort(out.begin(), out.end(), byAThenB);
  }

  // Every sphere of every active player against the kinds in `mask`.
  void playersAgainst(int mask, std::vector<CollisionHit>& out) {
    ensureLayout();
    out.clear();
    tester.out = &out;
    tester.group = kPlayerGroup;
    tester.mask = mask;
    tester.queryIsB = false;
    for (std::size_t slot = 0; slot < players.capacity; ++slot) {
      tester.rangeStart = out.size();
      tester.queryIndex = static_cast<std::uint32_t>(slot);
      for (std::size_t part = 0; part < players.used[slot]; ++part) {
        btCollisionObject& object = players.object(slot, part);
        tester.probe = &object;
        tester.sphere = static_cast<const btSphereShape*>(object.getCollisionShape());
        tester.center = object.getWorldTransform().getOrigin();
        tester.radius = tester.sphere->getRadius();
        test();
      }
    }
    std::sort(out.begin(), out.end(), byAThenB);
  }

  // A capsule from a to b: Bullet's capsule along x, turned onto the segment by a rotation
  // built from the direction itself (no trigonometry, so it is the same on every build).
  void capsuleProbe(Vec2 a, Vec2 b, double radius, btCapsuleShapeX& shape, btCollisionObject& object, int group,
                    int mask) {
    ensureLayout();
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double length = std::sqrt(dx * dx + dy * dy);
    const double c = length > 0 ? dx / length : 1, s = length > 0 ? dy / length : 0;
    btTransform transform(btMatrix3x3(c, -s, 0, s, c, 0, 0, 0, 1), btVector3((a.x + b.x) / 2, (a.y + b.y) / 2, 0));
    object.setCollisionShape(&shape);
    object.setWorldTransform(transform);
    tester.group = group;
    tester.mask = mask;
    tester.queryIsB = false;
    tester.probe = &object;
    tester.capsule = &shape;
    tester.segmentA = btVector3(a.x, a.y, 0);
    tester.segmentB = btVector3(b.x, b.y, 0);
    tester.center = transform.getOrigin();
    tester.radius = radius;
  }

  void testCapsule() {
    const btVector3 extent(tester.radius, tester.radius, tester.radius);
    const btVector3 lo = tester.segmentA, hi = tester.segmentB;
    layerOf(tester.mask).broadphase.aabbTest(
        btVector3(std::min(lo.x(), hi.x()), std::min(lo.y(), hi.y()), 0) - extent,
        btVector3(std::max(lo.x(), hi.x()), std::max(lo.y(), hi.y()), 0) + extent, tester);
    tester.capsule = nullptr;  // the sphere queries find the tester as they expect it
  }

  static bool byAThenB(const CollisionHit& l, const CollisionHit& r) {
    return l.a != r.a ? l.a < r.a : l.b < r.b;
  }
};

CollisionWorld::CollisionWorld(const CollisionCapacity& capacity) : impl_(std::make_unique<Impl>(capacity)) {}
CollisionWorld::~CollisionWorld() = default;
CollisionWorld::CollisionWorld(CollisionWorld&&) noexcept = default;
CollisionWorld& CollisionWorld::operator=(CollisionWorld&&) noexcept = default;
const CollisionCapacity& CollisionWorld::capacity() const { return impl_->capacity; }

int CollisionWorld::addSphereSet(const std::vector<Vec3>& spheres) {
  auto shape = std::make_unique<Shape>();
  shape->kind = ShapeKind::Spheres;
  for (const Vec3& s : spheres) {
    if (!(s.z > 0) || !s.isFinite()) continue;  // a sphere of no size touches nothing
    auto sphere = std::make_unique<btSphereShape>(s.z);
    shape->parts.push_back({sphere.get(), btVector3(s.x, s.y, 0)});
    shape->owned.push_back(std::move(sphere));
  }
  if (shape->parts.empty()) return -1;
  return impl_->addShape(std::move(shape));
}

int CollisionWorld::addTriangleMesh(const std::vector<Vec3>& positions,
                                    const std::vector<std::uint32_t>& indices) {
  auto shape = std::make_unique<Shape>();
  shape->kind = ShapeKind::Mesh;
  for (const Vec3& p : positions) shape->vertices.insert(shape->vertices.end(), {p.x, p.y, p.z});
  // Triangles naming a missing vertex are left out; the asset loader reports bad meshes.
  for (std::size_t t = 0; t + 2 < indices.size(); t += 3) {
    if (indices[t] >= positions.size() || indices[t + 1] >= positions.size() ||
        indices[t + 2] >= positions.size())
      continue;
    for (std::size_t k = 0; k < 3; ++k) shape->indices.push_back(static_cast<int>(indices[t + k]));
  }
  if (shape->indices.empty()) return -1;
  btIndexedMesh mesh;
  mesh.m_numTriangles = static_cast<int>(shape->indices.size() / 3);
  mesh.m_triangleIndexBase = reinterpret_cast<const unsigned char*>(shape->indices.data());
  mesh.m_triangleIndexStride = 3 * sizeof(int);
  mesh.m_numVertices = static_cast<int>(positions.size());
  mesh.m_vertexBase = reinterpret_cast<const unsigned char*>(shape->vertices.data());
  mesh.m_vertexStride = 3 * sizeof(btScalar);
  mesh.m_indexType = PHY_INTEGER;
  mesh.m_vertexType = PHY_DOUBLE;
  shape->meshArray = std::make_unique<btTriangleIndexVertexArray>();
  shape->meshArray->addIndexedMesh(mesh, PHY_INTEGER);
  auto triangles = std::make_unique<btBvhTriangleMeshShape>(shape->meshArray.get(), true);
  triangles->setMargin(0);
  shape->parts.push_back({triangles.get(), btVector3(0, 0, 0)});
  shape->owned.push_back(std::move(triangles));
  return impl_->addShape(std::move(shape));
}

int CollisionWorld::addWalls(const std::vector<Polygon>& polygons) {
  auto shape = std::make_unique<Shape>();
  shape->kind = ShapeKind::Walls;
  for (const Polygon& polygon : polygons) {
    for (const auto& triangle : triangulatePolygon(polygon)) {
      auto prism = std::make_unique<btConvexHullShape>();
      prism->setMargin(0);  // the hull is the wall; Bullet's default margin would grow it
      for (const Vec2& p : triangle)
        for (btScalar z : {-kWallHalfDepth, kWallHalfDepth}) prism->addPoint(btVector3(p.x, p.y, z), false);
      prism->recalcLocalAabb();
      shape->parts.push_back({prism.get(), btVector3(0, 0, 0)});
      shape->owned.push_back(std::move(prism));
    }
  }
  if (shape->parts.empty()) return -1;
  return impl_->addShape(std::move(shape));
}

void CollisionWorld::setPlayerShape(int shape) {
  Impl& d = *impl_;
  d.playerShape = shape >= 0 && shape < static_cast<int>(d.shapes.size()) &&
                          d.shapes[static_cast<std::size_t>(shape)]->kind == ShapeKind::Spheres
                      ? shape
                      : -1;
  d.layoutDirty = true;  // players take the new shape, enemies need not make room for it
}

void CollisionWorld::placeEnemy(std::size_t slot, int shape, Vec2 position) {
  Impl& d = *impl_;
  d.ensureLayout();
  if (shape >= 0 && shape < static_cast<int>(d.shapes.size()) &&
      d.shapes[static_cast<std::size_t>(shape)]->kind == ShapeKind::Walls)
    shape = -1;
  d.place(d.enemies, slot, shape, position);
}
void CollisionWorld::placePlayer(std::size_t slot, Vec2 position) {
  impl_->ensureLayout();
  impl_->place(impl_->players, slot, impl_->playerShape, position);
}
void CollisionWorld::placePlayerBullet(std::size_t slot, Vec2 position, double radius) {
  Impl::placeBullet(impl_->playerBullets, slot, position, radius);
}
void CollisionWorld::placeEnemyBullet(std::size_t slot, Vec2 position, double radius) {
  Impl::placeBullet(impl_->enemyBullets, slot, position, radius);
}
void CollisionWorld::placeWall(std::size_t slot, int shape, Vec2 tileOrigin) {
  Impl& d = *impl_;
  d.ensureLayout();
  if (shape >= 0 && shape < static_cast<int>(d.shapes.size()) &&
      d.shapes[static_cast<std::size_t>(shape)]->kind != ShapeKind::Walls)
    shape = -1;
  d.place(d.walls, slot, shape, tileOrigin);
}
void CollisionWorld::removeEnemy(std::size_t slot) { impl_->remove(impl_->enemies, slot); }
void CollisionWorld::removePlayer(std::size_t slot) { impl_->remove(impl_->players, slot); }
void CollisionWorld::removePlayerBullet(std::size_t slot) { Impl::removeBullet(impl_->playerBullets, slot); }
void CollisionWorld::removeEnemyBullet(std::size_t slot) { Impl::removeBullet(impl_->enemyBullets, slot); }
void CollisionWorld::removeWall(std::size_t slot) { impl_->remove(impl_->walls, slot); }
void CollisionWorld::removeEnemiesFrom(std::size_t count) { impl_->removeFrom(impl_->enemies, count); }
void CollisionWorld::removeEnemiesBetween(std::size_t from, std::size_t to) {
  for (std::size_t slot = from; slot < to; ++slot) impl_->remove(impl_->enemies, slot);
}
void CollisionWorld::removePlayerBulletsFrom(std::size_t count) {
  Impl::removeBulletsFrom(impl_->playerBullets, count);
}
void CollisionWorld::removeEnemyBulletsFrom(std::size_t count) {
  Impl::removeBulletsFrom(impl_->enemyBullets, count);
}

void CollisionWorld::playerBulletsHittingEnemies(std::vector<CollisionHit>& out) {
  impl_->bulletsAgainst(impl_->playerBullets, kPlayerBulletGroup, kEnemyGroup, false, out);
}
void CollisionWorld::playerBulletsHittingWalls(std::vector<CollisionHit>& out) {
  impl_->bulletsAgainst(impl_->playerBullets, kPlayerBulletGroup, kWallGroup, false, out);
}
void CollisionWorld::enemyBulletsHittingWalls(std::vector<CollisionHit>& out) {
  impl_->bulletsAgainst(impl_->enemyBullets, kEnemyBulletGroup, kWallGroup, false, out);
}
void CollisionWorld::playersHittingEnemies(std::vector<CollisionHit>& out) {
  impl_->playersAgainst(kEnemyGroup, out);
}
void CollisionWorld::playersHittingWalls(std::vector<CollisionHit>& out) {
  impl_->playersAgainst(kWallGroup, out);
}
void CollisionWorld::playersHittingEnemyBullets(std::vector<CollisionHit>& out) {
  // The players are in the world, the bullets are not: each enemy bullet asks for players.
  impl_->bulletsAgainst(impl_->enemyBullets, kEnemyBulletGroup, kPlayerGroup, true, out);
}

void CollisionWorld::enemiesTouchingCapsule(Vec2 a, Vec2 b, double radius, std::uint32_t query,
                                            std::vector<CollisionHit>& out) {
  Impl& d = *impl_;
  const double length = std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
  btCapsuleShapeX shape(radius, length);  // on the stack: a shape is plain data, Bullet keeps no pointer
  btCollisionObject object;
  d.capsuleProbe(a, b, radius, shape, object, kPlayerBulletGroup, kEnemyGroup);
  const std::size_t from = out.size();
  d.tester.out = &out;
  d.tester.rangeStart = from;
  d.tester.queryIndex = query;
  d.testCapsule();
  std::sort(out.begin() + std::ptrdiff_t(from), out.end(), Impl::byAThenB);
}

bool CollisionWorld::capsuleTouchesWall(Vec2 a, Vec2 b, double radius) {
  Impl& d = *impl_;
  const double length = std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
  btCapsuleShapeX shape(radius, length);
  btCollisionObject object;
  d.capsuleProbe(a, b, radius, shape, object, kPlayerBulletGroup, kWallGroup);
  // A small fixed buffer: one touch is enough to answer.
  std::vector<CollisionHit>& out = d.wallTouches;
  out.clear();
  d.tester.out = &out;
  d.tester.rangeStart = 0;
  d.tester.queryIndex = 0;
  d.testCapsule();
  return !out.empty();
}

}  // namespace sw
