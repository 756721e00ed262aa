#include "model/validate/validate_patterns.h"

#include <cmath>
#include <map>
#include <set>

#include "model/enemies/enemy_actions.h"
#include "model/io/json_properties.h"

namespace sw {

namespace {

constexpr double kHuge = 1e18;

// The facts about patterns that need the whole project: does a list always wait, how
// many commands can it run without waiting. Memoised per pattern; a call deeper than
// kMaxPatternDepth (a cycle, reported elsewhere) counts as "waits" and 1 step.
class PatternFacts {
 public:
  explicit PatternFacts(const Project& project) : project_(project) {}

  static std::vector<PatternInterval> defaults(const BulletPattern& p) {
    std::vector<PatternInterval> out;
    for (const auto& param : p.parameters) out.push_back({param.defaultValue, param.defaultValue});
    return out;
  }

  // True when every way through `list` waits at least one tick.
  bool waits(const std::vector<PatternCommand>& list, const std::vector<PatternInterval>& params, int depth) {
    if (depth > kMaxPatternDepth) return true;
    for (const PatternCommand& c : list) {
      switch (c.op) {
        case PatternOp::Wait:
          if (bounds(c.count.code, params).lo >= 1) return true;
          break;
        case PatternOp::Repeat:
          if (c.endless && waits(c.actions, params, depth + 1)) return true;
          if (!c.endless && bounds(c.count.code, params).lo >= 1 && waits(c.actions, params, depth + 1)) return true;
          break;
        case PatternOp::Action:
          if (waits(c.actions, params, depth + 1)) return true;
          break;
        case PatternOp::Parallel:
          for (const auto& b : c.branches)
            if (waits(b, params, depth + 1)) return true;
          break;
        case PatternOp::Call:
          if (const BulletPattern* p = project_.findPattern(c.pattern)) {
            auto [it, fresh] = waitMemo_.emplace(p, true);
            if (fresh) it->second = waits(p->actions, defaults(*p), depth + 1);
            if (it->second) return true;
          }
          break;
        default: break;
      }
    }
    return false;
  }

  // Upper bound of the commands `list` runs in one go when it does not wait.
  double steps(const std::vector<PatternCommand>& list, const std::vector<PatternInterval>& params, int depth) {
    if (depth > kMaxPatternDepth) return 1;
    double total = 0;
    for (const PatternCommand& c : list) {
      total += 1;
      switch (c.op) {
        case PatternOp::Repeat:
          if (!c.endless) {
            const double hi = std::max(0.0, bounds(c.count.code, params).hi);
            total += std::isfinite(hi) ? hi * steps(c.actions, params, depth + 1) : kHuge;
          }
          break;
        case PatternOp::Action: total += steps(c.actions, params, depth + 1); break;
        case PatternOp::Parallel:
          for (const auto& b : c.branches) total += steps(b, params, depth + 1);
          break;
        case PatternOp::Call:
          if (const BulletPattern* p = project_.findPattern(c.pattern)) {
            auto [it, fresh] = stepMemo_.emplace(p, 1.0);
            if (fresh) it->second = steps(p->actions, defaults(*p), depth + 1);
            total += it->second;
          }
          break;
        default: break;
      }
      total = std::min(total, kHuge);
    }
    return total;
  }

 private:
  const Project& project_;
  std::map<const BulletPattern*, bool> waitMemo_;
  std::map<const BulletPattern*, double> stepMemo_;
};

class PatternChecker {
 public:
  PatternChecker(const Project& project, const BulletPattern& pattern, const std::string& file, Errors& errors)
      : project_(project), pattern_(pattern), file_(file), errors_(errors), facts_(project),
        params_(PatternFacts::defaults(pattern)), names_(pattern.parameterNames()) {}

  void run(const std::string& ptr) {
    who_ = "pattern " + quotedName(pattern_.name) + ": ";
    if (pattern_.name.empty()) fail(pointerChild(ptr, "name"), "a pattern needs a name");
    list(pattern_.actions, pointerChild(ptr, "actions"), 0);
  }

