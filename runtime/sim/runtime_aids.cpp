// Testing aids (PlayOptions::godMode, infiniteLives, aidChanges): what is in force on a tick
// is worked out from the options and the tick alone, so it holds no state of its own that
// rollback would have to save, and a replay that carries the same changes runs the same.
#include <algorithm>

#include "sim/runtime_level.h"

namespace sw {

PlayOptions::AidChange RuntimeLevel::aidsAt(std::int64_t tick) const {
  PlayOptions::AidChange in{0, options_.godMode, options_.infiniteLives};
  // Changes are few (a tester's clicks), so a scan is cheaper than anything cleverer.
  for (const PlayOptions::AidChange& c : options_.aidChanges) {
    if (c.tick > tick) break;
    in = c;
  }
  return in;
}

void RuntimeLevel::setAids(bool godMode, bool infiniteLives) {
  std::vector<PlayOptions::AidChange>& changes = options_.aidChanges;
  while (!changes.empty() && changes.back().tick >= ticks_) changes.pop_back();
  const PlayOptions::AidChange now = aidsAt(ticks_);
  if (now.godMode == godMode && now.infiniteLives == infiniteLives) return;
  changes.push_back({ticks_, godMode, infiniteLives});
}

}  // namespace sw
