#include "model/enemies/enemy_behaviour.h"

#include <unordered_map>

namespace sw {

namespace {

std::string statePointer(std::size_t state) { return "/states/" + std::to_string(state); }

std::string linePointer(std::size_t state, StateList list, std::size_t line) {
  return statePointer(state) + "/" + toString(list) + "/" + std::to_string(line);
}

struct Compiler {
  const EnemyType& type;
  std::vector<BehaviourProblem>* problems;
  CompiledBehaviour out;
  std::unordered_map<std::string, int> stateIndex;

  void fail(std::string pointer, std::string message, bool fatal = true) {
    if (problems) problems->push_back({std::move(pointer), std::move(message), fatal});
  }

  int flagBit(const std::string& name, const std::string& pointer, const std::string& where) {
    for (std::size_t i = 0; i < out.flags.size(); ++i)
      if (out.flags[i] == name) return int(i);
    if (out.flags.size() >= CompiledBehaviour::kMaxFlags) {
      fail(pointer, where + ": more than " + std::to_string(CompiledBehaviour::kMaxFlags) +
                        " different flags in one enemy type");
      return -1;
    }
    out.flags.push_back(name);
    return int(out.flags.size()) - 1;
  }

  int resolveState(const std::string& name, const std::string& pointer, const std::string& where) {
    auto it = stateIndex.find(name);
    if (it != stateIndex.end()) return it->second;
    fail(pointer, where + ": no state named '" + name + "' in this enemy type");
    return -1;
  }

  std::vector<Action> actions(std::size_t s, StateList list, const std::vector<std::string>& lines) {
    std::vector<Action> result;
    const std::string& stateName = type.states[s]->name;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string pointer = linePointer(s, list, i);
      const std::string where = describeLine(type.name, stateName, list, i, lines[i]);
      auto parsed = parseAction(lines[i]);
      if (!parsed) {
        fail(pointer, where + ": " + parsed.error);
        continue;
      }
      Action a = std::move(*parsed.value);
      if (a.kind == ActionKind::Goto) {
        if (list == StateList::End) {
          fail(pointer, where + ": goto cannot be used in End (the state is already changing)");
          continue;
        }
        a.state = resolveState(a.name, pointer, where);
      } else if (a.kind == ActionKind::SetFlag || a.kind == ActionKind::ClearFlag) {
        a.flag = flagBit(a.name, pointer, where);
      }
      result.push_back(std::move(a));
    }
    return result;
  }

  std::vector<Transition> transitions(std::size_t s) {
    std::vector<Transition> result;
    const auto& lines = type.states[s]->transitions;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string pointer = linePointer(s, StateList::Transitions, i);
      const std::string where =
          describeLine(type.name, type.states[s]->name, StateList::Transitions, i, lines[i]);
      auto parsed = parseTransition(lines[i]);
      if (!parsed) {
        fail(pointer, where + ": " + parsed.error);
        continue;
      }
      Transition t = std::move(*parsed.value);
      t.state = resolveState(t.target, pointer, where);
      if (t.condition.kind == ConditionKind::Flag)
        t.condition.flag = flagBit(t.condition.name, pointer, where);
      result.push_back(std::move(t));
    }
    return result;
  }

  void reportUnreachable() {
    const std::size_t n = out.states.size();
    if (n == 0) return;
    std::vector<bool> reached(n, false);
    std::vector<int> todo{0};
    reached[0] = true;
    auto visit = [&](int target) {
      if (target >= 0 && std::size_t(target) < n && !reached[std::size_t(target)]) {
        reached[std::size_t(target)] = true;
        todo.push_back(target);
      }
    };
    while (!todo.empty()) {
      const CompiledState& s = out.states[std::size_t(todo.back())];
      todo.pop_back();
      for (const auto& t : s.transitions) visit(t.state);
      for (const auto* list : {&s.begin, &s.tick})
        for (const auto& a : *list)
          if (a.kind == ActionKind::Goto) visit(a.state);
    }
    for (std::size_t i = 1; i < n; ++i)
      if (!reached[i])
        fail(statePointer(i) + "/name",
             "enemy '" + type.name + "': state '" + type.states[i]->name +
                 "' is never entered (no transition or "
                 "goto leads to it from the initial state '" +
                 type.states[0]->name + "')",
             false);
  }
};

}  // namespace

CompiledBehaviour compileBehaviour(const EnemyType& type, std::vector<BehaviourProblem>* problems) {
  Compiler c{type, problems, {}, {}};
  c.out.enemyType = type.name;
  for (std::size_t i = 0; i < type.states.size(); ++i) {
    const std::string& name = type.states[i]->name;
    if (name.empty()) {
      c.fail(statePointer(i) + "/name",
             "enemy '" + type.name + "': state " + std::to_string(i + 1) + " has no name");
      continue;
    }
    auto [it, inserted] = c.stateIndex.emplace(name, int(i));
    if (!inserted)
      c.fail(statePointer(i) + "/name", "enemy '" + type.name + "': duplicate state name '" + name +
                                            "' (also used by state " + std::to_string(it->second + 1) + ")");
  }
  for (std::size_t i = 0; i < type.states.size(); ++i) {
    CompiledState s;
    s.name = type.states[i]->name;
    s.begin = c.actions(i, StateList::Begin, type.states[i]->begin);
    s.tick = c.actions(i, StateList::Tick, type.states[i]->tick);
    s.end = c.actions(i, StateList::End, type.states[i]->end);
    s.transitions = c.transitions(i);
    c.out.states.push_back(std::move(s));
  }
  c.reportUnreachable();
  return std::move(c.out);
}

bool hasFatal(const std::vector<BehaviourProblem>& problems) {
  for (const auto& p : problems)
    if (p.fatal) return true;
  return false;
}

}  // namespace sw
