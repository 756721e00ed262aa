#pragma once
// The names a trigger condition (model/level/trigger_condition.h) may use in a level: its
// spawns, triggers and waves, looked up by index as Play looks them up. Shared by the
// checks of triggers and of nav links' "passable when" conditions.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "model/level/level.h"
#include "model/level/spawn.h"
#include "model/level/trigger_condition.h"

namespace sw {

struct ConditionNames {
  std::vector<std::string> spawns, triggers, waves;

  explicit ConditionNames(const Level& level) {
    for (const auto& object : level.objects) {
      if (const auto* spawn = sw::objectCast<const Spawn*>(object.get())) {
        spawns.push_back(spawn->name);
        if (!spawn->wave.empty() && std::find(waves.begin(), waves.end(), spawn->wave) == waves.end())
          waves.push_back(spawn->wave);
      } else if (sw::objectCast<const Trigger*>(object.get())) {
        triggers.push_back(object->name);
      }
    }
  }
  // Valid while this lives.
  TriggerCondition::Names lookups() const {
    auto lookup = [](const std::vector<std::string>& names) {
      return [&names](std::string_view name) {
        const auto it = std::find(names.begin(), names.end(), name);
        return it == names.end() ? -1 : int(it - names.begin());
      };
    };
    return {lookup(spawns), lookup(triggers), lookup(waves)};
  }
};

}  // namespace sw
