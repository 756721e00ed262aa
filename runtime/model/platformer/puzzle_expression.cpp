#include "model/platformer/puzzle_expression.h"

#include <algorithm>
#include <cmath>

#include "model/level/level.h"
#include "model/platformer/puzzle_objects.h"

namespace sw {

namespace {
constexpr int kMaxDepth = 32;  // the evaluation stack lives on the C++ stack
}

std::vector<std::string> puzzleMembers(const LevelObject& object) {
  if (objectCast<const Switch*>(&object)) return {"on", "pressed"};
  if (objectCast<const Door*>(&object)) return {"open", "closed"};
  if (objectCast<const Checkpoint*>(&object) || objectCast<const Goal*>(&object)) return {"reached"};
  if (objectCast<const Barrier*>(&object)) return {"passable"};
  return {};
}

PuzzleExpression PuzzleExpression::compile(std::string_view text, const Resolve& resolve, std::string* problem) {
  return compile(text, resolve, ResolveName{}, problem);
}

PuzzleExpression PuzzleExpression::compile(std::string_view text, const Resolve& resolve,
                                           const ResolveName& resolveName, std::string* problem) {
  PuzzleExpression e;
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return e;
  ExpressionParse parse = parseExpression(text);
  if (!parse.check) {
    *problem = parse.check.describe();
    return e;
  }
  if (!e.compileNode(*parse.root, resolve, resolveName, problem)) {
    e.program_.clear();
    return e;
  }
  int depth = 0, deepest = 0;
  for (const Op& op : e.program_) {
    if (op.kind == Op::Kind::Constant || op.kind == Op::Kind::Slot || op.kind == Op::Kind::Tick) ++depth;
    if (op.kind == Op::Kind::Binary) --depth;
    deepest = std::max(deepest, depth);
  }
  if (deepest > kMaxDepth) {
    *problem = "the expression nests too deeply (at most " + std::to_string(kMaxDepth) + " levels)";
    e.program_.clear();
  }
  return e;
}

bool PuzzleExpression::compileNode(const ExprNode& node, const Resolve& resolve, const ResolveName& resolveName,
                                   std::string* problem) {
  auto where = [&](const ExprNode& n) { return "column " + std::to_string(n.column) + ": "; };
  switch (node.kind) {
    case ExprNode::Kind::Number:
      program_.push_back({Op::Kind::Constant, {}, -1, node.number});
      return true;
    case ExprNode::Kind::Bool:
      program_.push_back({Op::Kind::Constant, {}, -1, node.boolean ? 1.0 : 0.0});
      return true;
    case ExprNode::Kind::Name:
      if (resolveName) {
        std::string why;
        const int slot = resolveName(node.name, &why);
        if (slot < 0) {
          *problem = where(node) + why;
          return false;
        }
        program_.push_back({Op::Kind::Slot, {}, slot, 0});
        return true;
      }
      if (node.name == "tick") {
        program_.push_back({Op::Kind::Tick, {}, -1, 0});
        return true;
      }
      *problem = where(node) + "'" + node.name + "' is not a value; use tick or NAME.member (e.g. lever_1.on)";
      return false;
    case ExprNode::Kind::Member: {
      const ExprNode& object = *node.children[0];
      if (object.kind != ExprNode::Kind::Name) {
        *problem = where(node) + "'." + node.name + "' must follow an object's name";
        return false;
      }
      std::string why;
      const int slot = resolve(object.name, node.name, &why);
      if (slot < 0) {
        *problem = where(object) + why;
        return false;
      }
      program_.push_back({Op::Kind::Slot, {}, slot, 0});
      return true;
    }
    case ExprNode::Kind::Unary:
      if (!compileNode(*node.children[0], resolve, resolveName, problem)) return false;
      program_.push_back({Op::Kind::Unary, node.op, -1, 0});
      return true;
    case ExprNode::Kind::Binary:
      if (!compileNode(*node.children[0], resolve, resolveName, problem) ||
          !compileNode(*node.children[1], resolve, resolveName, problem))
        return false;
      program_.push_back({Op::Kind::Binary, node.op, -1, 0});
      return true;
    case ExprNode::Kind::Call:
      *problem = where(node) + "expressions here cannot call functions";
      return false;
  }
  return false;
}

double PuzzleExpression::evaluate(const double* slots, std::int64_t tick) const {
  double stack[kMaxDepth + 1];
  int top = 0;
  for (const Op& op : program_) {
    switch (op.kind) {
      case Op::Kind::Constant: stack[top++] = op.number; break;
      case Op::Kind::Slot: stack[top++] = slots[op.slot]; break;
      case Op::Kind::Tick: stack[top++] = double(tick); break;
      case Op::Kind::Unary:
        stack[top - 1] = applyUnary(op.op, stack[top - 1]);
        break;
      case Op::Kind::Binary: {
        const double b = stack[--top];
        stack[top - 1] = applyBinary(op.op, stack[top - 1], b);
        break;
      }
    }
  }
  return top > 0 ? stack[top - 1] : 0;
}

std::vector<std::string> puzzleExpressionNames(std::string_view text) {
  std::vector<std::string> names;
  std::string ignored;
  PuzzleExpression::compile(
      text,
      [&](std::string_view object, std::string_view, std::string*) {
        if (std::find(names.begin(), names.end(), object) == names.end()) names.emplace_back(object);
        return 0;
      },
      &ignored);
  return names;
}

std::string puzzleExpressionProblem(const Level& level, std::string_view text) {
  std::string problem;
  PuzzleExpression::compile(
      text,
      [&](std::string_view object, std::string_view member, std::string* why) {
        const LevelObject* o = level.findByName(object);
        if (!o) {
          *why = "there is no object '" + std::string(object) + "' in the level";
          return -1;
        }
        const std::vector<std::string> members = puzzleMembers(*o);
        if (std::find(members.begin(), members.end(), member) != members.end()) return 0;
        std::string offered;
        for (const std::string& m : members) offered += (offered.empty() ? "" : ", ") + m;
        *why = "'" + std::string(object) + "' (" + o->kind() + ") has no '" + std::string(member) + "'" +
               (offered.empty() ? "; expressions cannot read it" : "; it has " + offered);
        return -1;
      },
      &problem);
  return problem;
}

}  // namespace sw
