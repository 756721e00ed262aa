#include "sim/platformer/jump_arc.h"

#include "model/level/level.h"
#include "model/project/project.h"
#include "sim/platformer/character_motion.h"
#include "sim/platformer/platform_world.h"

namespace sw {

JumpArc jumpArc(const Project& project, const Level& level, const std::string& character, Vec2 edge, int dir,
                int maxTicks) {
  JumpArc arc;
  const CharacterType* type = project.findCharacterType(character);
  if (!type || !type->problems().empty() || !edge.isFinite() || dir == 0) return arc;
  PlatformWorld world;
  Errors ignored;  // pieces with problems are left out; Check Project names them
  world.build(level, ignored);
  world.finishBuild();
  // Standing at the edge, at full speed, the feet just on the ledge.
  CharacterBody body;
  body.position = edge - Vec2{dir * (type->width * 0.5 - 0.05), 0};
  body.velocity = {dir * type->runSpeed, 0};
  body.facing = dir;
  settleCharacter(body, *type, world, type->stepHeight);
  MotionButtons buttons;
  buttons.right = dir > 0;
  buttons.left = dir < 0;
  buttons.jumpHeld = true;
  buttons.jumpPressed = true;
  arc.feet.push_back(body.position);
  for (int t = 0; t < maxTicks; ++t) {
    stepCharacter(body, *type, world, buttons);
    buttons.jumpPressed = false;
    if (!body.position.isFinite()) break;
    arc.feet.push_back(body.position);
    if (t > 0 && (body.grounded || body.mode != BodyMode::Free)) {
      arc.landed = body.grounded;
      arc.gripped = body.mode != BodyMode::Free;
      break;
    }
  }
  return arc;
}

}  // namespace sw
