#pragma once
// The output's limiter (issue 42: a boss fight's explosions summed past full scale and
// clipped). SDL_mixer adds the voices with hard saturation, so the engine mixes them at
// kHeadroom (half level: two full-scale voices still fit) and the limiter, last on the audio
// thread, gives the level back: quiet and normal sounds come out as they went in, and only
// peaks above the knee are bent smoothly towards full scale instead of being cut flat.
#include <cstdint>

namespace sw::audio {

class SoftLimiter {
 public:
  // What the mixer's voices and music are scaled by before the limiter.
  static constexpr double kHeadroom = 0.5;
  // Above this fraction of full scale, peaks are compressed.
  static constexpr double kKnee = 0.7;

  // Makes up the headroom and limits `count` interleaved samples in place.
  static void process(std::int16_t* samples, int count);
  // One sample (as a fraction of full scale, after make-up gain) through the curve: the same
  // below the knee, never past full scale (1).
  static double curve(double x);
};

}  // namespace sw::audio
