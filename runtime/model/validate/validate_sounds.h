#pragma once
// Checks of the project's sound (issue 42, "Bad input"): sound cues (no file, a file that is
// missing or not a sound, volume / pitch out of range or NaN, fewer than one voice), game
// rules' event sounds that do not parse or name an unknown cue, and levels' music files.
// Each problem names the file and the JSON pointer of the value at fault, e.g.
// project.json /soundCues/3/files/0.
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void validateSoundCues(const Project& project, const std::string& projectFile, Errors& errors);
void validateEventSoundRows(const Project& project, const std::string& gameRulesFile, Errors& errors);
void validateLevelMusic(const Project& project, const Level& level, const std::string& levelFile, Errors& errors);

}  // namespace sw
