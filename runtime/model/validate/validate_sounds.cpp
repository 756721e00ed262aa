// Checks of sound cues, event sounds and level music (validate_sounds.h).
#include "model/validate/validate_sounds.h"

#include <cmath>
#include <filesystem>

#include "core/json_text.h"
#include "model/project/game_rules_asset.h"

namespace sw {
namespace {

// A sound file named at `where`: `who` says what names it ("sound cue 'boom'").
void checkSoundFile(const Project& project, const std::string& relative, const std::string& file,
                    const std::string& where, const std::string& who, Errors& errors) {
  if (relative.find_first_not_of(" \t") == std::string::npos) return;  // reported as blank elsewhere
  const std::filesystem::path given(relative);
  if (given.is_absolute() || (!given.empty() && *given.begin() == ".."))
    errors.push_back({file, where, who + ": '" + relative +
                                       "' is outside the project folder; copy it into the project (e.g. sounds/) "
                                       "so that the project and an exported game keep it"});
  else if (!isSoundFileName(relative))
    errors.push_back({file, where, who + ": '" + relative + "' is not a sound file (.wav, .ogg, .flac, .mp3)"});
  else if (const std::string problem = soundFileProblem(project.absolutePath(relative)); !problem.empty())
    errors.push_back({file, where, who + ": sound file '" + relative + "': " + problem});
}

}  // namespace

void validateSoundCues(const Project& project, const std::string& projectFile, Errors& errors) {
  for (std::size_t i = 0; i < project.soundCues.size(); ++i) {
    const SoundCue& cue = *project.soundCues[i];
    const std::string ptr = pointerChild("/soundCues", i);
    const std::string who = "sound cue '" + cue.name + "'";
    if (cue.name.find_first_not_of(" \t") == std::string::npos)
      errors.push_back({projectFile, ptr + "/name", "a sound cue has no name"});
    for (const auto& problem : cue.problems()) errors.push_back({projectFile, ptr + "/" + problem.key, who + ": " + problem.message});
    for (std::size_t f = 0; f < cue.files.size(); ++f)
      checkSoundFile(project, cue.files[f], projectFile, pointerChild(ptr + "/files", f), who, errors);
  }
}

void validateEventSoundRows(const Project& project, const std::string& gameRulesFile, Errors& errors) {
  std::vector<std::string> cues;
  for (const auto& c : project.soundCues) cues.push_back(c->name);
  validateEventSounds(project.rules, gameRulesFile, cues, errors);
}

void validateLevelMusic(const Project& project, const Level& level, const std::string& levelFile, Errors& errors) {
  auto track = [&](const std::string& music, double loopStart, double loopEnd, const char* key, const char* startKey,
                   const char* endKey, const std::string& what) {
    const std::string who = "level '" + level.name + "': " + what;
    if (!music.empty()) checkSoundFile(project, music, levelFile, std::string("/") + key, who, errors);
    if (!std::isfinite(loopStart) || loopStart < 0)
      errors.push_back({levelFile, std::string("/") + startKey, who + ": the loop start is not a time in seconds"});
    if (!std::isfinite(loopEnd) || loopEnd < 0)
      errors.push_back({levelFile, std::string("/") + endKey, who + ": the loop end is not a time in seconds"});
    else if (loopEnd > 0 && loopEnd <= loopStart)
      errors.push_back({levelFile, std::string("/") + endKey, who + ": the loop ends before it starts"});
  };
  track(level.music, level.musicLoopStart, level.musicLoopEnd, "music", "musicLoopStart", "musicLoopEnd", "its music");
  track(level.bossMusic, level.bossMusicLoopStart, level.bossMusicLoopEnd, "bossMusic", "bossMusicLoopStart",
        "bossMusicLoopEnd", "its boss music");
}

}  // namespace sw
