#include "net/spectator.h"

#include <algorithm>

namespace sw::net {

namespace {
constexpr std::uint32_t kFeedPingMs = 500;
constexpr std::uint32_t kWatchRepeatMs = 500;
constexpr int kMostTicksPerFrame = 8;  // catching up after joining late, or after a pause

bool reliable(PacketKind kind) { return kind != PacketKind::Ping && kind != PacketKind::Pong; }
}  // namespace

SpectatorFeed::SpectatorFeed(const RollbackSession& session, Transport& transport, SessionSetup setup,
                             std::uint32_t sessionId)
    : session_(session), transport_(transport), setup_(std::move(setup)), sessionId_(sessionId | 1u) {}

void SpectatorFeed::send(Packet& p) {
  p.sequence = reliable(p.kind) ? reliableSeq_++ : unreliableSeq_++;
  p.session = sessionId_;
  encodePacket(p, bytes_);
  transport_.send(bytes_, reliable(p.kind) ? Delivery::Reliable : Delivery::Unreliable);
}

void SpectatorFeed::poll(std::uint64_t nowMs) {
  transport_.service(nowMs);
  std::size_t count = 0;
  while (transport_.receive(buffer_)) {
    if (++count > kMaxPacketsPerPoll || parsePacket(buffer_, in_) != ParseError::None || in_.kind != PacketKind::Watch) {
      ++dropped_;  // a spectator sends nothing but its Watch
      continue;
    }
    const std::string why = joinMismatch(setup_, in_);
    out_ = Packet{};
    if (!why.empty()) {
      ++refused_;
      message_ = "refused a spectator: " + why;
      out_.kind = PacketKind::Refuse;
      out_.reason = why;
    } else {
      accepted_ = true;  // again when the Welcome was slow: answer again
      out_.kind = PacketKind::Welcome;
      out_.version = kProtocolVersion;
    }
    send(out_);
  }
  if (!accepted_ || byeSent_) return;
  const std::int64_t confirmed = session_.confirmedTicks();
  while (sent_ < confirmed) {
    out_ = Packet{};
    out_.kind = PacketKind::Feed;
    out_.firstTick = std::uint32_t(sent_);
    const std::int64_t n = std::min<std::int64_t>(confirmed - sent_, std::int64_t(kMaxInputsPerPacket));
    out_.count = std::uint8_t(n);
    for (std::int64_t i = 0; i < n; ++i) {
      const TickInput in = session_.confirmedInput(sent_ + i);
      out_.bits[std::size_t(i)] = in.player[0];
      out_.bits2[std::size_t(i)] = in.player[1];
    }
    send(out_);
    sent_ += n;
  }
  const std::int64_t end = session_.config().endTick;
  if (session_.state() == SessionState::Finished && end > 0 && sent_ >= end) {
    out_ = Packet{};
    out_.kind = PacketKind::Bye;
    out_.tick = std::uint32_t(end);
    out_.reason = "the players finished";
    send(out_);
    byeSent_ = true;
  } else if (nowMs >= lastPing_ + kFeedPingMs) {
    out_.kind = PacketKind::Ping;
    out_.timeMs = std::uint32_t(nowMs);
    send(out_);
    lastPing_ = nowMs;
  }
}

SpectatorSession::SpectatorSession(RuntimeLevel& level, Transport& transport, SessionSetup setup, int delay,
                                   std::uint32_t timeoutMs)
    : level_(level), runner_(level), transport_(transport), setup_(std::move(setup)), delay_(std::clamp(delay, 0, 600)),
      timeoutMs_(timeoutMs) {
  inputs_.reserve(60 * 60 * 10);
}

void SpectatorSession::send(Packet& p) {
  p.sequence = reliableSeq_++;
  p.session = 0;
  encodePacket(p, bytes_);
  transport_.send(bytes_, Delivery::Reliable);
}

void SpectatorSession::poll(std::uint64_t nowMs) {
  now_ = std::max(now_, nowMs);
  transport_.service(now_);
  if (state_ == SessionState::Failed || state_ == SessionState::Finished) return;
  if (lastReceive_ == 0) lastReceive_ = now_ + 1;  // the clock starts with us
  std::size_t count = 0;
  while (transport_.receive(buffer_)) {
    if (++count > kMaxPacketsPerPoll) {
      ++stats_.dropped;
      continue;
    }
    handle();
    if (state_ == SessionState::Failed) return;
  }
  if (!transport_.closedReason().empty() && endTick_ < 0) {
    state_ = SessionState::Failed;
    message_ = transport_.closedReason();
    return;
  }
  if (now_ + 1 - lastReceive_ > timeoutMs_) {
    message_ = state_ == SessionState::Connecting
                   ? "the host did not answer the spectator"
                   : "nothing came from the host for " + std::to_string(timeoutMs_ / 1000) + " s";
    state_ = SessionState::Failed;
    return;
  }
  if (state_ == SessionState::Connecting && transport_.connected() && (!watchSent_ || now_ >= lastWatch_ + kWatchRepeatMs)) {
    out_ = Packet{};
    out_.kind = PacketKind::Watch;
    out_.version = kProtocolVersion;
    out_.projectHash = setup_.projectHash;
    out_.seed = setup_.seed;
    out_.level = setup_.level;
    out_.files = setup_.files;
    send(out_);
    watchSent_ = true;
    lastWatch_ = now_;
  }
}

void SpectatorSession::handle() {
  if (parsePacket(buffer_, in_) != ParseError::None) {
    ++stats_.dropped;
    return;
  }
  if (state_ == SessionState::Connecting) {
    if (in_.kind == PacketKind::Refuse) {
      state_ = SessionState::Failed;
      message_ = "the host refused the spectator: " + in_.reason;
      return;
    }
    if (in_.kind != PacketKind::Welcome) return;  // overtook the Welcome: the feed resends nothing, but it is reliable
    session_ = in_.session;
    state_ = SessionState::Running;
  } else if (in_.session != session_) {
    ++stats_.dropped;
    return;
  }
  ReplayWindow& window = reliable(in_.kind) ? reliableWindow_ : unreliableWindow_;
  if (window.check(in_.sequence) != ReplayWindow::Verdict::Fresh) {
    ++stats_.dropped;
    return;
  }
  lastReceive_ = now_ + 1;
  if (in_.kind == PacketKind::Bye) {
    endTick_ = in_.tick;
    return;
  }
  if (in_.kind != PacketKind::Feed) return;  // pings, a repeated Welcome
  const std::int64_t first = in_.firstTick, known = std::int64_t(inputs_.size());
  if (first > known || first + in_.count > level_.ticksRun() + kSpectatorWindowTicks) {
    ++stats_.dropped;  // a gap (the feed is in order, so never), or far ahead of the game
    return;
  }
  for (std::size_t i = std::size_t(known - first); i < in_.count; ++i) {
    TickInput input;
    input.player[0] = in_.bits[i];
    input.player[1] = in_.bits2[i];
    inputs_.push_back(input);
  }
}

bool SpectatorSession::advance(std::uint64_t nowMs) {
  now_ = std::max(now_, nowMs);
  if (state_ != SessionState::Running) return false;
  const std::int64_t t = level_.ticksRun();
  if (endTick_ >= 0 && t >= endTick_) {
    state_ = SessionState::Finished;
    return false;
  }
  // At the end the feed has everything: no reason to stay behind.
  const std::int64_t until = endTick_ >= 0 ? std::min(known(), endTick_) : known() - delay_;
  if (t >= until) {
    ++stats_.stalledFrames;
    stats_.longestStall = std::max(stats_.longestStall, ++currentStall_);
    return false;
  }
  currentStall_ = 0;
  const std::int64_t behind = until - t;
  const int ticks = int(std::min<std::int64_t>(
      {behind, kMostTicksPerFrame, delay_ > 0 ? 1 + std::max<std::int64_t>(0, behind - delay_) / delay_ : behind}));
  for (int i = 0; i < ticks; ++i) runner_.step(inputs_[std::size_t(level_.ticksRun())]);
  stats_.ticksRun += std::uint64_t(ticks);
  stats_.catchUpTicks += std::uint64_t(ticks - 1);
  return true;
}

}  // namespace sw::net
