#include "model/patterns/pattern_command_row.h"

#include <array>
#include <cctype>

#include "model/patterns/pattern_command_path.h"

namespace sw {

namespace {

using Builder = TypeBuilder<PatternCommandRow>;
constexpr const char* kCategory = "Command";

std::vector<std::string> opNames() {
  std::vector<std::string> names;
  for (int op = 0; op <= int(PatternOp::Call); ++op) names.push_back(toString(PatternOp(op)));
  return names;
}

std::optional<std::string> expressionCheck(const Value& value) {
  const auto* text = std::get_if<std::string>(&value);
  if (!text) return std::nullopt;
  std::string problem = patternExprSyntaxProblem(*text);
  if (problem.empty()) return std::nullopt;
  return problem;
}

// A field of the command holding an expression, edited as its text.
Builder& expression(Builder& b, const char* key, const char* label, PatternValue PatternCommand::*member,
                    const char* tooltip) {
  return b
      .computed(
          key, ValueKind::String, [member](const PatternCommandRow& r) { return Value((r.command().*member).text); },
          [member](PatternCommandRow& r, const Value& v) {
            PatternValue& target = r.command().*member;
            target.text = std::get<std::string>(v);
            auto parsed = parsePatternExpr(target.text, r.parameters());
            target.code = parsed ? std::move(parsed.code) : PatternExprCode{};
          })
      .label(label)
      .category(kCategory)
      .tooltip(tooltip)
      .check(expressionCheck);
}

Builder& opRow(Builder& b) {
  return b
      .computed(
          "command", ValueKind::Enum, [](const PatternCommandRow& r) { return Value(std::int64_t(r.command().op)); },
          [](PatternCommandRow&, const Value&) {})
      .label("Command")
      .category(kCategory)
      .enumNames(opNames())
      .readOnly()
      .tooltip("What the command does (bullet_pattern.h); to change it, add a new command and remove this one");
}

Builder& ticks(Builder& b, const char* tooltip) {
  return expression(b, "ticks", "Ticks", &PatternCommand::count, tooltip);
}

Builder& directionRows(Builder& b) {
  b.computed(
       "directionMode", ValueKind::Enum,
       [](const PatternCommandRow& r) { return Value(std::int64_t(r.command().directionMode)); },
       [](PatternCommandRow& r, const Value& v) { r.command().directionMode = DirectionMode(std::get<std::int64_t>(v)); })
      .label("Direction Is")
      .category(kCategory)
      .enumNames({"aim", "absolute", "relative", "sequence"})
      .tooltip("aim: towards the nearest player plus Direction; absolute: Direction; relative: the owner's "
               "heading plus Direction; sequence: the previous fire's direction plus Direction");
  return expression(b, "direction", "Direction", &PatternCommand::direction,
                    "Degrees (0 = +x, 90 = +y); a number or an expression such as \"360 / $n\" or \"$rand * 30\"");
}

Builder& speedRows(Builder& b) {
  b.computed(
       "speedMode", ValueKind::Enum,
       [](const PatternCommandRow& r) { return Value(std::int64_t(r.command().speedMode)); },
       [](PatternCommandRow& r, const Value& v) { r.command().speedMode = SpeedMode(std::get<std::int64_t>(v)); })
      .label("Speed Is")
      .category(kCategory)
      .enumNames({"absolute", "relative", "sequence"})
      .tooltip("absolute: Speed; relative: the owner's speed plus Speed; sequence: the previous fire's speed plus Speed");
  return expression(b, "speed", "Speed", &PatternCommand::speed,
                    "Units per tick; a number or an expression such as \"0.1 + $rank * 0.1\"");
}

TypeDescription describe(PatternOp op) {
  Builder b(std::string("PatternCommand.") + toString(op));
  opRow(b);
  switch (op) {
    case PatternOp::Fire:
      directionRows(b);
      speedRows(b);
      b.computed(
           "bulletKind", ValueKind::ObjectRef, [](const PatternCommandRow& r) { return Value(r.command().bulletKind); },
           [](PatternCommandRow& r, const Value& v) { r.command().bulletKind = std::get<std::string>(v); })
          .label("Bullet Kind")
          .category(kCategory)
          .references("BulletKind")
          .tooltip("The kind of bullet fired (empty: the project's first kind); the commands below it are the bullet's own");
      break;
    case PatternOp::Wait: ticks(b, "Ticks the runner waits (below 1: no wait)"); break;
    case PatternOp::Repeat:
      expression(b, "times", "Times", &PatternCommand::count, "How often the commands below run (0 to 10000)");
      b.computed(
           "endless", ValueKind::Bool, [](const PatternCommandRow& r) { return Value(r.command().endless); },
           [](PatternCommandRow& r, const Value& v) { r.command().endless = std::get<bool>(v); })
          .label("Forever")
          .category(kCategory)
          .tooltip("Repeat until the owner is gone instead of Times (the commands must wait)");
      break;
    case PatternOp::ChangeDirection:
      directionRows(b);
      ticks(b, "Ticks the turn takes (0: at once); bullets only");
      break;
    case PatternOp::ChangeSpeed:
      speedRows(b);
      ticks(b, "Ticks the change takes (0: at once); bullets only");
      break;
    case PatternOp::Accel:
      expression(b, "x", "X", &PatternCommand::x, "Units per tick added to the bullet's extra velocity each tick");
      expression(b, "y", "Y", &PatternCommand::y, "Units per tick added to the bullet's extra velocity each tick");
      ticks(b, "Ticks the acceleration lasts; bullets only");
      break;
    case PatternOp::Homing:
      expression(b, "turnRate", "Turn Rate", &PatternCommand::turnRate,
                 "Degrees per tick the bullet turns at most towards the nearest player");
      ticks(b, "Ticks the bullet homes (0: its whole life); bullets only");
      break;
    case PatternOp::Call:
      b.computed(
           "pattern", ValueKind::ObjectRef, [](const PatternCommandRow& r) { return Value(r.command().pattern); },
           [](PatternCommandRow& r, const Value& v) { r.command().pattern = std::get<std::string>(v); })
          .label("Pattern")
          .category(kCategory)
          .references("BulletPattern")
          .tooltip("The pattern run here, inline");
      b.computed(
           "args", ValueKind::StringList,
           [](const PatternCommandRow& r) {
             std::vector<std::string> texts;
             for (const auto& a : r.command().args) texts.push_back(a.text);
             return Value(texts);
           },
           [](PatternCommandRow& r, const Value& v) {
             auto& args = r.command().args;
             args.clear();
             for (const auto& text : std::get<std::vector<std::string>>(v)) {
               PatternValue a;
               a.text = text;
               auto parsed = parsePatternExpr(text, r.parameters());
               if (parsed) a.code = std::move(parsed.code);
               args.push_back(std::move(a));
             }
           })
          .label("Arguments")
          .category(kCategory)
          .tooltip("The called pattern's parameters in order, each a number or an expression of this pattern's")
          .check([](const Value& v) -> std::optional<std::string> {
            const auto* list = std::get_if<std::vector<std::string>>(&v);
            if (!list) return std::nullopt;
            for (std::size_t i = 0; i < list->size(); ++i)
              if (auto problem = patternExprSyntaxProblem((*list)[i]); !problem.empty())
                return "argument " + std::to_string(i + 1) + ": " + problem;
            return std::nullopt;
          });
      break;
    default: break;  // action, parallel, vanish: nothing but their commands
  }
  return b.build();
}

}  // namespace

PatternCommandRow::PatternCommandRow() : own_(defaultCommand(PatternOp::Fire)) {}

void PatternCommandRow::bind(PatternCommand* command, std::vector<std::string> parameters) {
  command_ = command ? command : &own_;
  parameters_ = std::move(parameters);
}

const TypeDescription& PatternCommandRow::describeOp(PatternOp op) {
  static const std::array<TypeDescription, std::size_t(PatternOp::Call) + 1> tables = [] {
    std::array<TypeDescription, std::size_t(PatternOp::Call) + 1> all;
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = describe(PatternOp(i));
    return all;
  }();
  const auto at = std::size_t(op);
  return tables[at < tables.size() ? at : 0];
}

std::string patternExprSyntaxProblem(const std::string& text) {
  // Every $name in the text counts as a parameter here, and $1..$16 as positions.
  std::vector<std::string> names;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '$') continue;
    std::size_t end = i + 1;
    while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
    const std::string name = text.substr(i + 1, end - i - 1);
    if (!name.empty() && !std::isdigit(static_cast<unsigned char>(name[0])) && name != "rank" && name != "rand")
      names.push_back(name);
  }
  while (names.size() < kMaxPatternParameters) names.push_back("\x01" + std::to_string(names.size()));
  return parsePatternExpr(text, names).error;
}

}  // namespace sw
