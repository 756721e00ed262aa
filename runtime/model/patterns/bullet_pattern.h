#pragma once
// Bullet patterns and bullet kinds (project assets, in project.json under "bulletKinds" and
// "patterns", after "enemyTypes"): enemy fire as data, in the spirit of BulletML, in our own
// JSON (bullet_pattern_json.h). This header defines what every command MEANS; the
// simulation (sim/, the interpreter) implements exactly this.
//
// UNITS. Positions in world units on the play plane; speeds in units per tick; angles in
// degrees, 0 = +x, 90 = +y (a direction d moves by (cos d, sin d) * speed per tick);
// durations in ticks. Every number is an expression (pattern_expr.h) evaluated when its
// command runs, so `$rand` differs per bullet and `$rank` scales counts, speeds and waits.
//
// RUNNERS. A pattern runs in a *runner*: a program counter, a parameter scope, its
// own "previous fire" (direction and speed, for `sequence`) and its owner, the enemy
// (emitter runner) or a bullet (bullet runner). Each tick a runner executes commands in
// order, in the same tick, until it reaches a `wait` of at least 1 tick, its end, or a
// blocking `repeat` / `action` / `parallel` / `call` in progress. An enemy's runners run
// after the enemy moved this tick (fires happen at its new position); a bullet's runner
// runs before the bullet moves this tick. A bullet fired in tick t appears at its
// runner's position in tick t and makes its first move in tick t + 1.
//
// COMMANDS (PatternOp):
//  fire      Creates one bullet of `bulletKind` (empty: the project's first kind).
//            Direction by `directionMode`, value v = `direction`:
//              Aim       towards the nearest live player ship, plus v (no ship: the owner's heading + v);
//              Absolute  v;
//              Relative  the owner's heading + v (an enemy's heading: its direction of travel
//                        this tick, or its type's Direction when it stands still; a bullet's: its direction);
//              Sequence  the previous fire's direction in this runner + v (no previous
//                        fire yet: as Aim).
//            Speed by `speedMode`, value s = `speed`:
//              Absolute  s;  Relative  the owner's speed + s (an enemy's: its movement speed);
//              Sequence  the previous fire's speed in this runner + s (none yet: s).
//            Negative resulting speeds are allowed (the bullet moves backwards).
//            The fire becomes the runner's previous fire. When `actions` is not empty
//            the new bullet gets its own runner running them (parameters: this runner's
//            values), starting in the tick it is fired.
//  wait      Suspends the runner for `count` ticks (rounded down; < 1: no wait).
//  repeat    Runs `actions` `count` times (rounded down, clamped to 0..kMaxRepeat), or
//            endlessly when `endless` ("times": "forever"). Blocks until done.
//  action    Runs `actions` (a nested list) and blocks until done.
//  parallel  Starts every branch (`branches`) in this tick, each as a sub-runner with a
//            copy of the previous fire; blocks until the last branch ends.
//  changeDirection  (bullet runners only; in an emitter runner: no effect) turns the owning
//            bullet, linearly, over `count` ticks (0: now) to `direction` by `directionMode`:
//            Aim/Absolute/Relative give the target (Relative: to its current direction),
//            taking the shorter way round; Sequence turns by v degrees per tick for the
//            `count` ticks. Does not block; a new changeDirection replaces a running one.
//  changeSpeed  (bullet only) likewise for speed, target by `speedMode`: Absolute s,
//            Relative current + s, Sequence: + s per tick for `count` ticks.
//  accel     (bullet only) for `count` ticks adds (`x`, `y`) units per tick to an extra
//            velocity the bullet keeps afterwards; the bullet moves by its heading *
//            speed plus that extra velocity each tick. Does not block.
//  vanish    The owning bullet disappears now (an emitter runner: its run ends).
//  homing    (bullet only) for `count` ticks (0: for the bullet's whole life) turns the
//            bullet at most `turnRate` degrees per tick towards the nearest live player
//            ship (a missile). Does not block.
//  call      Runs pattern `pattern` inline with `args` (evaluated once, here, in this
//            runner's scope) as its parameters; missing ones take their defaults. Shares the
//            runner's previous fire. Blocks until it ends.
//
// FIRING ENEMIES. `fire PATTERN` starts one run of PATTERN now; `startFiring PATTERN`
// starts a run every Fire Interval ticks (the first after First Shot Delay), each new run
// alongside the ones still going. Without a name both use the enemy type's default
// pattern ("pattern"). A finished run just ends.
//
// GUARDS (bad input never hangs): validation (validate_patterns.h) refuses endless
// repeats without a wait, counts beyond kMaxRepeat, nesting beyond kMaxPatternDepth,
// call cycles, unknown names. The interpreter still clamps counts to 0..kMaxRepeat and
// stops a runner that executes more than kMaxStepsPerTick commands in one tick, reporting
// it on the enemy.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/property.h"
#include "model/patterns/pattern_expr.h"

