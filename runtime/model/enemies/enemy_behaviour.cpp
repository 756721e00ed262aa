#include "model/enemies/enemy_behaviour.h"

#include <algorithm>
#include <unordered_map>

#include "model/enemies/enemy_part_tree.h"

namespace sw {

namespace {

struct Compiler {
  const EnemyType& type;
  int part;  // -1: the body
  const std::vector<std::unique_ptr<EnemyState>>& states;
  const EnemyWeaponry& owner;
  std::string prefix;  // "" or "/parts/N"
  const std::vector<std::string>& phases;
  std::vector<BehaviourProblem>* problems;
  CompiledBehaviour out;
  std::unordered_map<std::string, int> stateIndex;  // within the machine: index into out.states

  std::string statePointer(std::size_t s) const { return prefix + "/states/" + std::to_string(s); }
  std::string linePointer(std::size_t s, StateList list, std::size_t line) const {
    return statePointer(s) + "/" + toString(list) + "/" + std::to_string(line);
  }
  std::string ownerName() const {
    return part < 0 ? type.name : type.name + "', part '" + type.parts[std::size_t(part)]->name;
  }

  void fail(std::string pointer, std::string message, bool fatal = true) {
    if (problems) problems->push_back({std::move(pointer), std::move(message), fatal});
  }

  int flagBit(const std::string& name, const std::string& pointer, const std::string& where) {
    for (std::size_t i = 0; i < out.flags.size(); ++i)
      if (out.flags[i] == name) return int(i);
    if (out.flags.size() >= CompiledBehaviour::kMaxFlags) {
      fail(pointer, where + ": more than " + std::to_string(CompiledBehaviour::kMaxFlags) +
                        " different flags in one machine");
      return -1;
    }
    out.flags.push_back(name);
    return int(out.flags.size()) - 1;
  }

  int resolveState(const std::string& name, const std::string& pointer, const std::string& where) {
    auto it = stateIndex.find(name);
    if (it != stateIndex.end()) return it->second;
    for (const auto& s : states)
      if (s->name == name) {
        fail(pointer, where + ": state '" + name + "' belongs to machine '" + s->machine +
                          "'; a machine changes only among its own states");
        return -1;
      }
    fail(pointer, where + ": no state named '" + name + "' in this enemy type");
    return -1;
  }

  int resolvePart(const std::string& name, const std::string& pointer, const std::string& where) {
    const int i = type.partIndex(name);
    if (i < 0) fail(pointer, where + ": no part named '" + name + "' in this enemy type");
    return i;
  }

  std::string ownerWord() const {
    return part < 0 ? std::string("the body") : "part '" + type.parts[std::size_t(part)]->name + "'";
  }
  // Where a launch or fireBeam line could go instead: a part that has one, or its own box.
  std::string withOne(bool launcher) const {
    const char* what = launcher ? "Launcher" : "Beam";
    for (const auto& p : type.parts)
      if ((launcher ? p->launcher : p->beam) && (part < 0 || p.get() != type.parts[std::size_t(part)].get()))
        return "part '" + p->name + "' has one: put this line in a state of that part, or tick " + what + " here";
    return std::string("tick ") + what + " in its properties";
  }
  // Whether any line of the type opens the part `name`.
  bool opened(const std::string& name) const {
    auto scan = [&](const std::vector<std::unique_ptr<EnemyState>>& list) {
      for (const auto& st : list)
        for (const auto* lines : {&st->begin, &st->tick, &st->end})
          for (const std::string& line : *lines) {
            auto a = parseAction(line);
            if (a && a.value->kind == ActionKind::Open && a.value->name == name) return true;
          }
      return false;
    };
    if (scan(type.states)) return true;
    for (const auto& p : type.parts)
      if (scan(p->states)) return true;
    return false;
  }

  int resolvePhase(const std::string& name) const {
    auto it = std::find(phases.begin(), phases.end(), name);
    return it == phases.end() ? -1 : int(it - phases.begin());
  }

