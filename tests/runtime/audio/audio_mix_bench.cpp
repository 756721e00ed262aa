// Benchmark (issue 42's speed item, sound; label bench, run on purpose): a cue-heavy minute
// through SDL's disk driver (it mixes on its own thread at the device's pace, like a sound
// card): the level's music looping, a shot every tick, hits, explosions and pickups at
// random pitches (resampled copies) against their voice limits, played from a 60 Hz loop as
// Play's presentation would. Prints the mixing thread's time per wall second
// (AudioEngine::mixLoadSinceLastCall, sampled every second): median and worst, with the
// plays, voice cuts and whether the mixer kept up with the wall clock.
// SW_BENCH_AUDIO_SECONDS shortens the minute. Speed is read, not asserted.
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

#include "audio/audio_engine.h"
#include "audio_test_sounds.h"

using namespace sw;
using namespace sw::audio;

namespace audio_mix_bench {

SoundCue cue(std::string name, std::vector<std::string> files, double pitchMin, double pitchMax, std::int64_t voices) {
  SoundCue c;
  c.name = std::move(name);
  c.files = std::move(files);
  c.volumeMin = 0.5;
  c.volumeMax = 0.9;
  c.pitchMin = pitchMin;
  c.pitchMax = pitchMax;
  c.voices = voices;
  return c;
}

}  // namespace audio_mix_bench

using namespace audio_mix_bench;

class AudioMixBench : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

 private slots:
  void cueHeavyMinute() {
    QVERIFY(dir_.isValid());
    const std::string root = dir_.path().toStdString();
    test::useDiskAudio(dir_);
    test::writeSineWav(root + "/shot1.wav", 0.12, 880);
    test::writeSineWav(root + "/shot2.wav", 0.10, 990);
    test::writeSineWav(root + "/hit1.wav", 0.25, 440);
    test::writeSineWav(root + "/hit2.wav", 0.30, 520);
    test::writeSineWav(root + "/boom1.wav", 1.6, 90);
    test::writeSineWav(root + "/boom2.wav", 2.0, 70);
    test::writeSineWav(root + "/pickup.wav", 0.5, 1200);
    test::writeSineWav(root + "/music.wav", 12.0, 330, 0.3);
    const std::vector<SoundCue> cues = {cue("shot", {"shot1.wav", "shot2.wav"}, 0.95, 1.05, 8),
                                        cue("hit", {"hit1.wav", "hit2.wav"}, 0.8, 1.25, 16),
                                        cue("explosion", {"boom1.wav", "boom2.wav"}, 0.7, 1.3, 8),
                                        cue("pickup", {"pickup.wav"}, 1, 1, 2)};
    std::vector<const SoundCue*> pointers;
    for (const SoundCue& c : cues) pointers.push_back(&c);

    AudioEngine engine;
    QVERIFY(engine.open());
    engine.setCues(pointers, root);
    engine.setMusic(MusicTrack{root + "/music.wav", 1.0, 11.0}, MusicTrack{});
    engine.startMusic();
    const int seconds =
        qEnvironmentVariableIntValue("SW_BENCH_AUDIO_SECONDS") > 0 ? qEnvironmentVariableIntValue("SW_BENCH_AUDIO_SECONDS") : 60;

    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const std::int64_t framesBefore = engine.stats().framesMixed;
    (void)engine.mixLoadSinceLastCall();
    std::vector<double> loads;  // fraction of each wall second the mixing thread worked
    auto next = start;
    for (int tick = 0; tick < seconds * 60; ++tick) {
      engine.play("shot");
      if (tick % 3 == 0) engine.play("hit");
      if (tick % 3 == 1) engine.play("hit");
      if (tick % 10 == 0) engine.play("explosion");
      if (tick % 45 == 0) engine.play("pickup");
      if (tick % 60 == 59) loads.push_back(engine.mixLoadSinceLastCall());
      next += std::chrono::microseconds(16667);
      std::this_thread::sleep_until(next);  // the bench plays a minute of sound: paced by the wall clock
    }
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    const AudioStats stats = engine.stats();
    std::vector<double> sorted = loads;
    std::sort(sorted.begin(), sorted.end());
    const double median = sorted[sorted.size() / 2], worst = sorted.back();
    const double mixedSeconds = double(stats.framesMixed - framesBefore) / std::max(1, engine.rate());
    std::printf("audio mix bench: %d s of cues (%d Hz, %d channels), %lld plays, %lld voices cut by limits; "
                "mixing thread time per second: median %.2f ms (%.2f%%), worst %.2f ms (%.2f%%); "
                "mixed %.1f s of sound in %.1f s of wall time, %lld of its samples not silent\n",
                seconds, engine.rate(), engine.channels(), static_cast<long long>(stats.plays),
                static_cast<long long>(stats.cuts), median * 1000, median * 100, worst * 1000, worst * 100, mixedSeconds,
                wall, static_cast<long long>(stats.nonSilentSamples));
    std::fflush(stdout);
    QVERIFY(stats.plays >= std::int64_t(seconds) * 60);
    QVERIFY(stats.nonSilentSamples > 0);
    QVERIFY(mixedSeconds > wall * 0.8);  // the mixer kept up (the disk driver runs at the device's pace)
  }
};

QTEST_GUILESS_MAIN(AudioMixBench)
#include "audio_mix_bench.moc"
