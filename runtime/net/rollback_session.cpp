#include "net/rollback_session.h"

#include <algorithm>

namespace sw::net {

namespace {
bool reliableKind(PacketKind kind) {
  return kind != PacketKind::Inputs && kind != PacketKind::Ping && kind != PacketKind::Pong;
}
}  // namespace

RollbackSession::RollbackSession(SessionRole role, RuntimeLevel& level, Transport& transport, SessionSetup setup,
                                 SessionConfig config)
    : role_(role), level_(level), runner_(level), transport_(transport), setup_(std::move(setup)), config_(std::move(config)) {
  config_.inputDelay = std::clamp(config_.inputDelay, 0, 30);
  config_.rollbackLimit = std::clamp(config_.rollbackLimit, 1, 60);
  config_.maxCopies = std::clamp(config_.maxCopies, 1, 16);
  config_.hashInterval = std::clamp(config_.hashInterval, 1, int(kMaxTrailHashes));
  if (config_.sessionId == 0) config_.sessionId = 1;
  const std::size_t ring = std::size_t(config_.rollbackLimit) + 2;
  states_.resize(ring);
  predicted_.assign(ring, 0);
  // Warm the saved states now, so saving during play never allocates.
  for (LevelState& s : states_) level_.save(s);
  for (Check& c : checks_) level_.save(c.state);
  level_.save(scratch_);
  const std::int64_t reserve = config_.endTick > 0 ? config_.endTick + config_.inputDelay + 1 : 60 * 60 * 10;
  local_.reserve(std::size_t(reserve));
  remote_.reserve(std::size_t(reserve));
}

void RollbackSession::fail(const std::string& message) {
  state_ = SessionState::Failed;
  message_ = message;
}

void RollbackSession::send(Packet& p) {
  const bool reliable = reliableKind(p.kind);
  p.sequence = reliable ? reliableSeq_++ : unreliableSeq_++;
  p.session = p.kind == PacketKind::Hello ? 0 : session_;
  encodePacket(p, out_);
  transport_.send(out_, reliable ? Delivery::Reliable : Delivery::Unreliable);
}

void RollbackSession::poll(std::uint64_t nowMs) {
  now_ = std::max(now_, nowMs);
  transport_.service(now_);
  if (state_ == SessionState::Failed) return;
  if (state_ == SessionState::Connecting && lastReceive_ == 0) lastReceive_ = now_;  // the clock starts with us
  std::size_t count = 0;
  while (transport_.receive(buffer_)) {
    if (++count > kMaxPacketsPerPoll) {
      ++stats_.flood;
      continue;
    }
    handle(buffer_, now_);
    if (state_ == SessionState::Failed) return;
  }
  if (rollbackFrom_ >= 0) rollBack();
  confirm();
  stats_.window = quality_.window(kMinWindow, config_.rollbackLimit, kWindowMargin);
  if (quality_.windowMeasured()) stats_.largestWindow = std::max(stats_.largestWindow, stats_.window);
  stats_.lossSeen = quality_.loss();
  stats_.roundTripTicks = quality_.roundTripTicks();

  // A peer that finished the session (its Bye) may close the connection: everything we need
  // from it has arrived, and it had everything from us.
  const bool peerDone = config_.endTick > 0 && peerFinishedAt_ >= config_.endTick && remoteKnown_ >= config_.endTick;
  const bool peerExpected = !peerDone && (state_ == SessionState::Running || state_ == SessionState::Desynced ||
                                          (state_ == SessionState::Connecting && role_ == SessionRole::Join));
  if (peerExpected && (!transport_.closedReason().empty())) {
    fail(transport_.closedReason());
    return;
  }
  if (peerExpected && now_ - lastReceive_ > config_.timeoutMs) {
    const std::string seconds = std::to_string(config_.timeoutMs / 1000.0).substr(0, 3);
    fail(state_ == SessionState::Connecting
             ? "the host did not answer within " + seconds + " s"
             : "nothing came from the other player for " + seconds + " s: they left or the network is down");
    return;
  }
  if (state_ == SessionState::Connecting && role_ == SessionRole::Join && transport_.connected() &&
      (!helloSent_ || now_ - lastHello_ >= config_.helloRepeatMs)) {
    outPacket_ = Packet{};
    outPacket_.kind = PacketKind::Hello;
    outPacket_.version = kProtocolVersion;
    outPacket_.projectHash = setup_.projectHash;
    outPacket_.seed = setup_.seed;
    outPacket_.level = setup_.level;
    outPacket_.files = setup_.files;
    send(outPacket_);
    helloSent_ = true;
    lastHello_ = now_;
  }
  // Until a round trip is known, ping five times as often (and at once): a short or lossy
  // game would otherwise end before one came back.
  const std::uint64_t pingEvery = stats_.pingMs > 0 ? config_.pingIntervalMs : config_.pingIntervalMs / 5;
  if (state_ == SessionState::Running && (lastPing_ == 0 || now_ - lastPing_ >= pingEvery)) {
    outPacket_.kind = PacketKind::Ping;
    outPacket_.timeMs = std::uint32_t(now_);
    send(outPacket_);
    lastPing_ = now_;
  }
}

void RollbackSession::handle(const std::vector<std::uint8_t>& bytes, std::uint64_t nowMs) {
  switch (parsePacket(bytes, in_)) {
    case ParseError::None: break;
    case ParseError::Oversized: ++stats_.oversized; return;
    case ParseError::Truncated: ++stats_.truncated; return;
    case ParseError::Malformed: ++stats_.malformed; return;
  }
  bool foreign;
  if (in_.kind == PacketKind::Hello) foreign = in_.session != 0;
  else if (state_ != SessionState::Connecting) foreign = in_.session != session_;
  else if (in_.kind != PacketKind::Welcome && in_.kind != PacketKind::Refuse) return;  // overtook the Welcome
  else foreign = false;
  if (foreign) {
    ++stats_.foreign;
    return;
  }
  ReplayWindow& window = reliableKind(in_.kind) ? reliableWindow_ : unreliableWindow_;
  switch (window.check(in_.sequence)) {
    case ReplayWindow::Verdict::Fresh: break;
    case ReplayWindow::Verdict::Replayed: ++stats_.replayed; return;
    case ReplayWindow::Verdict::OutOfWindow: ++stats_.outOfWindow; return;
  }
  if (!reliableKind(in_.kind)) quality_.datagram(in_.sequence);
  lastReceive_ = nowMs;
  switch (in_.kind) {
    case PacketKind::Hello: handleHello(in_); break;
    case PacketKind::Welcome:
      if (role_ != SessionRole::Join || state_ != SessionState::Connecting) break;
      if (in_.version != kProtocolVersion) {
        fail("the host speaks protocol version " + std::to_string(in_.version) + ", this build " +
             std::to_string(kProtocolVersion));
        break;
      }
      session_ = in_.session;
      state_ = SessionState::Running;
      break;
    case PacketKind::Refuse:
      if (role_ == SessionRole::Join && state_ == SessionState::Connecting) fail("the host refused the join: " + in_.reason);
      break;
    case PacketKind::Inputs:
      if (state_ == SessionState::Running || state_ == SessionState::Finished) handleInputs(in_);
      break;
    case PacketKind::HashCheck: handleHashCheck(in_.tick, in_.hash); break;
    case PacketKind::Desync: handleDesync(in_); break;
    case PacketKind::Ping:
      outPacket_.kind = PacketKind::Pong;
      outPacket_.timeMs = in_.timeMs;
      send(outPacket_);
      break;
    case PacketKind::Pong:
      if (std::uint32_t(now_) >= in_.timeMs) stats_.pingMs = std::uint32_t(now_) - in_.timeMs;
      break;
    case PacketKind::Bye: handleBye(in_); break;
    case PacketKind::Watch:
    case PacketKind::Feed: ++stats_.malformed; break;  // a spectator's, at a player's port
  }
}

void RollbackSession::handleInputs(const Packet& p) {
  if (std::int64_t(p.ack) > localKnown_ || std::int64_t(p.firstTick) > remoteKnown_ + kInputWindowTicks ||
      std::int64_t(p.tick) > remoteKnown_ + kInputWindowTicks) {
    ++stats_.outOfWindow;  // acknowledges what we never sent, or runs far ahead of the game
    return;
  }
  peerAck_ = std::max(peerAck_, std::int64_t(p.ack));
  quality_.inputsPacket(level_.ticksRun(), std::int64_t(p.tick), p.lead);
  peerLoss_ = double(p.lossSeen) / 255.0;
  for (std::size_t i = 0; i < p.count; ++i) {
    const std::int64_t t = std::int64_t(p.firstTick) + std::int64_t(i);
    if (t < remoteKnown_) continue;  // a repeat of what we have
    if (t > remoteKnown_) break;     // a gap: an earlier packet is missing; the next one repeats it
    remote_.push_back(p.bits[i]);
    ++remoteKnown_;
    quality_.inputArrived(level_.ticksRun() - t);
    if (t < level_.ticksRun() && predicted_[slot(t)] != p.bits[i] && (rollbackFrom_ < 0 || t < rollbackFrom_))
      rollbackFrom_ = t;
  }
}

std::uint8_t RollbackSession::predictedRemote() const { return remoteKnown_ > 0 ? remote_[std::size_t(remoteKnown_ - 1)] : 0; }

TickInput RollbackSession::confirmedInput(std::int64_t tick) const {
  TickInput in;
  if (tick < 0 || tick >= confirmedTicks()) return in;
  in.player[std::size_t(localPlayer())] = local_[std::size_t(tick)];
  in.player[std::size_t(1 - localPlayer())] = remote_[std::size_t(tick)];
  return in;
}

InputRecording RollbackSession::recording() const {
  InputRecording r;
  r.seed = setup_.seed;
  r.level = setup_.level;
  r.players = 2;
  const std::int64_t length = std::min(confirmedTicks(), tick());
  for (std::int64_t t = 0; t < length; ++t) r.record(t, confirmedInput(t));
  r.length = length;
  return r;
}

void RollbackSession::runTick(std::int64_t t) {
  const std::size_t s = slot(t);
  level_.save(states_[s]);  // no hashing here: a rollback runs this 8 times in a row
  TickInput in;
  in.player[std::size_t(localPlayer())] = local_[std::size_t(t)];
  const std::uint8_t other = t < remoteKnown_ ? remote_[std::size_t(t)] : predictedRemote();
  predicted_[s] = other;
  in.player[std::size_t(1 - localPlayer())] = other;
  runner_.step(in);
}

void RollbackSession::rollBack() {
  const std::int64_t from = rollbackFrom_, to = level_.ticksRun();
  rollbackFrom_ = -1;
  if (from >= to) return;
  if (!level_.restore(states_[slot(from)]) || level_.ticksRun() != from) {
    fail("internal error: the state of tick " + std::to_string(from) + " to roll back to was not kept");
    return;
  }
  ++stats_.rollbacks;
  stats_.resimulatedTicks += std::uint64_t(to - from);
  for (std::int64_t t = from; t < to; ++t) runTick(t);
}

bool RollbackSession::advance(std::uint64_t nowMs, const InputSource& local) {
  now_ = std::max(now_, nowMs);
  // Finished, until the other side says it is too: repeat our last inputs and our ack once a
  // frame, so at high loss it need not wait for the reliable goodbye's resends.
  if (state_ == SessionState::Finished && !peerFinished() && now_ >= lastInputsSent_ + 16) sendInputs();
  if (state_ != SessionState::Running) return false;
  const std::int64_t t = level_.ticksRun();
  const std::int64_t lastInput = config_.endTick > 0 ? std::min(t + config_.inputDelay, config_.endTick - 1)
                                                     : t + config_.inputDelay;
  while (localKnown_ <= lastInput) {
    local_.push_back(std::uint8_t(local(localKnown_) & InputAllBits));
    ++localKnown_;
  }
  bool ran = false;
  if (config_.endTick > 0 && t >= config_.endTick) {
    // Done here: keep sending until the other side has everything, then both are settled.
    if (remoteKnown_ >= config_.endTick && (peerAck_ >= config_.endTick || peerFinishedAt_ >= config_.endTick)) {
      state_ = SessionState::Finished;
      outPacket_ = Packet{};
      outPacket_.kind = PacketKind::Bye;
      outPacket_.tick = std::uint32_t(t);
      outPacket_.reason = "finished";
      send(outPacket_);
    }
  } else if (t - remoteKnown_ >= stats_.window) {
    stall();
    // Waiting: the other side has our bits already unless a packet was lost; repeat them
    // once a frame, not on every call of a loop that polls fast.
    if (now_ < lastInputsSent_ + 16) return false;
  } else if (syncWaitDue()) {
    stall();  // this side runs ahead: one frame's wait, so the other side catches up
    syncWaitTimes_[std::size_t(stats_.syncWaits % syncWaitTimes_.size())] = now_;
    ++stats_.syncWaits;
    lastSyncWait_ = now_;
  } else {
    currentStall_ = 0;
    runTick(t);
    ++stats_.ticksRun;
    ran = true;
    confirm();
  }
  sendInputs();
  return ran;
}

void RollbackSession::stall() {
  ++stats_.stalledFrames;
  stats_.longestStall = std::max(stats_.longestStall, ++currentStall_);
}

// Ahead by 1.5 ticks or more (less is the estimate's noise) once the waits still on their
// way are taken off, and not waited on the frame before.
bool RollbackSession::syncWaitDue() const {
  if (stats_.syncWaits > 0 && now_ < lastSyncWait_ + 30) return false;
  const int inFlight = syncWaitsInFlight();
  return inFlight < kMaxSyncWaitsInFlight && quality_.ahead() - inFlight >= 1.5;
}

// Waits younger than a round trip plus 16 frames (the leads' smoothing): not seen yet.
int RollbackSession::syncWaitsInFlight() const {
  const std::uint64_t showsAfterMs = std::uint64_t((quality_.roundTripTicks() + 16.0) * 1000.0 / 60.0);
  const std::size_t known = std::min<std::size_t>(std::size_t(stats_.syncWaits), syncWaitTimes_.size());
  int n = 0;
  for (std::size_t i = 0; i < known; ++i)
    if (syncWaitTimes_[i] + showsAfterMs > now_) ++n;
  return n;
}

void RollbackSession::sendInputs() {
  if (localKnown_ == 0) return;
  lastInputsSent_ = now_;
  outPacket_.kind = PacketKind::Inputs;
  outPacket_.ack = std::uint32_t(remoteKnown_);
  outPacket_.tick = std::uint32_t(level_.ticksRun());
  outPacket_.lead = quality_.leadWire();
  outPacket_.lossSeen = quality_.lossByte();
  const std::int64_t first = std::min(peerAck_, localKnown_ - 1);
  const std::int64_t count = std::min<std::int64_t>(localKnown_ - first, std::int64_t(kMaxInputsPerPacket));
  outPacket_.firstTick = std::uint32_t(first);
  outPacket_.count = std::uint8_t(count);
  for (std::int64_t i = 0; i < count; ++i) outPacket_.bits[std::size_t(i)] = local_[std::size_t(first + i)];
  // Copies past the first spend from a bucket that fills at the byte budget and holds at
  // most 50 ms of it, so a burst of copies never runs over.
  const double budget = double(config_.maxBytesPerSecond);
  tokens_ = std::min(budget / 20.0, tokens_ + budget * double(now_ - lastRefill_) / 1000.0);
  lastRefill_ = now_;
  const int wanted = LinkQuality::copiesFor(peerLoss_, config_.maxCopies);
  int copies = 0;
  const double overhead = double(transport_.datagramOverhead());
  do {
    send(outPacket_);
    tokens_ = std::max(-budget / 20.0, tokens_ - (double(out_.size()) + overhead));
    ++copies;
  } while (copies < wanted && tokens_ >= double(out_.size()) + overhead);
  stats_.copies = copies;
  stats_.mostCopies = std::max(stats_.mostCopies, copies);
}

}  // namespace sw::net
