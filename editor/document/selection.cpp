#include "document/selection.h"

#include <algorithm>

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

void Selection::removeMissing(const std::function<bool(ObjectId)>& exists) {
  // Most structure changes keep every selected object (an undo of a delete selects the
  // 25,000 it put back): look first, build a new set only when something went.
  if (std::all_of(ids_.begin(), ids_.end(), exists)) return;
  QSet<ObjectId> kept;
  for (ObjectId id : ids_)
    if (exists(id)) kept.insert(id);
  set(kept);
}

}  // namespace sw::editor
