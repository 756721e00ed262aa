// Placeholder so the tree links while the Bullet implementation is written.
#include "sim/collision_world.h"

namespace sw {
struct CollisionWorld::Impl {
  CollisionCapacity capacity;
};
CollisionWorld::CollisionWorld(const CollisionCapacity& capacity) : impl_(std::make_unique<Impl>()) {
  impl_->capacity = capacity;
}
CollisionWorld::~CollisionWorld() = default;
CollisionWorld::CollisionWorld(CollisionWorld&&) noexcept = default;
CollisionWorld& CollisionWorld::operator=(CollisionWorld&&) noexcept = default;
const CollisionCapacity& CollisionWorld::capacity() const { return impl_->capacity; }
}  // namespace sw
