#pragma once
// The ids of a level's links and objects in one flat table, to ask "does it still exist?"
// of many ids at once (a selection of 25,000 after an undo). Level::findById rebuilds its
// index on every miss, so asking it about each of many ids that are gone is quadratic;
// a node-based set of 30,000 ids costs milliseconds in allocations. A snapshot: built
// from the level as it is, not updated after.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/level_object.h"

namespace sw {

class Level;

// Where an id starts its probe in a power-of-two table of `size` slots: ids count up from
// one, so they are mixed (splitmix64's finaliser) to spread neighbours out.
inline std::size_t idProbeStart(ObjectId id, std::size_t size) {
  std::uint64_t h = id;
  h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
  h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
  return std::size_t(h ^ (h >> 31)) & (size - 1);
}

class ObjectIdSet {
 public:
  explicit ObjectIdSet(const Level& level);
  bool contains(ObjectId id) const;

 private:
  std::vector<ObjectId> slots_;  // 0: empty (0 is no object's id)
  void insert(ObjectId id);
};

}  // namespace sw
