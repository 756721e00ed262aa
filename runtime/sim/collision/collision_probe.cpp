// Exact sphere tests for collision queries: sphere against sphere, wall prism (GJK
// distance) and triangle mesh (Bullet's concave algorithm).
#include "sim/collision/collision_probe.h"

#include <BulletCollision/NarrowPhaseCollision/btGjkEpa2.h>

namespace sw::collision_detail {

namespace {

// Bullet reports contact points up to a small positive distance for some shape pairs
// (GJK uses the contact breaking threshold); touching means no gap beyond rounding.
constexpr btScalar kTouchTolerance = 1e-7;

// Tells whether a mesh and a sphere touch, from the contact points Bullet's concave
// collision algorithm reports.
struct TouchCallback final : btCollisionWorld::ContactResultCallback {
  bool touching = false;
  btScalar addSingleResult(btManifoldPoint& point, const btCollisionObjectWrapper*, int, int,
                           const btCollisionObjectWrapper*, int, int) override {
    if (point.getDistance() <= kTouchTolerance) touching = true;
    return 0;
  }
};

}  // namespace

bool ProbeTester::process(const btBroadphaseProxy* proxy) {
  // Bullet's filter rule (see ContactResultCallback::needsCollision); parked objects
  // have group and mask 0.
  if (!(proxy->m_collisionFilterGroup & mask) || !(proxy->m_collisionFilterMask & group)) return true;
  auto* object = static_cast<btCollisionObject*>(proxy->m_clientObject);
  const auto slot = static_cast<std::uint32_t>(object->getUserIndex());
  const CollisionHit hit = queryIsB ? CollisionHit{slot, queryIndex} : CollisionHit{queryIndex, slot};
  // A slot already touched needs no more exact tests (a bullet inside a wall overlaps
  // several of its prisms).
  for (std::size_t i = rangeStart; i < out->size(); ++i)
    if ((*out)[i] == hit) return true;
  if (touches(*object)) out->push_back(hit);
  return true;
}

bool ProbeTester::touches(btCollisionObject& object) const {
  if (capsule) return capsuleTouches(object);
  const btCollisionShape* shape = object.getCollisionShape();
  const btTransform& transform = object.getWorldTransform();
  switch (shape->getShapeType()) {
    case SPHERE_SHAPE_PROXYTYPE: {
      // What btSphereSphereCollisionAlgorithm computes, without its manifold upkeep.
      const btScalar reach = radius + static_cast<const btSphereShape*>(shape)->getRadius() + kTouchTolerance;
      return (transform.getOrigin() - center).length2() <= reach * reach;
    }
    case CONVEX_HULL_SHAPE_PROXYTYPE: {
      // GJK only: the distance from the sphere's centre to the prism, or "inside".
      // (A contact test would also run EPA for the depth, which nobody needs.)
      btGjkEpaSolver2::sResults result;
      btTransform probeTransform(btMatrix3x3::getIdentity(), center);
      if (!btGjkEpaSolver2::Distance(sphere, probeTransform, static_cast<const btConvexShape*>(shape),
                                     transform, transform.getOrigin() - center, result))
        return result.status != btGjkEpaSolver2::sResults::EPA_Failed;  // penetrating or just touching
      return result.distance <= radius + kTouchTolerance;
    }
    default: {  // a triangle mesh: Bullet's concave algorithm, triangle by triangle
      TouchCallback callback;
      world->contactPairTest(probe, &object, callback);
      return callback.touching;
    }
  }
}

bool ProbeTester::capsuleTouches(btCollisionObject& object) const {
  const btCollisionShape* shape = object.getCollisionShape();
  const btTransform& transform = object.getWorldTransform();
  switch (shape->getShapeType()) {
    case SPHERE_SHAPE_PROXYTYPE: {
      // Capsule against sphere is the distance from the sphere's centre to the segment
      // (what GJK converges to), closed form so it is exact and cheap.
      const btVector3 c = transform.getOrigin();
      const btVector3 d = segmentB - segmentA;
      const btScalar length2 = d.length2();
      btScalar t = length2 > 0 ? (c - segmentA).dot(d) / length2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const btScalar reach = radius + static_cast<const btSphereShape*>(shape)->getRadius() + kTouchTolerance;
      return (segmentA + d * t - c).length2() <= reach * reach;
    }
    case CONVEX_HULL_SHAPE_PROXYTYPE: {
      btGjkEpaSolver2::sResults result;
      const btTransform& probeTransform = probe->getWorldTransform();
      if (!btGjkEpaSolver2::Distance(capsule, probeTransform, static_cast<const btConvexShape*>(shape), transform,
                                     transform.getOrigin() - center, result))
        return result.status != btGjkEpaSolver2::sResults::EPA_Failed;
      // Without margins GJK measures from the capsule's segment (its margin is its radius).
      return result.distance <= radius + kTouchTolerance;
    }
    default: {  // a triangle mesh: the probe object carries the capsule
      TouchCallback callback;
      world->contactPairTest(probe, &object, callback);
      return callback.touching;
    }
  }
}

}  // namespace sw::collision_detail
