#pragma once
// A trigger's condition ("boss.health <= 0", "w2.cleared and tick > 900") compiled once at
// build into a flat postfix program over resolved indices, so checking it every tick
// neither looks names up nor allocates.
//
// What a condition can read:
//   tick                      ticks run so far
//   score                     all players' score together
//   SPAWN.health              health left in the spawn's ships, launched or not (0 when all died)
//   SPAWN.alive               ships of the spawn alive now
//   SPAWN.fired               1 once the spawn fired
//   TRIGGER.fired             1 once the trigger fired
//   WAVE.cleared              1 once every ship of the wave is gone
// Numbers, true/false, and the operators of core/expression.h; booleans are 1 and 0.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/expression.h"

namespace sw {

enum class ConditionValue : std::uint8_t { Tick, Score, SpawnHealth, SpawnAlive, SpawnFired, TriggerFired, WaveCleared };

// What the running level answers for a condition.
class ConditionSource {
 public:
  virtual ~ConditionSource() = default;
  virtual double value(ConditionValue what, int index) const = 0;
};

class TriggerCondition {
 public:
  // Names resolve through these lookups (-1: no such object).
  struct Names {
    std::function<int(std::string_view)> spawn;
    std::function<int(std::string_view)> trigger;
    std::function<int(std::string_view)> wave;
  };
  // The message says what is wrong and where (column), or is empty on success.
  static TriggerCondition compile(std::string_view text, const Names& names, std::string* problem);

  bool empty() const { return program_.empty(); }
  bool holds(const ConditionSource& source) const;

 private:
  struct Op {
    enum class Kind : std::uint8_t { Constant, Value, Unary, Binary } kind = Kind::Constant;
    ExprOp op = ExprOp::Negate;
    ConditionValue value = ConditionValue::Tick;
    int index = -1;
    double number = 0;
  };
  bool compileNode(const ExprNode& node, const Names& names, std::string* problem);
  std::vector<Op> program_;
  int depth_ = 0;  // deepest stack the program needs
};

}  // namespace sw