namespace sw {

inline constexpr std::int64_t kMaxRepeat = 10000;
inline constexpr int kMaxPatternDepth = 32;        // nested command lists (and call chain length)
inline constexpr std::size_t kMaxPatternCommands = 4096;  // commands in one pattern, all levels
inline constexpr std::size_t kMaxPatternParameters = 16;
inline constexpr std::int64_t kMaxStepsPerTick = 100000;

enum class BulletShape : std::uint8_t { Orb, Needle, Missile };

// A kind of enemy bullet: how big it is for hits and how it looks.
class BulletKind final : public Describable {
 public:
  std::string name;
  double radius = 0.25;  // hit radius, units
  Color color{255, 120, 60, 255};
  BulletShape shape = BulletShape::Orb;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
};

// small, medium (0.25: the radius of every enemy bullet before patterns), large, needle, missile.
std::vector<std::unique_ptr<BulletKind>> defaultBulletKinds();

enum class PatternOp : std::uint8_t {
  Fire,
  Wait,
  Repeat,
  Action,
  Parallel,
  ChangeDirection,
  ChangeSpeed,
  Accel,
  Vanish,
  Homing,
  Call,
};
enum class DirectionMode : std::uint8_t { Aim, Absolute, Relative, Sequence };
enum class SpeedMode : std::uint8_t { Absolute, Relative, Sequence };

const char* toString(PatternOp op);  // the JSON key: "fire", "wait", ... "call"
const char* toString(DirectionMode mode);  // "aim", "absolute", "relative", "sequence"
const char* toString(SpeedMode mode);      // "speed", "speedRelative", "speedSequence" (the JSON keys)

// An expression as written (kept for saving and the editor) and its code. The code is
// parsed against the enclosing pattern's parameters when read; `text` alone is the truth.
struct PatternValue {
  std::string text = "0";
  PatternExprCode code;
  bool operator==(const PatternValue& o) const { return text == o.text; }
};

// One command; which fields mean something depends on `op` (see above).
struct PatternCommand {
  PatternOp op = PatternOp::Wait;
  DirectionMode directionMode = DirectionMode::Aim;  // Fire, ChangeDirection
  PatternValue direction;                            // degrees
  SpeedMode speedMode = SpeedMode::Absolute;         // Fire, ChangeSpeed
  PatternValue speed;                                // units per tick (Fire without one in JSON: 0.2)
  std::string bulletKind;                            // Fire; empty = the first kind
  PatternValue count;   // Wait / ChangeDirection / ChangeSpeed / Accel / Homing: ticks; Repeat: times
  bool endless = false;  // Repeat: `"times": "forever"` (not `forever`: Qt defines that as a macro)
  PatternValue x, y;     // Accel
  PatternValue turnRate; // Homing: degrees per tick
  std::string pattern;   // Call
  std::vector<PatternValue> args;                      // Call
  std::vector<PatternCommand> actions;                 // Fire (bullet's own), Repeat, Action
  std::vector<std::vector<PatternCommand>> branches;   // Parallel

  bool operator==(const PatternCommand&) const = default;
};

struct PatternParameter {
  std::string name;
  double defaultValue = 0;
  bool operator==(const PatternParameter&) const = default;
};

class BulletPattern final : public Describable {
 public:
  std::string name;
  std::string notes;  // free text for the designer
  std::vector<PatternParameter> parameters;
  std::vector<PatternCommand> actions;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }

  std::vector<std::string> parameterNames() const;
};

// Each command list of a pattern with its JSON pointer below the pattern ("/actions",
// "/actions/0/repeat/actions", ...), depth first; used by validation and the editor.
void forEachCommand(const std::vector<PatternCommand>& list, const std::string& pointer, int depth,
                    const std::function<void(const PatternCommand&, const std::string& pointer, int depth)>& fn);

}  // namespace sw
