#include "model/platformer/animation.h"

#include <cctype>
#include <charconv>

namespace sw {

namespace animation_text {

constexpr const char* kSignalNames[kSignalCount] = {
    "grounded", "moving",    "falling", "rising",       "hanging", "swinging", "mantling", "pushing",
    "hurt",     "attacking", "dashing", "attackLanded", "dead",    "speed",    "health",   "facing"};

constexpr const char* kTemplateNames[] = {"once", "loop", "pingpong", "hold"};

// Ticks per frame above this are a typo (over 27 minutes at 60 ticks a second).
constexpr std::int64_t kMaxTicksPerFrame = 100000;
// Frame numbers in `on` above this are a typo too (no sheet has that many frames in a group).
constexpr std::int64_t kMaxFrameNumber = 100000;

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool isIdentifier(std::string_view word) {
  if (word.empty() || std::isdigit(static_cast<unsigned char>(word[0]))) return false;
  for (char c : word)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

// Reads a line left to right by byte offset, so every problem knows its column.
class LineReader {
 public:
  LineReader(std::string_view text, std::size_t begin, std::size_t end)
      : text_(text), at_(begin), end_(end) {}

  void skipSpaces() {
    while (at_ < end_ && isSpace(text_[at_])) ++at_;
  }
  bool atEnd() {
    skipSpaces();
    return at_ >= end_;
  }
  // Of the next word: spaces first skipped.
  int column() {
    skipSpaces();
    return int(at_) + 1;
  }
  // The next run of characters up to a space (or `stop`), after spaces.
  std::string_view word(char stop = '\0') {
    skipSpaces();
    const std::size_t start = at_;
    while (at_ < end_ && !isSpace(text_[at_]) && text_[at_] != stop) ++at_;
    return text_.substr(start, at_ - start);
  }
  // The next identifier-shaped run, after spaces (may be empty).
  std::string_view identifier() {
    skipSpaces();
    const std::size_t start = at_;
    while (at_ < end_ && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_')) ++at_;
    return text_.substr(start, at_ - start);
  }
  bool take(char c) {
    skipSpaces();
    if (at_ < end_ && text_[at_] == c) return ++at_, true;
    return false;
  }
  std::size_t offset() const { return at_; }

 private:
  std::string_view text_;
  std::size_t at_, end_;
};

bool readWhole(std::string_view word, std::int64_t& out) {
  if (word.empty()) return false;
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
  return ec == std::errc{} && end == word.data() + word.size();
}

std::string trimmed(std::string_view s, std::size_t& begin) {
  std::size_t b = 0, e = s.size();
  while (b < e && isSpace(s[b])) ++b;
  while (e > b && isSpace(s[e - 1])) --e;
  begin += b;
  return std::string(s.substr(b, e - b));
}

struct Failure {
  int column;
  std::string message;
};

// NAME: TEMPLATE GROUP [every N]
std::optional<Failure> readHead(std::string_view text, std::size_t end, AnimationLine& line) {
  LineReader r(text, 0, end);
  if (r.atEnd())
    return Failure{0, "an empty line: write an animation (NAME: TEMPLATE GROUP ...) or remove it"};
  line.nameColumn = r.column();
  const std::string_view name = r.word(':');
  if (!isIdentifier(name))
    return Failure{line.nameColumn, "expected the animation's name (letters, digits and _), found '" +
                                        std::string(name) + "'"};
  line.name = std::string(name);
  const int colonColumn = r.column();
  if (!r.take(':')) return Failure{colonColumn, "expected ':' after the name '" + line.name + "'"};
  const int templateColumn = r.column();
  const std::string_view play = r.word();
  bool known = false;
  for (int i = 0; i < 4; ++i)
    if (play == kTemplateNames[i]) line.play = AnimationTemplate(i), known = true;
  if (!known)
    return Failure{templateColumn, play.empty() ? "expected how it plays: once, loop, pingpong or hold"
                                                : "unknown template '" + std::string(play) +
                                                      "': use once, loop, pingpong or hold"};
  line.groupColumn = r.column();
  const std::string_view group = r.word();
  if (group.empty())
    return Failure{line.groupColumn, "expected a frame group after '" + std::string(play) + "'"};
  line.group = std::string(group);
  if (r.atEnd()) return std::nullopt;
  const int everyColumn = r.column();
  if (r.word() != "every") return Failure{everyColumn, "expected 'every N' or ';' after the frame group"};
  const int numberColumn = r.column();
  if (!readWhole(r.word(), line.ticksPerFrame) || line.ticksPerFrame < 1 ||
      line.ticksPerFrame > kMaxTicksPerFrame)
    return Failure{numberColumn,
                   "expected the ticks each frame shows after 'every', a whole number from 1 to " +
                       std::to_string(kMaxTicksPerFrame)};
  if (!r.atEnd())
    return Failure{r.column(), "expected ';' after 'every " + std::to_string(line.ticksPerFrame) + "'"};
  return std::nullopt;
}

// then NEXT | if CONDITION -> TARGET | on FRAME EVENT, between `begin` and `end`.
std::optional<Failure> readClause(std::string_view text, std::size_t begin, std::size_t end,
                                  AnimationLine& line) {
  LineReader r(text, begin, end);
  if (r.atEnd()) return Failure{int(begin) + 1, "expected then, if or on after ';'"};
  const int keywordColumn = r.column();
  const std::string_view keyword = r.word();
  auto nothingAfter = [&](const std::string& what) -> std::optional<Failure> {
    if (!r.atEnd()) return Failure{r.column(), "unexpected text after " + what};
    return std::nullopt;
  };
  if (keyword == "then") {
    if (!line.next.empty())
      return Failure{keywordColumn, "a second 'then': an animation chains to one other"};
    line.nextColumn = r.column();
    const std::string_view next = r.word();
    if (!isIdentifier(next))
      return Failure{line.nextColumn, "expected the name of the animation after 'then'"};
    line.next = std::string(next);
    return nothingAfter("'then " + line.next + "'");
  }
  if (keyword == "if") {
    const std::size_t rest = r.offset();
    const std::string_view body = text.substr(rest, end - rest);
    const std::size_t arrow = body.rfind("->");
    if (arrow == std::string_view::npos) return Failure{keywordColumn, "expected 'if CONDITION -> TARGET'"};
    AnimationLine::Switch s;
    std::size_t conditionBegin = rest;
    s.condition = trimmed(body.substr(0, arrow), conditionBegin);
    s.conditionColumn = int(conditionBegin) + 1;
    if (s.condition.empty()) return Failure{keywordColumn, "expected a condition after 'if'"};
    LineReader t(text, rest + arrow + 2, end);
    s.targetColumn = t.column();
    const std::string_view target = t.word();
    if (!isIdentifier(target))
      return Failure{s.targetColumn, "expected the name of the animation after '->'"};
    s.target = std::string(target);
    if (!t.atEnd()) return Failure{t.column(), "unexpected text after '-> " + s.target + "'"};
    line.switches.push_back(std::move(s));
    return std::nullopt;
  }
  if (keyword == "on") {
    AnimationLine::Event e;
    e.column = r.column();
    if (!readWhole(r.word(), e.frame) || e.frame < 0 || e.frame > kMaxFrameNumber)
      return Failure{e.column, "expected a frame number (0 is the group's first) after 'on'"};
    const int eventColumn = r.column();
    const std::string_view name = r.word();
    if (!isIdentifier(name))
      return Failure{eventColumn, "expected the event's name (e.g. footstep) after the frame"};
    e.name = std::string(name);
    line.events.push_back(std::move(e));
    return nothingAfter("the event '" + std::string(name) + "'");
  }
  return Failure{keywordColumn, "unknown clause '" + std::string(keyword) + "': use then, if or on"};
}

}  // namespace animation_text

const char* signalName(CreatureSignal signal) {
  const int i = int(signal);
  return i >= 0 && i < kSignalCount ? animation_text::kSignalNames[i] : "";
}

std::optional<CreatureSignal> findSignal(std::string_view name) {
  for (int i = 0; i < kSignalCount; ++i)
    if (name == animation_text::kSignalNames[i]) return CreatureSignal(i);
  return std::nullopt;
}

const char* templateName(AnimationTemplate play) {
  const int i = int(play);
  return i >= 0 && i < 4 ? animation_text::kTemplateNames[i] : "once";
}

std::string AnimationProblem::describe() const {
  return column > 0 ? "column " + std::to_string(column) + ": " + message : message;
}

std::optional<AnimationLine> parseAnimationLine(std::string_view text, AnimationProblem* problem) {
  AnimationLine line;
  // Clauses are separated by ';', which the expression language never uses.
  std::size_t end = text.find(';');
  std::optional<animation_text::Failure> failure =
      animation_text::readHead(text, end == std::string_view::npos ? text.size() : end, line);
  while (!failure && end != std::string_view::npos) {
    const std::size_t begin = end + 1;
    end = text.find(';', begin);
    failure =
        animation_text::readClause(text, begin, end == std::string_view::npos ? text.size() : end, line);
  }
  if (failure) {
    if (problem) *problem = {0, failure->column, failure->message};
    return std::nullopt;
  }
  return line;
}

std::string animationLineText(const AnimationLine& line) {
  std::string out = line.name + ": " + templateName(line.play) + " " + line.group;
  if (line.ticksPerFrame != kDefaultTicksPerFrame) out += " every " + std::to_string(line.ticksPerFrame);
  if (!line.next.empty()) out += "; then " + line.next;
  for (const auto& s : line.switches) out += "; if " + s.condition + " -> " + s.target;
  for (const auto& e : line.events) out += "; on " + std::to_string(e.frame) + " " + e.name;
  return out;
}

std::vector<AnimationLine> parseAnimationLines(const std::vector<std::string>& lines,
                                               std::vector<AnimationProblem>* problems) {
  std::vector<AnimationLine> out;
  out.reserve(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    AnimationProblem problem;
    if (auto line = parseAnimationLine(lines[i], &problem)) {
      out.push_back(std::move(*line));
    } else if (problems) {
      problem.line = int(i);
      problems->push_back(std::move(problem));
    }
  }
  return out;
}

}  // namespace sw
