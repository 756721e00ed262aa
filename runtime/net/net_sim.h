#pragma once
// Two peers in one process over a simulated network (net/simulated_link.h), on a simulated
// 60 Hz clock: what `scrollwork-cli net-sim`, the rollback tests and the network benchmark
// run. Each peer has its own RuntimeLevel and RollbackSession; an offline RuntimeLevel runs
// the merged inputs (player 1's bits from A, player 2's from B) straight through, so the
// three final hashes can be compared.
#include <functional>
#include <string>
#include <vector>

#include "net/net_conditions.h"
#include "net/rollback_session.h"
#include "net/spectator.h"

namespace sw::net {

// From frame `fromFrame` on, the network is this (loss starting or ending mid-game).
struct NetPhase {
  std::int64_t fromFrame = 0;
  NetConditions aToB, bToA;
};

struct NetSimSetup {
  std::int64_t ticks = 600;
  NetConditions aToB, bToA;
  std::vector<NetPhase> phases;  // in frame order
  SessionConfig config;  // endTick is set to `ticks`
  RollbackSession::InputSource inputA, inputB;  // player 1's and player 2's bits per tick
  // Called before each frame's polls (frame number, both levels): tests inject trouble here.
  std::function<void(std::int64_t frame, RuntimeLevel& a, RuntimeLevel& b)> beforeFrame;
  // Frames after which the run gives up (0: 3 * ticks + 3600): never a hang.
  std::int64_t maxFrames = 0;
  bool runOffline = true;
  // A third peer watching (net/spectator.h): the host feeds it over its own link.
  bool spectator = false;
  int spectatorDelay = 30;
  NetConditions toSpectator, fromSpectator;
};

struct NetSimResult {
  std::string error;  // the level did not build
  std::uint64_t hashA = 0, hashB = 0, offlineHash = 0;
  std::int64_t ticksA = 0, ticksB = 0, frames = 0;
  // The last frame on which either peer waited for the other's inputs, and the last on which
  // one waited for the other to catch up (RollbackSession's sync waits); -1: none.
  std::int64_t lastInputStallFrame = -1, lastSyncWaitFrame = -1;
  SessionState stateA = SessionState::Connecting, stateB = SessionState::Connecting;
  std::string messageA, messageB;
  SessionStats statsA, statsB;
  InputRecording recordingA, recordingB;  // each peer's RollbackSession::recording() at the end
  std::uint64_t bytesAToB = 0, bytesBToA = 0;  // with IPv4 + UDP headers
  double seconds = 0;                          // simulated time
  // With a spectator: its end, and its frames past the players' last.
  std::uint64_t spectatorHash = 0;
  std::int64_t spectatorTicks = 0, spectatorExtraFrames = 0;
  SessionState spectatorState = SessionState::Connecting;
  std::string spectatorMessage;
  SpectatorStats spectatorStats;
};

// `project` and `level` as RuntimeLevel::build takes them; `options.players` is forced to 2.
NetSimResult runNetSim(const Project& project, const Level& level, PlayOptions options, const NetSimSetup& setup);

}  // namespace sw::net
