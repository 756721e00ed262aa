// Sound cues (sound_cue.h).
#include "model/sound/sound_cue.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <cstdint>
#include <fstream>

namespace sw {

const TypeDescription& SoundCue::describeType() {
  static const TypeDescription d =
      TypeBuilder<SoundCue>("SoundCue")
          .field("name", &SoundCue::name).label("Name").required()
          .tooltip("Unique name of this sound cue in the project; the game rules' event sounds name it")
          .field("files", &SoundCue::files).label("Files").category("Sound").assetKind("sound")
          .tooltip("Project-relative sound files (.wav, .ogg, .flac, .mp3), one per line; each play picks one "
                   "at random")
          .field("volumeMin", &SoundCue::volumeMin).label("Volume Min").category("Sound").range(0, 1, 0.05)
          .tooltip("Each play's volume is drawn between Volume Min and Volume Max (1: the file as it is)")
          .field("volumeMax", &SoundCue::volumeMax).label("Volume Max").category("Sound").range(0, 1, 0.05)
          .field("pitchMin", &SoundCue::pitchMin).label("Pitch Min").category("Sound")
          .range(kSoundPitchMin, kSoundPitchMax, 0.05)
          .tooltip("Each play's speed is drawn between Pitch Min and Pitch Max (0.5: an octave down, 2: up)")
          .field("pitchMax", &SoundCue::pitchMax).label("Pitch Max").category("Sound")
          .range(kSoundPitchMin, kSoundPitchMax, 0.05)
          .field("voices", &SoundCue::voices).label("Voices").category("Sound").range(1, kSoundVoicesMax, 1)
          .tooltip("How many plays of this cue may sound at once; a new play beyond that cuts the oldest")
          .build();
  return d;
}

std::vector<SoundCue::Problem> SoundCue::problems() const {
  std::vector<Problem> out;
  if (files.empty()) out.push_back({"files", "it has no sound file"});
  for (std::size_t i = 0; i < files.size(); ++i)
    if (files[i].find_first_not_of(" \t") == std::string::npos)
      out.push_back({"files/" + std::to_string(i), "a file name is blank"});
  auto range = [&](const char* key, double v, double lo, double hi, const char* what) {
    if (!std::isfinite(v))
      out.push_back({key, std::string(what) + " is not a number"});
    else if (v < lo || v > hi)
      out.push_back({key, std::string(what) + " " + std::to_string(v) + " is outside " + std::to_string(lo) + ".." +
                              std::to_string(hi)});
  };
  range("volumeMin", volumeMin, 0, 1, "volume min");
  range("volumeMax", volumeMax, 0, 1, "volume max");
  range("pitchMin", pitchMin, kSoundPitchMin, kSoundPitchMax, "pitch min");
  range("pitchMax", pitchMax, kSoundPitchMin, kSoundPitchMax, "pitch max");
  if (volumeMin > volumeMax) out.push_back({"volumeMin", "volume min is above volume max"});
  if (pitchMin > pitchMax) out.push_back({"pitchMin", "pitch min is above pitch max"});
  if (voices < 1) out.push_back({"voices", "it needs at least one voice"});
  if (voices > kSoundVoicesMax) out.push_back({"voices", "more than " + std::to_string(kSoundVoicesMax) + " voices"});
  return out;
}

bool isSoundFileName(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return ext == ".wav" || ext == ".ogg" || ext == ".flac" || ext == ".mp3";
}

namespace {

std::uint32_t littleEndian32(const char* b) {
  return std::uint32_t((unsigned char)b[0]) | std::uint32_t((unsigned char)b[1]) << 8 |
         std::uint32_t((unsigned char)b[2]) << 16 | std::uint32_t((unsigned char)b[3]) << 24;
}

// A RIFF WAVE file's chunks, read after its 12-byte header: a mixer needs a "fmt " chunk it
// can read and a "data" chunk (a file cut short, or with only a header, fails there).
std::string waveProblem(std::ifstream& in) {
  bool format = false;
  for (int chunk = 0; chunk < 256; ++chunk) {
    char head[8];
    if (!in.read(head, sizeof head)) break;
    const std::string id(head, 4);
    const std::uint32_t size = littleEndian32(head + 4);
    if (id == "fmt ") {
      char fmt[16];
      if (size < 16 || !in.read(fmt, sizeof fmt)) return "its WAV format chunk is cut short";
      const unsigned channels = (unsigned char)fmt[2] | unsigned((unsigned char)fmt[3]) << 8;
      const std::uint32_t rate = littleEndian32(fmt + 4);
      if (channels == 0 || rate == 0) return "its WAV format chunk has no channels or no sample rate";
      format = true;
      in.seekg(std::streamoff(size) - 16 + (size & 1), std::ios::cur);
    } else if (id == "data") {
      return format ? std::string() : "it is a WAV file without a format chunk before its samples";
    } else {
      in.seekg(std::streamoff(size) + (size & 1), std::ios::cur);
    }
    if (!in) break;
  }
  return format ? "it is a WAV file without samples (no data chunk)" : "it is a WAV file without a format chunk";
}

}  // namespace

std::string soundFileProblem(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return "the file does not exist";
  if (!std::filesystem::is_regular_file(path, ec)) return "it is not a file";
  std::ifstream in(path, std::ios::binary);
  char head[12] = {};
  if (!in || !in.read(head, sizeof head)) return "the file cannot be read or is too short to be a sound";
  const std::string h(head, sizeof head);
  if (h.compare(0, 4, "RIFF") == 0 && h.compare(8, 4, "WAVE") == 0) return waveProblem(in);
  if (h.compare(0, 4, "OggS") == 0 || h.compare(0, 4, "fLaC") == 0 || h.compare(0, 3, "ID3") == 0) return {};
  if ((unsigned char)head[0] == 0xFF && ((unsigned char)head[1] & 0xE0) == 0xE0) return {};  // an MP3 frame
  return "it is not a WAV, Ogg, FLAC or MP3 file";
}

}  // namespace sw
