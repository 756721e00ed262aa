#include "model/object_id_set.h"

#include "model/level.h"

namespace sw {

ObjectIdSet::ObjectIdSet(const Level& level) : ids_(level.objectCount()) {
  for (const auto& link : level.chain) ids_[link->id] = true;
  for (const auto& object : level.objects) ids_[object->id] = true;
}

}  // namespace sw
