// Triggers' tick (trigger_system.h): players entering, conditions holding, delays running.
#include "sim/systems/triggers/trigger_system.h"

#include <algorithm>
#include <cmath>

#include "sim/level_context.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/players/player_system.h"

namespace sw {

void TriggerSystem::add(const Trigger& trigger, Errors& problems) {
  Spec spec;
  spec.name = trigger.name;
  spec.position = trigger.position;
  spec.size = {std::abs(trigger.size.x), std::abs(trigger.size.y)};
  spec.activation = trigger.activation;
  spec.flags = trigger.flags;
  spec.delayTicks = std::max<std::int64_t>(trigger.delayTicks, 0);
  TriggerProgress progress;
  progress.enabled = (trigger.flags & Trigger::StartsEnabled) != 0;
  specs_.push_back(std::move(spec));
  names_.push_back(trigger.name);
  state_.triggers.push_back(progress);
  if (!trigger.position.isFinite() || !trigger.size.isFinite())
    problems.push_back({level_.levelFile(), "trigger '" + trigger.name + "'", "its position or size is not a finite number"});
}

void TriggerSystem::resolve(std::size_t i, const Trigger& trigger, const TriggerCondition::Names& names,
                            Errors& problems) {
  Spec& spec = specs_[i];
  const std::string where = "trigger '" + trigger.name + "'";
  if (!trigger.target.empty()) spec.target = index(trigger.target);
  const bool wantsCondition = trigger.activation != Trigger::Activation::PlayerEnters;
  if (wantsCondition && trigger.condition.find_first_not_of(" \t") == std::string::npos) {
    problems.push_back({level_.levelFile(), where, "its activation needs a condition, and the condition is empty"});
  } else if (wantsCondition) {
    std::string problem;
    spec.condition = TriggerCondition::compile(trigger.condition, names, &problem);
    if (!problem.empty())
      problems.push_back({level_.levelFile(), where, "condition '" + trigger.condition + "': " + problem});
  }
}

int TriggerSystem::index(std::string_view name) const {
  for (std::size_t i = 0; i < names_.size(); ++i)
    if (names_[i] == name) return int(i);
  return -1;
}

bool TriggerSystem::fired(std::string_view name) const {
  const int i = index(name);
  return i >= 0 && state_.triggers[std::size_t(i)].fired;
}

void TriggerSystem::step(int, const TickInput&) {
  const std::int64_t t = level_.tick();
  const Vec2 origin = s_.camera->frameOrigin();
  for (std::size_t i = 0; i < specs_.size(); ++i) {
    TriggerProgress& trigger = state_.triggers[i];
    const Spec& spec = specs_[i];
    // Static level content sits at the same place in every pass of a loop.
    trigger.position = spec.position - origin;
    if (trigger.pendingTicks >= 0) {
      if (trigger.pendingTicks == 0) {
        trigger.pendingTicks = -1;
        fire(i, t);
      } else {
        --trigger.pendingTicks;
      }
      continue;
    }
    if (!trigger.enabled) continue;
    if (trigger.fired && (spec.flags & Trigger::Once)) continue;
    bool entered = false;
    if (spec.activation != Trigger::Activation::Condition) {
      const Vec2 half = spec.size * 0.5;
      for (const Player& p : s_.players->players())
        if (p.alive && std::abs(p.position.x - trigger.position.x) <= half.x &&
            std::abs(p.position.y - trigger.position.y) <= half.y)
          entered = true;
    }
    const bool condition = spec.activation != Trigger::Activation::PlayerEnters && spec.condition.holds(*conditions_);
    const bool holding = spec.activation == Trigger::Activation::PlayerEnters ? entered
                         : spec.activation == Trigger::Activation::Condition  ? condition
                                                                              : entered && condition;
    const bool rising = holding && !trigger.wasHolding;
    trigger.wasHolding = holding;
    if (rising) start(i);
  }
}

void TriggerSystem::start(std::size_t i) {
  TriggerProgress& trigger = state_.triggers[i];
  const Spec& spec = specs_[i];
  if (trigger.pendingTicks >= 0) return;  // already on its way
  if (trigger.fired && (spec.flags & Trigger::Once)) return;
  if (spec.delayTicks > 0)
    trigger.pendingTicks = spec.delayTicks - 1;
  else
    fire(i, level_.tick());
}

void TriggerSystem::fire(std::size_t i, std::int64_t t) {
  TriggerProgress& trigger = state_.triggers[i];
  trigger.fired = true;
  trigger.firedTick = t;
  level_.events.add("trigger-fired", std::int64_t(i), trigger.position);
  const int target = specs_[i].target;
  if (target >= 0) state_.triggers[std::size_t(target)].enabled = true;
}

void TriggerSystem::fireNamed(std::string_view name) {
  for (std::size_t i = 0; i < names_.size(); ++i)
    if (names_[i] == name) start(i);
}

}  // namespace sw
