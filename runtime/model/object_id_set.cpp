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

void ObjectIdSet::insert(ObjectId id) {
  if (id == 0) return;
  for (std::size_t i = idProbeStart(id, slots_.size());; i = (i + 1) & (slots_.size() - 1)) {
    if (slots_[i] == id) return;
    if (slots_[i] == 0) {
      slots_[i] = id;
      return;
    }
  }
}

bool ObjectIdSet::contains(ObjectId id) const {
  if (id == 0) return false;
  for (std::size_t i = idProbeStart(id, slots_.size());; i = (i + 1) & (slots_.size() - 1)) {
    if (slots_[i] == id) return true;
    if (slots_[i] == 0) return false;
  }
}

}  // namespace sw
