// Checks of monster types and placed monsters (validate_monsters.h).
#include "model/validate/validate_monsters.h"

#include "model/io/json_properties.h"
#include "model/level/nav_objects.h"
#include "model/level/object_cast.h"
#include "model/platformer/animation.h"
#include "model/platformer/monster_type.h"
#include "model/validate/validate_platformer.h"

namespace sw {

namespace {
// The key a type problem is about, so the pointer lands on the value to fix.
std::string keyOfProblem(const std::string& problem) {
  if (problem.find("no size") != std::string::npos) return "width";
  if (problem.find("gravity") != std::string::npos) return "gravity";
  if (problem.find("Step Height") != std::string::npos) return "stepHeight";
  if (problem.find("Health") != std::string::npos) return "maxHealth";
  if (problem.find("Active Frame") != std::string::npos) return "attackLastFrame";
  if (problem.find("frame") != std::string::npos) return "attackFrames";
  return {};
}
}  // namespace

void validateMonsterTypes(const Project& project, const std::string& projectFile, Errors& errors) {
  for (std::size_t i = 0; i < project.monsters.size(); ++i) {
    const MonsterType& m = *project.monsters[i];
    const std::string ptr = pointerChild("/monsters", i);
    if (m.name.find_first_not_of(" \t") == std::string::npos)
      errors.push_back({projectFile, ptr + "/name", "a monster type has no name"});
    for (const std::string& problem : m.problems()) {
      const std::string key = keyOfProblem(problem);
      errors.push_back({projectFile, key.empty() ? ptr : ptr + "/" + key, "monster type '" + m.name + "': " + problem});
    }
    const std::string who = "monster type '" + m.name + "'";
    validateSpriteAnimations(project, m.sprite, m.animations, who, projectFile, ptr, errors);
    // A monster drawn from a sprite walks: it needs a walk animation to show while it does.
    if (!m.animations.empty() && m.movement != MonsterType::Movement::Fly) {
      bool walks = false;
      for (const AnimationLine& line : parseAnimationLines(m.animations)) walks = walks || line.name == "walk";
      if (!walks)
        errors.push_back({projectFile, ptr + "/animations",
                          who + " has no 'walk' animation: add a line 'walk: loop GROUP' for it to show while it walks"});
    }
  }
}

void validateMonsters(const Level& level, const std::string& levelFile, Errors& errors) {
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const auto* monster = objectCast<const Monster*>(level.objects[i].get());
    if (!monster) continue;
    const std::string ptr = pointerChild("/objects", i);
    for (std::size_t p = 0; p < monster->patrol.size(); ++p) {
      const std::string& node = monster->patrol[p];
      if (objectCast<const NavNode*>(level.findByName(node))) continue;
      errors.push_back({levelFile, pointerChild(ptr + "/patrol", p),
                        "monster '" + monster->name + "' patrols to '" + node + "', which is not a nav node of the level"});
    }
    if (!monster->position.isFinite())
      errors.push_back({levelFile, ptr + "/position", "monster '" + monster->name + "': its position is not a finite number"});
  }
}

}  // namespace sw
