#pragma once
// Co-op over a network by rollback (GGPO's idea, our own code): each peer runs the whole
// simulation. Every tick each peer sends its own input bits for the tick `inputDelay` ahead,
// and every packet repeats all bits the other side has not acknowledged yet, so a lost
// packet costs nothing. When the other player's bits for a tick have not arrived, the tick
// runs with a prediction (their last known bits); when the real bits arrive and differ, the
// level goes back to the state saved before that tick (sim/state/saved_state.h) and runs the
// ticks again. Past the prediction window the game waits (a stall) until they arrive.
//
// Holding at high loss (the original stayed smooth to about 87.5 % loss, DOMAIN.md): what
// the link does is measured as it plays (net/link_quality.h) and three things follow it.
// - The prediction window is the largest lateness of the other side's recent inputs plus a
//   margin, at least 8 ticks and at most `rollbackLimit` (the CPU's bound: rolling back 45
//   ticks of the demo at its busiest took a median 2.3-7 ms on a busy 2-core machine, 8 ticks
//   0.3 ms, net_bench; saving 45 states is what costs, more than the ticks). At 150 ms and
//   90 % loss inputs arrive up to ~35 ticks late, and a late input is then a rollback, not a
//   stall; the rollbacks average 9 ticks there (net-sim), most inputs being guessed right.
// - Each Inputs packet goes out in several copies (separate datagrams) when the other side
//   reports losing ours: a frame's inputs are lost only when all copies are. Below 35 % loss
//   one copy is enough (about 4 KB/s each way, under the 8 KB/s budget); past it copies stop
//   at `maxBytesPerSecond` (a token bucket; the first always goes): 15 KB/s at 75-90 %.
// - Both games keep the same tick: the side that runs ahead of the other (each packet carries
//   the sender's tick and its lead) waits every other frame until it is level, so neither
//   side predicts for both, and clocks that drift apart are pulled together. A wait shows in
//   the leads only a round trip (and their smoothing) later: waits younger than that count
//   as done, so the side ahead does not overshoot; at most kMaxSyncWaitsInFlight of them.
// Input delay stays fixed: it is what every press costs the local player, while the window
// costs only resimulation.
//
// Checks: each confirmed tick (all inputs known) is hashed once (net/state_digest.h,
// levelStateHash of its saved state, never during a rollback); every `hashInterval` ticks
// each peer sends that hash; on a mismatch both send their per-tick hashes and per-entity
// digests and each writes a desync report (the first differing tick and the entities that
// differ) next to the merged inputs that led there, and the session ends saying where the
// report is.
//
// Joining: the joiner sends its protocol version, project content hash (with each file's
// hash), level and seed; the host refuses a mismatch with a message saying what differs, and
// accepts one peer (spectators come through a SpectatorFeed, net/spectator.h). Nothing a peer sends names a file or reaches one: reports are written by
// each peer about its own state, under its own folder.
//
// Bad input: packets that do not parse (oversized, truncated, malformed), that repeat a
// sequence number (replayed) or lie outside the window (old sequence numbers, input ticks
// or a sender's tick far ahead, acks of inputs never sent), or that belong to another
// session, are dropped and counted; past kMaxPacketsPerPoll in one poll the rest are dropped
// as a flood. What a peer reports of the link (its lead, the loss it sees) can at worst make
// us wait every other frame (as a peer that stops sending would) or send copies up to the
// byte budget; the window follows only what we measure ourselves. A peer that sends nothing for `timeoutMs` ends the
// session with a message. Nothing here blocks.
//
// Time comes from the caller (milliseconds), so tests run a simulated network without clocks.
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "net/link_quality.h"
#include "net/packet.h"
#include "net/transport.h"
#include "sim/replay/input_recording.h"
#include "sim/state/saved_state.h"
#include "sim/tick_runner.h"

