#pragma once
// The small number language of bullet patterns (bullet_pattern.h): every count, angle,
// speed and tick value of a pattern is one of these. Parsed once into postfix code, so
// the simulation evaluates without parsing, without allocating and deterministically.
//
// Grammar (loosest binding first):
//   sum     := product (("+" | "-") product)*
//   product := unary (("*" | "/") unary)*
//   unary   := ("-" | "+") unary | primary
//   primary := number | "$rank" | "$rand" | "$" digits | "$" name | "(" sum ")"
// Numbers: 12, 0.5, .5, 1e3. `$rank`: the run's rank, 0..1. `$rand`: a fresh uniform
// number in [0, 1) on EVERY evaluation (drawn from the firing enemy's own generator).
// `$1`..`$n`: the pattern's parameters by position; `$name`: by name.
//
// Arithmetic: IEEE doubles, left to right. x / 0 is 0, and a result that is not finite
// is 0, so a running game never sees NaN or infinity.
//
// Limits (bad input never hangs or overflows): at most kMaxExprLength characters,
// kMaxExprDepth nested parentheses / unary signs, kMaxExprStack values on the stack.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

inline constexpr std::size_t kMaxExprLength = 256;
inline constexpr int kMaxExprDepth = 32;
inline constexpr int kMaxExprStack = 64;

enum class PatternExprOp : std::uint8_t { Number, Rank, Rand, Param, Negate, Add, Subtract, Multiply, Divide };

struct PatternExprStep {
  PatternExprOp op = PatternExprOp::Number;
  double value = 0;  // Number
  int param = -1;    // Param: 0-based index into the pattern's parameters
};

// A parsed expression: postfix steps. Empty code is never produced by a successful parse.
struct PatternExprCode {
  std::vector<PatternExprStep> steps;
  bool usesRand() const;
  bool usesRank() const;
  // The value when it depends on nothing (no rank, rand or parameter); else false.
  bool constant(double& out) const;
};

struct PatternExprParse {
  PatternExprCode code;
  std::string error;  // "" when ok, else "column 4: ..." naming what is wrong
  explicit operator bool() const { return error.empty(); }
};

// `parameters`: the names of the pattern's parameters in order (for $name and the range of $n).
PatternExprParse parsePatternExpr(std::string_view text, const std::vector<std::string>& parameters);

// What an evaluation sees. `rand` returns a uniform number in [0, 1); it is called once
// per `$rand` step. No allocation.
struct PatternExprEnv {
  double rank = 0.5;
  const double* params = nullptr;
  std::size_t paramCount = 0;  // a $n beyond it reads 0
  double (*rand)(void* state) = nullptr;  // null: $rand is 0.5
  void* randState = nullptr;
};

double evaluate(const PatternExprCode& code, const PatternExprEnv& env);

// Closed interval [lo, hi] a value can take: validation's bound on counts and waits, with
// rank and rand over [0, 1] and each parameter over its given interval.
struct PatternInterval {
  double lo = 0, hi = 0;
};
PatternInterval bounds(const PatternExprCode& code, const std::vector<PatternInterval>& params);

}  // namespace sw
