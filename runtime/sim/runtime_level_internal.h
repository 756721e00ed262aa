#pragma once
// What RuntimeLevel's implementation files share: the snapshot copied out of the document
// at build time and the per-type data the tick reads. Not part of the public API.
#include <optional>
#include <string>
#include <vector>

#include "model/enemy_type.h"
#include "model/level_object.h"
#include "model/project.h"
#include "sim/runtime_level.h"
#include "sim/wall_grid.h"

namespace sw {

// A 64-bit seed for one entity: mixes the run's seed with two numbers naming the entity,
// so every enemy, player and the level get their own independent MWC stream.
std::uint64_t simSeed(std::uint64_t seed, std::uint64_t a, std::uint64_t b);

inline MwcRandom entityRandom(std::uint64_t seed, std::uint64_t a, std::uint64_t b) {
  const std::uint64_t r = simSeed(seed, a, b);
  return MwcRandom(std::uint32_t(r), std::uint32_t(r >> 32));
}

struct RuntimeLevel::Type {
  std::string name;
  std::string mesh;
  Color color;
  std::vector<Vec3> spheres;
  int shape = -1;  // collision shape id
  EnemyMovement movement = EnemyMovement::FollowPath;
  std::int64_t health = 1;
  std::int64_t score = 0;
  Vec2 direction{-1, 0};  // normalised
  double sineAmplitude = 0;
  std::int64_t sinePeriodTicks = 0;
  MotionProfile motion;
  int pattern = -1;  // default bullet pattern, index into the PatternRuntime's patterns
  std::int64_t fireIntervalTicks = 60;
  std::int64_t firstShotDelayTicks = 30;
  bool hasStates = false;
  StateMachine machine{CompiledBehaviour{}};
  // `fire` without a weapon was reported for this type: once per run, not every tick.
  // Not game state (never hashed): only what the Log hears.
  bool reportedNoWeapon = false;
};

struct RuntimeLevel::Wave {
  std::string name;
  std::vector<int> spawns;
  bool cleared = false;
};

struct RuntimeLevel::TriggerSpec {
  Vec2 position;  // absolute (editor layout)
  Trigger::Activation activation = Trigger::Activation::PlayerEnters;
  std::int64_t flags = 0;
  std::int64_t delayTicks = 0;
  int target = -1;  // trigger it enables when it fires
  TriggerCondition condition;
  bool wasHolding = false;  // last tick's answer, so a repeatable trigger fires on the rising edge
};

struct RuntimeLevel::Snapshot {
  Project project;  // tile definitions and the one level, copied
  const Level* level = nullptr;
  RuntimeCamera camera;
  std::vector<std::string> pathNames;
  std::vector<PathCurve> paths;
  std::vector<long> pathLinks;  // chain link a path is attached to, -1 for absolute paths
  std::vector<Type> types;
  std::vector<Wave> waves;
  std::vector<TriggerSpec> triggerSpecs;
  std::vector<int> wallShapes;  // per chain link: its tile's wall shape, -1 for none
  std::vector<WallGrid> wallGrids;  // per tile definition with walls: enemy bullets test these
  std::vector<int> wallGridOfLink;  // per chain link: index into wallGrids, -1 for none
  std::vector<Color> bulletKindColors;  // per project bullet kind
};

// What the pattern interpreter sees of the level: enemies by serial, the ships, the Log
// (defined in runtime_enemies.cpp).
class RuntimeLevel::PatternGame final : public PatternHost {
 public:
  explicit PatternGame(RuntimeLevel& level) : level_(level) {}
  bool emitter(std::uint32_t serial, Emitter& out) override;
  bool nearestShip(Vec2 from, Vec2& out) const override;
  void report(std::uint32_t serial, const std::string& message) override;
  MwcRandom& spareRandom() override;

 private:
  RuntimeLevel& level_;
};

// The running level's state as trigger conditions read it (model/trigger_condition.h):
// used by triggers (runtime_triggers.cpp) and by routes through conditional nav nodes
// (level_routes.cpp), so both read the same values.
class RuntimeLevel::Conditions final : public ConditionSource {
 public:
  explicit Conditions(const RuntimeLevel& level) : level_(level) {}
  double value(ConditionValue what, int index) const override {
    switch (what) {
      case ConditionValue::Tick: return double(level_.ticks_);
      case ConditionValue::Score: {
        double score = 0;
        for (const Player& p : level_.players_) score += double(p.score);
        return score;
      }
      case ConditionValue::SpawnHealth: return double(level_.spawns_[std::size_t(index)].health);
      case ConditionValue::SpawnAlive: return double(level_.spawns_[std::size_t(index)].alive);
      case ConditionValue::SpawnFired: return level_.spawns_[std::size_t(index)].fired ? 1 : 0;
      case ConditionValue::TriggerFired: return level_.triggers_[std::size_t(index)].fired ? 1 : 0;
      case ConditionValue::WaveCleared: return level_.snap_->waves[std::size_t(index)].cleared ? 1 : 0;
    }
    return 0;
  }

 private:
  const RuntimeLevel& level_;
};

}  // namespace sw
