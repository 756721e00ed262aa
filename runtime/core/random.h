#pragma once
// Marsaglia multiply-with-carry, two 32-bit words. Each enemy owns one, seeded from the
// level seed, so numbers drawn by one entity never shift another's (see DOMAIN.md).
#include <cstdint>

namespace sw {

class MwcRandom {
 public:
  MwcRandom(std::uint32_t z = 362436069u, std::uint32_t w = 521288629u)
      : z_(z ? z : 362436069u), w_(w ? w : 521288629u) {}

  std::uint32_t next() {
    z_ = 36969u * (z_ & 0xFFFFu) + (z_ >> 16);
    w_ = 18000u * (w_ & 0xFFFFu) + (w_ >> 16);
    return (z_ << 16) + w_;
  }
  // Uniform in [0, 1): the 32 bits of next() scaled.
  double unit() { return double(next()) * (1.0 / 4294967296.0); }
  // Uniform in [lo, hi).
  double range(double lo, double hi) { return lo + (hi - lo) * unit(); }
  std::uint32_t z() const { return z_; }
  std::uint32_t w() const { return w_; }

 private:
  std::uint32_t z_, w_;
};

}  // namespace sw
