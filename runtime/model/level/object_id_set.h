#pragma once
// The ids of a level's links and objects in one flat table, to ask "does it still exist?"
// of many ids at once (a selection of 25,000 after an undo). Level::findById rebuilds its
// index on every miss, so asking it about each of many ids that are gone is quadratic;
// a node-based set of 30,000 ids costs milliseconds in allocations. A snapshot: built
// from the level as it is, not updated after.
#include "core/flat_table.h"
#include "model/level/level_object.h"

namespace sw {

class Level;

class ObjectIdSet {
 public:
  explicit ObjectIdSet(const Level& level);
  bool contains(ObjectId id) const { return ids_.contains(id); }

 private:
  FlatTable<ObjectId, FlatNothing, FlatHash<ObjectId>, true> ids_;  // 8-byte slots: id 0 is no object's
};

}  // namespace sw
