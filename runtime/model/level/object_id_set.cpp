#include "model/level/object_id_set.h"

#include "core/prefetched.h"
#include "model/level/level.h"

namespace sw {

ObjectIdSet::ObjectIdSet(const Level& level) : ids_(level.objectCount()) {
  for (const auto& link : prefetched(level.chain))
    if (link->id) ids_[link->id];
  for (const auto& object : prefetched(level.objects))
    if (object->id) ids_[object->id];
}

}  // namespace sw
