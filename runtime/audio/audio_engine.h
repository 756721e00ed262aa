#pragma once
// The sound output (issue 42, "Sound and music"): SDL2 + SDL2_mixer, shared by the editor's
// Play and scrollwork-player. Qt-free; one per process (SDL_mixer's device is global).
//
// - open(): SDL's audio subsystem (ref-counted: gamepads use SDL too) and the mixer. With no
//   device everything still works, silently, and log() hears one line saying so.
// - Cues: setCues() loads each cue's files once (Mix_LoadWAV_RW: WAV, Ogg, FLAC, MP3); a file
//   that fails is reported once and left out, never a crash. play() picks a file at random,
//   a volume and pitch from the cue's ranges (a pitched play is a cached resampled copy), and
//   cuts the cue's oldest voice beyond its voice limit.
// - Music: setMusic() decodes the level's track and its boss track to PCM, fed through
//   Mix_HookMusic by MusicStream so loop points are exact; switchToBoss() crossfades.
// - Volumes: master, music and effects (0..1) and mute.
//
// Mixing runs on SDL's audio thread; this class's calls come from one thread (the UI's) and
// never wait for the mixer longer than a music swap. stats() counts what the audio thread
// mixed and how long it took, for tests and the "audio thread's time per second" figure.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "audio/music_stream.h"
#include "model/sound/sound_cue.h"

struct Mix_Chunk;

namespace sw::audio {

struct AudioSettings {
  double master = 1;
  double music = 0.8;
  double effects = 1;
  bool muted = false;
};

// One play of a cue, to fade or stop it later. Stale handles (the voice ended or was cut) are
// harmless: the engine checks the channel still plays this play.
struct VoiceHandle {
  int channel = -1;
  std::uint64_t serial = 0;
  explicit operator bool() const { return channel >= 0; }
};

struct MusicTrack {
  std::string file;  // absolute path; empty: none
  double loopStart = 0;
  double loopEnd = 0;  // 0: the file's end
};

struct AudioStats {
  std::int64_t framesMixed = 0;       // frames the audio thread produced since open()
  std::int64_t nonSilentSamples = 0;  // of those, samples that were not 0
  std::int64_t mixNanoseconds = 0;    // time the audio thread spent mixing them
  std::int64_t plays = 0;             // cue plays started
  std::int64_t cuts = 0;              // voices cut by a cue's voice limit
  std::int64_t fades = 0;             // voices faded out (fadeOut on a live voice)
};

class AudioEngine {
 public:
  using Log = std::function<void(const std::string& line)>;
  explicit AudioEngine(Log log = {});
  ~AudioEngine();
  AudioEngine(const AudioEngine&) = delete;
  AudioEngine& operator=(const AudioEngine&) = delete;

  // Opens the device (once; later calls return whether it is open). false: silent from now on.
  bool open();
  void close();
  bool available() const { return open_; }
  // The device's rate and channels (0 when closed).
  int rate() const { return rate_; }
  int channels() const { return channels_; }

  // The cues a game plays; `projectDirectory` resolves their files. Files already loaded stay
  // loaded (a new Play does not read them again); a file that failed is reported only once.
  void setCues(const std::vector<const SoundCue*>& cues, const std::string& projectDirectory);
  // One cue added (or replaced) beside the others: the property grid's preview.
  void addCue(const SoundCue& cue, const std::string& projectDirectory);
  bool hasCue(const std::string& name) const { return cues_.count(name) != 0; }
  // Plays cue `name` once; nothing (and an empty handle) when it is unknown, has no readable
  // file, or there is no device.
  VoiceHandle play(const std::string& name);
  // Whether `voice` still plays (its channel was not cut or reused since).
  bool playing(VoiceHandle voice) const;
  void fadeOut(VoiceHandle voice, int milliseconds);
  void stopAll();
  // Voices of cue `name` playing now.
  int voicesOf(const std::string& name) const;

  // The level's track and its boss track (either may be empty); starts neither.
  void setMusic(const MusicTrack& level, const MusicTrack& boss);
  void startMusic();  // the level's track from its start
  void switchToBoss(int crossfadeMilliseconds = 1500);
  // The boss track gives way to the level's again, where the level's was when the boss took
  // over (a rollback withdrew the boss phase); a crossfade still under way turns round.
  void switchBackFromBoss(int crossfadeMilliseconds = 400);
  void stopMusic();
  bool bossPlaying() const { return bossActive_; }
  // Pauses every voice and the music; resume() goes on where they were.
  void pause();
  void resume();

  void setSettings(const AudioSettings& settings);
  const AudioSettings& settings() const { return settings_; }

  AudioStats stats() const;
  // Fraction of wall time the audio thread spent mixing since the previous call (0..1): the
  // figure the Play status shows as "audio thread time per second".
  double mixLoadSinceLastCall();

  // The random pick of one play (exposed for tests): a file index, volume and pitch within
  // the cue's ranges.
  struct Pick {
    std::size_t file = 0;
    double volume = 1;
    double pitch = 1;
  };
  Pick pick(const SoundCue& cue);

 private:
  struct LoadedFile {
    Mix_Chunk* chunk = nullptr;                  // owned; in the device's format
    std::unordered_map<int, Mix_Chunk*> pitched;  // pitch step -> resampled copy (owned)
    std::vector<std::vector<std::int16_t>> buffers;  // the copies' samples (chunks do not own them)
  };
  struct Cue {
    SoundCue cue;
    std::vector<LoadedFile*> files;  // readable ones
    std::vector<VoiceHandle> voices;  // oldest first
  };
  struct MusicState;  // what the audio thread reads, under musicMutex_

  static void musicHook(void* self, std::uint8_t* stream, int length);
  static void postMix(void* self, std::uint8_t* stream, int length);
  LoadedFile* loadFile(const std::string& path);
  Mix_Chunk* chunkAt(LoadedFile& file, double pitch);
  std::shared_ptr<const MusicPcm> loadMusic(const std::string& path);
  void applyChannelVolume(int channel);
  void report(const std::string& line);
  void pruneVoices(Cue& cue);
  Cue loadCue(const SoundCue& cue, const std::string& projectDirectory);

  Log log_;
  bool open_ = false;
  bool triedOpen_ = false;
  int rate_ = 0, channels_ = 0;
  AudioSettings settings_;
  std::unordered_map<std::string, std::unique_ptr<LoadedFile>> files_;  // by absolute path
  std::unordered_map<std::string, bool> failedFiles_;                    // reported once
  std::unordered_map<std::string, Cue> cues_;
  std::unordered_map<std::string, std::shared_ptr<const MusicPcm>> musicFiles_;
  std::vector<std::uint64_t> channelSerial_;  // the play each channel started last
  std::vector<double> channelVolume_;         // that play's own volume (0..1)
  std::uint64_t nextSerial_ = 1;
  std::mt19937 random_{0x5eed};
  MusicTrack levelTrack_, bossTrack_;
  MusicStream levelAtBoss_;  // the level's track as it was when the boss's took over
  bool bossActive_ = false;
  bool paused_ = false;

  std::unique_ptr<MusicState> music_;
  std::mutex musicMutex_;
  std::atomic<std::int64_t> framesMixed_{0};
  std::atomic<std::int64_t> nonSilent_{0};
  std::atomic<std::int64_t> mixNs_{0};
  std::atomic<std::int64_t> mixStartNs_{0};
  std::int64_t plays_ = 0, cuts_ = 0, fades_ = 0;
  std::int64_t loadMixNs_ = 0;
  std::chrono::steady_clock::time_point loadWall_ = std::chrono::steady_clock::now();
};

}  // namespace sw::audio
