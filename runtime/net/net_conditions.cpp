#include "net/net_conditions.h"

#include <algorithm>
#include <limits>

namespace sw::net {

DelayLine::DelayLine(const NetConditions& conditions)
    : c_(conditions), random_(std::uint32_t(conditions.seed * 2654435761u + 1), std::uint32_t((conditions.seed >> 32) ^ 0x5EED)) {
  for (int i = 0; i < 8; ++i) random_.next();  // the first outputs of a fresh MWC follow the seed closely
}

void DelayLine::setConditions(const NetConditions& conditions) {
  const std::uint64_t seed = c_.seed;
  c_ = conditions;
  c_.seed = seed;
}

double DelayLine::delay() {
  const double jitter = c_.jitterMs > 0 ? random_.range(-c_.jitterMs, c_.jitterMs) : 0.0;
  return std::max(0.0, c_.latencyMs + jitter);
}

void DelayLine::push(std::uint64_t nowMs, const std::vector<std::uint8_t>& bytes, bool reliable) {
  if (reliable) {
    // In order and never lost: not before the reliable one sent before it.
    const std::uint64_t due = std::max(nowMs + std::uint64_t(delay()), lastReliableDue_);
    lastReliableDue_ = due;
    queue_.push({due, order_++, bytes});
    return;
  }
  if (c_.loss > 0 && random_.unit() < c_.loss) {
    ++dropped_;
    return;
  }
  double d = delay();
  if (c_.reorder > 0 && random_.unit() < c_.reorder) d += std::max(c_.latencyMs, 20.0);
  queue_.push({nowMs + std::uint64_t(d), order_++, bytes});
  if (c_.duplicate > 0 && random_.unit() < c_.duplicate) {
    ++duplicated_;
    queue_.push({nowMs + std::uint64_t(delay()), order_++, bytes});
  }
}

bool DelayLine::pop(std::uint64_t nowMs, std::vector<std::uint8_t>& out) {
  if (queue_.empty() || queue_.top().due > nowMs) return false;
  out = queue_.top().bytes;
  queue_.pop();
  return true;
}

std::uint64_t DelayLine::nextDue() const {
  return queue_.empty() ? std::numeric_limits<std::uint64_t>::max() : queue_.top().due;
}

}  // namespace sw::net
