#include "ui/behaviour/behaviour_line_edits.h"

#include "model/enemies/enemy_actions.h"

namespace sw::editor::behaviour {

namespace {
std::string trimmedLine(const std::string& s) {
  const auto begin = s.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return {};
  return s.substr(begin, s.find_last_not_of(" \t\r\n") - begin + 1);
}

bool fail(std::string* why, std::string message) {
  if (why) *why = std::move(message);
  return false;
}

bool inRange(const Lines& lines, int index, std::string* why) {
  return (index >= 0 && index < int(lines.size())) || fail(why, "no such line");
}
}  // namespace

std::optional<Lines> withTransition(const Lines& transitions, const std::string& target, std::string* why) {
  if (target.empty() || target.find_first_of(" \t") != std::string::npos) {
    fail(why, "a transition needs a state with a one-word name");
    return std::nullopt;
  }
  Lines after = transitions;
  after.push_back("always -> " + target);
  return after;
}

std::optional<Lines> withCondition(const Lines& transitions, int index, const std::string& condition,
                                   std::string* why) {
  if (!inRange(transitions, index, why)) return std::nullopt;
  const std::string& line = transitions[std::size_t(index)];
  const auto arrow = line.find("->");
  const std::string target = arrow == std::string::npos ? std::string() : trimmedLine(line.substr(arrow + 2));
  if (target.empty()) {
    fail(why, "line " + std::to_string(index + 1) + " has no '-> state' to keep");
    return std::nullopt;
  }
  const std::string text = trimmedLine(condition);
  if (text.find("->") != std::string::npos) {
    fail(why, "a condition cannot hold '->'");
    return std::nullopt;
  }
  if (auto parsed = sw::parseCondition(text); !parsed) {
    fail(why, "'" + text + "': " + parsed.error);
    return std::nullopt;
  }
  std::string rewritten = text + " -> " + target;
  if (rewritten == line) {
    if (why) why->clear();
    return std::nullopt;
  }
  Lines after = transitions;
  after[std::size_t(index)] = std::move(rewritten);
  return after;
}

std::optional<Lines> withoutLine(const Lines& lines, int index, std::string* why) {
  if (!inRange(lines, index, why)) return std::nullopt;
  Lines after = lines;
  after.erase(after.begin() + index);
  return after;
}

std::optional<Lines> withoutLinesTo(const Lines& lines, bool transitions, const std::string& name) {
  Lines after;
  for (const std::string& line : lines) {
    bool leads = false;
    if (transitions) {
      auto parsed = sw::parseTransition(line);
      leads = parsed && parsed.value->target == name;
    } else {
      auto parsed = sw::parseAction(line);
      leads = parsed && parsed.value->kind == sw::ActionKind::Goto && parsed.value->name == name;
    }
    if (!leads) after.push_back(line);
  }
  if (after.size() == lines.size()) return std::nullopt;
  return after;
}

}  // namespace sw::editor::behaviour
