#pragma once
// Where a character's jump goes, for the editor to draw from a selected ledge (DOMAIN.md:
// "the character their jump arc from a selected ledge"): the real controller
// (character_motion.h) run on the level's Geometry pieces where they are placed (moving ones
// at their start; doors and crates left out), the character taking off at full speed from the
// ledge's edge with the jump held, until it lands, grips or `maxTicks` pass. Nothing of a running level is needed, so the editor calls it
// on the document's own level.
#include <string>
#include <vector>

#include "core/math.h"

namespace sw {

class Project;
class Level;

struct JumpArc {
  std::vector<Vec2> feet;  // the feet, tick by tick, from the take-off
  bool landed = false;     // it came down on something (the last point is where)
  bool gripped = false;    // it caught a ledge's edge instead (the last point hangs below it)
};

// The arc of `character` jumping off `edge` (the top corner of a ledge) toward `dir` (-1, +1).
// Empty when the character does not exist or cannot play (CharacterType::problems).
JumpArc jumpArc(const Project& project, const Level& level, const std::string& character, Vec2 edge, int dir,
                int maxTicks = 240);

}  // namespace sw
