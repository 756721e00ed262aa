// SDL2_mixer sound output (audio_engine.h).
#include "audio/audio_engine.h"

#include "audio/soft_limiter.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "audio/pitch_shift.h"

namespace sw::audio {
namespace {

constexpr int kMixChannels = 64;

std::int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

double finiteOr(double v, double fallback) { return std::isfinite(v) ? v : fallback; }

}  // namespace

// What the audio thread reads, under musicMutex_.
struct AudioEngine::MusicState {
  MusicStream current;
  MusicStream next;  // fading in over fadeFrames while current fades out
  std::int64_t fadeFrames = 0;
  std::int64_t fadeDone = 0;
  bool running = false;
  bool paused = false;
  float gain = float(0.8 * SoftLimiter::kHeadroom);  // the default music volume, with headroom
  std::vector<std::int16_t> scratch;
};

AudioEngine::AudioEngine(Log log) : log_(std::move(log)), music_(std::make_unique<MusicState>()) {}

AudioEngine::~AudioEngine() { close(); }

void AudioEngine::report(const std::string& line) {
  if (log_) log_(line);
}

bool AudioEngine::open() {
  if (triedOpen_) return open_;
  triedOpen_ = true;
  // SDL would take SIGINT and SIGTERM for an SDL_QUIT event nobody reads here: the editor and
  // the player would then ignore a plain kill. Qt's own handling stays.
  SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    report(std::string("Sound: no audio device (") + SDL_GetError() + "); playing silently");
    return false;
  }
  Mix_Init(MIX_INIT_OGG | MIX_INIT_FLAC | MIX_INIT_MP3);  // what is missing only fails those files
  if (Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) {
    report(std::string("Sound: no audio device (") + Mix_GetError() + "); playing silently");
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return false;
  }
  Uint16 format = 0;
  Mix_QuerySpec(&rate_, &format, &channels_);
  if (format != AUDIO_S16SYS) {
    // Mix_OpenAudio keeps the sample format it was asked for; anything else is not expected.
    report("Sound: the device does not take 16-bit samples; playing silently");
    Mix_CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    rate_ = channels_ = 0;
    return false;
  }
  Mix_AllocateChannels(kMixChannels);
  channelSerial_.assign(kMixChannels, 0);
  channelVolume_.assign(kMixChannels, 1);
  open_ = true;
  setSettings(settings_);
  Mix_HookMusic(&AudioEngine::musicHook, this);
  Mix_SetPostMix(&AudioEngine::postMix, this);
  loadWall_ = std::chrono::steady_clock::now();
  return true;
}

void AudioEngine::close() {
  if (!open_) return;
  Mix_HaltChannel(-1);
  Mix_HookMusic(nullptr, nullptr);
  Mix_SetPostMix(nullptr, nullptr);
  for (auto& [path, file] : files_) {
    for (auto& [step, chunk] : file->pitched) Mix_FreeChunk(chunk);
    if (file->chunk) Mix_FreeChunk(file->chunk);
  }
  files_.clear();
  cues_.clear();
  {
    std::lock_guard lock(musicMutex_);
    music_->current = {};
    music_->next = {};
    music_->running = false;
  }
  musicFiles_.clear();
  Mix_CloseAudio();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  open_ = false;
  triedOpen_ = false;
  rate_ = channels_ = 0;
}

AudioEngine::LoadedFile* AudioEngine::loadFile(const std::string& path) {
  if (auto it = files_.find(path); it != files_.end()) return it->second.get();
  if (failedFiles_.count(path)) return nullptr;
  SDL_RWops* rw = SDL_RWFromFile(path.c_str(), "rb");
  Mix_Chunk* chunk = rw ? Mix_LoadWAV_RW(rw, 1) : nullptr;
  if (!chunk || chunk->alen == 0) {
    failedFiles_[path] = true;
    report("Sound: cannot play '" + path + "': " + (chunk ? std::string("it holds no sound") : std::string(SDL_GetError())));
    if (chunk) Mix_FreeChunk(chunk);
    return nullptr;
  }
  auto file = std::make_unique<LoadedFile>();
  file->chunk = chunk;
  return (files_[path] = std::move(file)).get();
}

