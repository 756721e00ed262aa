#pragma once
// What the animation graph's gestures do to a creature's animation lines
// (model/platformer/animation.h), as plain rewrites of the list: the graph view pushes the
// result through the one property command on the type's "animations", the very property the
// grid edits, so text and graph stay two views of the same data.
//
// Only the lines an edit is about are rewritten (parsed, changed, written back with
// animationLineText); every other line keeps its text exactly, even one that does not parse.
// Lines are named by their index in the list (the graph's nodes are lines). Each returns the
// new lines, or nothing with `why` set (empty when nothing would change).
#include <optional>
#include <string>
#include <vector>

#include "model/platformer/animation.h"

namespace sw::editor::animation {

using Lines = std::vector<std::string>;

// A name not used by any line: `base`, else base_2 ...
std::string freeAnimationName(const Lines& lines, const std::string& base);

std::optional<Lines> withAnimation(const Lines& lines, const sw::AnimationLine& added, std::string* why);
// Line `from` plays `to` (a line index) when it ends: `then TO`. Only a `once` ends.
std::optional<Lines> withChain(const Lines& lines, int from, int to, std::string* why);
std::optional<Lines> withoutChain(const Lines& lines, int from, std::string* why);
// Line `from` switches to `to` when `condition` holds: `if CONDITION -> TO`, after its others.
std::optional<Lines> withSwitch(const Lines& lines, int from, int to, const std::string& condition,
                                std::string* why);
std::optional<Lines> withSwitchCondition(const Lines& lines, int from, int switchIndex,
                                         const std::string& condition, std::string* why);
std::optional<Lines> withoutSwitch(const Lines& lines, int from, int switchIndex, std::string* why);
// Line `index` gone, and every `then` and switch that named its animation in other lines.
std::optional<Lines> withoutAnimation(const Lines& lines, int index, std::string* why);
// Line `index` replaced by `text` as typed (it must parse).
std::optional<Lines> withLineText(const Lines& lines, int index, const std::string& text, std::string* why);

}  // namespace sw::editor::animation
