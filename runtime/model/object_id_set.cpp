#include "model/object_id_set.h"

#include "model/level.h"

namespace sw {

ObjectIdSet::ObjectIdSet(const Level& level) {
  std::size_t capacity = 16;
  while (capacity < level.objectCount() * 2) capacity *= 2;  // at most half full
  slots_.assign(capacity, 0);
  for (const auto& link : level.chain) insert(link->id);
  for (const auto& object : level.objects) insert(object->id);
}

std::size_t ObjectIdSet::start(ObjectId id) const {
  // Ids count up from one: mixed (splitmix64's finaliser) so neighbours spread out.
  std::uint64_t h = id;
  h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
  h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
  return std::size_t(h ^ (h >> 31)) & (slots_.size() - 1);
}

void ObjectIdSet::insert(ObjectId id) {
  if (id == 0) return;
  for (std::size_t i = start(id);; i = (i + 1) & (slots_.size() - 1)) {
    if (slots_[i] == id) return;
    if (slots_[i] == 0) {
      slots_[i] = id;
      return;
    }
  }
}

bool ObjectIdSet::contains(ObjectId id) const {
  if (id == 0) return false;
  for (std::size_t i = start(id);; i = (i + 1) & (slots_.size() - 1)) {
    if (slots_[i] == id) return true;
    if (slots_[i] == 0) return false;
  }
}

}  // namespace sw
