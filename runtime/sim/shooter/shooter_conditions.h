#pragma once
// The running shooter level's state as trigger conditions read it (model/trigger_condition.h):
// used by triggers and by routes through conditional nav nodes, so both read the same values.
#include "model/trigger_condition.h"
#include "sim/level_context.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/triggers/trigger_system.h"

namespace sw {

class ShooterConditions final : public ConditionSource {
 public:
  ShooterConditions(const LevelContext& level, const ShooterSystems& systems) : level_(level), s_(systems) {}
  double value(ConditionValue what, int index) const override {
    const std::size_t i = std::size_t(index);
    switch (what) {
      case ConditionValue::Tick: return double(level_.tick());
      case ConditionValue::Score: {
        double score = 0;
        for (const Player& p : s_.players->players()) score += double(p.score);
        return score;
      }
      case ConditionValue::SpawnHealth: return double(s_.enemies->spawnProgress(i).health);
      case ConditionValue::SpawnAlive: return double(s_.enemies->spawnProgress(i).alive);
      case ConditionValue::SpawnFired: return s_.enemies->spawnProgress(i).fired ? 1 : 0;
      case ConditionValue::TriggerFired: return s_.triggers->fired(i) ? 1 : 0;
      case ConditionValue::WaveCleared: return s_.enemies->waveCleared(i) ? 1 : 0;
    }
    return 0;
  }

 private:
  const LevelContext& level_;
  ShooterSystems s_;
};

}  // namespace sw
