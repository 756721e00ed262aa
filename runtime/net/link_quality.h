#pragma once
// What a rollback session (net/rollback_session.h) learns about its link while it plays, and
// what it decides from it. Everything is measured from packets that arrived, never from a
// clock of its own, so the simulated network gives the same figures every run.
//
// - Loss: gaps in the other side's unreliable sequence numbers, smoothed over the last few
//   dozen arrivals. The other side reports the loss it sees of our packets (Inputs carry
//   it), and that decides how many copies of each Inputs packet we send (copiesFor): one
//   while a frame's packet mostly arrives, more as loss rises, so that a frame's inputs are
//   lost only when every copy is.
// - Lateness: how many ticks behind our game each of the other side's inputs arrived (half
//   the round trip, less the input delay, plus whatever loss added). The prediction window
//   is the largest lateness of the last kLatenessSamples inputs plus a margin: as much
//   prediction as this network needs, so a late input is a rollback and not a stall, but no
//   more, so a peer that froze is waited for rather than guessed at for a second. The margin
//   grows with the share of the other side's frames of which no copy arrived (frameLoss):
//   runs of lost frames are geometric, so a few more ticks make a run longer than the last
//   ten seconds' longest ten times less likely.
// - Lead: how far our tick is ahead of the other side's tick as their packets say it (their
//   tick when sent, ours when it arrived): the one-way trip plus the difference of the two
//   games' ticks. Each side sends its lead; half the difference of the two is how far ahead
//   this side runs (the trip cancels out), their sum the round trip in ticks. The side ahead
//   waits a frame now and then (RollbackSession::advance), so neither predicts for both.
#include <array>
#include <cstdint>

namespace sw::net {

class LinkQuality {
 public:
  static constexpr int kLatenessSamples = 600;  // ten seconds of the other side's inputs
  static constexpr int kMaxLateness = 127;

  // A fresh unreliable datagram with this sequence number arrived.
  void datagram(std::uint32_t sequence);
  // 0..1: the share of the other side's datagrams that were lost lately.
  double loss() const;
  std::uint8_t lossByte() const;  // loss() in 1/255, for the wire

  // An Inputs packet the other side sent at `theirTick` arrived while we are at `ourTick`;
  // `theirLead` is the lead it reports (in 1/64 ticks).
  void inputsPacket(std::int64_t ourTick, std::int64_t theirTick, std::int16_t theirLead);
  std::int16_t leadWire() const;
  // 0..1: the share of the other side's frames (its ticks) of which no Inputs packet arrived.
  double frameLoss() const;  // our lead in 1/64 ticks, clamped, for the wire
  bool hasLead() const { return haveLead_; }
  // Ticks this side runs ahead of the other (negative: behind); 0 until both leads are known
  // and while the other side's lead has yet to show a jump of ours.
  double ahead() const { return haveLead_ && haveTheirLead_ && settling_ == 0 ? (lead_ - theirLead_) / 2.0 : 0.0; }
  // The round trip in ticks (0 until both leads are known).
  double roundTripTicks() const;

  // The other side's input for a tick became known `ticksLate` ticks after our game ran it
  // (0 or less: in time).
  void inputArrived(std::int64_t ticksLate);
  bool hasLateness() const { return count_ > 0; }
  static constexpr int kWindowSamples = 60;  // inputs before the window follows them
  bool windowMeasured() const { return count_ >= kWindowSamples; }
  int maxLateness() const;
  // The prediction window: the largest recent lateness plus `margin` plus what frame loss
  // asks (lossMargin), within floor..ceiling; the ceiling until a second of inputs arrived.
  int window(int floor, int ceiling, int margin) const;
  int lossMargin() const;

  // How many copies of each Inputs packet to send when the other side loses `peerLoss` of
  // ours: the fewest that make losing all of a frame's copies at most kFrameLossTarget
  // likely, at most `most`.
  static int copiesFor(double peerLoss, int most);
  static constexpr double kFrameLossTarget = 0.35;

 private:
  // Loss: exponentially weighted counts of arrivals and of the gaps before them.
  double lost_ = 0, arrived_ = 0;
  std::uint32_t highest_ = 0;
  bool any_ = false;
  // Frame loss: the same for the other side's ticks.
  double framesLost_ = 0, framesSeen_ = 0;
  std::int64_t highestTheirTick_ = -1;
  // Lead: exponentially weighted average of (our tick - theirs), and theirs as reported.
  double lead_ = 0, theirLead_ = 0;
  bool haveLead_ = false, haveTheirLead_ = false;
  int settling_ = 0;  // packets to go before their lead counts again
  // Lateness of the last kLatenessSamples inputs: a ring and a histogram of it.
  std::array<std::uint8_t, kLatenessSamples> ring_{};
  std::array<std::uint16_t, kMaxLateness + 1> histogram_{};
  int count_ = 0, next_ = 0;
};

}  // namespace sw::net
