#pragma once
// A creature's animations as data (DOMAIN.md "Platformers", Animation): one text line per
// animation, kept in the creature type's "animations" list, so a designer types them in the
// property grid and a graph view can rewrite them from the structure (animationLineText).
// The parsing here knows nothing of the type that owns the lines (characters, monsters).
//
//   NAME: TEMPLATE GROUP [every N] [; then NEXT] [; if CONDITION -> TARGET]... [; on FRAME EVENT]...
//
//   walk: loop walk every 5; if !moving -> idle; if falling -> fall; on 1 footstep; on 3 footstep
//
// - TEMPLATE: once (the group's frames once, then NEXT, or the last frame held), loop,
//   pingpong (0 1 2 1 0 1 ...), hold (the frames once, the last held for ever: never ends).
// - GROUP: a frame group of the sprite's tileset (Tileset::frameGroups); every N: ticks per
//   frame (default 6, at 60 ticks a second 10 frames a second).
// - then NEXT: what plays when a `once` ends. if CONDITION -> TARGET: checked every tick, in
//   the order written, the first true one switches at once (one naming the animation itself
//   is ignored). CONDITION is an expression (core/expression.h) over the creature's signals,
//   bare names (CreatureSignal).
// - on FRAME EVENT: EVENT (footstep, attackActive ...) is emitted when frame FRAME (0-based
//   in the group) starts.
// The first line's animation is the one a creature starts with. The animator that plays
// them is sim/platformer/animator.h.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

class Tileset;

// What a creature's animation conditions can read, filled by the simulation each tick.
// Booleans are 1 and 0; speed is units per tick, facing +1 or -1.
enum class CreatureSignal : std::uint8_t {
  Grounded, Moving, Falling, Rising, Hanging, Swinging, Mantling, Pushing, Hurt, Attacking, Dashing,
  AttackLanded, Dead, Speed, Health, Facing,
  Count
};
inline constexpr int kSignalCount = int(CreatureSignal::Count);

// "grounded", "attackLanded" ...: the name conditions use.
const char* signalName(CreatureSignal signal);
std::optional<CreatureSignal> findSignal(std::string_view name);

enum class AnimationTemplate : std::uint8_t { Once, Loop, PingPong, Hold };
const char* templateName(AnimationTemplate play);  // "once", "loop", "pingpong", "hold"

inline constexpr std::int64_t kDefaultTicksPerFrame = 6;

// One animation line, parsed. Columns (1-based, 0 for lines made in code) point problems
// found after parsing (an unknown target, a missing group) at the words at fault.
struct AnimationLine {
  struct Switch {
    std::string condition;  // expression text, as written (trimmed)
    std::string target;
    int conditionColumn = 0, targetColumn = 0;
    bool operator==(const Switch& o) const { return condition == o.condition && target == o.target; }
  };
  struct Event {
    std::int64_t frame = 0;
    std::string name;
    int column = 0;  // of the frame number
    bool operator==(const Event& o) const { return frame == o.frame && name == o.name; }
  };
  std::string name;
  AnimationTemplate play = AnimationTemplate::Once;
  std::string group;
  std::int64_t ticksPerFrame = kDefaultTicksPerFrame;
  std::string next;  // empty: none
  std::vector<Switch> switches;
  std::vector<Event> events;
  int nameColumn = 0, groupColumn = 0, nextColumn = 0;

  // The structure (columns aside).
  bool operator==(const AnimationLine& o) const {
    return name == o.name && play == o.play && group == o.group && ticksPerFrame == o.ticksPerFrame &&
           next == o.next && switches == o.switches && events == o.events;
  }
};

// A problem of one line: its index in the list (0-based), the column (1-based, 0 for the
// line as a whole) and what is wrong.
struct AnimationProblem {
  int line = 0;
  int column = 0;
  std::string message;
  // "column 12: ..." (or the message alone when column is 0).
  std::string describe() const;
};

// One line. On a syntax error, nothing, with `problem` (line 0) set.
std::optional<AnimationLine> parseAnimationLine(std::string_view text, AnimationProblem* problem);

// Canonical text of a line: "NAME: TEMPLATE GROUP[ every N]; then NEXT; if C -> T; on F E",
// `every` only when not the default, clauses in that order (switches and events in theirs).
std::string animationLineText(const AnimationLine& line);

// Every line parsed; a line that does not parse is left out and its problem added (when
// `problems` is given). Lines with no problem at all (animationProblems) parse to one each.
std::vector<AnimationLine> parseAnimationLines(const std::vector<std::string>& lines,
                                               std::vector<AnimationProblem>* problems = nullptr);

// Everything wrong with a creature's lines: syntax, duplicate names, `then` or `->` naming
// no animation, conditions that do not parse or read a name that is no signal, `then` on a
// template that never ends, and chains or switches that go round for ever without showing a
// frame. With `sprite`, also groups it lacks, empty groups and events past a group's frames.
// In line order; several per line are possible.
std::vector<AnimationProblem> animationProblems(const std::vector<std::string>& lines, const Tileset* sprite);

// The constant value of a condition that reads no signal ("true", "1 > 0"), or nothing.
std::optional<double> constantCondition(std::string_view condition);

}  // namespace sw
