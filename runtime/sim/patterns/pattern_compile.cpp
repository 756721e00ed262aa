// The pattern interpreter's first half (sim/pattern_runtime.h): patterns compiled at build
// into one flat program; pattern_runtime.cpp runs it.
#include "sim/patterns/pattern_runtime.h"

#include <algorithm>
#include <cmath>

#include "model/bullet_pattern.h"
#include "model/project.h"

namespace sw {
// ---------------------------------------------------------------- compile

int PatternRuntime::expr(const PatternValue& value) {
  exprs_.push_back(value.code);
  return int(exprs_.size() - 1);
}

int PatternRuntime::patternIndex(std::string_view name) const {
  for (std::size_t i = 0; i < patterns_.size(); ++i)
    if (patterns_[i].name == name) return int(i);
  return -1;
}

double PatternRuntime::kindRadius(int kind) const {
  return kind >= 0 && std::size_t(kind) < kindRadius_.size() ? kindRadius_[std::size_t(kind)] : defaultRadius_;
}

void PatternRuntime::compile(const Project& project, double defaultRadius, std::int64_t bulletLifeTicks,
                             Errors& errors) {
  code_.clear();
  exprs_.clear();
  branches_.clear();
  patterns_.clear();
  kindRadius_.clear();
  kindNames_.clear();
  bulletActions_ = false;
  defaultRadius_ = defaultRadius;
  bulletLife_ = std::clamp<std::int64_t>(bulletLifeTicks, 1, INT32_MAX);
  code_.push_back(Instr{});  // kEndPc: an End that root runs return to
  for (const auto& kind : project.bulletKinds) {
    kindNames_.push_back(kind->name);
    kindRadius_.push_back(std::isfinite(kind->radius) && kind->radius >= 0 ? kind->radius : defaultRadius);
  }
  for (const auto& p : project.patterns) {
    Pattern pattern;
    pattern.name = p->name;
    for (const PatternParameter& param : p->parameters)
      pattern.defaults.push_back(std::isfinite(param.defaultValue) ? param.defaultValue : 0.0);
    if (pattern.defaults.size() > kMaxPatternParameters) pattern.defaults.resize(kMaxPatternParameters);
    patterns_.push_back(std::move(pattern));
  }
  // Frames and parameter scopes a runner may need: the deepest repeat / call nesting.
  std::vector<int> depthOf(patterns_.size(), -1), callsOf(patterns_.size(), -1);
  std::vector<char> visiting(patterns_.size(), 0);
  int maxDepth = 0, maxCalls = 0;
  struct Need {
    int frames = 0, calls = 0;
  };
  std::function<Need(const std::vector<PatternCommand>&, int)> need;
  auto patternNeed = [&](int p, int level) -> Need {
    if (depthOf[std::size_t(p)] >= 0) return {depthOf[std::size_t(p)], callsOf[std::size_t(p)]};
    if (visiting[std::size_t(p)] || level > kMaxPatternDepth) return {kMaxPatternDepth + 1, kMaxPatternDepth + 1};
    visiting[std::size_t(p)] = 1;
    const Need n = need(project.patterns[std::size_t(p)]->actions, level + 1);
    visiting[std::size_t(p)] = 0;
    depthOf[std::size_t(p)] = n.frames;
    callsOf[std::size_t(p)] = n.calls;
    return n;
  };
  need = [&](const std::vector<PatternCommand>& list, int level) -> Need {
    Need most;
    if (level > kMaxPatternDepth) return {kMaxPatternDepth + 1, kMaxPatternDepth + 1};
    for (const PatternCommand& c : list) {
      Need n;
      switch (c.op) {
        case PatternOp::Repeat: n = need(c.actions, level + 1), ++n.frames; break;
        case PatternOp::Action: n = need(c.actions, level + 1); break;
        case PatternOp::Fire: n = need(c.actions, level + 1); break;  // the bullet's own runner
        case PatternOp::Parallel:
          for (const auto& branch : c.branches) {
            const Need b = need(branch, level + 1);
            n = {std::max(n.frames, b.frames), std::max(n.calls, b.calls)};
          }
          break;
        case PatternOp::Call:
          if (const int callee = patternIndex(c.pattern); callee >= 0) {
            n = patternNeed(callee, level);
            ++n.frames;
            ++n.calls;
          }
          break;
        default: break;
      }
      most = {std::max(most.frames, n.frames), std::max(most.calls, n.calls)};
    }
    return most;
  };
  std::vector<char> tooDeep(patterns_.size(), 0);
  for (std::size_t p = 0; p < patterns_.size(); ++p) {
    const Need n = patternNeed(int(p), 0);
    if (n.frames > kMaxPatternDepth || n.calls > kMaxPatternDepth) {
      tooDeep[p] = 1;
      errors.push_back({"project.json", "pattern '" + patterns_[p].name + "'",
                        "nests repeats and calls deeper than " + std::to_string(kMaxPatternDepth) +
                            " (or calls itself); it fires nothing"});
      continue;
    }
    maxDepth = std::max(maxDepth, n.frames);
    maxCalls = std::max(maxCalls, n.calls);
  }
  maxFrames_ = maxDepth + 1;
  maxParams_ = int(kMaxPatternParameters) * (maxCalls + 1);

  for (std::size_t p = 0; p < patterns_.size(); ++p) {
    if (tooDeep[p]) continue;
    const std::size_t errorsBefore = errors.size();
    compileDepth_ = 0;
    const int entry = compileList(project.patterns[p]->actions, int(p), 0, Op::Return, errors);
    patterns_[p].entry = errors.size() == errorsBefore ? entry : -1;
  }
}

// Appends `list` (inlined nested actions, repeat loops) and `terminator` at the end of
// code_ and returns its first instruction. Fire's own actions and parallel branches go
// after it, each ending in End.
int PatternRuntime::compileList(const std::vector<PatternCommand>& list, int pattern, int depth, Op terminator,
                                Errors& errors) {
  const int start = int(code_.size());
  struct Later {
    std::size_t instr;
    const std::vector<PatternCommand>* list;
    int branch;  // -1: fire's actions, else index into branches_
  };
  std::vector<Later> later;
  const std::string where = "pattern '" + patterns_[std::size_t(pattern)].name + "'";
  std::function<void(const std::vector<PatternCommand>&, int)> emit = [&](const std::vector<PatternCommand>& cmds,
                                                                          int level) {
    if (level > kMaxPatternDepth) {
      errors.push_back({"project.json", where, "nests deeper than " + std::to_string(kMaxPatternDepth)});
      return;
    }
    for (const PatternCommand& c : cmds) {
      Instr in;
      in.directionMode = std::uint8_t(c.directionMode);
      in.speedMode = std::uint8_t(c.speedMode);
      switch (c.op) {
        case PatternOp::Fire: {
          in.op = Op::Fire;
          in.a = expr(c.direction);
          in.b = expr(c.speed);
          in.kind = 0;
          if (!c.bulletKind.empty()) {
            auto it = std::find(kindNames_.begin(), kindNames_.end(), c.bulletKind);
            if (it == kindNames_.end()) errors.push_back({"project.json", where, "fires unknown bullet kind '" + c.bulletKind + "'"});
            else in.kind = std::int32_t(it - kindNames_.begin());
          }
          code_.push_back(in);
          if (!c.actions.empty()) {
            later.push_back({code_.size() - 1, &c.actions, -1});
            bulletActions_ = true;
          }
          break;
        }
        case PatternOp::Wait:
          in.op = Op::Wait;
          in.a = expr(c.count);
          code_.push_back(in);
          break;
        case PatternOp::Repeat: {
          in.op = Op::RepeatBegin;
          in.endless = c.endless;
          in.a = expr(c.count);
          const std::size_t begin = code_.size();
          code_.push_back(in);
          emit(c.actions, level + 1);
          Instr end;
          end.op = Op::RepeatEnd;
          end.jump = std::int32_t(begin + 1);
          code_.push_back(end);
          code_[begin].jump = std::int32_t(code_.size());
          break;
        }
        case PatternOp::Action: emit(c.actions, level + 1); break;
        case PatternOp::Parallel: {
          in.op = Op::Parallel;
          in.first = std::int32_t(branches_.size());
          in.count = std::int32_t(c.branches.size());
          for (std::size_t b = 0; b < c.branches.size(); ++b) branches_.push_back(-1);
          code_.push_back(in);
          for (std::size_t b = 0; b < c.branches.size(); ++b)
            later.push_back({code_.size() - 1, &c.branches[b], in.first + int(b)});
          break;
        }
        case PatternOp::ChangeDirection:
          in.op = Op::ChangeDirection;
          in.a = expr(c.direction);
          in.c = expr(c.count);
          code_.push_back(in);
          break;
        case PatternOp::ChangeSpeed:
          in.op = Op::ChangeSpeed;
          in.b = expr(c.speed);
          in.c = expr(c.count);
          code_.push_back(in);
          break;
        case PatternOp::Accel:
          in.op = Op::Accel;
          in.a = expr(c.x);
          in.b = expr(c.y);
          in.c = expr(c.count);
          code_.push_back(in);
          break;
        case PatternOp::Vanish:
          in.op = Op::Vanish;
          code_.push_back(in);
          break;
        case PatternOp::Homing:
          in.op = Op::Homing;
          in.a = expr(c.turnRate);
          in.c = expr(c.count);
          code_.push_back(in);
          break;
        case PatternOp::Call: {
          in.op = Op::Call;
          in.jump = patternIndex(c.pattern);
          if (in.jump < 0) {
            errors.push_back({"project.json", where, "calls unknown pattern '" + c.pattern + "'"});
            break;
          }
          in.first = std::int32_t(exprs_.size());
          in.count = std::int32_t(std::min(c.args.size(), kMaxPatternParameters));
          for (std::int32_t i = 0; i < in.count; ++i) expr(c.args[std::size_t(i)]);
          code_.push_back(in);
          break;
        }
      }
    }
  };
  emit(list, depth);
  Instr end;
  end.op = terminator;
  code_.push_back(end);
  // Sub-sequences: each ends in End.
  for (const Later& l : later) {
    const int entry = compileList(*l.list, pattern, depth + 1, Op::End, errors);
    if (l.branch < 0) code_[l.instr].jump = entry;
    else branches_[std::size_t(l.branch)] = entry;
  }
  return start;
}

}  // namespace sw
