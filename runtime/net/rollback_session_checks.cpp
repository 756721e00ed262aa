// The rollback session's checks and its beginning and end (net/rollback_session.h): the
// join handshake, hashing confirmed ticks and comparing them with the other side's, the
// desync report's exchange, and the goodbye.
#include <algorithm>

#include "net/project_digest.h"
#include "net/rollback_session.h"
#include "net/state_digest.h"

namespace sw::net {

std::string joinMismatch(const SessionSetup& setup, const Packet& p) {
  if (p.version != kProtocolVersion)
    return "protocol version " + std::to_string(p.version) + " joined a host with version " +
           std::to_string(kProtocolVersion) + " (use the same Scrollwork build on both sides)";
  if (p.projectHash != setup.projectHash) return describeProjectDifference(setup.files, p.files);
  if (p.level != setup.level)
    return "the host plays level '" + setup.level + "', the joining side asked for '" + p.level + "'";
  if (p.seed != setup.seed)
    return "the host plays seed " + std::to_string(setup.seed) + ", the joining side " + std::to_string(p.seed);
  return {};
}

void RollbackSession::handleHello(const Packet& p) {
  if (role_ != SessionRole::Host) return;
  if (state_ != SessionState::Connecting) {
    // The peer's Hello again (it had not seen our Welcome yet): answer again.
    outPacket_ = Packet{};
    outPacket_.kind = PacketKind::Welcome;
    outPacket_.version = kProtocolVersion;
    outPacket_.inputDelay = std::uint8_t(config_.inputDelay);
    send(outPacket_);
    return;
  }
  const std::string why = joinMismatch(setup_, p);
  if (!why.empty()) {
    ++stats_.refusedJoins;
    message_ = "refused a join: " + why;
    outPacket_ = Packet{};
    outPacket_.kind = PacketKind::Refuse;
    outPacket_.reason = why;
    send(outPacket_);
    reliableWindow_.reset();  // the next joiner starts its numbers again
    unreliableWindow_.reset();
    return;
  }
  session_ = config_.sessionId;
  state_ = SessionState::Running;
  message_.clear();
  outPacket_ = Packet{};
  outPacket_.kind = PacketKind::Welcome;
  outPacket_.version = kProtocolVersion;
  outPacket_.inputDelay = std::uint8_t(config_.inputDelay);
  send(outPacket_);
}

void RollbackSession::confirm() {
  const std::int64_t now = level_.ticksRun();
  const std::int64_t upTo = std::min(remoteKnown_, now);
  while (confirmedHashed_ <= upTo) {
    const std::int64_t t = confirmedHashed_++;
    const bool current = t == now;
    if (current) level_.save(scratch_);
    const LevelState& state = current ? scratch_ : states_[slot(t)];
    if (state.tick() != t) continue;  // not kept (cannot happen within the limit)
    const std::uint64_t hash = levelStateHash(level_, state);
    trail_[std::size_t(t) % trail_.size()] = hash;
    if (t == 0 || t % config_.hashInterval != 0) continue;
    Check& c = checks_[std::size_t(t / config_.hashInterval) % checks_.size()];
    c.tick = t;
    c.hash = hash;
    c.state = state;  // a copy into a warm state: no allocation
    if (state_ == SessionState::Running || state_ == SessionState::Finished) {
      outPacket_.kind = PacketKind::HashCheck;
      outPacket_.tick = std::uint32_t(t);
      outPacket_.hash = hash;
      send(outPacket_);
    }
    compareCheck(t);
  }
}

void RollbackSession::handleHashCheck(std::int64_t tick, std::uint64_t hash) {
  if (tick <= 0 || tick % config_.hashInterval != 0) {
    ++stats_.malformed;
    return;
  }
  remoteChecks_[tick] = hash;
  while (remoteChecks_.size() > 8) remoteChecks_.erase(remoteChecks_.begin());
  compareCheck(tick);
}

void RollbackSession::compareCheck(std::int64_t tick) {
  if (desyncTick_ >= 0) return;
  const Check& c = checks_[std::size_t(tick / config_.hashInterval) % checks_.size()];
  const auto remote = remoteChecks_.find(tick);
  if (c.tick != tick || remote == remoteChecks_.end() || remote->second == c.hash) return;
  desyncTick_ = tick;
  state_ = SessionState::Desynced;
  // Tell the other side everything it needs to name the first bad tick and the entities.
  outPacket_ = Packet{};
  outPacket_.kind = PacketKind::Desync;
  outPacket_.tick = std::uint32_t(tick);
  outPacket_.hash = c.hash;
  const std::int64_t first = std::max<std::int64_t>(0, tick - config_.hashInterval + 1);
  outPacket_.trailFirst = std::uint32_t(first);
  for (std::int64_t t = first; t <= tick; ++t) outPacket_.trail.push_back(trail_[std::size_t(t) % trail_.size()]);
  entityDigests(level_, c.state, outPacket_.entities);
  send(outPacket_);
  writeReport();
}

void RollbackSession::handleDesync(const Packet& p) {
  if (haveRemoteDetail_) return;
  if (p.tick == 0 || p.tick % std::uint32_t(config_.hashInterval) != 0 || p.trailFirst > p.tick ||
      p.trail.size() != p.tick - p.trailFirst + 1) {
    ++stats_.malformed;
    return;
  }
  haveRemoteDetail_ = true;
  remoteDetail_ = p;
  handleHashCheck(p.tick, p.hash);  // in case its HashCheck was overtaken
  if (desyncTick_ == std::int64_t(p.tick)) writeReport();
}

void RollbackSession::handleBye(const Packet& p) {
  peerFinishedAt_ = p.tick;
  if (state_ == SessionState::Finished || state_ == SessionState::Desynced) return;
  if (config_.endTick > 0 && std::int64_t(p.tick) >= config_.endTick && remoteKnown_ >= config_.endTick) return;
  fail("the other player left at tick " + std::to_string(p.tick) + (p.reason.empty() ? "" : ": " + p.reason));
}

void RollbackSession::close(const std::string& reason) {
  if (state_ == SessionState::Failed || state_ == SessionState::Connecting) return;
  outPacket_ = Packet{};
  outPacket_.kind = PacketKind::Bye;
  outPacket_.tick = std::uint32_t(level_.ticksRun());
  outPacket_.reason = reason;
  send(outPacket_);
  transport_.service(now_);
}

}  // namespace sw::net
