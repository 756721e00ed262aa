#include "model/validate/validate.h"

#include <filesystem>

#include "model/references/broken_references.h"
#include "model/level/camera_track.h"
#include "model/project/game_order.h"
#include "model/project/game_rules_asset.h"
#include "model/io/json_properties.h"
#include "model/tiles/polygon.h"
#include "model/validate/problems.h"
#include "model/io/project_io.h"
#include "model/validate/validate_effects.h"
#include "model/validate/validate_enemies.h"
#include "model/validate/validate_nav.h"
#include "model/validate/validate_patterns.h"
#include "model/validate/validate_monsters.h"
#include "model/validate/validate_platformer.h"
#include "model/validate/validate_spawns.h"
#include "model/validate/validate_triggers.h"
#include "model/validate/validate_weapons.h"
#include "model/validate/validate_sounds.h"

namespace sw {

Errors gameRulesErrors(const Project& project) {
  Errors errors;
  const std::string file = (std::filesystem::path(project.directory) / kGameRulesFileName).string();
  validateGameRules(project.rules, file, weaponNames(project), errors);
  validateEventSoundRows(project, file, errors);
  validateGameOrder(project, file, errors);
  return errors;
}

Errors otherProjectErrors(const Project& project) {
  Errors errors;
  namespace fs = std::filesystem;
  const std::string projectFile = (fs::path(project.directory) / kProjectFileName).string();

  for (std::size_t i = 0; i < project.tileDefs.size(); ++i) {
    const TileDef& def = *project.tileDefs[i];
    std::string ptr = pointerChild("/tileDefs", i);
    for (std::size_t p = 0; p < def.collision.size(); ++p)
      if (auto problem = polygonProblem(def.collision[p]))
        errors.push_back(
            {projectFile, pointerChild(ptr + "/collision", p), "tile '" + def.name + "': " + *problem});
    if (def.cameraEntry == def.cameraExit)
      errors.push_back({projectFile, ptr + "/cameraExit",
                        "tile '" + def.name + "': camera exit equals entry, so the chain cannot advance"});
  }
  validateEnemyTypes(project, projectFile, errors);
  validateWeapons(project, projectFile, errors);
  validateEffects(project, projectFile, (fs::path(project.directory) / kGameRulesFileName).string(), errors);
  validateCharacters(project, projectFile, errors);
  validateMonsterTypes(project, projectFile, errors);
  validateSoundCues(project, projectFile, errors);
  for (auto& e : gameRulesErrors(project)) errors.push_back(std::move(e));
  validatePatterns(project, projectFile, errors);
  for (const auto& level : project.levels) {
    const std::string levelFile = (fs::path(project.directory) / level->file).string();
    std::vector<LoopProblem> loopProblems;
    chainLoops(*level, &loopProblems);
    for (const auto& problem : loopProblems) {
      std::string where = "/objects";
      for (std::size_t i = 0; i < level->objects.size(); ++i)
        if (level->objects[i]->name == problem.loop) where = pointerChild("/objects", i);
      if (!problem.field.empty()) where += "/" + problem.field;
      errors.push_back({levelFile, where, problem.message});
    }
    for (std::size_t i = 0; i < level->chain.size(); ++i) {
      const TileInstance& t = *level->chain[i];
      if (!project.findTileDef(t.tile))
        errors.push_back({levelFile, pointerChild("/chain", i) + "/tile",
                          "'" + t.name + "' uses tile definition '" + t.tile + "', which does not exist"});
    }
    validatePathsAndSpawns(project, *level, levelFile, errors);
    validateTriggers(*level, levelFile, errors);
    validateNavGraph(*level, levelFile, errors);
    validatePlatformerLevel(*level, levelFile, errors);
    validateMonsters(*level, levelFile, errors);
    validateLevelMusic(project, *level, levelFile, errors);
  }
  return errors;
}

Errors validateProject(const Project& project) {
  return problemsOfSeverity(projectProblems(project), ProblemSeverity::Error);
}

}  // namespace sw
