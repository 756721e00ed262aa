#pragma once
// One command of a bullet pattern as a described object, so the property grid (and later
// scripting) edits pattern commands through the same table as everything else. Commands
// are held by value inside their pattern, so a row is a view: it is bound to a command
// the editor found by its path (pattern_command_path.h) and writes straight into it.
//
// Each op has its own description with only the fields that mean something for it (a
// wait has Ticks, a fire Direction, Speed and Bullet Kind), so a selection of several
// commands shows what they share. The op itself is shown but not edited here: turning a
// repeat into a wait would drop its commands, and a property edit cannot give them back on
// undo; the command tree replaces a command instead.
//
// Expressions (pattern_expr.h) are text; writing one compiles it against the pattern's
// parameters at once, so the code never lags the text. An edit must parse; a parameter
// name that the pattern lacks is reported by the pattern's validation, as in the text.
#include <string>
#include <vector>

#include "core/property.h"
#include "model/patterns/bullet_pattern.h"

namespace sw {

class PatternCommandRow final : public Describable {
 public:
  PatternCommandRow();
  PatternCommandRow(const PatternCommandRow&) = delete;
  PatternCommandRow& operator=(const PatternCommandRow&) = delete;

  // Edits `command` of a pattern with these parameters from now on.
  void bind(PatternCommand* command, std::vector<std::string> parameters);
  PatternCommand& command() const { return *command_; }
  const std::vector<std::string>& parameters() const { return parameters_; }

  const TypeDescription& description() const override { return describeOp(command_->op); }
  static const TypeDescription& describeOp(PatternOp op);

 private:
  PatternCommand own_;  // what an unbound row shows (a fire): the defaults of the tables
  PatternCommand* command_ = &own_;
  std::vector<std::string> parameters_;
};

// Why `text` is no pattern expression ("column 3: ..."), or "" when it parses. Parameter
// names are not known here; they are accepted and checked by the pattern's validation.
std::string patternExprSyntaxProblem(const std::string& text);

}  // namespace sw
