#include "model/validate/validate_triggers.h"

#include <algorithm>

#include "model/io/json_properties.h"
#include "model/level/spawn.h"
#include "model/level/trigger_condition.h"
#include "model/validate/condition_names.h"

namespace sw {

void validateTriggers(const Level& level, const std::string& levelFile, Errors& errors) {
  const ConditionNames conditionNames(level);
  const TriggerCondition::Names names = conditionNames.lookups();
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
