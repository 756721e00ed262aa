// The output's limiter (soft_limiter.h).
#include "audio/soft_limiter.h"

#include <cmath>

namespace sw::audio {

double SoftLimiter::curve(double x) {
  const double a = std::abs(x);
  if (a <= kKnee) return x;
  // tanh keeps the slope 1 at the knee (no kink to hear) and approaches full scale.
  const double bent = kKnee + (1 - kKnee) * std::tanh((a - kKnee) / (1 - kKnee));
  return x < 0 ? -bent : bent;
}

void SoftLimiter::process(std::int16_t* samples, int count) {
  constexpr double kFull = 32767.0;
  constexpr double kMakeUp = 1.0 / kHeadroom;
  for (int i = 0; i < count; ++i) {
    const double x = samples[i] * kMakeUp / kFull;
    samples[i] = std::int16_t(std::lround(curve(x) * kFull));
  }
}

}  // namespace sw::audio
