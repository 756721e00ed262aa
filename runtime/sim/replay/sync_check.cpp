// The sync check (sync_check.h).
#include "sim/replay/sync_check.h"

#include <vector>

#include "sim/runtime_level.h"
#include "sim/tick_runner.h"

namespace sw {

SyncCheckResult runSyncCheck(const Project& project, const Level& level, const PlayOptions& options,
                             const std::function<TickInput(std::int64_t tick)>& input, std::int64_t ticks,
                             int rollback) {
  SyncCheckResult result;
  Result<RuntimeLevel> rolled = RuntimeLevel::build(project, level, options);
  Result<RuntimeLevel> straight = RuntimeLevel::build(project, level, options);
  if (!rolled || !straight) {
    result.error = (rolled ? straight.error() : rolled.error()).toString();
    return result;
  }
  if (rollback < 1) rollback = 1;
  TickRunner back(*rolled), ahead(*straight);
  back.readFrom(input);
  ahead.readFrom(input);
  std::vector<LevelState> states(std::size_t(rollback) + 1);  // the state before tick t, at t % size
  std::vector<std::uint64_t> hashes(std::size_t(ticks > 0 ? ticks : 0));
  auto slot = [&](std::int64_t t) -> LevelState& { return states[std::size_t(t) % states.size()]; };
  for (std::int64_t t = 0; t < ticks; ++t) {
    rolled->save(slot(t));
    back.step();
    hashes[std::size_t(t)] = rolled->stateHash();
    ahead.step();
    if (straight->stateHash() != hashes[std::size_t(t)] && !result.mismatch) {
      result.mismatch = t;
      result.where = "straight run";
    }
    if (t + 1 < rollback) continue;
    // Go back and run the last `rollback` ticks again, as a late input would make us.
    const std::int64_t from = t + 1 - rollback;
    if (!rolled->restore(slot(from)) || rolled->ticksRun() != from) {
      result.error = "the state before tick " + std::to_string(from) + " could not be restored";
      return result;
    }
    for (std::int64_t u = from; u <= t; ++u) {
      rolled->save(slot(u));
      back.step();
      ++result.resimulated;
      if (rolled->stateHash() != hashes[std::size_t(u)] && !result.mismatch) {
        result.mismatch = u;
        result.where = "run again";
      }
    }
  }
  result.ticks = rolled->ticksRun();
  result.hash = rolled->stateHash();
  result.straightHash = straight->stateHash();
  return result;
}

}  // namespace sw
