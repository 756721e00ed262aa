#include "model/level/trigger_condition.h"

#include <array>
#include <cmath>

namespace sw {

namespace {
constexpr int kMaxDepth = 32;  // the evaluation stack is a fixed array: no allocation per check
}

TriggerCondition TriggerCondition::compile(std::string_view text, const Names& names, std::string* problem) {
  TriggerCondition c;
  ExpressionParse parse = parseExpression(text);
  if (!parse.check) {
    *problem = parse.check.describe();
    return c;
  }
  if (!c.compileNode(*parse.root, names, problem)) {
    c.program_.clear();
    return c;
  }
  // Postfix depth: simulate the stack.
  int depth = 0;
  for (const Op& op : c.program_) {
    if (op.kind == Op::Kind::Constant || op.kind == Op::Kind::Value) ++depth;
    else if (op.kind == Op::Kind::Binary) --depth;
    c.depth_ = std::max(c.depth_, depth);
  }
  if (c.depth_ > kMaxDepth) {
    *problem = "the condition nests too deeply (at most " + std::to_string(kMaxDepth) + " levels)";
    c.program_.clear();
  }
  return c;
}

bool TriggerCondition::compileNode(const ExprNode& node, const Names& names, std::string* problem) {
  auto where = [&](const ExprNode& n) { return "column " + std::to_string(n.column) + ": "; };
  switch (node.kind) {
    case ExprNode::Kind::Number:
      program_.push_back({Op::Kind::Constant, {}, {}, -1, node.number});
      return true;
    case ExprNode::Kind::Bool:
      program_.push_back({Op::Kind::Constant, {}, {}, -1, node.boolean ? 1.0 : 0.0});
      return true;
    case ExprNode::Kind::Name:
      if (node.name == "tick") {
        program_.push_back({Op::Kind::Value, {}, ConditionValue::Tick, -1, 0});
        return true;
      }
      if (node.name == "score") {
        program_.push_back({Op::Kind::Value, {}, ConditionValue::Score, -1, 0});
        return true;
      }
      *problem = where(node) + "'" + node.name + "' is not a value; use tick, score or NAME.member";
      return false;
    case ExprNode::Kind::Member: {
      const ExprNode& object = *node.children[0];
      if (object.kind != ExprNode::Kind::Name) {
        *problem = where(node) + "'." + node.name + "' must follow an object's name";
        return false;
      }
      const std::string& name = object.name;
      const std::string& member = node.name;
      Op op{Op::Kind::Value, {}, {}, -1, 0};
      if (member == "health" || member == "alive" || member == "fired") {
        const int spawn = names.spawn(name);
        const int trigger = member == "fired" ? names.trigger(name) : -1;
        if (spawn >= 0) {
          op.index = spawn;
          op.value = member == "health" ? ConditionValue::SpawnHealth
                     : member == "alive" ? ConditionValue::SpawnAlive
                                         : ConditionValue::SpawnFired;
        } else if (trigger >= 0) {
          op.index = trigger;
          op.value = ConditionValue::TriggerFired;
        } else {
          *problem = where(object) + "no spawn" + (member == "fired" ? " or trigger" : "") + " is named '" + name + "'";
          return false;
        }
      } else if (member == "cleared") {
        op.index = names.wave(name);
        op.value = ConditionValue::WaveCleared;
        if (op.index < 0) {
          *problem = where(object) + "no spawn belongs to a wave named '" + name + "'";
          return false;
        }
      } else {
        *problem = where(node) + "unknown member '" + member + "' (health, alive, fired, cleared)";
        return false;
      }
      program_.push_back(op);
      return true;
    }
    case ExprNode::Kind::Unary:
      if (!compileNode(*node.children[0], names, problem)) return false;
      program_.push_back({Op::Kind::Unary, node.op, {}, -1, 0});
      return true;
    case ExprNode::Kind::Binary:
      if (!compileNode(*node.children[0], names, problem) || !compileNode(*node.children[1], names, problem)) return false;
      program_.push_back({Op::Kind::Binary, node.op, {}, -1, 0});
      return true;
    case ExprNode::Kind::Call:
      *problem = where(node) + "conditions cannot call functions";
      return false;
  }
  return false;
}

bool TriggerCondition::holds(const ConditionSource& source) const {
  if (program_.empty()) return false;
  std::array<double, kMaxDepth> stack{};
  int top = 0;
  for (const Op& op : program_) {
    switch (op.kind) {
      case Op::Kind::Constant: stack[std::size_t(top++)] = op.number; break;
      case Op::Kind::Value: stack[std::size_t(top++)] = source.value(op.value, op.index); break;
      case Op::Kind::Unary: {
        double& a = stack[std::size_t(top - 1)];
        a = applyUnary(op.op, a);
        break;
      }
      case Op::Kind::Binary: {
        const double b = stack[std::size_t(--top)];
        double& a = stack[std::size_t(top - 1)];
        a = applyBinary(op.op, a, b);  // a condition never yields NaN
        break;
      }
    }
  }
  return top > 0 && stack[std::size_t(top - 1)] != 0;
}

}  // namespace sw
