#include "net/link_quality.h"

#include <algorithm>
#include <cmath>

namespace sw::net {

namespace {
// Weight of the past per arrival: the loss figure follows roughly the last 30 arrivals, so
// it rises within a few frames of loss starting and falls within a second of it ending.
constexpr double kLossMemory = 0.967;
// Weight of one lead sample: about the last 8 Inputs packets (the jitter's noise averages
// to a fifth of a tick or so).
constexpr double kLeadWeight = 1.0 / 8.0;
// After our lead jumped, the other side's lead is stale until it saw the jump too.
constexpr int kSettlePackets = 24;
constexpr double kLeadUnits = 64.0;
constexpr double kLeadJumpTicks = 6.0;  // the wire's lead is in 1/64 ticks
}  // namespace

void LinkQuality::datagram(std::uint32_t sequence) {
  lost_ *= kLossMemory;
  arrived_ *= kLossMemory;
  arrived_ += 1;
  if (!any_) {
    any_ = true;
    highest_ = sequence;
    return;
  }
  if (sequence > highest_) {
    // A gap counts as lost at once; a run of thousands (a peer that was away) counts as a
    // long loss, not as thousands of samples.
    lost_ += std::min<double>(sequence - highest_ - 1, 64.0);
    highest_ = sequence;
  } else {
    lost_ = std::max(0.0, lost_ - 1);  // a late one, counted lost when the gap showed
  }
}

double LinkQuality::loss() const {
  const double total = lost_ + arrived_;
  return total > 0 ? std::clamp(lost_ / total, 0.0, 1.0) : 0.0;
}

std::uint8_t LinkQuality::lossByte() const { return std::uint8_t(std::lround(loss() * 255.0)); }

void LinkQuality::inputsPacket(std::int64_t ourTick, std::int64_t theirTick, std::int16_t theirLead) {
  if (theirTick > highestTheirTick_) {
    framesLost_ *= kLossMemory;
    framesSeen_ *= kLossMemory;
    framesSeen_ += 1;
    if (highestTheirTick_ >= 0) framesLost_ += std::min<double>(double(theirTick - highestTheirTick_ - 1), 64.0);
    highestTheirTick_ = theirTick;
  }
  const double sample = double(ourTick - theirTick);
  // A jump past the jitter's noise (one side stalled through an outage) is taken at once.
  const bool jump = haveLead_ && std::abs(sample - lead_) > kLeadJumpTicks;
  lead_ = haveLead_ && !jump ? lead_ + (sample - lead_) * kLeadWeight : sample;
  haveLead_ = true;
  const double theirs = double(theirLead) / kLeadUnits;
  if (jump) settling_ = kSettlePackets;
  else if (settling_ > 0 && (std::abs(theirs - theirLead_) > kLeadJumpTicks || --settling_ < 0)) settling_ = 0;
  theirLead_ = theirs;
  haveTheirLead_ = true;
}

std::int16_t LinkQuality::leadWire() const {
  return std::int16_t(std::clamp(std::lround(lead_ * kLeadUnits), -32767l, 32767l));
}

double LinkQuality::frameLoss() const {
  const double total = framesLost_ + framesSeen_;
  return total > 0 ? std::clamp(framesLost_ / total, 0.0, 1.0) : 0.0;
}

double LinkQuality::roundTripTicks() const {
  return haveLead_ && haveTheirLead_ ? std::max(0.0, lead_ + theirLead_) : 0.0;
}

void LinkQuality::inputArrived(std::int64_t ticksLate) {
  const std::uint8_t late = std::uint8_t(std::clamp<std::int64_t>(ticksLate, 0, kMaxLateness));
  if (count_ == kLatenessSamples) --histogram_[ring_[std::size_t(next_)]];
  else ++count_;
  ring_[std::size_t(next_)] = late;
  ++histogram_[late];
  next_ = (next_ + 1) % kLatenessSamples;
}

int LinkQuality::maxLateness() const {
  for (int i = kMaxLateness; i > 0; --i)
    if (histogram_[std::size_t(i)] > 0) return i;
  return 0;
}

int LinkQuality::lossMargin() const {
  const double q = std::min(frameLoss(), 0.95);
  return q < 0.05 ? 0 : int(std::ceil(std::log(0.1) / std::log(q)));
}

int LinkQuality::window(int floor, int ceiling, int margin) const {
  if (!windowMeasured()) return ceiling;
  return std::clamp(maxLateness() + margin + lossMargin(), std::min(floor, ceiling), ceiling);
}

int LinkQuality::copiesFor(double peerLoss, int most) {
  int copies = 1;
  double frameLoss = peerLoss;
  while (frameLoss > kFrameLossTarget && copies < most) {
    ++copies;
    frameLoss *= peerLoss;
  }
  return copies;
}

}  // namespace sw::net
