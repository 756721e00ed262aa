// Resampled copies for pitch (pitch_shift.h).
#include "audio/pitch_shift.h"

#include <cmath>

namespace sw::audio {

std::vector<std::int16_t> pitchShifted(const std::int16_t* samples, std::int64_t frames, int channels, double pitch) {
  std::vector<std::int16_t> out;
  if (!samples || frames <= 0 || channels <= 0 || !(pitch > 0)) return out;
  const auto outFrames = std::int64_t(std::floor(double(frames - 1) / pitch)) + 1;
  out.resize(std::size_t(outFrames * channels));
  for (std::int64_t f = 0; f < outFrames; ++f) {
    const double at = double(f) * pitch;
    const auto i = std::int64_t(at);
    const double t = at - double(i);
    const std::int64_t j = i + 1 < frames ? i + 1 : i;
    for (int c = 0; c < channels; ++c) {
      const double a = samples[i * channels + c], b = samples[j * channels + c];
      out[std::size_t(f * channels + c)] = std::int16_t(std::lround(a + (b - a) * t));
    }
  }
  return out;
}

int pitchStep(double pitch) { return pitch > 0 ? int(std::lround(std::log2(pitch) * 100)) : 0; }
double pitchOfStep(int step) { return std::exp2(double(step) / 100); }

}  // namespace sw::audio
