#include "model/validate/validate_spawns.h"

#include <unordered_set>

#include "model/io/json_properties.h"
#include "model/level/level_lookup.h"
#include "model/paths/path.h"
#include "model/paths/path_curve.h"
#include "model/level/spawn.h"

namespace sw {

bool projectHasEnemyType(const Project& project, const std::string& name) {
  for (const auto& type : project.enemyTypes)
    if (type->name == name) return true;
  return false;
}

namespace {

void validatePath(const Level& level, const LevelLookup& lookup, const Path& path, const std::string& ptr,
                  const std::string& file, Errors& errors) {
  if (path.points.size() < 2)
    errors.push_back({file, ptr + "/points",
                      "path " + quotedName(path.name) + " has " + std::to_string(path.points.size()) +
                          (path.points.size() == 1 ? " point" : " points") + "; a path needs at least two"});
  if (!path.attachedTile.empty()) {
    // From the lookup's table: 5,000 attached paths each walking 5,000 links took 140 ms.
    if (!lookup.linkIndex(path.attachedTile))
      errors.push_back(
          {file, ptr + "/attachedTile",
           "path " + quotedName(path.name) + " is attached to " + quotedName(path.attachedTile) + ", which " +
               (level.findByName(path.attachedTile) ? "is not a chain link" : "does not exist")});
  }
}

void validateSpawn(const Project& project, const Level& level, const LevelLookup& lookup, const Spawn& spawn,
                   const std::unordered_set<std::string>& waves, const std::string& ptr,
                   const std::string& file, Errors& errors) {
  const std::string who = "spawn " + quotedName(spawn.name);
  if (!spawn.path.empty()) {
    const LevelObject* target = level.findByName(spawn.path);
    const auto* path = sw::objectCast<const Path*>(target);
    if (!path) {
      errors.push_back({file, ptr + "/path",
                        who + " follows " + quotedName(spawn.path) + ", which " +
                            (target ? "is not a path" : "does not exist")});
    } else if (spawn.startOffset > 0 && path->points.size() >= 2) {
      // The lookup's curve, made once per path and kept for the overlays drawn next
      // (10,000 spawns each made their path's arc-length table here).
      const PathCurve* curve = lookup.curveOf(project, *path);
      const double length = curve ? curve->length() : PathCurve(*path).length();
      if (spawn.startOffset > length)
        errors.push_back({file, ptr + "/startOffset",
                          who + " starts " + describe(spawn.startOffset) + " units along path " +
                              quotedName(path->name) + ", which is only " + describe(length) + " units long"});
    }
  }
  if (spawn.when == Spawn::When::OnTrigger) {
    const LevelObject* target = spawn.trigger.empty() ? nullptr : level.findByName(spawn.trigger);
    if (spawn.trigger.empty())
      errors.push_back({file, ptr + "/trigger", who + " waits for a trigger but names none"});
    else if (!sw::objectCast<const Trigger*>(target))
      errors.push_back({file, ptr + "/trigger",
                        who + " waits for trigger " + quotedName(spawn.trigger) + ", which " +
                            (target ? "is not a trigger" : "does not exist")});
  }
  if (spawn.when == Spawn::When::WaveCleared) {
    if (spawn.afterWave.empty())
      errors.push_back({file, ptr + "/afterWave", who + " waits for a wave to be cleared but names none"});
    else if (!waves.count(spawn.afterWave))
      errors.push_back({file, ptr + "/afterWave",
                        who + " waits for wave " + quotedName(spawn.afterWave) + ", which no spawn belongs to"});
    else if (spawn.afterWave == spawn.wave)
      errors.push_back({file, ptr + "/afterWave",
                        who + " belongs to wave " + quotedName(spawn.wave) +
                            " and waits for it to be cleared, so it never appears"});
  }
  if (spawn.enemyType.empty())
    errors.push_back({file, ptr + "/enemyType", who + " names no enemy type"});
  else if (!projectHasEnemyType(project, spawn.enemyType))
    errors.push_back({file, ptr + "/enemyType",
                      who + " uses enemy type " + quotedName(spawn.enemyType) + ", which does not exist"});
}

}  // namespace

void validatePathsAndSpawns(const Project& project, const Level& level, const std::string& levelFile,
                            Errors& errors) {
  // Every spawn and path names its path, trigger or link: answered from tables built once
  // (a level of 20,000 objects took 0.6 s per validation walking the objects per name).
  const LevelLookup lookup(&project, level);
  std::unordered_set<std::string> waves;
  for (const auto& object : level.objects)
    if (const auto* spawn = sw::objectCast<const Spawn*>(object.get()); spawn && !spawn->wave.empty())
      waves.insert(spawn->wave);
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const std::string ptr = pointerChild("/objects", i);
    if (const auto* path = sw::objectCast<const Path*>(level.objects[i].get()))
      validatePath(level, lookup, *path, ptr, levelFile, errors);
    else if (const auto* spawn = sw::objectCast<const Spawn*>(level.objects[i].get()))
      validateSpawn(project, level, lookup, *spawn, waves, ptr, levelFile, errors);
  }
}

}  // namespace sw
