// Triggers as the game runs them: a player entering the rectangle, a condition over the
// level's state, or an enemy's `emit NAME`. A trigger's delay postpones its firing; a
// trigger without the Once flag fires again on each new entry (or each time its condition
// becomes true). Firing enables the trigger named as its target.
#include "sim/runtime_level_internal.h"

namespace sw {

void RuntimeLevel::updateTriggers(std::int64_t t) {
  const Vec2 origin = frameOrigin();
  const Conditions conditions(*this);
  for (std::size_t i = 0; i < triggers_.size(); ++i) {
    RuntimeTrigger& trigger = triggers_[i];
    TriggerSpec& spec = snap_->triggerSpecs[i];
    // Static level content sits at the same place in every pass of a loop.
    trigger.position = spec.position - origin;
    if (trigger.pendingTicks >= 0) {
      if (trigger.pendingTicks == 0) {
        trigger.pendingTicks = -1;
        fireTrigger(i, t);
      } else {
        --trigger.pendingTicks;
      }
      continue;
    }
    if (!trigger.enabled) continue;
    if (trigger.fired && (spec.flags & Trigger::Once)) continue;
    bool entered = false;
    if (spec.activation != Trigger::Activation::Condition) {
      const Vec2 half = trigger.size * 0.5;
      for (const Player& p : players_)
        if (p.alive && std::abs(p.position.x - trigger.position.x) <= half.x &&
            std::abs(p.position.y - trigger.position.y) <= half.y)
          entered = true;
    }
    const bool condition = spec.activation != Trigger::Activation::PlayerEnters && spec.condition.holds(conditions);
    const bool holding = spec.activation == Trigger::Activation::PlayerEnters ? entered
                         : spec.activation == Trigger::Activation::Condition  ? condition
                                                                              : entered && condition;
    const bool rising = holding && !spec.wasHolding;
    spec.wasHolding = holding;
    if (rising) startTrigger(i);
  }
}

void RuntimeLevel::startTrigger(std::size_t index) {
  RuntimeTrigger& trigger = triggers_[index];
  const TriggerSpec& spec = snap_->triggerSpecs[index];
  if (trigger.pendingTicks >= 0) return;  // already on its way
  if (trigger.fired && (spec.flags & Trigger::Once)) return;
  if (spec.delayTicks > 0) trigger.pendingTicks = spec.delayTicks - 1;
  else fireTrigger(index, ticks_);
}

void RuntimeLevel::fireTrigger(std::size_t index, std::int64_t t) {
  RuntimeTrigger& trigger = triggers_[index];
  trigger.fired = true;
  trigger.firedTick = t;
  const int target = snap_->triggerSpecs[index].target;
  if (target >= 0) triggers_[std::size_t(target)].enabled = true;
}

// `emit NAME` from an enemy's behaviour: fires the trigger of that name (its delay
// applies). A name no trigger has is an event nobody listens to, which is fine.
void RuntimeLevel::emitEvent(std::string_view name) {
  for (std::size_t i = 0; i < triggers_.size(); ++i)
    if (triggers_[i].name == name) startTrigger(i);
}

}  // namespace sw
