#pragma once
// Music with exact loop points (issue 42: "each level has music with loop points"): the
// decoded track as interleaved 16-bit PCM, played from its start through its intro, then from
// loopEnd back to loopStart for ever, to the sample. SDL_mixer's own music player seeks by
// time and rounds; feeding the PCM ourselves through Mix_HookMusic does not.
//
// Plain code with no SDL: the engine calls mixInto() on the audio thread; tests feed it known
// samples and read the sequence back.
#include <cstdint>
#include <memory>
#include <vector>

namespace sw::audio {

// A decoded track: interleaved samples, `channels` per frame, at the device's rate. Shared so
// a stream playing it keeps it alive while the engine swaps tracks.
struct MusicPcm {
  std::vector<std::int16_t> samples;
  int channels = 2;
  int rate = 44100;
  std::int64_t frames() const { return channels > 0 ? std::int64_t(samples.size()) / channels : 0; }
};

class MusicStream {
 public:
  MusicStream() = default;
  // `loopStart` / `loopEnd` in frames; loopEnd <= loopStart or past the end: the track's end.
  MusicStream(std::shared_ptr<const MusicPcm> pcm, std::int64_t loopStart, std::int64_t loopEnd);
  // Loop points in seconds, as levels store them (end 0: the track's end).
  static MusicStream fromSeconds(std::shared_ptr<const MusicPcm> pcm, double loopStart, double loopEnd);

  bool playing() const { return pcm_ && pcm_->frames() > 0; }
  // Adds `frames` frames of the track times `gain` (and, when gainEnd differs, a ramp from gain
  // to gainEnd over them) into `out` (interleaved, `channels` per frame, saturating), and
  // advances; wraps at the loop end. A mono track feeds every channel.
  void mixInto(std::int16_t* out, int frames, int channels, float gain, float gainEnd);
  std::int64_t position() const { return position_; }
  std::int64_t loopStart() const { return loopStart_; }
  std::int64_t loopEnd() const { return loopEnd_; }
  std::int64_t loops() const { return loops_; }

 private:
  std::shared_ptr<const MusicPcm> pcm_;
  std::int64_t loopStart_ = 0;
  std::int64_t loopEnd_ = 0;  // exclusive
  std::int64_t position_ = 0;
  std::int64_t loops_ = 0;
};

}  // namespace sw::audio
