#include "model/validate/validate_nav.h"

#include <algorithm>
#include <cmath>

#include "model/io/json_properties.h"
#include "model/level/nav_objects.h"
#include "model/level/spawn.h"
#include "model/level/trigger_condition.h"
#include "model/validate/condition_names.h"

namespace sw {
namespace {

void checkCost(double cost, const NavLink& link, const char* direction, const std::string& where,
               const std::string& levelFile, Errors& errors) {
  if (!std::isfinite(cost))
    errors.push_back({levelFile, where, "nav link '" + link.name + "': " + direction + " cost is not a number"});
  else if (cost < 0)
    errors.push_back({levelFile, where, "nav link '" + link.name + "': " + direction + " cost " + describe(cost) +
                                            " is negative"});
}

}  // namespace

void validateNavGraph(const Level& level, const std::string& levelFile, Errors& errors) {
  const ConditionNames names(level);
  const TriggerCondition::Names lookups = names.lookups();
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const LevelObject& object = *level.objects[i];
    const std::string ptr = pointerChild("/objects", i);
    if (const auto* node = sw::objectCast<const NavNode*>(&object)) {
      if (!node->attachedTo.empty() && !level.findByName(node->attachedTo))
        errors.push_back({levelFile, ptr + "/attachedTo", "nav node '" + node->name + "' is attached to '" +
                                                              node->attachedTo + "', which does not exist"});
      if (node->passableWhen.find_first_not_of(" \t\n") != std::string::npos) {
        std::string problem;
        TriggerCondition::compile(node->passableWhen, lookups, &problem);
        if (!problem.empty())
          errors.push_back({levelFile, ptr + "/passableWhen", "nav node '" + node->name + "': " + problem});
      }
    } else if (const auto* link = sw::objectCast<const NavLink*>(&object)) {
      for (const auto& [key, end] : {std::pair{"from", &link->from}, std::pair{"to", &link->to}}) {
        const LevelObject* target = end->empty() ? nullptr : level.findByName(*end);
        if (end->empty())
          errors.push_back({levelFile, ptr + "/" + key, "nav link '" + link->name + "' has no '" + key + "' node"});
        else if (!target)
          errors.push_back({levelFile, ptr + "/" + key, "nav link '" + link->name + "' joins '" + *end +
                                                            "', which does not exist"});
        else if (!sw::objectCast<const NavNode*>(target))
          errors.push_back({levelFile, ptr + "/" + key, "nav link '" + link->name + "' joins '" + *end +
                                                            "', which is a " + target->kind() + ", not a NavNode"});
      }
      if (!link->from.empty() && link->from == link->to)
        errors.push_back({levelFile, ptr + "/to", "nav link '" + link->name + "' joins node '" + link->from +
                                                      "' to itself"});
      checkCost(link->forwardCost, *link, "forward", ptr + "/forwardCost", levelFile, errors);
      checkCost(link->backwardCost, *link, "backward", ptr + "/backwardCost", levelFile, errors);
    }
  }
}

}  // namespace sw
