// The sound output (audio/audio_engine.h) on SDL's disk driver: a played cue is really mixed
// (non-zero samples counted after the mix), picks stay in the cue's ranges, the voice limit
// cuts the oldest, a faded voice stops, broken files are reported once without a crash, no
// device means silence with one line; and the music's loop points and pitch copies are exact.
#include "audio/audio_engine.h"

#include <QTemporaryDir>
#include <QtTest>
#include <set>

#include "audio/music_stream.h"
#include "audio/pitch_shift.h"
#include "audio_test_sounds.h"

using namespace sw;
using namespace sw::audio;

namespace {
SoundCue cueOf(std::string name, std::vector<std::string> files) {
  SoundCue c;
  c.name = std::move(name);
  c.files = std::move(files);
  return c;
}
}  // namespace

class AudioEngineTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::string root() const { return dir_.path().toStdString(); }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    test::writeSineWav(root() + "/beep.wav", 0.15);
    test::writeSineWav(root() + "/long.wav", 3.0, 220);
    test::writeSineWav(root() + "/other.wav", 0.15, 660);
    std::ofstream(root() + "/corrupt.wav", std::ios::binary) << "RIFF\x10\0\0\0WAVEjunkjunkjunk";
    test::useDiskAudio(dir_);
  }

  void picksStayInTheCuesRanges() {
    AudioEngine engine;  // no device needed to pick
    SoundCue c = cueOf("c", {"a.wav", "b.wav", "c.wav"});
    c.volumeMin = 0.2;
    c.volumeMax = 0.6;
    c.pitchMin = 0.5;
    c.pitchMax = 2;
    std::set<std::size_t> files;
    double lowV = 1, highV = 0, lowP = 9, highP = 0;
    for (int i = 0; i < 2000; ++i) {
      const auto p = engine.pick(c);
      QVERIFY(p.file < 3);
      files.insert(p.file);
      lowV = std::min(lowV, p.volume), highV = std::max(highV, p.volume);
      lowP = std::min(lowP, p.pitch), highP = std::max(highP, p.pitch);
    }
    QCOMPARE(files.size(), std::size_t(3));  // every file gets picked
    QVERIFY(lowV >= 0.2 && highV <= 0.6 && highV - lowV > 0.3);
    QVERIFY(lowP >= 0.5 && highP <= 2 && highP - lowP > 1.2);
    // NaN and out-of-range numbers (a hand-edited file) still give a playable pick.
    c.volumeMin = std::nan("");
    c.pitchMax = 50;
    const auto p = engine.pick(c);
    QVERIFY(p.volume >= 0 && p.volume <= 1);
    QVERIFY(p.pitch >= kSoundPitchMin && p.pitch <= kSoundPitchMax);
  }

  void aPlayedCueIsMixed() {
    AudioEngine engine;
    QVERIFY(engine.open());
    const SoundCue c = cueOf("beep", {"beep.wav"});
    engine.setCues({&c}, root());
    QTRY_VERIFY(engine.stats().framesMixed > 0);  // the device's thread mixes ...
    QCOMPARE(engine.stats().nonSilentSamples, std::int64_t(0));  // ... silence, until a cue plays
    SoundCue pitched = cueOf("up", {"beep.wav"});
    pitched.pitchMin = pitched.pitchMax = 1.5;
    engine.addCue(pitched, root());
    QVERIFY(engine.play("beep"));
    QVERIFY(engine.play("up"));
    QTRY_VERIFY(engine.stats().nonSilentSamples > 1000);
    QCOMPARE(engine.stats().plays, std::int64_t(2));
    QTRY_VERIFY(engine.voicesOf("beep") == 0);  // a short cue ends by itself
    QVERIFY(!engine.play("unknown"));
    QVERIFY(engine.mixLoadSinceLastCall() >= 0);
  }

  void theVoiceLimitCutsTheOldest() {
    AudioEngine engine;
    QVERIFY(engine.open());
    SoundCue c = cueOf("drone", {"long.wav"});
    c.voices = 2;
    engine.setCues({&c}, root());
    const VoiceHandle first = engine.play("drone");
    const VoiceHandle second = engine.play("drone");
    QVERIFY(engine.playing(first) && engine.playing(second));
    const VoiceHandle third = engine.play("drone");
    QVERIFY(!engine.playing(first));  // cut
    QVERIFY(engine.playing(second) && engine.playing(third));
    QCOMPARE(engine.voicesOf("drone"), 2);
    QCOMPARE(engine.stats().cuts, std::int64_t(1));
  }

  void aFadedVoiceStops() {
    AudioEngine engine;
    QVERIFY(engine.open());
    const SoundCue c = cueOf("drone", {"long.wav"});
    engine.setCues({&c}, root());
    const VoiceHandle v = engine.play("drone");
    QVERIFY(engine.playing(v));
    engine.fadeOut(v, 60);
    QTRY_VERIFY(!engine.playing(v));  // well before the file's 3 s
    QCOMPARE(engine.stats().fades, std::int64_t(1));
    engine.fadeOut(v, 60);  // stale handle: nothing
    QCOMPARE(engine.stats().fades, std::int64_t(1));
  }

  void brokenFilesAreReportedOnceAndSkipped() {
    std::vector<std::string> lines;
    AudioEngine engine([&](const std::string& line) { lines.push_back(line); });
    QVERIFY(engine.open());
    const SoundCue c = cueOf("mixed", {"missing.wav", "corrupt.wav", "beep.wav"});
    engine.setCues({&c}, root());
    engine.setCues({&c}, root());  // a second Play: not reported again
    QCOMPARE(lines.size(), std::size_t(2));
    QVERIFY(lines[0].find("missing.wav") != std::string::npos);
    QVERIFY(lines[1].find("corrupt.wav") != std::string::npos);
    for (int i = 0; i < 5; ++i) QVERIFY(engine.play("mixed"));  // the good file plays
    const SoundCue none = cueOf("none", {"missing.wav"});
    engine.setCues({&none}, root());
    QVERIFY(!engine.play("none"));
    QCOMPARE(lines.size(), std::size_t(2));
    MusicTrack broken{root() + "/corrupt.wav", 0, 0};
    engine.setMusic(broken, {});
    engine.startMusic();
    engine.switchToBoss();
    QCOMPARE(lines.size(), std::size_t(2));  // already known as broken
  }

  void noDeviceIsSilentWithOneLine() {
    const QByteArray driver = qgetenv("SDL_AUDIODRIVER");
    qputenv("SDL_AUDIODRIVER", "no-such-driver");
    std::vector<std::string> lines;
    {
      AudioEngine engine([&](const std::string& line) { lines.push_back(line); });
      QVERIFY(!engine.open());
      QVERIFY(!engine.open());  // asked again: no second line
      const SoundCue c = cueOf("beep", {"beep.wav"});
      engine.setCues({&c}, root());
      QVERIFY(!engine.play("beep"));
      engine.setMusic({root() + "/long.wav", 0, 0}, {});
      engine.startMusic();
      engine.pause();
      engine.resume();
      engine.stopMusic();
      QCOMPARE(engine.stats().framesMixed, std::int64_t(0));
    }
    qputenv("SDL_AUDIODRIVER", driver);
    QCOMPARE(lines.size(), std::size_t(1));
    QVERIFY(lines[0].find("no audio device") != std::string::npos);
  }

  void musicPlaysAndTheBossTrackTakesOver() {
    AudioEngine engine;
    QVERIFY(engine.open());
    engine.setMusic({root() + "/long.wav", 0.5, 1.0}, {root() + "/other.wav", 0, 0});
    engine.startMusic();
    QTRY_VERIFY(engine.stats().nonSilentSamples > 2000);
    engine.switchToBoss(100);
    QVERIFY(engine.bossPlaying());
    const auto before = engine.stats().nonSilentSamples;
    QTRY_VERIFY(engine.stats().nonSilentSamples > before + 20000);  // the boss loop goes on
    engine.pause();
    engine.resume();
    engine.stopMusic();
    QVERIFY(!engine.bossPlaying());
  }

  // Known samples through the loop: intro, then loopStart..loopEnd-1 over and over.
  void loopPointsAreExact() {
    auto pcm = std::make_shared<MusicPcm>();
    pcm->channels = 1;
    pcm->rate = 100;
    for (int i = 0; i < 100; ++i) pcm->samples.push_back(std::int16_t(i + 1));
    MusicStream stream(pcm, 20, 50);
    std::vector<std::int16_t> out(130 * 2, 0);
    stream.mixInto(out.data(), 70, 2, 1, 1);  // a stereo device: the mono track feeds both sides
    stream.mixInto(out.data() + 140, 60, 2, 1, 1);
    std::vector<int> expected;
    for (int i = 0; i < 50; ++i) expected.push_back(i + 1);
    while (expected.size() < 130)
      for (int i = 20; i < 50 && expected.size() < 130; ++i) expected.push_back(i + 1);
    for (int f = 0; f < 130; ++f) {
      QCOMPARE(int(out[f * 2]), expected[std::size_t(f)]);
      QCOMPARE(int(out[f * 2 + 1]), expected[std::size_t(f)]);
    }
    QCOMPARE(stream.loops(), std::int64_t(3));
    // Seconds as levels give them; an end of 0 or past the file is the file's end.
    const MusicStream secs = MusicStream::fromSeconds(pcm, 0.25, 0);
    QCOMPARE(secs.loopStart(), std::int64_t(25));
    QCOMPARE(secs.loopEnd(), std::int64_t(100));
    QCOMPARE(MusicStream(pcm, 90, 500).loopEnd(), std::int64_t(100));
    QCOMPARE(MusicStream(pcm, 90, 40).loopStart(), std::int64_t(0));  // a start past the end: from the top
  }

  void pitchCopiesAreResampled() {
    std::vector<std::int16_t> ramp;
    for (int i = 0; i < 101; ++i) ramp.push_back(std::int16_t(i * 10));
    const auto up = pitchShifted(ramp.data(), 101, 1, 2.0);
    QCOMPARE(up.size(), std::size_t(51));
    QCOMPARE(int(up[10]), 200);
    const auto down = pitchShifted(ramp.data(), 101, 1, 0.5);
    QCOMPARE(down.size(), std::size_t(201));
    QCOMPARE(int(down[3]), 15);  // halfway between 10 and 20
    QCOMPARE(pitchStep(1.0), 0);
    QCOMPARE(pitchStep(2.0), 100);
    QVERIFY(std::abs(pitchOfStep(pitchStep(1.5)) - 1.5) < 0.01);
  }
};

QTEST_GUILESS_MAIN(AudioEngineTest)
#include "audio_engine_test.moc"
