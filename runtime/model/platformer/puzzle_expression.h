#pragma once
// The platformer's expressions (a door's "opens when", a barrier's "passable"): the trigger
// expression language (core/expression.h) over the level's puzzle pieces, compiled once at
// build into a flat postfix program over numbered slots, so evaluating one every tick neither
// looks names up nor allocates.
//
// What they read (booleans are 1 and 0):
//   tick                ticks run so far
//   SWITCH.on           a lever that is on, a plate weighed down (SWITCH.pressed: the same)
//   DOOR.open           1 once the door is fully open; DOOR.closed: 1 while fully shut
//   CHECKPOINT.reached  1 once a character reached it; GOAL.reached likewise
//   BARRIER.passable    the barrier's way now (+1, -1 or 0)
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/expression.h"

namespace sw {

class Level;
class LevelObject;

// The members an object offers expressions ("on", "pressed" for a switch ...); none for kinds
// expressions cannot read.
std::vector<std::string> puzzleMembers(const LevelObject& object);

class PuzzleExpression {
 public:
  // Slot of `object.member`, or -1 with `problem` set ("no object 'x'", "a door has no 'on'").
  using Resolve = std::function<int(std::string_view object, std::string_view member, std::string* problem)>;
  // Empty text compiles to an empty expression (callers say what that means). A problem says
  // what is wrong and at which column.
  static PuzzleExpression compile(std::string_view text, const Resolve& resolve, std::string* problem);
  // Bare names (a creature's signals, model/platformer/animation.h): the slot of `name`, or -1
  // with `problem` set. Given, it decides every bare name, tick included.
  using ResolveName = std::function<int(std::string_view name, std::string* problem)>;
  static PuzzleExpression compile(std::string_view text, const Resolve& resolve, const ResolveName& resolveName,
                                  std::string* problem);

  bool empty() const { return program_.empty(); }
  // The value with slot i reading slots[i]; `tick` for the name tick.
  double evaluate(const double* slots, std::int64_t tick) const;

 private:
  struct Op {
    enum class Kind : std::uint8_t { Constant, Slot, Tick, Unary, Binary } kind = Kind::Constant;
    ExprOp op = ExprOp::Negate;
    int slot = -1;
    double number = 0;
  };
  bool compileNode(const ExprNode& node, const Resolve& resolve, const ResolveName& resolveName,
                   std::string* problem);
  std::vector<Op> program_;
};

// The objects `text` reads (each once, in order of first mention); empty when it does not parse.
std::vector<std::string> puzzleExpressionNames(std::string_view text);

// What is wrong with `text` as an expression over `level`'s objects, or empty: it parses and
// every name it reads is an object of the level with that member.
std::string puzzleExpressionProblem(const Level& level, std::string_view text);

}  // namespace sw
