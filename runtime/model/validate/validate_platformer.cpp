#include "model/validate/validate_platformer.h"

#include <cmath>

#include "model/io/json_properties.h"
#include "model/paths/path.h"
#include "model/platformer/animation.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_expression.h"
#include "model/platformer/puzzle_objects.h"

namespace sw {

void validateCharacters(const Project& project, const std::string& projectFile, Errors& errors) {
  for (std::size_t i = 0; i < project.characters.size(); ++i) {
    const CharacterType& c = *project.characters[i];
    const std::string ptr = pointerChild("/characters", i);
    if (c.name.find_first_not_of(" \t") == std::string::npos)
      errors.push_back({projectFile, ptr + "/name", "a character has no name"});
    for (const std::string& problem : c.problems()) {
      // Point at the number the message is about.
      std::string key = "jumpHeight";
      if (problem.find("no size") != std::string::npos) key = "width";
      else if (problem.find("gravity") != std::string::npos) key = "gravity";
      else if (problem.find("terminal") != std::string::npos) key = "terminalSpeed";
      else if (problem.find("Step Height must") != std::string::npos) key = "stepHeight";
      else if (problem.find("finite") != std::string::npos) key = "";
      errors.push_back({projectFile, key.empty() ? ptr : ptr + "/" + key, "character '" + c.name + "': " + problem});
    }
    validateSpriteAnimations(project, c.sprite, c.animations, "character '" + c.name + "'", projectFile, ptr, errors);
  }
}

void validateSpriteAnimations(const Project& project, const std::string& sprite,
                              const std::vector<std::string>& animations, const std::string& who,
                              const std::string& projectFile, const std::string& pointer, Errors& errors) {
  const Tileset* sheet = sprite.empty() ? nullptr : project.findTileset(sprite);
  if (!sprite.empty() && !sheet)
    errors.push_back({projectFile, pointer + "/sprite",
                      who + ": its sprite '" + sprite + "' is not one of the project's tilesets"});
  // Without its sheet the groups cannot be checked; everything else still is.
  for (const AnimationProblem& p : animationProblems(animations, sheet))
    errors.push_back({projectFile, pointerChild(pointer + "/animations", std::size_t(p.line)),
                      who + ", animation line " + std::to_string(p.line + 1) + ": " + p.describe()});
}

void validatePlatformerLevel(const Level& level, const std::string& levelFile, Errors& errors) {
  bool hasStart = false;
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const LevelObject* object = level.objects[i].get();
    const std::string ptr = pointerChild("/objects", i);
    if (objectCast<const CharacterStart*>(object)) {
      hasStart = true;
      continue;
    }
    // Expressions name the level's puzzle pieces: every name must be one, with that member.
    auto checkExpression = [&](const std::string& text, const std::string& key, const std::string& who) {
      if (std::string problem = puzzleExpressionProblem(level, text); !problem.empty())
        errors.push_back({levelFile, ptr + "/" + key, who + ": " + problem});
    };
    if (const auto* d = objectCast<const Door*>(object)) {
      const std::string who = "door '" + d->name + "'";
      checkExpression(d->opensWhen, "opensWhen", who);
      if (!(d->travel > 0) || !std::isfinite(d->travel))
        errors.push_back({levelFile, ptr + "/travel", who + ": its travel is zero, so it never opens"});
      if (!(d->speed > 0) || !std::isfinite(d->speed))
        errors.push_back({levelFile, ptr + "/speed", who + ": its speed must be a number above 0"});
      continue;
    }
    if (const auto* b = objectCast<const Barrier*>(object)) {
      checkExpression(b->passable, "passable", "barrier '" + b->name + "'");
      continue;
    }
    const auto* g = objectCast<const PlatformGeometry*>(object);
    if (!g) continue;
    const std::string who = "geometry '" + g->name + "'";
    if (std::string problem = g->outlineProblem(); !problem.empty()) {
      const char* key = !g->anchor.isFinite() ? "/position"
                        : !std::isfinite(g->rotation) ? "/rotation"
                        : g->shape == PlatformGeometry::Shape::Rectangle ? "/size"
                                                                         : "/points";
      errors.push_back({levelFile, ptr + key, who + ": " + problem});
    }
    if (!g->path.empty()) {
      if (const auto* path = objectCast<const Path*>(level.findByName(g->path)); path && path->points.size() < 2)
        errors.push_back({levelFile, ptr + "/path",
                          who + " moves along '" + g->path + "', which has " + std::to_string(path->points.size()) +
                              " point" + (path->points.size() == 1 ? "" : "s") + ": a path to travel needs two"});
      if (!(g->speed > 0) || !std::isfinite(g->speed))
        errors.push_back({levelFile, ptr + "/speed", who + ": a moving piece needs a speed above 0"});
    }
  }
  if (level.kind == Level::Kind::Free && !hasStart)
    errors.push_back({levelFile, "/objects",
                      "level '" + level.name + "' is a free level with no character start: add one, or Play has "
                      "no one to play"});
}

}  // namespace sw
