#include "document/selection.h"

namespace sw::editor {

void Selection::set(const QSet<ObjectId>& ids) {
  if (ids == ids_) return;
  ids_ = ids;
  emit changed();
}

void Selection::toggle(ObjectId id) {
  if (!ids_.remove(id)) ids_.insert(id);
  emit changed();
}

void Selection::removeMissing(const QSet<ObjectId>& existing) {
  QSet<ObjectId> kept;
  for (ObjectId id : ids_)
    if (existing.contains(id)) kept.insert(id);
  set(kept);
}

}  // namespace sw::editor