  std::vector<Action> actions(std::size_t s, StateList list, const std::vector<std::string>& lines) {
    std::vector<Action> result;
    const std::string& stateName = states[s]->name;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string pointer = linePointer(s, list, i);
      const std::string where = describeLine(ownerName(), stateName, list, i, lines[i]);
      auto parsed = parseAction(lines[i]);
      if (!parsed) {
        fail(pointer, where + ": " + parsed.error);
        continue;
      }
      Action a = std::move(*parsed.value);
      switch (a.kind) {
        case ActionKind::Goto:
          if (list == StateList::End) {
            fail(pointer, where + ": goto cannot be used in End (the state is already changing)");
            continue;
          }
          a.state = resolveState(a.name, pointer, where);
          break;
        case ActionKind::SetFlag:
        case ActionKind::ClearFlag: a.flag = flagBit(a.name, pointer, where); break;
        case ActionKind::Open:
        case ActionKind::Close: a.part = resolvePart(a.name, pointer, where); break;
        case ActionKind::Phase: a.phase = resolvePhase(a.name); break;
        case ActionKind::Launch:
          if (!owner.launcher)
            fail(pointer, where + ": " + ownerWord() + " has no launcher; " + withOne(true));
          else if (part >= 0 && !opened(type.parts[std::size_t(part)]->name))
            fail(pointer,
                 where + ": no line of this enemy type runs 'open " + type.parts[std::size_t(part)]->name +
                     "', and a part's launcher launches only while open",
                 false);
          break;
        case ActionKind::FireBeam:
        case ActionKind::StopBeam:
          if (!owner.beam) fail(pointer, where + ": " + ownerWord() + " has no beam; " + withOne(false));
          break;
        case ActionKind::MoveTo:
          if (part >= 0 && !a.timed)
            fail(pointer, where + ": a part slides relative to its parent over N ticks: write moveTo X Y N");
          if (part < 0 && a.timed)
            fail(pointer, where + ": the body moves at its speed: write moveTo X Y (without N)");
          break;
        default: break;
      }
      result.push_back(std::move(a));
    }
    return result;
  }

  std::vector<Transition> transitions(std::size_t s) {
    std::vector<Transition> result;
    const auto& lines = states[s]->transitions;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string pointer = linePointer(s, StateList::Transitions, i);
      const std::string where = describeLine(ownerName(), states[s]->name, StateList::Transitions, i, lines[i]);
      auto parsed = parseTransition(lines[i]);
      if (!parsed) {
        fail(pointer, where + ": " + parsed.error);
        continue;
      }
      Transition t = std::move(*parsed.value);
      t.state = resolveState(t.target, pointer, where);
      Condition& c = t.condition;
      if (c.kind == ConditionKind::Flag) c.flag = flagBit(c.name, pointer, where);
      if (c.kind == ConditionKind::PartDestroyed || c.kind == ConditionKind::PartHealthBelow)
        c.part = resolvePart(c.name, pointer, where);
      if (c.kind == ConditionKind::PhaseIs) {
        c.phase = resolvePhase(c.name);
        if (c.phase < 0)
          fail(pointer, where + ": no 'phase " + c.name + "' action of this enemy type ever enters that phase",
               false);
      }
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
        fail(statePointer(std::size_t(out.sources[i])) + "/name",
             "enemy '" + ownerName() + "': state '" + out.states[i].name +
                 "' is never entered (no transition or goto leads to it from the initial state '" +
                 out.states[0].name + "')",
             false);
  }

