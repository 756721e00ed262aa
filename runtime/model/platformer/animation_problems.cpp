// What is wrong with a creature's animation lines beyond their syntax (animation.h): names
// that name nothing, conditions over names that are no signal, groups the sprite lacks, and
// animations that hand over to each other at once for ever without showing a frame.
#include <algorithm>
#include <map>

#include "core/expression.h"
#include "model/platformer/animation.h"
#include "model/tiles/tileset.h"

namespace sw {

namespace animation_checks {

std::string signalList() {
  std::string out;
  for (int i = 0; i < kSignalCount; ++i) out += (i ? ", " : "") + std::string(signalName(CreatureSignal(i)));
  return out;
}

// The first name in a condition that is not a signal (or a member or call: signals have
// neither), with its column in the condition; nothing when all are signals.
std::optional<std::pair<int, std::string>> conditionNameProblem(const ExprNode& node) {
  switch (node.kind) {
    case ExprNode::Kind::Name:
      if (findSignal(node.name)) return std::nullopt;
      return std::pair{node.column, "'" + node.name + "' is not a signal; conditions read " + signalList()};
    case ExprNode::Kind::Member:
      return std::pair{node.column, "signals have no members ('." + node.name + "')"};
    case ExprNode::Kind::Call:
      return std::pair{node.column, "conditions cannot call functions"};
    default:
      for (const auto& child : node.children)
        if (auto problem = conditionNameProblem(*child)) return problem;
      return std::nullopt;
  }
}

std::optional<double> evaluateConstant(const ExprNode& node) {
  switch (node.kind) {
    case ExprNode::Kind::Number:
      return node.number;
    case ExprNode::Kind::Bool:
      return node.boolean ? 1.0 : 0.0;
    case ExprNode::Kind::Unary: {
      auto a = evaluateConstant(*node.children[0]);
      return a ? std::optional(applyUnary(node.op, *a)) : std::nullopt;
    }
    case ExprNode::Kind::Binary: {
      auto a = evaluateConstant(*node.children[0]);
      auto b = a ? evaluateConstant(*node.children[1]) : std::nullopt;
      return b ? std::optional(applyBinary(node.op, *a, *b)) : std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

// Where each animation goes at once, whatever the signals: the target of its first switch
// that is always true (one reading no signal), or for a group known to be empty (it has no
// frame to show) what it chains to; -1 when it shows a frame.
std::vector<int> immediateHandOvers(const std::vector<AnimationLine>& lines,
                                    const std::map<std::string, int>& index,
                                    const std::vector<bool>& emptyGroup) {
  std::vector<int> out(lines.size(), -1);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    for (const auto& s : lines[i].switches) {
      auto value = constantCondition(s.condition);
      auto target = index.find(s.target);
      if (value && *value != 0 && target != index.end() && target->second != int(i)) {
        out[i] = target->second;
        break;
      }
    }
    if (out[i] < 0 && emptyGroup[i])
      if (auto next = index.find(lines[i].next); next != index.end()) out[i] = next->second;
  }
  return out;
}

}  // namespace animation_checks

std::optional<double> constantCondition(std::string_view condition) {
  ExpressionParse parse = parseExpression(condition);
  if (!parse.check) return std::nullopt;
  return animation_checks::evaluateConstant(*parse.root);
}

std::vector<AnimationProblem> animationProblems(const std::vector<std::string>& texts,
                                                const Tileset* sprite) {
  std::vector<AnimationProblem> problems;
  // Parsed lines and the list line each came from.
  std::vector<AnimationLine> lines;
  std::vector<int> lineOf;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    AnimationProblem problem;
    if (auto line = parseAnimationLine(texts[i], &problem)) {
      lines.push_back(std::move(*line));
      lineOf.push_back(int(i));
    } else {
      problem.line = int(i);
      problems.push_back(std::move(problem));
    }
  }
  auto report = [&](std::size_t at, int column, std::string message) {
    problems.push_back({lineOf[at], column, std::move(message)});
  };

  std::map<std::string, int> index;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (!index.emplace(lines[i].name, int(i)).second)
      report(i, lines[i].nameColumn, "a second animation named '" + lines[i].name + "'");
  auto known = [&](const std::string& name) { return index.count(name) > 0; };

  std::vector<bool> emptyGroup(lines.size(), false);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const AnimationLine& line = lines[i];
    if (!line.next.empty()) {
      if (line.play != AnimationTemplate::Once)
        report(i, line.nextColumn,
               std::string("'") + templateName(line.play) +
                   "' never ends, so 'then' never happens (only 'once' ends)");
      else if (!known(line.next))
        report(i, line.nextColumn, "no animation named '" + line.next + "' to play after it");
    }
    for (const auto& s : line.switches) {
      ExpressionParse parse = parseExpression(s.condition);
      if (!parse.check) {
        report(i, s.conditionColumn + parse.check.column - 1, parse.check.message);
      } else if (auto bad = animation_checks::conditionNameProblem(*parse.root)) {
        report(i, s.conditionColumn + bad->first - 1, bad->second);
      }
      if (!known(s.target)) report(i, s.targetColumn, "no animation named '" + s.target + "' to switch to");
    }
    if (!sprite) continue;
    const FrameGroup* group = sprite->findFrameGroup(line.group);
    if (!group) {
      report(i, line.groupColumn,
             "the sprite '" + sprite->name + "' has no frame group '" + line.group + "'");
      continue;
    }
    if (group->frames.empty()) {
      emptyGroup[i] = true;
      report(i, line.groupColumn,
             "frame group '" + line.group + "' has no frames: the animation shows nothing");
    }
    for (const auto& e : line.events)
      if (e.frame >= std::int64_t(group->frames.size()) && !group->frames.empty())
        report(i, e.column,
               "frame " + std::to_string(e.frame) + " is past the last of '" + line.group + "' (" +
                   std::to_string(group->frames.size()) + " frames, numbered from 0)");
  }

  // Hand-overs at once that come back round: none of those animations ever shows a frame.
  // Reported once per cycle, on its first line.
  const std::vector<int> handOver = animation_checks::immediateHandOvers(lines, index, emptyGroup);
  std::vector<bool> reported(lines.size(), false);
  for (std::size_t start = 0; start < lines.size(); ++start) {
    if (reported[start]) continue;
    std::vector<int> path;
    int at = int(start);
    for (std::size_t hops = 0; at >= 0 && hops <= lines.size(); ++hops) {
      if (at == int(start) && hops > 0) break;
      path.push_back(at);
      at = handOver[at];
    }
    if (at != int(start) || path.empty()) continue;
    std::string names;
    for (int p : path) names += (names.empty() ? "" : " -> ") + lines[p].name, reported[p] = true;
    report(start, lines[start].nameColumn,
           "these animations hand over to each other at once for ever and never show a frame: " + names +
               " -> " + lines[start].name);
  }

  std::stable_sort(problems.begin(), problems.end(),
                   [](const AnimationProblem& a, const AnimationProblem& b) {
                     return a.line != b.line ? a.line < b.line : a.column < b.column;
                   });
  return problems;
}

}  // namespace sw
