#pragma once
// Wall time of each simulated tick, and the figures run and bench-sim print from them.
// Percentiles by nearest rank on the sorted times, so p99 is a tick that really happened.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <vector>

namespace sw {

class TickTimes {
 public:
  using Clock = std::chrono::steady_clock;

  // Reserve before measuring so adding never allocates inside a timed loop.
  void reserve(std::size_t ticks) { micros_.reserve(ticks); }
  void add(Clock::duration elapsed) {
    micros_.push_back(std::chrono::duration<double, std::micro>(elapsed).count());
  }

  double median() const { return percentile(50); }
  double p99() const { return percentile(99); }
  std::size_t count() const { return micros_.size(); }

  // Smallest time that at least `p` percent of the ticks took no longer than; 0 when empty.
  double percentile(double p) const {
    if (micros_.empty()) return 0;
    std::vector<double> sorted = micros_;
    std::sort(sorted.begin(), sorted.end());
    const auto rank = std::size_t(std::ceil(p / 100.0 * double(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
  }

 private:
  std::vector<double> micros_;
};

}  // namespace sw
