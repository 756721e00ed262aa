#pragma once
// Checks of what platformer levels are made of: the project's characters (a jump that cannot
// leave the ground, a body of no size, NaN), geometry outlines (a polygon whose edges cross, a
// triangle without three points), moving platforms on a path with fewer than two points, and a
// free level with no character start; a creature's sprite naming no tileset and every problem
// of its animation lines (model/platformer/animation.h). Each problem names the file and the JSON pointer of the
// value at fault. (A reference naming nothing, a start's character or a platform's path, is
// reported with every other broken reference: model/references.)
#include <string>
#include <vector>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void validateCharacters(const Project& project, const std::string& projectFile, Errors& errors);
// A creature's sprite and animations (any type that has them: characters, monsters), at
// `pointer` (its object in the project file): "<pointer>/sprite", "<pointer>/animations/N".
// `who` starts each message ("character 'knight'").
void validateSpriteAnimations(const Project& project, const std::string& sprite,
                              const std::vector<std::string>& animations, const std::string& who,
                              const std::string& projectFile, const std::string& pointer, Errors& errors);
void validatePlatformerLevel(const Level& level, const std::string& levelFile, Errors& errors);

}  // namespace sw
