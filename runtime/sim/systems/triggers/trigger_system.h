#pragma once
// Triggers as the game runs them: a player entering the rectangle, a condition over the
// level's state, or an enemy's `emit NAME`. A trigger's delay postpones its firing; a
// trigger without the Once flag fires again on each new entry (or each time its condition
// becomes true). Firing enables the trigger named as its target.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/fields.h"
#include "model/level_object.h"
#include "model/trigger_condition.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/system.h"

namespace sw {

// A trigger's changing part.
struct TriggerProgress {
  static constexpr std::string_view kStateKind = "trigger";
  Vec2 position;  // centre, frame coordinates
  bool enabled = true;
  bool fired = false;              // has fired (the loop or spawns waiting for it see it)
  bool wasHolding = false;         // last tick's answer, so a repeatable trigger fires on the rising edge
  std::int64_t firedTick = -1;
  std::int64_t pendingTicks = -1;  // >= 0: fires when this reaches 0 (delayTicks)
  SW_FIELDS(TriggerProgress, position, enabled, fired, wasHolding, firedTick, pendingTicks)
};

struct TriggerState {
  std::vector<TriggerProgress> triggers;
  SW_FIELDS(TriggerState, triggers)
};

class TriggerSystem final : public StatefulSystem<TriggerState> {
 public:
  enum Phase { Update };

  // What build copied of a trigger; never changes while running.
  struct Spec {
    std::string name;
    Vec2 position;  // absolute (editor layout)
    Vec2 size;
    Trigger::Activation activation = Trigger::Activation::PlayerEnters;
    std::int64_t flags = 0;
    std::int64_t delayTicks = 0;
    int target = -1;  // trigger it enables when it fires
    TriggerCondition condition;
  };

  explicit TriggerSystem(LevelContext& level) : StatefulSystem(level, "triggers") {}
  void connect(const ShooterSystems& systems) { s_ = systems; }
  // Build, in two steps: every trigger first (so names resolve), then each one's target and
  // condition (`i`: the order of add). Problems name the level file and the trigger.
  void add(const Trigger& trigger, Errors& problems);
  void resolve(std::size_t i, const Trigger& trigger, const TriggerCondition::Names& names, Errors& problems);
  // The level's state as conditions read it (sim/shooter/shooter_conditions.h).
  void setConditions(std::unique_ptr<ConditionSource> conditions) { conditions_ = std::move(conditions); }
  const ConditionSource& conditions() const { return *conditions_; }

  void step(int phase, const TickInput& input) override;

  std::size_t count() const { return specs_.size(); }
  const Spec& spec(std::size_t i) const { return specs_[i]; }
  const TriggerProgress& progress(std::size_t i) const { return state_.triggers[i]; }
  const std::vector<std::string>& names() const { return names_; }
  int index(std::string_view name) const;  // -1 when there is none
  bool fired(std::size_t i) const { return state_.triggers[i].fired; }
  bool fired(std::string_view name) const;  // false when there is none
  // Fires trigger `i` now, or after its delay.
  void start(std::size_t i);
  // `emit NAME` from an enemy's behaviour: fires the trigger of that name (its delay
  // applies). A name no trigger has is an event nobody listens to, which is fine.
  void fireNamed(std::string_view name);

 protected:
  std::string_view label(const TriggerState&, std::string_view, std::size_t i) const override {
    return i < specs_.size() ? std::string_view(specs_[i].name) : std::string_view();
  }
  bool fits(const TriggerState& saved) const override { return saved.triggers.size() == specs_.size(); }

 private:
  void fire(std::size_t i, std::int64_t t);

  ShooterSystems s_;
  std::vector<Spec> specs_;
  std::vector<std::string> names_;
  std::unique_ptr<ConditionSource> conditions_;  // the level's state as conditions read it
};

}  // namespace sw
