#include "model/patterns/pattern_command_path.h"

#include <algorithm>

namespace sw {

namespace {

// Marks the destination of a move while the moved commands are taken out (a name no
// pattern can have, see isPatternName).
constexpr const char* kMoveMark = "\x01move";

PatternValue compiled(const char* text) {
  PatternValue v;
  v.text = text;
  v.code = parsePatternExpr(text, {}).code;
  return v;
}

template <class P>
auto* childList(P& command, int branch) {
  using List = std::remove_reference_t<decltype((command.actions))>;
  List* none = nullptr;
  if (branch < 0) return holdsActions(command.op) ? &command.actions : none;
  if (command.op != PatternOp::Parallel || branch >= int(command.branches.size())) return none;
  return &command.branches[std::size_t(branch)];
}

template <class P>
auto* findListIn(P& pattern, const CommandList& list) {
  auto* commands = &pattern.actions;
  for (std::size_t depth = 0; depth < list.owner.size(); ++depth) {
    const CommandStep& step = list.owner[depth];
    if (step.index < 0 || step.index >= int(commands->size())) return decltype(commands)(nullptr);
    const int branch = depth + 1 < list.owner.size() ? list.owner[depth + 1].branch : list.branch;
    commands = childList((*commands)[std::size_t(step.index)], branch);
    if (!commands) return commands;
  }
  return commands;
}

template <class P>
auto* findCommandIn(P& pattern, const CommandPath& path) {
  using Command = std::remove_reference_t<decltype(pattern.actions.front())>;
  if (path.empty()) return static_cast<Command*>(nullptr);
  auto* list = findListIn(pattern, listOf(path));
  const int index = path.back().index;
  if (!list || index < 0 || index >= int(list->size())) return static_cast<Command*>(nullptr);
  return &(*list)[std::size_t(index)];
}

void compileList(std::vector<PatternCommand>& list, const std::vector<std::string>& names) {
  auto compile = [&](PatternValue& v) {
    auto parsed = parsePatternExpr(v.text, names);
    v.code = parsed ? std::move(parsed.code) : PatternExprCode{};
  };
  for (PatternCommand& c : list) {
    compile(c.direction);
    compile(c.speed);
    compile(c.count);
    compile(c.x);
    compile(c.y);
    compile(c.turnRate);
    for (PatternValue& a : c.args) compile(a);
    compileList(c.actions, names);
    for (auto& b : c.branches) compileList(b, names);
  }
}

void collectPaths(const std::vector<PatternCommand>& list, CommandPath& at, std::vector<CommandPath>& out) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    at.back().index = int(i);
    out.push_back(at);
    const PatternCommand& c = list[i];
    if (holdsActions(c.op)) {
      at.push_back({0, -1});
      collectPaths(c.actions, at, out);
      at.pop_back();
    }
    for (std::size_t b = 0; b < c.branches.size(); ++b) {
      at.push_back({0, int(b)});
      collectPaths(c.branches[b], at, out);
      at.pop_back();
    }
  }
}

// Sorted in pattern order, without duplicates and without paths inside another one.
std::vector<CommandPath> outermost(std::vector<CommandPath> paths) {
  std::sort(paths.begin(), paths.end());
  paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
  std::vector<CommandPath> out;
  for (auto& p : paths)
    if (out.empty() || !within(p, out.back())) out.push_back(std::move(p));
  return out;
}

}  // namespace

bool holdsActions(PatternOp op) {
  return op == PatternOp::Fire || op == PatternOp::Repeat || op == PatternOp::Action;
}

const PatternCommand* findCommand(const BulletPattern& pattern, const CommandPath& path) {
  return findCommandIn(pattern, path);
}
PatternCommand* findCommand(BulletPattern& pattern, const CommandPath& path) { return findCommandIn(pattern, path); }
const std::vector<PatternCommand>* findList(const BulletPattern& pattern, const CommandList& list) {
  return findListIn(pattern, list);
}
std::vector<PatternCommand>* findList(BulletPattern& pattern, const CommandList& list) {
  return findListIn(pattern, list);
}

CommandList listOf(const CommandPath& path) {
  CommandList list;
  if (path.empty()) return list;
  list.owner.assign(path.begin(), path.end() - 1);
  list.branch = path.back().branch;
  return list;
}

CommandPath pathIn(const CommandList& list, int index) {
  CommandPath path = list.owner;
  path.push_back({index, list.branch});
  return path;
}

std::string pointerOf(const BulletPattern& pattern, const CommandPath& path) {
  std::string pointer;
  const std::vector<PatternCommand>* list = &pattern.actions;
  for (std::size_t depth = 0; depth < path.size(); ++depth) {
    const CommandStep& step = path[depth];
    if (!list || step.index < 0 || step.index >= int(list->size())) return {};
    if (depth == 0) pointer = "/actions";
    pointer += "/" + std::to_string(step.index);
    const PatternCommand& c = (*list)[std::size_t(step.index)];
    if (depth + 1 == path.size()) break;
    const int branch = path[depth + 1].branch;
    pointer += std::string("/") + toString(c.op);
    if (branch >= 0) pointer += "/" + std::to_string(branch);
    else if (c.op != PatternOp::Action) pointer += "/actions";
    list = childList(c, branch);
  }
  return pointer;
}

