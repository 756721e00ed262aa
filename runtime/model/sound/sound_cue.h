#pragma once
// A sound cue (issue 42, "Sound and music"): what a game event plays, as a project asset
// (project.json "soundCues", written only when not empty). One of its files is picked at
// random for each play, at a volume and pitch drawn from its ranges, so a hundred shots do
// not sound like one sample on repeat; `voices` caps how many plays of the cue sound at once
// (the oldest is cut), so a bullet storm does not stack a hundred copies into noise.
//
// The cue is presentation data: the simulation never reads it (events name no cue; the game
// rules' eventSounds map events to cues, model/sound/event_sounds.h), so sounds never change a
// replay's hashes.
#include <cstdint>
#include <string>
#include <vector>

#include "core/property.h"

namespace sw {

class SoundCue final : public Describable {
 public:
  std::string name;
  std::vector<std::string> files;  // project-relative: "sounds/boom1.wav"
  double volumeMin = 1;
  double volumeMax = 1;
  double pitchMin = 1;  // playback speed: 0.5 an octave down, 2 an octave up
  double pitchMax = 1;
  std::int64_t voices = 4;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }

  // Why it cannot play as described (no file, NaN or out-of-range volume or pitch, a minimum
  // above its maximum, fewer than one voice): each with the key of the property at fault.
  struct Problem {
    std::string key;
    std::string message;
  };
  std::vector<Problem> problems() const;
};

// The limits the property table and validation share.
inline constexpr double kSoundPitchMin = 0.25;
inline constexpr double kSoundPitchMax = 4;
inline constexpr std::int64_t kSoundVoicesMax = 64;

// Whether `path` names a file of a kind the mixer plays (.wav .ogg .flac .mp3).
bool isSoundFileName(const std::string& path);
// Why the file at absolute `path` cannot be a sound (missing, unreadable, not a WAV / Ogg /
// FLAC / MP3 by its first bytes), or empty. Reads only its header.
std::string soundFileProblem(const std::string& path);

}  // namespace sw
