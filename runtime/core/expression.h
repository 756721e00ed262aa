#pragma once
// The expression language of conditions and computed values ("boss.health < 50",
// "switch_a.on and not door.open"). The editor checks what a designer types; Play will
// compile the tree into its own evaluator. Qt-free, and no exception leaves this API:
// a problem comes back as a column and a message.
//
// Grammar, loosest binding first:
//   or      := and (("||" | "or") and)*
//   and     := equal (("&&" | "and") equal)*
//   equal   := compare (("==" | "!=") compare)*
//   compare := sum (("<" | "<=" | ">" | ">=") sum)*
//   sum     := product (("+" | "-") product)*
//   product := unary (("*" | "/" | "%") unary)*
//   unary   := ("-" | "!" | "not") unary | postfix
//   postfix := primary ("." identifier | "(" [or ("," or)*] ")")*
//   primary := number | "true" | "false" | identifier | "(" or ")"
// Numbers: 12, 0.5, 1e3, 2.5e-2. Identifiers: [A-Za-z_][A-Za-z0-9_]*, not a keyword.
// Only names and members can be called: f(a, b), boss.distanceTo(player).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

// Ok, or where the first problem is (1-based column, in characters) and what it is.
struct ExpressionCheck {
  bool ok = true;
  int column = 0;
  std::string message;

  explicit operator bool() const { return ok; }
  // "column 7: expected an expression after '<'", or "" when ok.
  std::string describe() const;
};

enum class ExprOp : std::uint8_t {
  // unary
  Negate,
  Not,
  // binary
  Or,
  And,
  Equal,
  NotEqual,
  Less,
  LessEqual,
  Greater,
  GreaterEqual,
  Add,
  Subtract,
  Multiply,
  Divide,
  Modulo,
};

// Canonical spelling of an operator ("&&" for and, "!" for not).
const char* toString(ExprOp op);

// What the compiled conditions (triggers, platformer puzzles) make of an operator: booleans are
// 1 and 0, and dividing by zero gives 0, so a condition never yields NaN.
double applyUnary(ExprOp op, double a);
double applyBinary(ExprOp op, double a, double b);

struct ExprNode {
  enum class Kind : std::uint8_t {
    Number,  // number
    Bool,    // boolean
    Name,    // name: a root identifier (an object, a function, a built-in)
    Member,  // name: the member; children[0]: the object
    Unary,   // op; children[0]
    Binary,  // op; children[0], children[1]
    Call,    // children[0]: the callee (Name or Member); children[1..]: arguments
  };
  Kind kind = Kind::Number;
  ExprOp op = ExprOp::Negate;
  double number = 0;
  bool boolean = false;
  std::string name;
  int column = 0;  // 1-based column where the node starts (the operator for Unary/Binary)
  std::vector<std::unique_ptr<ExprNode>> children;
};

struct ExpressionParse {
  std::unique_ptr<ExprNode> root;  // null when !check
  ExpressionCheck check;
};

// Parses the whole text; trailing text after a complete expression is an error.
// Empty (or blank) text is an error too ("expected an expression"): callers for which an
// empty expression means "none" test for that first.
ExpressionParse parseExpression(std::string_view text);
ExpressionCheck checkExpression(std::string_view text);

// Fully parenthesised text of a tree, e.g. "((a.b < 3) && !(c))": for tests and logs.
std::string toString(const ExprNode& node);

}  // namespace sw
