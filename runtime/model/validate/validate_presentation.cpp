// A run's presentation problems (validate_presentation.h).
#include "model/validate/validate_presentation.h"

#include <filesystem>

#include "model/io/project_io.h"
#include "model/level/level.h"
#include "model/project/game_rules_asset.h"
#include "model/project/project.h"
#include "model/validate/validate_effects.h"
#include "model/validate/validate_sounds.h"

namespace sw {

Errors presentationProblems(const Project& project, const Level& level) {
  namespace fs = std::filesystem;
  const fs::path directory(project.directory);
  const std::string projectFile = (directory / kProjectFileName).string();
  const std::string rulesFile = (directory / kGameRulesFileName).string();
  Errors problems;
  validateEffects(project, projectFile, rulesFile, problems);
  validateSoundCues(project, projectFile, problems);
  validateEventSoundRows(project, rulesFile, problems);
  validateLevelMusic(project, level, (directory / level.file).string(), problems);
  return problems;
}

}  // namespace sw