namespace sw::net {

inline constexpr std::size_t kMaxPacketsPerPoll = 256;
inline constexpr std::int64_t kInputWindowTicks = 1024;  // input ticks further ahead are refused

inline constexpr int kMinWindow = 8;     // the prediction window never shrinks below this
inline constexpr int kWindowMargin = 3;  // ticks over the largest recent lateness
inline constexpr int kMaxSyncWaitsInFlight = 30;

struct SessionConfig {
  int inputDelay = 2;      // ticks between pressing and the press taking effect (0..30)
  int rollbackLimit = 45;  // most ticks that may run on predictions (1..60): the window's ceiling
  std::uint32_t maxBytesPerSecond = 15000;  // extra copies of Inputs stop here
  int maxCopies = 6;                        // copies of one Inputs packet at most (1..16)
  int hashInterval = 60;
  std::int64_t endTick = 0;  // 0: play on; else the session ends settled at this tick
  std::uint32_t timeoutMs = 5000;
  std::uint32_t helloRepeatMs = 500;
  std::uint32_t pingIntervalMs = 500;
  std::uint32_t sessionId = 1;  // host: the id it hands out (any number but 0)
  std::string reportDir = ".";  // where desync reports go
};

// What a join compares.
struct SessionSetup {
  std::uint64_t projectHash = 0;
  std::vector<FileDigest> files;
  std::string level;
  std::uint64_t seed = 0;
};

// Why a Hello (or a spectator's Watch) does not fit the host's game: the protocol version,
// the project content (file by file), the level or the seed; empty when it fits.
std::string joinMismatch(const SessionSetup& setup, const Packet& hello);

enum class SessionRole { Host, Join };
enum class SessionState { Connecting, Running, Finished, Desynced, Failed };

struct SessionStats {
  std::uint64_t ticksRun = 0;          // forward ticks, not counting resimulation
  std::uint64_t rollbacks = 0;
  std::uint64_t resimulatedTicks = 0;
  std::uint64_t stalledFrames = 0;     // advance() calls that had to wait (sync waits included)
  std::uint64_t longestStall = 0;      // in frames
  std::uint64_t syncWaits = 0;         // frames waited because this side ran ahead
  std::uint32_t pingMs = 0;            // last round trip
  int window = 0, largestWindow = 0;   // the prediction window now, and its largest
  int copies = 1, mostCopies = 1;      // copies per Inputs packet now, and the most
  double lossSeen = 0;                 // share of the other side's datagrams lost lately
  double roundTripTicks = 0;           // from both sides' leads
  std::uint64_t oversized = 0, truncated = 0, malformed = 0, replayed = 0, outOfWindow = 0, foreign = 0, flood = 0;
  std::uint64_t refusedJoins = 0;
  std::uint64_t dropped() const { return oversized + truncated + malformed + replayed + outOfWindow + foreign + flood; }
};

class RollbackSession {
 public:
  using InputSource = std::function<std::uint8_t(std::int64_t tick)>;

  // `level` must be built for two players with the setup's seed and stay alive.
  RollbackSession(SessionRole role, RuntimeLevel& level, Transport& transport, SessionSetup setup,
                  SessionConfig config);

  // Takes what arrived: handshake, inputs (rolling back when a prediction was wrong), hash
  // checks, pings; times out a silent peer. Call at least once per frame.
  void poll(std::uint64_t nowMs);
  // Runs the next tick unless the rollback limit says wait; sends this peer's inputs either
  // way (and, once finished, until the other side finished too: call it until then before
  // leaving). `local` gives this peer's bits for a tick, asked once per tick in order.
  bool advance(std::uint64_t nowMs, const InputSource& local);
  // Says goodbye (reliable) so the other side ends with a message, not a time-out.
  void close(const std::string& reason);

