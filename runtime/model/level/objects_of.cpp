#include "model/level/objects_of.h"

namespace sw {

ObjectsOf::iterator ObjectsOf::begin() const {
  next_ = {0, true};
  inOrder_ = true;
  fetchAhead(0);
  return iterator(this, 0);
}

Level::Slot ObjectsOf::after(Level::Slot slot, std::size_t steps) const {
  std::size_t index = slot.index + steps;
  if (slot.inChain && index >= level_.chain.size()) return {std::uint32_t(index - level_.chain.size()), false};
  return {std::uint32_t(index), slot.inChain};
}

LevelObject* ObjectsOf::find(std::size_t at) const {
  const ObjectId wanted = ids_[at];
  if (wanted == 0) return nullptr;  // no object's id
  LevelObject* object = level_.objectAt(after(next_, 0));
  inOrder_ = object && object->id == wanted;
  if (!inOrder_) {
    const std::optional<Level::Place> place = level_.placeOf(wanted);
    if (!place) return nullptr;
    next_ = {std::uint32_t(place->index), place->inChain};
    object = level_.objectAt(next_);
  }
  next_ = after(next_, 1);
  return object;
}

void ObjectsOf::fetchAhead(std::size_t at) const {
#if defined(__GNUC__) || defined(__clang__)
  if (inOrder_) {
    // The level's next objects: one more each step, as sw::prefetched does.
    __builtin_prefetch(level_.objectAt(after(next_, kAhead - 1)));
  } else if (at + kAhead - 1 < ids_.size()) {
    level_.idIndex_.prefetch(ids_[at + kAhead - 1]);
  }
#else
  (void)at;
#endif
}

}  // namespace sw
