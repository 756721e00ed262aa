#pragma once
// Internal to runtime/sim (includes Bullet; compile with BT_USE_DOUBLE_PRECISION): the exact
// test of one probe sphere against the candidates the broadphase finds for it.
#include <btBulletCollisionCommon.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "sim/collision/collision_world.h"

namespace sw::collision_detail {

// The broadphase's answer for one probe sphere: each candidate of the wanted kinds gets
// an exact test, and each slot touched becomes a CollisionHit, once.
struct ProbeTester final : btBroadphaseAabbCallback {
  btCollisionWorld* world = nullptr;
  int group = 0;  // the probe's kind
  int mask = 0;   // the kinds to test
  // The probe: a sphere, and an object carrying it for the mesh test.
  btCollisionObject* probe = nullptr;
  const btSphereShape* sphere = nullptr;
  btVector3 center{0, 0, 0};
  btScalar radius = 0;
  // Capsule probes (beams, bolts): the segment's ends and the capsule; null for a sphere.
  const btConvexShape* capsule = nullptr;
  btVector3 segmentA{0, 0, 0}, segmentB{0, 0, 0};

  std::vector<CollisionHit>* out = nullptr;
  std::size_t rangeStart = 0;  // duplicates can only occur from here on
  std::uint32_t queryIndex = 0;
  bool queryIsB = false;  // the probe's index is the hit's `b` (players vs enemy bullets)

  bool process(const btBroadphaseProxy* proxy) override;
  // Whether the probe touches `object` (a sphere, a wall prism or a triangle mesh).
  bool touches(btCollisionObject& object) const;
  bool capsuleTouches(btCollisionObject& object) const;
};

}  // namespace sw::collision_detail