Mix_Chunk* AudioEngine::chunkAt(LoadedFile& file, double pitch) {
  const int step = pitchStep(pitch);
  if (step == 0) return file.chunk;
  if (auto it = file.pitched.find(step); it != file.pitched.end()) return it->second;
  const auto* samples = reinterpret_cast<const std::int16_t*>(file.chunk->abuf);
  const std::int64_t frames = std::int64_t(file.chunk->alen) / (2 * channels_);
  file.buffers.push_back(pitchShifted(samples, frames, channels_, pitchOfStep(step)));
  auto& buffer = file.buffers.back();
  Mix_Chunk* copy = buffer.empty() ? nullptr
                                   : Mix_QuickLoad_RAW(reinterpret_cast<Uint8*>(buffer.data()),
                                                       Uint32(buffer.size() * sizeof(std::int16_t)));
  if (!copy) return file.chunk;
  file.pitched[step] = copy;
  return copy;
}

AudioEngine::Cue AudioEngine::loadCue(const SoundCue& cue, const std::string& projectDirectory) {
  Cue c;
  c.cue = cue;
  if (auto old = cues_.find(cue.name); old != cues_.end()) c.voices = old->second.voices;
  for (const auto& relative : cue.files) {
    if (relative.empty() || !open_) continue;
    std::string path = relative;
    if (!projectDirectory.empty() && relative.front() != '/') path = projectDirectory + "/" + relative;
    if (LoadedFile* file = loadFile(path)) c.files.push_back(file);
  }
  return c;
}

void AudioEngine::setCues(const std::vector<const SoundCue*>& cues, const std::string& projectDirectory) {
  // Voices keep playing: their chunks stay loaded (files_ is only emptied by close()).
  std::unordered_map<std::string, Cue> next;
  for (const SoundCue* cue : cues)
    if (cue) next[cue->name] = loadCue(*cue, projectDirectory);
  for (auto& [name, cue] : cues_)  // previews (names starting with \x01) outlive a new run's cues
    if (!name.empty() && name.front() == '\x01' && !next.count(name)) next[name] = std::move(cue);
  cues_ = std::move(next);
}

void AudioEngine::addCue(const SoundCue& cue, const std::string& projectDirectory) {
  Cue c = loadCue(cue, projectDirectory);
  cues_[cue.name] = std::move(c);
}

AudioEngine::Pick AudioEngine::pick(const SoundCue& cue) {
  Pick p;
  auto between = [&](double lo, double hi, double low, double high) {
    lo = std::clamp(finiteOr(lo, 1), low, high);
    hi = std::clamp(finiteOr(hi, lo), low, high);
    if (hi <= lo) return lo;
    return std::uniform_real_distribution<double>(lo, hi)(random_);
  };
  if (cue.files.size() > 1) p.file = std::uniform_int_distribution<std::size_t>(0, cue.files.size() - 1)(random_);
  p.volume = between(cue.volumeMin, cue.volumeMax, 0, 1);
  p.pitch = between(cue.pitchMin, cue.pitchMax, kSoundPitchMin, kSoundPitchMax);
  return p;
}

void AudioEngine::pruneVoices(Cue& cue) {
  cue.voices.erase(std::remove_if(cue.voices.begin(), cue.voices.end(), [&](VoiceHandle v) { return !playing(v); }),
                   cue.voices.end());
}

VoiceHandle AudioEngine::play(const std::string& name) {
  if (!open_) return {};
  auto it = cues_.find(name);
  if (it == cues_.end() || it->second.files.empty()) return {};
  Cue& cue = it->second;
  pruneVoices(cue);
  const auto limit = std::size_t(std::max<std::int64_t>(1, cue.cue.voices));
  while (cue.voices.size() >= limit) {
    Mix_HaltChannel(cue.voices.front().channel);  // the oldest is cut
    cue.voices.erase(cue.voices.begin());
    ++cuts_;
  }
  Pick p = pick(cue.cue);
  LoadedFile* file = cue.files[std::min(p.file, cue.files.size() - 1)];
  Mix_Chunk* chunk = chunkAt(*file, p.pitch);
  const int channel = Mix_GroupAvailable(-1);
  if (channel < 0 || channel >= int(channelSerial_.size())) return {};  // every channel busy: this play is dropped
  channelSerial_[std::size_t(channel)] = nextSerial_;
  channelVolume_[std::size_t(channel)] = p.volume;
  applyChannelVolume(channel);  // before it starts: no first buffer at full volume
  if (Mix_PlayChannel(channel, chunk, 0) < 0) return {};
  if (paused_) Mix_Pause(channel);
  VoiceHandle voice{channel, nextSerial_++};
  cue.voices.push_back(voice);
  ++plays_;
  return voice;
}

bool AudioEngine::playing(VoiceHandle voice) const {
  if (!open_ || voice.channel < 0 || voice.channel >= int(channelSerial_.size())) return false;
  return channelSerial_[std::size_t(voice.channel)] == voice.serial && Mix_Playing(voice.channel);
}

