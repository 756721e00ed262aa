#pragma once
// What the behaviour graph's gestures do to a state's lines (model/enemies/enemy_actions.h),
// as plain rewrites of one list: the scene pushes the result through the one property
// command on the state's "transitions" (or "begin" / "tick"), the very property the grid
// edits, so text and graph stay two views of the same data.
//
// Only the line an edit is about changes; every other line keeps its text exactly, even
// one that does not read. Each returns the new lines, or nothing with `why` set (empty when
// nothing would change).
#include <optional>
#include <string>
#include <vector>

namespace sw::editor::behaviour {

using Lines = std::vector<std::string>;

// "always -> TARGET" after the state's other transitions (a new wire: its condition is then edited).
std::optional<Lines> withTransition(const Lines& transitions, const std::string& target, std::string* why);
// Line `index` becomes "CONDITION -> TARGET", its target as written. The condition must read
// (sw::parseCondition) and hold no "->".
std::optional<Lines> withCondition(const Lines& transitions, int index, const std::string& condition,
                                   std::string* why);
// Line `index` gone (a transition, or a goto in Begin or Tick).
std::optional<Lines> withoutLine(const Lines& lines, int index, std::string* why);
// The lines that lead to state `name`: transitions naming it (transitions = true), or
// `goto NAME` actions. Nothing (why empty) when none does.
std::optional<Lines> withoutLinesTo(const Lines& lines, bool transitions, const std::string& name);

}  // namespace sw::editor::behaviour
