#pragma once
// Watching a co-op game from a third process. The host's SpectatorFeed hands one spectator
// the inputs its rollback session (net/rollback_session.h) has confirmed, both players' bits
// per tick, reliably and in order (Feed packets, net/packet.h); the spectator's
// SpectatorSession runs the whole simulation from them a little behind the players (`delay`
// ticks, so a late batch does not make it wait), sends no input and never rolls back: it
// only ever runs confirmed ticks, so it ends on the players' hash.
//
// Joining is the players' handshake with another name (Watch for Hello): the host refuses a
// spectator of another build, project content, level or seed saying what differs
// (joinMismatch). The host pings a spectator twice a second, so a quiet game (the players
// waiting for each other) does not look like a vanished host; a spectator that hears nothing
// for `timeoutMs` ends with a message. When the players finish, the feed's Bye (reliable,
// after the last inputs) names the last tick, and the spectator finishes there.
//
// Bad input: a Feed that does not parse, starts past what the spectator has (a gap), runs
// more than kSpectatorWindowTicks ahead of its game, or belongs to another session, is
// dropped and counted; overlapping ticks are taken once. Nothing here blocks; time comes from
// the caller.
#include <cstdint>
#include <string>
#include <vector>

#include "net/packet.h"
#include "net/rollback_session.h"
#include "net/transport.h"
#include "sim/tick_runner.h"

namespace sw::net {

inline constexpr std::int64_t kSpectatorWindowTicks = 60 * 60 * 10;  // ten minutes ahead at most

// The host's side: one spectator on `transport`, fed from `session`.
class SpectatorFeed {
 public:
  SpectatorFeed(const RollbackSession& session, Transport& transport, SessionSetup setup, std::uint32_t sessionId);
  // Answers a Watch, sends newly confirmed inputs, pings; after the players finished, the Bye.
  void poll(std::uint64_t nowMs);
  bool watching() const { return accepted_; }
  bool done() const { return byeSent_; }
  // Why the last spectator was refused; empty when none was.
  const std::string& message() const { return message_; }
  std::uint64_t dropped() const { return dropped_; }
  std::uint64_t refused() const { return refused_; }

 private:
  void send(Packet& p);
  const RollbackSession& session_;
  Transport& transport_;
  SessionSetup setup_;
  std::uint32_t sessionId_;
  bool accepted_ = false, byeSent_ = false;
  std::string message_;
  std::int64_t sent_ = 0;  // ticks handed over
  std::uint64_t lastPing_ = 0;
  std::uint32_t reliableSeq_ = 0, unreliableSeq_ = 0;
  std::uint64_t dropped_ = 0, refused_ = 0;
  Packet in_, out_;
  std::vector<std::uint8_t> buffer_, bytes_;
};

struct SpectatorStats {
  std::uint64_t ticksRun = 0;
  std::uint64_t stalledFrames = 0;  // frames the feed had not brought the next tick yet
  std::uint64_t longestStall = 0;
  std::uint64_t catchUpTicks = 0;   // extra ticks run to get back to `delay` behind
  std::uint64_t dropped = 0;        // packets refused (see the header)
};

// The spectator's side: `level` (built for two players with the setup's seed) follows the feed.
class SpectatorSession {
 public:
  SpectatorSession(RuntimeLevel& level, Transport& transport, SessionSetup setup, int delay = 30,
                   std::uint32_t timeoutMs = 5000);
  void poll(std::uint64_t nowMs);
  // Runs the next tick when the feed is `delay` ticks ahead of it (two when it is twice that
  // ahead, to catch up); at the end, every tick the feed brought. True when a tick ran.
  bool advance(std::uint64_t nowMs);
  SessionState state() const { return state_; }
  const std::string& message() const { return message_; }
  std::int64_t tick() const { return level_.ticksRun(); }
  std::int64_t known() const { return std::int64_t(inputs_.size()); }
  const SpectatorStats& stats() const { return stats_; }

 private:
  void handle();
  void send(Packet& p);
  RuntimeLevel& level_;
  TickRunner runner_;
  Transport& transport_;
  SessionSetup setup_;
  int delay_;
  std::uint32_t timeoutMs_;
  SessionState state_ = SessionState::Connecting;
  std::string message_;
  std::uint32_t session_ = 0;
  std::uint64_t now_ = 0, lastReceive_ = 0, lastWatch_ = 0;
  bool watchSent_ = false;
  std::int64_t endTick_ = -1;  // the feed's Bye: the players finished here
  std::vector<TickInput> inputs_;
  std::uint64_t currentStall_ = 0;
  std::uint32_t reliableSeq_ = 0;
  ReplayWindow reliableWindow_, unreliableWindow_;
  SpectatorStats stats_;
  Packet in_, out_;
  std::vector<std::uint8_t> buffer_, bytes_;
};

}  // namespace sw::net