 private:
  void fail(const std::string& where, const std::string& message) { errors_.push_back({file_, where, who_ + message}); }

  // Parses the value again (its parameters may have changed) and bounds it.
  bool value(const PatternValue& v, const std::string& where, PatternInterval* range = nullptr) {
    auto parsed = parsePatternExpr(v.text, names_);
    if (!parsed) {
      fail(where, quotedName(v.text) + ": " + parsed.error);
      return false;
    }
    const PatternInterval b = bounds(parsed.code, params_);
    if (!std::isfinite(b.lo) || !std::isfinite(b.hi)) {
      fail(where, quotedName(v.text) + " can be infinite (a division by something that can be 0?)");
      return false;
    }
    if (range) *range = b;
    return true;
  }
  void ticks(const PatternValue& v, const std::string& where, const char* what) {
    PatternInterval b;
    if (value(v, where, &b) && b.lo < 0)
      fail(where, std::string(what) + " " + quotedName(v.text) + " can be negative (down to " + number(b.lo) + ")");
  }
  static std::string number(double d) {
    std::string s = std::to_string(d);
    while (s.size() > 1 && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
  }

  void list(const std::vector<PatternCommand>& commands, const std::string& ptr, int depth) {
    if (depth >= kMaxPatternDepth) {
      fail(ptr, "commands nested deeper than " + std::to_string(kMaxPatternDepth) + " levels");
      return;
    }
    for (std::size_t i = 0; i < commands.size(); ++i) command(commands[i], pointerChild(ptr, i), depth);
  }

  void command(const PatternCommand& c, const std::string& at, int depth) {
    const std::string inner = pointerChild(at, toString(c.op));
    switch (c.op) {
      case PatternOp::Fire: {
        static const char* const dirKeys[] = {"aim", "absolute", "relative", "sequence"};
        value(c.direction, pointerChild(inner, dirKeys[int(c.directionMode)]));
        value(c.speed, pointerChild(inner, toString(c.speedMode)));
        if (project_.bulletKinds.empty())
          fail(inner, "fires, but the project has no bullet kinds (add one under Bullet Kinds)");
        else if (!c.bulletKind.empty() && !project_.findBulletKind(c.bulletKind))
          fail(pointerChild(inner, "kind"), "unknown bullet kind " + quotedName(c.bulletKind) + " (known: " + kinds() + ")");
        list(c.actions, pointerChild(inner, "actions"), depth + 1);
        break;
      }
      case PatternOp::Wait: ticks(c.count, inner, "wait"); break;
      case PatternOp::Repeat: {
        const std::string body = pointerChild(inner, "actions");
        if (c.endless) {
          if (!facts_.waits(c.actions, params_, depth + 1))
            fail(inner, "repeat forever never waits on some path through it: it would freeze the game; put a "
                        "wait of at least 1 tick in it (or give a number of times)");
        } else {
          const std::string times = pointerChild(inner, "times");
          PatternInterval b;
          if (value(c.count, times, &b)) {
            if (b.lo < 0)
              fail(times, "repeat count " + quotedName(c.count.text) + " can be negative (down to " + number(b.lo) + ")");
            else if (b.hi > double(kMaxRepeat))
              fail(times, "repeat count " + quotedName(c.count.text) + " can reach " + number(b.hi) + "; at most " +
                              std::to_string(kMaxRepeat));
            else if (!facts_.waits(c.actions, params_, depth + 1) &&
                     b.hi * facts_.steps(c.actions, params_, depth + 1) > double(kMaxStepsPerTick))
              fail(times, "repeat may run more than " + std::to_string(kMaxStepsPerTick) +
                              " commands in one tick without a wait; add a wait or lower the count");
          }
        }
        list(c.actions, body, depth + 1);
        break;
      }
      case PatternOp::Action: list(c.actions, inner, depth + 1); break;
      case PatternOp::Parallel:
        for (std::size_t b = 0; b < c.branches.size(); ++b) list(c.branches[b], pointerChild(inner, b), depth + 1);
        break;
      case PatternOp::ChangeDirection: {
        static const char* const dirKeys[] = {"aim", "absolute", "relative", "sequence"};
        value(c.direction, pointerChild(inner, dirKeys[int(c.directionMode)]));
        ticks(c.count, pointerChild(inner, "ticks"), "ticks");
        break;
      }
      case PatternOp::ChangeSpeed:
        value(c.speed, pointerChild(inner, toString(c.speedMode)));
        ticks(c.count, pointerChild(inner, "ticks"), "ticks");
        break;
      case PatternOp::Accel:
        value(c.x, pointerChild(inner, "x"));
        value(c.y, pointerChild(inner, "y"));
        ticks(c.count, pointerChild(inner, "ticks"), "ticks");
        break;
      case PatternOp::Homing: {
        PatternInterval b;
        if (value(c.turnRate, pointerChild(inner, "turnRate"), &b) && b.lo < 0)
          fail(pointerChild(inner, "turnRate"), "turn rate " + quotedName(c.turnRate.text) + " can be negative");
        ticks(c.count, pointerChild(inner, "ticks"), "ticks");
        break;
      }
      case PatternOp::Vanish: break;
      case PatternOp::Call: {
        const BulletPattern* target = project_.findPattern(c.pattern);
        if (!target) {
          fail(pointerChild(inner, "pattern"), "calls unknown pattern " + quotedName(c.pattern));
        } else if (c.args.size() > target->parameters.size()) {
          fail(pointerChild(inner, "args"), "passes " + std::to_string(c.args.size()) + " arguments but " +
                                                quotedName(c.pattern) + " has " +
                                                std::to_string(target->parameters.size()) + " parameters");
        }
        for (std::size_t a = 0; a < c.args.size(); ++a) value(c.args[a], pointerChild(pointerChild(inner, "args"), a));
        break;
      }
    }
  }

  std::string kinds() const {
    std::string out;
    for (const auto& k : project_.bulletKinds) out += (out.empty() ? "" : ", ") + k->name;
    return out;
  }

  const Project& project_;
  const BulletPattern& pattern_;
  const std::string& file_;
  Errors& errors_;
  PatternFacts facts_;
  std::vector<PatternInterval> params_;
  std::vector<std::string> names_;
  std::string who_;
};

// Pattern -> called patterns, as (pointer of the call, callee).
void callsOf(const BulletPattern& p, const std::string& ptr, std::vector<std::pair<std::string, std::string>>& out) {
  forEachCommand(p.actions, pointerChild(ptr, "actions"), 0, [&](const PatternCommand& c, const std::string& at, int) {
    if (c.op == PatternOp::Call) out.emplace_back(pointerChild(pointerChild(at, "call"), "pattern"), c.pattern);
  });
}

void findCycles(const Project& project, const std::string& file, Errors& errors) {
  // Depth-first search; a call to a pattern on the current path closes a cycle.
  std::map<std::string, int> state;  // 1: on the path, 2: done
  std::vector<std::string> path;
  std::set<std::string> reported;
  std::function<void(std::size_t)> visit = [&](std::size_t index) {
    const BulletPattern& p = *project.patterns[index];
    state[p.name] = 1;
    path.push_back(p.name);
    std::vector<std::pair<std::string, std::string>> calls;
    callsOf(p, pointerChild("/patterns", index), calls);
    for (const auto& [where, callee] : calls) {
      std::size_t target = project.patterns.size();
      for (std::size_t i = 0; i < project.patterns.size(); ++i)
        if (project.patterns[i]->name == callee) target = i;
      if (target == project.patterns.size()) continue;  // unknown: reported by the checker
      if (state[callee] == 1) {
        std::string cycle;
        bool in = false;
        for (const auto& n : path) {
          in = in || n == callee;
          if (in) cycle += quotedName(n) + " calls ";
        }
        if (reported.insert(where).second)
          errors.push_back({file, where, "pattern " + quotedName(p.name) + ": a cycle of calls: " + cycle + quotedName(callee) +
                                             "; it would never end"});
      } else if (state[callee] == 0 && path.size() < 256) {
        visit(target);
      }
    }
    path.pop_back();
    state[p.name] = 2;
  };
  for (std::size_t i = 0; i < project.patterns.size(); ++i)
    if (state[project.patterns[i]->name] == 0) visit(i);
}

void checkEnemyReferences(const Project& project, const std::string& file, Errors& errors) {
  for (std::size_t t = 0; t < project.enemyTypes.size(); ++t) {
    const EnemyType& type = *project.enemyTypes[t];
    const std::string ptr = pointerChild("/enemyTypes", t);
    if (!type.pattern.empty() && !project.findPattern(type.pattern))
      errors.push_back({file, pointerChild(ptr, "pattern"),
                        "enemy type " + quotedName(type.name) + " uses pattern " + quotedName(type.pattern) +
                            ", which does not exist"});
    for (std::size_t s = 0; s < type.states.size(); ++s) {
      const EnemyState& state = *type.states[s];
      const std::pair<StateList, const std::vector<std::string>*> lists[] = {
          {StateList::Begin, &state.begin}, {StateList::Tick, &state.tick}, {StateList::End, &state.end}};
      for (const auto& [which, lines] : lists)
        for (std::size_t i = 0; i < lines->size(); ++i) {
          auto parsed = parseAction((*lines)[i]);
          if (!parsed) continue;  // reported by the behaviour compiler
          const Action& a = *parsed.value;
          if (a.kind != ActionKind::Fire && a.kind != ActionKind::StartFiring && a.kind != ActionKind::SetPattern) continue;
          if (a.name.empty() || project.findPattern(a.name)) continue;
          errors.push_back({file,
                            pointerChild(pointerChild(pointerChild(pointerChild(ptr, "states"), s), toString(which)), i),
                            describeLine(type.name, state.name, which, i, (*lines)[i]) + ": unknown pattern " +
                                quotedName(a.name)});
        }
    }
  }
}

}  // namespace

void validatePattern(const Project& project, const BulletPattern& pattern, const std::string& file,
                     const std::string& pointer, Errors& errors) {
  PatternChecker(project, pattern, file, errors).run(pointer);
}

void validatePatterns(const Project& project, const std::string& file, Errors& errors) {
  std::map<std::string, std::string> seen;
  for (std::size_t i = 0; i < project.bulletKinds.size(); ++i) {
    const BulletKind& k = *project.bulletKinds[i];
    const std::string ptr = pointerChild("/bulletKinds", i);
    if (k.name.empty()) errors.push_back({file, pointerChild(ptr, "name"), "a bullet kind needs a name"});
    if (!(k.radius > 0) || !std::isfinite(k.radius))
      errors.push_back({file, pointerChild(ptr, "radius"), "bullet kind " + quotedName(k.name) + ": radius must be above 0"});
  }
  for (std::size_t i = 0; i < project.patterns.size(); ++i) {
    const BulletPattern& p = *project.patterns[i];
    const std::string ptr = pointerChild("/patterns", i);
    if (auto [it, fresh] = seen.emplace(p.name, pointerChild(ptr, "name")); !fresh && !p.name.empty())
      errors.push_back({file, pointerChild(ptr, "name"),
                        "duplicate pattern name " + quotedName(p.name) + " (also used at " + it->second + ")"});
    validatePattern(project, p, file, ptr, errors);
  }
  findCycles(project, file, errors);
  checkEnemyReferences(project, file, errors);
}

}  // namespace sw
