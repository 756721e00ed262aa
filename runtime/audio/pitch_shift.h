#pragma once
// A cue's pitch (issue 42: "volume and pitch ranges"): SDL_mixer plays a chunk at one speed,
// so a pitched play is a resampled copy of it (linear interpolation; a sound effect's copy
// costs microseconds and is cached by the engine per file and pitch step).
#include <cstdint>
#include <vector>

namespace sw::audio {

// `frames` interleaved frames of `channels` samples played `pitch` times as fast (2: an octave
// up, half as long).
std::vector<std::int16_t> pitchShifted(const std::int16_t* samples, std::int64_t frames, int channels, double pitch);

// Pitches are cached in steps of 1/100 of an octave: finer than an ear tells apart.
int pitchStep(double pitch);
double pitchOfStep(int step);

}  // namespace sw::audio
