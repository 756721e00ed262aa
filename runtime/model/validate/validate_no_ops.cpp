#include "model/validate/validate_no_ops.h"

#include <filesystem>
#include <optional>
#include <set>

#include "model/enemies/enemy_actions.h"
#include "model/io/json_properties.h"
#include "model/io/project_io.h"
#include "model/level/camera_track.h"
#include "model/level/spawn.h"
#include "model/project/game_rules_asset.h"

namespace sw {

namespace {

std::string inQuotes(const std::string& s) { return "'" + s + "'"; }

// Every action line of an enemy type that parses, with its place.
struct ActionLine {
  std::size_t state;
  StateList list;
  std::size_t index;
  Action action;
};

std::vector<ActionLine> actionLines(const EnemyType& type) {
  std::vector<ActionLine> out;
  for (std::size_t s = 0; s < type.states.size(); ++s) {
    const EnemyState& state = *type.states[s];
    for (StateList list : {StateList::Begin, StateList::Tick, StateList::End}) {
      const auto& lines = list == StateList::Begin  ? state.begin
                          : list == StateList::Tick ? state.tick
                                                    : state.end;
      for (std::size_t i = 0; i < lines.size(); ++i)
        if (auto parsed = parseAction(lines[i])) out.push_back({s, list, i, *parsed.value});
    }
  }
  return out;
}

const std::vector<std::string>& linesOf(const EnemyState& state, StateList list) {
  return list == StateList::Begin ? state.begin : list == StateList::Tick ? state.tick : state.end;
}

void fireWithoutWeapon(const Project& project, const std::string& projectFile, Errors& warnings) {
  for (std::size_t t = 0; t < project.enemyTypes.size(); ++t) {
    const EnemyType& type = *project.enemyTypes[t];
    if (!type.pattern.empty()) continue;
    const auto lines = actionLines(type);
    bool armed = false;  // a setPattern somewhere may give it a pattern before it fires
    for (const auto& l : lines)
      armed = armed || (l.action.kind == ActionKind::SetPattern && !l.action.name.empty());
    if (armed) continue;
    for (const auto& l : lines) {
      if (l.action.kind != ActionKind::Fire && l.action.kind != ActionKind::StartFiring) continue;
      if (!l.action.name.empty()) continue;  // names its own pattern
      const EnemyState& state = *type.states[l.state];
      warnings.push_back(
          {projectFile,
           pointerChild("/enemyTypes", t) + "/states/" + std::to_string(l.state) + "/" + toString(l.list) +
               "/" + std::to_string(l.index),
           describeLine(type.name, state.name, l.list, l.index, linesOf(state, l.list)[l.index]) +
               ": the enemy type has no default pattern, so no bullet is fired; set its Pattern, name a "
               "pattern ('fire PATTERN') or run 'setPattern PATTERN' first"});
    }
  }
}

void levelNoOps(const Project& project, const Level& level, const std::string& levelFile,
                const std::set<std::string>& emitted, Errors& warnings) {
  // A free level's camera follows its characters: it needs no chain.
  if (level.chain.empty() && level.kind == Level::Kind::Scrolling)
    warnings.push_back(
        {levelFile, "/chain",
         "level " + inQuotes(level.name) +
             " has no chain links: Play scrolls over an empty grid and never ends; append a tile"});
  // A spawn timed after the camera reaches the chain's end never appears (issue #45: tick 320
  // on a 30-tick chain). Not checked with loops: a loop repeated by a trigger has no fixed end.
  const std::optional<std::int64_t> chainEnd = fixedChainEnd(project, level);
  std::set<std::string> enabledByTrigger;
  for (const auto& object : level.objects)
    if (const auto* trigger = sw::objectCast<const Trigger*>(object.get()); trigger && !trigger->target.empty())
      enabledByTrigger.insert(trigger->target);
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const LevelObject& object = *level.objects[i];
    const std::string ptr = pointerChild("/objects", i);
    if (const auto* spawn = sw::objectCast<const Spawn*>(&object)) {
      const EnemyType* type = project.findEnemyType(spawn->enemyType);
      if (spawn->path.empty() && type && type->movement == EnemyMovement::FollowPath)
        warnings.push_back(
            {levelFile, ptr + "/path",
             "spawn " + inQuotes(spawn->name) + " has no path, but enemy type " + inQuotes(type->name) +
                 " moves by following a path: its ships stay where they appear; give the spawn "
                 "a path or the enemy type another movement"});
      if (chainEnd && spawn->when == Spawn::When::AtTick && spawn->tick > *chainEnd)
        warnings.push_back({levelFile, ptr + "/tick",
                            "spawn " + inQuotes(spawn->name) + " is timed at tick " + std::to_string(spawn->tick) +
                                ", after the chain ends (tick " + std::to_string(*chainEnd) +
                                "): the level is over before it appears; move it earlier or add chain links"});
    } else if (const auto* loop = sw::objectCast<const Loop*>(&object)) {
      // A missing trigger is a broken reference (an error); here: one that can never fire.
      const auto* trigger = sw::objectCast<const Trigger*>(level.findByName(loop->untilTrigger));
      if (!trigger || (trigger->flags & Trigger::StartsEnabled) || enabledByTrigger.count(trigger->name) ||
          emitted.count(trigger->name))
        continue;
      warnings.push_back(
          {levelFile, ptr + "/untilTrigger",
           "loop " + inQuotes(loop->name) + " repeats until trigger " + inQuotes(trigger->name) +
               " fires, but nothing fires it: it starts disabled, no trigger enables it and no "
               "enemy emits " +
               inQuotes(trigger->name)});
    }
  }
}

}  // namespace

void findSilentNoOps(const Project& project, Errors& warnings) {
  namespace fs = std::filesystem;
  const std::string projectFile = (fs::path(project.directory) / kProjectFileName).string();
  fireWithoutWeapon(project, projectFile, warnings);
  std::set<std::string> emitted;  // names any enemy's behaviour emits
  for (const auto& type : project.enemyTypes)
    for (const auto& l : actionLines(*type))
      if (l.action.kind == ActionKind::Emit) emitted.insert(l.action.name);
  for (const auto& level : project.levels)
    levelNoOps(project, *level, (fs::path(project.directory) / level->file).string(), emitted, warnings);
  // The title screen draws without a title image it cannot find: the game still starts.
  if (!project.rules.titleImage.empty() && !project.hasFile(project.rules.titleImage))
    warnings.push_back({(fs::path(project.directory) / kGameRulesFileName).string(), "/titleImage",
                        "title image '" + project.rules.titleImage +
                            "' does not exist: the title screen draws without it"});
}

}  // namespace sw