void AudioEngine::fadeOut(VoiceHandle voice, int milliseconds) {
  if (!playing(voice)) return;
  Mix_FadeOutChannel(voice.channel, std::max(1, milliseconds));
  ++fades_;
}

void AudioEngine::stopAll() {
  if (open_) Mix_HaltChannel(-1);
  for (auto& [name, cue] : cues_) cue.voices.clear();
}

int AudioEngine::voicesOf(const std::string& name) const {
  auto it = cues_.find(name);
  if (it == cues_.end()) return 0;
  int n = 0;
  for (VoiceHandle v : it->second.voices) n += playing(v) ? 1 : 0;
  return n;
}

void AudioEngine::applyChannelVolume(int channel) {
  const double v = settings_.muted ? 0
                                   : channelVolume_[std::size_t(channel)] * settings_.effects * settings_.master *
                                         SoftLimiter::kHeadroom;
  Mix_Volume(channel, int(std::lround(std::clamp(v, 0.0, 1.0) * MIX_MAX_VOLUME)));
}

void AudioEngine::setSettings(const AudioSettings& settings) {
  settings_ = settings;
  settings_.master = std::clamp(finiteOr(settings.master, 1), 0.0, 1.0);
  settings_.music = std::clamp(finiteOr(settings.music, 1), 0.0, 1.0);
  settings_.effects = std::clamp(finiteOr(settings.effects, 1), 0.0, 1.0);
  if (!open_) return;
  for (int c = 0; c < int(channelSerial_.size()); ++c) applyChannelVolume(c);
  std::lock_guard lock(musicMutex_);
  music_->gain = settings_.muted ? 0.f : float(settings_.master * settings_.music * SoftLimiter::kHeadroom);
}

std::shared_ptr<const MusicPcm> AudioEngine::loadMusic(const std::string& path) {
  if (path.empty() || !open_) return nullptr;
  if (auto it = musicFiles_.find(path); it != musicFiles_.end()) return it->second;
  if (failedFiles_.count(path)) return nullptr;
  SDL_RWops* rw = SDL_RWFromFile(path.c_str(), "rb");
  Mix_Chunk* chunk = rw ? Mix_LoadWAV_RW(rw, 1) : nullptr;  // decoded to the device's format
  if (!chunk || chunk->alen == 0) {
    failedFiles_[path] = true;
    report("Sound: cannot play music '" + path + "': " + (chunk ? std::string("it holds no sound") : std::string(SDL_GetError())));
    if (chunk) Mix_FreeChunk(chunk);
    return nullptr;
  }
  auto pcm = std::make_shared<MusicPcm>();
  pcm->channels = channels_;
  pcm->rate = rate_;
  pcm->samples.resize(chunk->alen / sizeof(std::int16_t));
  std::memcpy(pcm->samples.data(), chunk->abuf, pcm->samples.size() * sizeof(std::int16_t));
  Mix_FreeChunk(chunk);
  musicFiles_[path] = pcm;
  return pcm;
}

void AudioEngine::setMusic(const MusicTrack& level, const MusicTrack& boss) {
  levelTrack_ = level;
  bossTrack_ = boss;
  loadMusic(level.file);
  loadMusic(boss.file);
}

void AudioEngine::startMusic() {
  if (!open_) return;
  auto pcm = loadMusic(levelTrack_.file);
  MusicStream stream = MusicStream::fromSeconds(pcm, levelTrack_.loopStart, levelTrack_.loopEnd);
  std::lock_guard lock(musicMutex_);
  music_->current = std::move(stream);
  music_->next = {};
  music_->fadeFrames = music_->fadeDone = 0;
  music_->running = true;
  music_->paused = paused_;
  bossActive_ = false;
}

void AudioEngine::switchToBoss(int crossfadeMilliseconds) {
  if (!open_ || bossActive_) return;
  auto pcm = loadMusic(bossTrack_.file);
  if (!pcm) return;
  MusicStream stream = MusicStream::fromSeconds(pcm, bossTrack_.loopStart, bossTrack_.loopEnd);
  std::lock_guard lock(musicMutex_);
  levelAtBoss_ = music_->current;
  music_->next = std::move(stream);
  music_->fadeFrames = std::max<std::int64_t>(1, std::int64_t(rate_) * std::max(0, crossfadeMilliseconds) / 1000);
  music_->fadeDone = 0;
  music_->running = true;
  bossActive_ = true;
}