  SessionState state() const { return state_; }
  // Why it failed, where the desync report is, or who was refused; empty when all is well.
  const std::string& message() const { return message_; }
  int localPlayer() const { return role_ == SessionRole::Host ? 0 : 1; }
  std::int64_t tick() const { return level_.ticksRun(); }
  // Ticks whose inputs from both players are known (what a replay of the session needs).
  std::int64_t confirmedTicks() const { return remoteKnown_ < localKnown_ ? remoteKnown_ : localKnown_; }
  TickInput confirmedInput(std::int64_t tick) const;
  // The session so far as a recording (players 2, the setup's seed and level): both players'
  // confirmed inputs up to the last tick that both ran and confirmed. Replayed, it ends where
  // the players were, on their hash (a saved co-op session, a bug report of one).
  InputRecording recording() const;
  const SessionStats& stats() const { return stats_; }
  std::uint64_t bytesSent() const { return transport_.bytesSent(); }
  std::uint64_t bytesReceived() const { return transport_.bytesReceived(); }
  const std::string& reportPath() const { return reportPath_; }
  const SessionConfig& config() const { return config_; }
  // The other side finished the session too (its goodbye came): nothing more to send it.
  bool peerFinished() const { return config_.endTick > 0 && peerFinishedAt_ >= config_.endTick; }
  const LinkQuality& link() const { return quality_; }

 private:
  struct Check {
    std::int64_t tick = -1;
    std::uint64_t hash = 0;
    LevelState state;
  };
  void handle(const std::vector<std::uint8_t>& bytes, std::uint64_t nowMs);
  void handleHello(const Packet& p);
  void handleInputs(const Packet& p);
  void handleHashCheck(std::int64_t tick, std::uint64_t hash);
  void handleDesync(const Packet& p);
  void handleBye(const Packet& p);
  void runTick(std::int64_t t);
  void rollBack();
  void confirm();
  void compareCheck(std::int64_t tick);
  void sendInputs();
  void send(Packet& p);
  void fail(const std::string& message);
  void writeReport();
  std::uint8_t predictedRemote() const;
  bool syncWaitDue() const;
  int syncWaitsInFlight() const;
  void stall();
  std::size_t slot(std::int64_t t) const { return std::size_t(t) % states_.size(); }

  SessionRole role_;
  RuntimeLevel& level_;
  TickRunner runner_;  // every tick, forward or again, runs through it
  Transport& transport_;
  SessionSetup setup_;
  SessionConfig config_;
  SessionState state_ = SessionState::Connecting;
  std::string message_;
  std::uint32_t session_ = 0;
  std::uint64_t now_ = 0;
  std::uint64_t lastReceive_ = 0, lastHello_ = 0, lastPing_ = 0, lastInputsSent_ = 0;
  bool helloSent_ = false;
  std::uint32_t reliableSeq_ = 0, unreliableSeq_ = 0;
  ReplayWindow reliableWindow_, unreliableWindow_;

  std::vector<std::uint8_t> local_, remote_;  // bits per tick: ours, and theirs as known
  std::int64_t localKnown_ = 0, remoteKnown_ = 0;
  std::int64_t peerAck_ = 0;             // the peer has our bits for every tick before this
  std::int64_t peerFinishedAt_ = -1;     // its Bye's tick
  std::int64_t rollbackFrom_ = -1;       // earliest tick that ran on a wrong prediction, -1: none
  std::vector<LevelState> states_;       // the state before tick t, at slot(t)
  LevelState scratch_;                   // the current state, when a confirmed tick is the latest
  std::vector<std::uint8_t> predicted_;  // the remote bits tick t ran with
  std::int64_t confirmedHashed_ = 0;     // next tick whose confirmed state goes into the trail
  std::array<std::uint64_t, 256> trail_{};  // confirmed per-tick hashes, at tick % 256
  std::array<Check, 4> checks_;
  std::map<std::int64_t, std::uint64_t> remoteChecks_;
  // Desync: our check, the other side's detail
  std::int64_t desyncTick_ = -1;
  bool haveRemoteDetail_ = false;
  Packet remoteDetail_;
  std::string reportPath_;
  std::uint64_t currentStall_ = 0;
  LinkQuality quality_;
  double peerLoss_ = 0;              // what the other side reports losing of ours
  double tokens_ = 0;                // bytes that extra copies may still spend
  std::uint64_t lastRefill_ = 0, lastSyncWait_ = 0;
  std::array<std::uint64_t, kMaxSyncWaitsInFlight> syncWaitTimes_{};  // the last waits' times, a ring
  SessionStats stats_;
  Packet in_;
  std::vector<std::uint8_t> buffer_, out_;
  Packet outPacket_;
};

}  // namespace sw::net
