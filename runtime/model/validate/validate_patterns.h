#pragma once
// Problems of bullet kinds and patterns, and of the enemy types that fire them, for
// validateProject. Each names project.json and the JSON pointer of the bad value.
//
// Refused: expressions that do not parse (an unknown parameter after a rename ...),
// counts, waits or durations that can be negative or infinite, repeats that may run more
// than kMaxRepeat times, `repeat forever` with a path through it that never waits at
// least one tick, a repeat that may run more than kMaxStepsPerTick commands in one tick,
// unknown bullet kinds and called patterns, more arguments than parameters, call cycles,
// nesting deeper than kMaxPatternDepth, duplicate or empty names, an enemy type's
// default pattern or a `fire` / `startFiring` / `setPattern` line naming an unknown
// pattern (with the state and line).
//
// Bounds: `$rank` and `$rand` range over [0, 1], parameters take their default values
// (the interpreter clamps whatever a call passes, see bullet_pattern.h).
#include <string>

#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void validatePatterns(const Project& project, const std::string& projectFile, Errors& errors);

// The same checks for one pattern against the project's names (the Pattern editor's text
// before it is applied); pointers start with `pointer` ("/patterns/3").
void validatePattern(const Project& project, const BulletPattern& pattern, const std::string& file,
                     const std::string& pointer, Errors& errors);

}  // namespace sw