  void compile(const std::string& machine) {
    out.enemyType = type.name;
    out.owner = part < 0 ? std::string() : type.parts[std::size_t(part)]->name;
    out.machine = machine;
    for (std::size_t i = 0; i < states.size(); ++i)
      if (states[i]->machine == machine && !states[i]->name.empty()) {
        out.sources.push_back(int(i));
        stateIndex.emplace(states[i]->name, int(out.sources.size()) - 1);
      }
    // Sources list only the named states of this machine; unnamed ones are reported once
    // by compileMachines and skipped here.
    for (std::size_t k = 0; k < out.sources.size(); ++k) {
      const std::size_t i = std::size_t(out.sources[k]);
      CompiledState s;
      s.name = states[i]->name;
      s.begin = actions(i, StateList::Begin, states[i]->begin);
      s.tick = actions(i, StateList::Tick, states[i]->tick);
      s.end = actions(i, StateList::End, states[i]->end);
      s.transitions = transitions(i);
      out.states.push_back(std::move(s));
    }
    reportUnreachable();
  }
};

void addPhases(const std::vector<std::unique_ptr<EnemyState>>& states, std::vector<std::string>& out) {
  for (const auto& s : states)
    for (const auto* list : {&s->begin, &s->tick, &s->end})
      for (const std::string& line : *list) {
        auto parsed = parseAction(line);
        if (parsed && parsed.value->kind == ActionKind::Phase &&
            std::find(out.begin(), out.end(), parsed.value->name) == out.end())
          out.push_back(parsed.value->name);
      }
}

}  // namespace

std::vector<std::string> phaseNames(const EnemyType& type) {
  std::vector<std::string> out;
  addPhases(type.states, out);
  for (const auto& p : type.parts) addPhases(p->states, out);
  return out;
}

std::vector<CompiledBehaviour> compileMachines(const EnemyType& type, int part,
                                               std::vector<BehaviourProblem>* problems) {
  const bool body = part < 0;
  const auto& states = body ? type.states : type.parts[std::size_t(part)]->states;
  const EnemyWeaponry& owner = body ? static_cast<const EnemyWeaponry&>(type) : *type.parts[std::size_t(part)];
  const std::string prefix = body ? std::string() : "/parts/" + std::to_string(part);
  const std::vector<std::string> phases = phaseNames(type);
  const std::string who =
      body ? "enemy '" + type.name + "'" : "enemy '" + type.name + "', part '" + type.parts[std::size_t(part)]->name + "'";
  std::unordered_map<std::string, std::size_t> seen;
  for (std::size_t i = 0; i < states.size() && problems; ++i) {
    const std::string& name = states[i]->name;
    const std::string ptr = prefix + "/states/" + std::to_string(i);
    if (name.empty()) {
      problems->push_back({ptr + "/name", who + ": state " + std::to_string(i + 1) + " has no name", true});
      continue;
    }
    if (states[i]->machine.empty())
      problems->push_back({ptr + "/machine", who + ": state '" + name + "' belongs to no machine", true});
    auto [it, inserted] = seen.emplace(name, i);
    if (!inserted)
      problems->push_back({ptr + "/name",
                           who + ": duplicate state name '" + name + "' (also used by state " +
                               std::to_string(it->second + 1) + ")",
                           true});
  }
  std::vector<CompiledBehaviour> out;
  for (const std::string& machine : machineNames(states)) {
    Compiler c{type, part, states, owner, prefix, phases, problems, {}, {}};
    c.compile(machine);
    out.push_back(std::move(c.out));
  }
  return out;
}

void checkBehaviours(const EnemyType& type, std::vector<BehaviourProblem>* problems) {
  partTreeProblems(type, problems);
  compileMachines(type, -1, problems);
  for (std::size_t p = 0; p < type.parts.size(); ++p) compileMachines(type, int(p), problems);
}

CompiledBehaviour compileBehaviour(const EnemyType& type, std::vector<BehaviourProblem>* problems) {
  std::vector<CompiledBehaviour> machines = compileMachines(type, -1, problems);
  if (machines.empty()) {
    CompiledBehaviour none;
    none.enemyType = type.name;
    return none;
  }
  return std::move(machines.front());
}

bool hasFatal(const std::vector<BehaviourProblem>& problems) {
  for (const auto& p : problems)
    if (p.fatal) return true;
  return false;
}

}  // namespace sw
