#pragma once
// A sync check (GGPO's and GGRS's sync-test session, our own code): runs a level with every
// tick rolled back and simulated again, the way a co-op session does when inputs arrive late,
// and compares every state hash with a straight run of the same inputs. A system whose state
// is not all in its state struct (sim/system.h), or that keeps something between ticks behind
// the description's back, shows up here as the first tick where the two runs part.
//
// How: before each tick the state is saved; after tick t, the level goes back `rollback`
// ticks (to the state before tick t - rollback + 1) and runs those ticks again, checking each
// one's hash against the first time it ran; the straight run, a second level built the same,
// never goes back. Both take their inputs from the same source.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "sim/input.h"
#include "sim/play_options.h"

namespace sw {

class Project;
class Level;

struct SyncCheckResult {
  std::string error;                     // the level did not build
  std::int64_t ticks = 0;                // ticks run
  std::int64_t resimulated = 0;          // ticks run again after going back
  std::optional<std::int64_t> mismatch;  // the first tick whose hash differs
  std::string where;                     // what differs: "run again" or "straight run"
  std::uint64_t hash = 0, straightHash = 0;
  bool passed() const { return error.empty() && !mismatch; }
};

SyncCheckResult runSyncCheck(const Project& project, const Level& level, const PlayOptions& options,
                             const std::function<TickInput(std::int64_t tick)>& input, std::int64_t ticks,
                             int rollback = 4);

}  // namespace sw
