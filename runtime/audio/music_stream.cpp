// Looping PCM music (music_stream.h).
#include "audio/music_stream.h"

#include <algorithm>
#include <cmath>

namespace sw::audio {

MusicStream::MusicStream(std::shared_ptr<const MusicPcm> pcm, std::int64_t loopStart, std::int64_t loopEnd)
    : pcm_(std::move(pcm)) {
  const std::int64_t frames = pcm_ ? pcm_->frames() : 0;
  loopEnd_ = loopEnd > 0 && loopEnd <= frames ? loopEnd : frames;
  loopStart_ = loopStart >= 0 && loopStart < loopEnd_ ? loopStart : 0;
}

MusicStream MusicStream::fromSeconds(std::shared_ptr<const MusicPcm> pcm, double loopStart, double loopEnd) {
  const double rate = pcm ? pcm->rate : 44100;
  auto frame = [&](double seconds) {
    return std::isfinite(seconds) && seconds > 0 ? std::int64_t(std::llround(seconds * rate)) : std::int64_t(0);
  };
  return MusicStream(std::move(pcm), frame(loopStart), frame(loopEnd));
}

void MusicStream::mixInto(std::int16_t* out, int frames, int channels, float gain, float gainEnd) {
  if (!playing() || frames <= 0 || channels <= 0) return;
  const MusicPcm& pcm = *pcm_;
  const int inChannels = pcm.channels;
  const float step = frames > 1 ? (gainEnd - gain) / float(frames) : 0.f;
  for (int f = 0; f < frames; ++f) {
    if (position_ >= loopEnd_) {
      position_ = loopStart_;
      ++loops_;
    }
    const std::int16_t* in = pcm.samples.data() + position_ * inChannels;
    const float g = gain + step * float(f);
    for (int c = 0; c < channels; ++c) {
      const int v = int(out[f * channels + c]) + int(std::lround(float(in[std::min(c, inChannels - 1)]) * g));
      out[f * channels + c] = std::int16_t(std::clamp(v, -32768, 32767));
    }
    ++position_;
  }
}

}  // namespace sw::audio
