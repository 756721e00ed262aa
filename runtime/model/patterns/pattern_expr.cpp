#include "model/patterns/pattern_expr.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace sw {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isNameChar(char c) { return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

class Parser {
 public:
  Parser(std::string_view text, const std::vector<std::string>& params) : s_(text), params_(params) {}

  PatternExprParse run() {
    PatternExprParse out;
    if (s_.size() > kMaxExprLength) {
      out.error = "expression longer than " + std::to_string(kMaxExprLength) + " characters";
      return out;
    }
    skip();
    if (pos_ >= s_.size()) {
      out.error = "empty expression (write a number such as 10, or e.g. 360 / $1)";
      return out;
    }
    sum(0);
    skip();
    if (error_.empty() && pos_ < s_.size()) fail("unexpected '" + std::string(1, s_[pos_]) + "'");
    if (error_.empty() && maxStack_ > kMaxExprStack) fail("expression too complex");
    if (!error_.empty()) {
      out.error = error_;
      return out;
    }
    out.code.steps = std::move(steps_);
    return out;
  }

 private:
  void skip() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t')) ++pos_;
  }
  void fail(const std::string& message) {
    if (error_.empty()) error_ = "column " + std::to_string(pos_ + 1) + ": " + message;
  }
  void emit(PatternExprStep step) {
    switch (step.op) {
      case PatternExprOp::Number:
      case PatternExprOp::Rank:
      case PatternExprOp::Rand:
      case PatternExprOp::Param: ++stack_; break;
      case PatternExprOp::Negate: break;
      default: --stack_; break;
    }
    maxStack_ = std::max(maxStack_, stack_);
    steps_.push_back(step);
  }

  void sum(int depth) {
    product(depth);
    for (;;) {
      skip();
      if (!error_.empty() || pos_ >= s_.size() || (s_[pos_] != '+' && s_[pos_] != '-')) return;
      const char op = s_[pos_++];
      product(depth);
      emit({op == '+' ? PatternExprOp::Add : PatternExprOp::Subtract});
    }
  }
  void product(int depth) {
    unary(depth);
    for (;;) {
      skip();
      if (!error_.empty() || pos_ >= s_.size() || (s_[pos_] != '*' && s_[pos_] != '/')) return;
      const char op = s_[pos_++];
      unary(depth);
      emit({op == '*' ? PatternExprOp::Multiply : PatternExprOp::Divide});
    }
  }
  void unary(int depth) {
    if (depth > kMaxExprDepth) return fail("nested too deeply (at most " + std::to_string(kMaxExprDepth) + ")");
    skip();
    if (pos_ < s_.size() && (s_[pos_] == '-' || s_[pos_] == '+')) {
      const bool negate = s_[pos_++] == '-';
      unary(depth + 1);
      if (negate) emit({PatternExprOp::Negate});
      return;
    }
    primary(depth);
  }
  void primary(int depth) {
    skip();
    if (!error_.empty()) return;
    if (pos_ >= s_.size()) return fail("expected a number, $rank, $rand, a parameter or '('");
    const char c = s_[pos_];
    if (c == '(') {
      ++pos_;
      sum(depth + 1);
      skip();
      if (!error_.empty()) return;
      if (pos_ >= s_.size() || s_[pos_] != ')') return fail("expected ')'");
      ++pos_;
      return;
    }
    if (c == '$') {
      const std::size_t start = ++pos_;
      while (pos_ < s_.size() && isNameChar(s_[pos_])) ++pos_;
      const std::string_view name = s_.substr(start, pos_ - start);
      if (name.empty()) return fail("expected a name after '$' ($rank, $rand, $1 or a parameter name)");
      if (name == "rank") return emit({PatternExprOp::Rank});
      if (name == "rand") return emit({PatternExprOp::Rand});
      int index = -1;
      if (std::all_of(name.begin(), name.end(), isDigit)) {
        int n = 0;
        auto [end, ec] = std::from_chars(name.data(), name.data() + name.size(), n);
        if (ec == std::errc() && n >= 1 && std::size_t(n) <= params_.size()) index = n - 1;
      } else {
        for (std::size_t i = 0; i < params_.size(); ++i)
          if (params_[i] == name) index = int(i);
      }
      if (index < 0) {
        pos_ = start - 1;
        std::string known;
        for (std::size_t i = 0; i < params_.size(); ++i)
          known += (known.empty() ? "" : ", ") + ("$" + std::to_string(i + 1)) + " or $" + params_[i];
        return fail("unknown parameter '$" + std::string(name) + "' (" +
                    (known.empty() ? "this pattern has no parameters" : "known: " + known) +
                    "; also $rank and $rand)");
      }
      PatternExprStep step{PatternExprOp::Param};
      step.param = index;
      return emit(step);
    }
    if (isDigit(c) || c == '.') {
      const std::size_t start = pos_;
      while (pos_ < s_.size() && (isDigit(s_[pos_]) || s_[pos_] == '.')) ++pos_;
      if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
        std::size_t p = pos_ + 1;
        if (p < s_.size() && (s_[p] == '+' || s_[p] == '-')) ++p;
        if (p < s_.size() && isDigit(s_[p])) {
          pos_ = p;
          while (pos_ < s_.size() && isDigit(s_[pos_])) ++pos_;
        }
      }
      double v = 0;
      auto [end, ec] = std::from_chars(s_.data() + start, s_.data() + pos_, v);
      if (ec != std::errc() || end != s_.data() + pos_ || !std::isfinite(v)) {
        pos_ = start;
        return fail("'" + std::string(s_.substr(start, end - s_.data() > 0 ? std::size_t(end - s_.data()) - start : 1)) +
                    "' is not a finite number");
      }
      PatternExprStep step{PatternExprOp::Number};
      step.value = v;
      return emit(step);
    }
    fail("unexpected '" + std::string(1, c) + "' (expected a number, $rank, $rand, a parameter or '(')");
  }

  std::string_view s_;
  const std::vector<std::string>& params_;
  std::size_t pos_ = 0;
  std::string error_;
  std::vector<PatternExprStep> steps_;
  int stack_ = 0, maxStack_ = 0;
};

