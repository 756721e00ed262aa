#include "model/validate/validate_triggers.h"

#include <algorithm>

#include "model/io/json_properties.h"
#include "model/level/spawn.h"
#include "model/level/trigger_condition.h"

namespace sw {

void validateTriggers(const Level& level, const std::string& levelFile, Errors& errors) {
  std::vector<std::string> spawns, triggers, waves;
  for (const auto& object : level.objects) {
    if (const auto* spawn = sw::objectCast<const Spawn*>(object.get())) {
      spawns.push_back(spawn->name);
      if (!spawn->wave.empty() && std::find(waves.begin(), waves.end(), spawn->wave) == waves.end())
        waves.push_back(spawn->wave);
    } else if (sw::objectCast<const Trigger*>(object.get())) {
      triggers.push_back(object->name);
    }
  }
  auto lookup = [](const std::vector<std::string>& names) {
    return [&names](std::string_view name) {
      const auto it = std::find(names.begin(), names.end(), name);
      return it == names.end() ? -1 : int(it - names.begin());
    };
  };
  const TriggerCondition::Names names{lookup(spawns), lookup(triggers), lookup(waves)};
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const auto* trigger = sw::objectCast<const Trigger*>(level.objects[i].get());
    if (!trigger || trigger->activation == Trigger::Activation::PlayerEnters) continue;
    const std::string where = pointerChild("/objects", i) + "/condition";
    if (trigger->condition.find_first_not_of(" \t") == std::string::npos) {
      errors.push_back({levelFile, where, "trigger '" + trigger->name + "': its activation needs a condition"});
      continue;
    }
    std::string problem;
    TriggerCondition::compile(trigger->condition, names, &problem);
    if (!problem.empty()) errors.push_back({levelFile, where, "trigger '" + trigger->name + "': " + problem});
  }
}

}  // namespace sw