bool within(const CommandPath& inner, const CommandPath& outer) {
  return inner.size() >= outer.size() && std::equal(outer.begin(), outer.end(), inner.begin());
}

PatternCommand defaultCommand(PatternOp op) {
  PatternCommand c;
  c.op = op;
  c.direction = compiled("0");
  c.speed = compiled(op == PatternOp::Fire ? "0.2" : "0");
  c.x = compiled("0");
  c.y = compiled("0");
  c.turnRate = compiled("0");
  c.count = compiled("0");
  auto wait = [] {
    PatternCommand w;
    w.op = PatternOp::Wait;
    w.count = compiled("10");
    return w;
  };
  switch (op) {
    case PatternOp::Wait: c.count = compiled("10"); break;
    case PatternOp::Repeat:
      c.count = compiled("4");
      c.actions = {defaultCommand(PatternOp::Fire), wait()};
      break;
    case PatternOp::Action: c.actions = {wait()}; break;
    case PatternOp::Parallel: c.branches = {{wait()}, {wait()}}; break;
    case PatternOp::ChangeDirection:
    case PatternOp::ChangeSpeed:
    case PatternOp::Accel: c.count = compiled("30"); break;
    case PatternOp::Homing: c.turnRate = compiled("2"); break;
    default: break;
  }
  return c;
}

void compileExpressions(BulletPattern& pattern) { compileList(pattern.actions, pattern.parameterNames()); }

bool insertCommands(BulletPattern& pattern, const CommandList& list, int index,
                    const std::vector<PatternCommand>& commands) {
  auto* target = findList(pattern, list);
  if (!target) return false;
  index = std::clamp(index, 0, int(target->size()));
  target->insert(target->begin() + index, commands.begin(), commands.end());
  return true;
}

bool removeCommands(BulletPattern& pattern, std::vector<CommandPath> paths) {
  paths = outermost(std::move(paths));
  for (const auto& p : paths)
    if (!findCommand(pattern, p)) return false;
  // Last first, so the paths not yet removed still name their commands.
  for (auto it = paths.rbegin(); it != paths.rend(); ++it) {
    auto* list = findList(pattern, listOf(*it));
    list->erase(list->begin() + it->back().index);
  }
  return true;
}

bool moveCommands(BulletPattern& pattern, std::vector<CommandPath> paths, const CommandList& list, int index,
                  std::vector<CommandPath>* moved) {
  paths = outermost(std::move(paths));
  if (paths.empty() || !findList(pattern, list)) return false;
  std::vector<PatternCommand> taken;
  for (const auto& p : paths) {
    const PatternCommand* c = findCommand(pattern, p);
    if (!c || within(list.owner, p)) return false;  // not there, or into itself
    taken.push_back(*c);
  }
  BulletPattern result = pattern;
  PatternCommand mark;
  mark.op = PatternOp::Call;
  mark.pattern = kMoveMark;
  insertCommands(result, list, index, {mark});
  // The mark moved the paths after it in its list by one.
  const CommandPath markPath = pathIn(list, std::clamp(index, 0, int(findList(pattern, list)->size())));
  for (auto& p : paths) {
    const std::size_t depth = markPath.size() - 1;
    if (p.size() > depth && std::equal(markPath.begin(), markPath.end() - 1, p.begin()) &&
        p[depth].branch == markPath[depth].branch && p[depth].index >= markPath[depth].index)
      ++p[depth].index;
  }
  removeCommands(result, paths);
  for (const CommandPath& p : allCommandPaths(result)) {
    const PatternCommand* c = findCommand(result, p);
    if (c->op != PatternOp::Call || c->pattern != kMoveMark) continue;
    const CommandList at = listOf(p);
    auto* target = findList(result, at);
    const int where = p.back().index;
    target->erase(target->begin() + where);
    target->insert(target->begin() + where, taken.begin(), taken.end());
    if (moved) {
      moved->clear();
      for (std::size_t i = 0; i < taken.size(); ++i) moved->push_back(pathIn(at, where + int(i)));
    }
    pattern = std::move(result);
    return true;
  }
  return false;
}

bool addBranch(BulletPattern& pattern, const CommandPath& parallel) {
  PatternCommand* c = findCommand(pattern, parallel);
  if (!c || c->op != PatternOp::Parallel) return false;
  c->branches.push_back(defaultCommand(PatternOp::Action).actions);
  return true;
}

bool removeBranch(BulletPattern& pattern, const CommandPath& parallel, int branch) {
  PatternCommand* c = findCommand(pattern, parallel);
  if (!c || c->op != PatternOp::Parallel || branch < 0 || branch >= int(c->branches.size()) ||
      c->branches.size() < 2)
    return false;
  c->branches.erase(c->branches.begin() + branch);
  return true;
}

std::vector<CommandPath> allCommandPaths(const BulletPattern& pattern) {
  std::vector<CommandPath> out;
  CommandPath at{{0, -1}};
  collectPaths(pattern.actions, at, out);
  return out;
}

}  // namespace sw
