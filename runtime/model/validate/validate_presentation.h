#pragma once
// What a run checks of its presentation when it starts (issue 42, "Bad input"): the particle
// effects and the names that pick them, the sound cues, the game rules' event sounds and the
// level's music. None of these stops a run: Play and scrollwork-player go on without the
// effect or the sound and put each problem in the Log once, when the run starts, naming the
// file and the place as validation does.
#include "core/error.h"

namespace sw {

class Project;
class Level;

Errors presentationProblems(const Project& project, const Level& level);

}  // namespace sw
