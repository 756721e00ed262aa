#pragma once
// What a replay test asserts about a run besides its hash (sim/replay/replay_run.h): a condition
// over the values a running level exposes, checked at the end of the run or by a tick.
//
//   EXPRESSION                       must hold after the last tick
//   EXPRESSION by tick N             must hold after some tick t <= N (checked every tick)
//   EXPRESSION at tick N             must hold right after tick N
//
// EXPRESSION is the language of core/expression.h (and, or, not, comparisons, + - * / %)
// over these names (booleans are 1 and 0):
//   tick                              ticks run so far
//   score, lives                      all players' score / lives left, summed
//   player1.score .lives .alive .out .hits .multiplier     (player2 too in a 2-player run)
//   enemies.alive                     enemies on screen now
//   enemies.TYPE.alive                enemies of enemy type TYPE on screen now
//   enemies.TYPE.health               health left in every ship of that type, launched or not:
//                                     0 once all of them died or left ("all drones dead")
//   SPAWN.health .alive .fired .launched   a spawn by its level-object name ("boss.health")
//   TRIGGER.fired                     a trigger by its name
//   WAVE.cleared                      a wave by its name
//   level.finished                    the camera reached the chain's end
//   game.over                         every player is out
//   game.won                          a whole game's last level and its results are done
//   game.level                        the running level's place in the game's order (1 first;
//                                     1 in a single-level run)
// Names of a level's objects and enemy types are those of the level the run began with; in a
// whole game they read 0 once the run has moved on to another level.
// The reserved names (tick, score, lives, player1, player2, enemies, level, game) come before
// level objects of the same name. Qt-free, and no exception leaves this API.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

class RuntimeLevel;

enum class ReplayWhen : std::uint8_t { End, ByTick, AtTick };

// A condition's text split into its expression and its timing. `column` values are
// 1-based, counted in the condition's text.
struct ReplayConditionText {
  std::string expression;
  ReplayWhen when = ReplayWhen::End;
  std::int64_t tick = 0;  // ByTick / AtTick
};

// Splits "EXPR by tick N" and checks the expression's syntax. On failure: nullopt, with
// the column and what is wrong.
std::optional<ReplayConditionText> parseReplayCondition(std::string_view text, int* column,
                                                        std::string* problem);

// A condition compiled against one running level: names resolved to indices once, so
// checking it each tick looks nothing up.
class ReplayCondition {
 public:
  ReplayCondition();
  ReplayCondition(ReplayCondition&&) noexcept;
  ReplayCondition& operator=(ReplayCondition&&) noexcept;
  ~ReplayCondition();

  // `enemyTypes` are the project's enemy type names (a type without spawns in this level
  // still counts as known). nullopt on an unknown name or member, with column and message.
  static std::optional<ReplayCondition> compile(const ReplayConditionText& text, const RuntimeLevel& level,
                                                const std::vector<std::string>& enemyTypes, int* column,
                                                std::string* problem);

  const ReplayConditionText& text() const { return text_; }
  bool holds(const RuntimeLevel& level) const;
  // The names it reads and their values now, for a failure message: "boss.health = 40, tick = 7000".
  std::string values(const RuntimeLevel& level) const;

  struct Node;  // the compiled tree (replay_condition.cpp)

 private:
  ReplayConditionText text_;
  std::unique_ptr<Node> root_;
};

}  // namespace sw