double finiteOr0(double v) { return std::isfinite(v) ? v : 0.0; }

}  // namespace

bool PatternExprCode::usesRand() const {
  return std::any_of(steps.begin(), steps.end(), [](const auto& s) { return s.op == PatternExprOp::Rand; });
}
bool PatternExprCode::usesRank() const {
  return std::any_of(steps.begin(), steps.end(), [](const auto& s) { return s.op == PatternExprOp::Rank; });
}
bool PatternExprCode::constant(double& out) const {
  for (const auto& s : steps)
    if (s.op == PatternExprOp::Rank || s.op == PatternExprOp::Rand || s.op == PatternExprOp::Param) return false;
  out = evaluate(*this, {});
  return true;
}

PatternExprParse parsePatternExpr(std::string_view text, const std::vector<std::string>& parameters) {
  return Parser(text, parameters).run();
}

double evaluate(const PatternExprCode& code, const PatternExprEnv& env) {
  double stack[kMaxExprStack + 1];
  int top = 0;  // number of values on the stack
  for (const PatternExprStep& s : code.steps) {
    switch (s.op) {
      case PatternExprOp::Number: stack[top++] = s.value; break;
      case PatternExprOp::Rank: stack[top++] = env.rank; break;
      case PatternExprOp::Rand: stack[top++] = env.rand ? env.rand(env.randState) : 0.5; break;
      case PatternExprOp::Param:
        stack[top++] = s.param >= 0 && std::size_t(s.param) < env.paramCount ? env.params[s.param] : 0.0;
        break;
      case PatternExprOp::Negate: stack[top - 1] = -stack[top - 1]; break;
      default: {
        const double b = stack[--top], a = stack[top - 1];
        double r = 0;
        switch (s.op) {
          case PatternExprOp::Add: r = a + b; break;
          case PatternExprOp::Subtract: r = a - b; break;
          case PatternExprOp::Multiply: r = a * b; break;
          default: r = b == 0 ? 0.0 : a / b; break;
        }
        stack[top - 1] = finiteOr0(r);
      }
    }
    if (top > kMaxExprStack) return 0;  // cannot happen for parsed code; guards hand-made code
  }
  return top == 1 ? finiteOr0(stack[0]) : 0.0;
}

PatternInterval bounds(const PatternExprCode& code, const std::vector<PatternInterval>& params) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  PatternInterval stack[kMaxExprStack + 1];
  int top = 0;
  for (const PatternExprStep& s : code.steps) {
    switch (s.op) {
      case PatternExprOp::Number: stack[top++] = {s.value, s.value}; break;
      case PatternExprOp::Rank:
      case PatternExprOp::Rand: stack[top++] = {0, 1}; break;
      case PatternExprOp::Param:
        stack[top++] = s.param >= 0 && std::size_t(s.param) < params.size() ? params[std::size_t(s.param)]
                                                                            : PatternInterval{0, 0};
        break;
      case PatternExprOp::Negate: stack[top - 1] = {-stack[top - 1].hi, -stack[top - 1].lo}; break;
      default: {
        const PatternInterval b = stack[--top], a = stack[top - 1];
        PatternInterval r;
        switch (s.op) {
          case PatternExprOp::Add: r = {a.lo + b.lo, a.hi + b.hi}; break;
          case PatternExprOp::Subtract: r = {a.lo - b.hi, a.hi - b.lo}; break;
          case PatternExprOp::Multiply: {
            const double p[] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
            r = {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
            break;
          }
          default:
            if (b.lo <= 0 && b.hi >= 0) {
              // The divisor may be 0 (giving 0) or come arbitrarily close to it.
              r = (b.lo == 0 && b.hi == 0) ? PatternInterval{0, 0} : PatternInterval{-inf, inf};
            } else {
              const double p[] = {a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi};
              r = {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
            }
        }
        if (std::isnan(r.lo) || std::isnan(r.hi)) r = {-inf, inf};
        stack[top - 1] = r;
      }
    }
    if (top > kMaxExprStack) return {-inf, inf};
  }
  return top == 1 ? stack[0] : PatternInterval{0, 0};
}

}  // namespace sw
