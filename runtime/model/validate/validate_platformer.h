#pragma once
// Checks of what platformer levels are made of: the project's characters (a jump that cannot
// leave the ground, a body of no size, NaN), geometry outlines (a polygon whose edges cross, a
// triangle without three points), moving platforms on a path with fewer than two points, and a
// free level with no character start. Each problem names the file and the JSON pointer of the
// value at fault. (A reference naming nothing, a start's character or a platform's path, is
// reported with every other broken reference: model/references.)
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void validateCharacters(const Project& project, const std::string& projectFile, Errors& errors);
void validatePlatformerLevel(const Level& level, const std::string& levelFile, Errors& errors);

}  // namespace sw
