#include "ui/animation/animation_line_edits.h"

#include <algorithm>

namespace sw::editor::animation {

namespace {
std::optional<sw::AnimationLine> lineAt(const Lines& lines, int index, std::string* why) {
  if (index < 0 || index >= int(lines.size())) {
    if (why) *why = "no such animation";
    return std::nullopt;
  }
  sw::AnimationProblem problem;
  auto line = sw::parseAnimationLine(lines[std::size_t(index)], &problem);
  if (!line && why) *why = "line " + std::to_string(index + 1) + " does not read: " + problem.describe();
  return line;
}

// `lines` with line `index` rewritten, or nothing (why empty) when its text stays the same.
std::optional<Lines> rewritten(const Lines& lines, int index, const sw::AnimationLine& line,
                               std::string* why) {
  std::string text = sw::animationLineText(line);
  if (text == lines[std::size_t(index)]) {
    if (why) why->clear();
    return std::nullopt;
  }
  Lines after = lines;
  after[std::size_t(index)] = std::move(text);
  return after;
}

std::optional<std::string> nameAt(const Lines& lines, int index, std::string* why) {
  auto line = lineAt(lines, index, why);
  if (!line) return std::nullopt;
  return line->name;
}

std::string trimmed(const std::string& s) {
  const auto begin = s.find_first_not_of(" \t");
  if (begin == std::string::npos) return {};
  return s.substr(begin, s.find_last_not_of(" \t") - begin + 1);
}
}  // namespace

std::string freeAnimationName(const Lines& lines, const std::string& base) {
  std::vector<std::string> names;
  for (const auto& line : sw::parseAnimationLines(lines)) names.push_back(line.name);
  const auto taken = [&](const std::string& n) {
    return std::find(names.begin(), names.end(), n) != names.end();
  };
  if (!taken(base)) return base;
  for (int n = 2;; ++n)
    if (std::string name = base + "_" + std::to_string(n); !taken(name)) return name;
}

std::optional<Lines> withAnimation(const Lines& lines, const sw::AnimationLine& added, std::string* why) {
  for (const auto& line : sw::parseAnimationLines(lines))
    if (line.name == added.name) {
      if (why) *why = "there is an animation '" + added.name + "' already";
      return std::nullopt;
    }
  std::string text = sw::animationLineText(added);
  sw::AnimationProblem problem;
  if (!sw::parseAnimationLine(text, &problem)) {
    if (why) *why = problem.describe();
    return std::nullopt;
  }
  Lines after = lines;
  after.push_back(std::move(text));
  return after;
}

std::optional<Lines> withChain(const Lines& lines, int from, int to, std::string* why) {
  auto line = lineAt(lines, from, why);
  const auto target = nameAt(lines, to, why);
  if (!line || !target) return std::nullopt;
  if (line->play != sw::AnimationTemplate::Once) {
    if (why)
      *why = "'" + line->name + "' is " + sw::templateName(line->play) +
             ": it never ends, so nothing plays after it (only once ends)";
    return std::nullopt;
  }
  line->next = *target;
  return rewritten(lines, from, *line, why);
}

std::optional<Lines> withoutChain(const Lines& lines, int from, std::string* why) {
  auto line = lineAt(lines, from, why);
  if (!line) return std::nullopt;
  line->next.clear();
  return rewritten(lines, from, *line, why);
}

std::optional<Lines> withSwitch(const Lines& lines, int from, int to, const std::string& condition,
                                std::string* why) {
  auto line = lineAt(lines, from, why);
  const auto target = nameAt(lines, to, why);
  if (!line || !target) return std::nullopt;
  const std::string text = trimmed(condition);
  if (text.empty()) {
    if (why) *why = "a switch needs a condition";
    return std::nullopt;
  }
  if (*target == line->name) {
    if (why) *why = "a switch to the animation itself is ignored";
    return std::nullopt;
  }
  sw::AnimationLine::Switch added;
  added.condition = text;
  added.target = *target;
  line->switches.push_back(added);
  // The condition is checked by parsing the line it makes: a ';' or '->' in it would break the line.
  sw::AnimationProblem problem;
  auto check = sw::parseAnimationLine(sw::animationLineText(*line), &problem);
  if (!check || !(*check == *line)) {
    if (why)
      *why = "the condition '" + text + "' cannot be written in a line" +
             (check ? "" : ": " + problem.describe());
    return std::nullopt;
  }
  return rewritten(lines, from, *line, why);
}

std::optional<Lines> withSwitchCondition(const Lines& lines, int from, int switchIndex,
                                         const std::string& condition, std::string* why) {
  auto line = lineAt(lines, from, why);
  if (!line) return std::nullopt;
  if (switchIndex < 0 || switchIndex >= int(line->switches.size())) {
    if (why) *why = "no such switch";
    return std::nullopt;
  }
  const std::string text = trimmed(condition);
  if (text.empty()) {
    if (why) *why = "a switch needs a condition";
    return std::nullopt;
  }
  line->switches[std::size_t(switchIndex)].condition = text;
  sw::AnimationProblem problem;
  auto check = sw::parseAnimationLine(sw::animationLineText(*line), &problem);
  if (!check || !(*check == *line)) {
    if (why)
      *why = "the condition '" + text + "' cannot be written in a line" +
             (check ? "" : ": " + problem.describe());
    return std::nullopt;
  }
  return rewritten(lines, from, *line, why);
}

std::optional<Lines> withoutSwitch(const Lines& lines, int from, int switchIndex, std::string* why) {
  auto line = lineAt(lines, from, why);
  if (!line) return std::nullopt;
  if (switchIndex < 0 || switchIndex >= int(line->switches.size())) {
    if (why) *why = "no such switch";
    return std::nullopt;
  }
  line->switches.erase(line->switches.begin() + switchIndex);
  return rewritten(lines, from, *line, why);
}

std::optional<Lines> withoutAnimation(const Lines& lines, int index, std::string* why) {
  if (index < 0 || index >= int(lines.size())) {
    if (why) *why = "no such animation";
    return std::nullopt;
  }
  // A line that does not read can still be deleted; it names nothing others could follow.
  const auto removed = sw::parseAnimationLine(lines[std::size_t(index)], nullptr);
  Lines after;
  for (int i = 0; i < int(lines.size()); ++i) {
    if (i == index) continue;
    auto line = removed ? sw::parseAnimationLine(lines[std::size_t(i)], nullptr) : std::nullopt;
    if (!line) {
      after.push_back(lines[std::size_t(i)]);
      continue;
    }
    bool changed = false;
    if (line->next == removed->name) {
      line->next.clear();
      changed = true;
    }
    const auto was = line->switches.size();
    std::erase_if(line->switches, [&](const auto& s) { return s.target == removed->name; });
    changed = changed || line->switches.size() != was;
    after.push_back(changed ? sw::animationLineText(*line) : lines[std::size_t(i)]);
  }
  return after;
}

std::optional<Lines> withLineText(const Lines& lines, int index, const std::string& text, std::string* why) {
  if (index < 0 || index >= int(lines.size())) {
    if (why) *why = "no such animation";
    return std::nullopt;
  }
  sw::AnimationProblem problem;
  if (!sw::parseAnimationLine(text, &problem)) {
    if (why) *why = problem.describe();
    return std::nullopt;
  }
  if (text == lines[std::size_t(index)]) {
    if (why) why->clear();
    return std::nullopt;
  }
  Lines after = lines;
  after[std::size_t(index)] = text;
  return after;
}

}  // namespace sw::editor::animation