void AudioEngine::switchBackFromBoss(int crossfadeMilliseconds) {
  if (!open_ || !bossActive_) return;
  bossActive_ = false;
  std::lock_guard lock(musicMutex_);
  MusicState& m = *music_;
  if (m.next.playing() && m.fadeFrames > 0) {
    // Still fading to the boss: the same fade runs backwards from where it is.
    std::swap(m.current, m.next);
    m.fadeDone = m.fadeFrames - m.fadeDone;
    return;
  }
  m.next = levelAtBoss_;
  m.fadeFrames = std::max<std::int64_t>(1, std::int64_t(rate_) * std::max(0, crossfadeMilliseconds) / 1000);
  m.fadeDone = 0;
}

void AudioEngine::stopMusic() {
  bossActive_ = false;
  if (!open_) return;
  std::lock_guard lock(musicMutex_);
  music_->running = false;
  music_->current = {};
  music_->next = {};
}

void AudioEngine::pause() {
  paused_ = true;
  if (!open_) return;
  Mix_Pause(-1);
  std::lock_guard lock(musicMutex_);
  music_->paused = true;
}

void AudioEngine::resume() {
  paused_ = false;
  if (!open_) return;
  Mix_Resume(-1);
  std::lock_guard lock(musicMutex_);
  music_->paused = false;
}

// The audio thread, first thing each buffer: the music (SDL_mixer cleared the buffer).
void AudioEngine::musicHook(void* self, std::uint8_t* stream, int length) {
  auto& engine = *static_cast<AudioEngine*>(self);
  engine.mixStartNs_.store(nowNs(), std::memory_order_relaxed);
  std::lock_guard lock(engine.musicMutex_);
  MusicState& m = *engine.music_;
  if (!m.running || m.paused) return;
  const int channels = engine.channels_;
  const int frames = length / int(sizeof(std::int16_t)) / channels;
  auto* out = reinterpret_cast<std::int16_t*>(stream);
  if (!m.next.playing() && m.fadeFrames == 0) {
    m.current.mixInto(out, frames, channels, m.gain, m.gain);
    return;
  }
  // Crossfade: the old track ramps down while the new one ramps up, frame-exact.
  int done = 0;
  while (done < frames) {
    const int n = int(std::min<std::int64_t>(frames - done, m.fadeFrames - m.fadeDone));
    if (n <= 0) break;
    const float a = float(m.fadeDone) / float(m.fadeFrames), b = float(m.fadeDone + n) / float(m.fadeFrames);
    m.current.mixInto(out + done * channels, n, channels, m.gain * (1 - a), m.gain * (1 - b));
    m.next.mixInto(out + done * channels, n, channels, m.gain * a, m.gain * b);
    m.fadeDone += n;
    done += n;
  }
  if (m.fadeDone >= m.fadeFrames) {
    m.current = std::move(m.next);
    m.next = {};
    m.fadeFrames = m.fadeDone = 0;
    if (done < frames) m.current.mixInto(out + done * channels, frames - done, channels, m.gain, m.gain);
  }
}

// The audio thread, last thing each buffer: the limiter, what was mixed, and how long it took.
void AudioEngine::postMix(void* self, std::uint8_t* stream, int length) {
  auto& engine = *static_cast<AudioEngine*>(self);
  auto* samples = reinterpret_cast<std::int16_t*>(stream);
  const int count = length / int(sizeof(std::int16_t));
  SoftLimiter::process(samples, count);
  std::int64_t loud = 0;
  for (int i = 0; i < count; ++i) loud += samples[i] != 0 ? 1 : 0;
  engine.nonSilent_.fetch_add(loud, std::memory_order_relaxed);
  engine.framesMixed_.fetch_add(count / std::max(1, engine.channels_), std::memory_order_relaxed);
  const std::int64_t start = engine.mixStartNs_.load(std::memory_order_relaxed);
  if (start > 0) engine.mixNs_.fetch_add(nowNs() - start, std::memory_order_relaxed);
}

AudioStats AudioEngine::stats() const {
  AudioStats s;
  s.framesMixed = framesMixed_.load();
  s.nonSilentSamples = nonSilent_.load();
  s.mixNanoseconds = mixNs_.load();
  s.plays = plays_;
  s.cuts = cuts_;
  s.fades = fades_;
  return s;
}

double AudioEngine::mixLoadSinceLastCall() {
  const auto now = std::chrono::steady_clock::now();
  const std::int64_t ns = mixNs_.load();
  const double wall = double(std::chrono::duration_cast<std::chrono::nanoseconds>(now - loadWall_).count());
  const double load = wall > 0 ? double(ns - loadMixNs_) / wall : 0;
  loadMixNs_ = ns;
  loadWall_ = now;
  return load;
}

}  // namespace sw::audio
