#pragma once
// The words of enemy behaviour: action lines ("setSpeed 0.2") and transition lines
// ("health < 3 -> flee"), parsed into typed values once, when a machine is compiled or
// validated, so a running game never parses text.
//
// Lines are words separated by spaces or tabs. Names (states, flags, events, triggers)
// are single words. Numbers use '.' as decimal point; tick counts are whole numbers >= 0.
//
// Actions (see actionTable() for the descriptions the editor shows):
//   fire [PATTERN]           one run of PATTERN now (no name: the type's default pattern)
//   startFiring [PATTERN]    start a run of PATTERN every fireIntervalTicks (no name: the
//                            default pattern; semantics in bullet_pattern.h)
//   stopFiring               stop starting runs (runs under way finish)
//   setPattern PATTERN|none  change the default pattern
//   setSpeed V               movement speed in units per tick (V >= 0)
//   setWeapon aimed|ring|spread|none   (format 1 only: migrated to setPattern on load)
//   followPath               (re)start following the spawn's path
//   stop                     stop moving
//   moveTo X Y               move in a straight line towards (X, Y) at the current speed
//   sleep N                  suspend the machine for N ticks (sim/state_machine.h)
//   setFlag NAME / clearFlag NAME
//   emit NAME                an event for the game, e.g. fires the trigger NAME
//   die                      the enemy dies (counts as destroyed by the level, no score)
//   goto STATE               change state now; the new state ticks in the same tick
// Bosses (parts, enemy_part.h; beams and launchers, enemy_weaponry.h):
//   moveTo X Y N [EASE]      in a part's machine: slide to (X, Y) relative to its parent over
//                            N ticks (EASE: linear, in, out, inOut)
//   rotateTo DEG N [EASE]    turn the part (or in the body's machines, the body) to DEG
//   open PART [N] / close PART [N]   move PART to its open / closed pose over N ticks (30)
//   launch [N]               queue N missiles (1) from the owner's launcher
//   fireBeam / stopBeam      start the owner's beam (warning, charge, fire) / cut it short
//   phase NAME               the enemy's fight enters phase NAME (its health bar says so)
//
// Conditions (left of "->"):
//   after N          N or more ticks since the state was entered (entry tick counts 0)
//   health < N       current health is below N (the only comparison form)
//   pathEnd          the enemy reached the end of its path
//   playerWithin R   a player ship is at most R units away
//   trigger NAME     the named trigger fired this tick
//   flag NAME        the flag NAME is set (setFlag / clearFlag)
//   always           always true
//   destroyed PART   the part PART of this enemy is destroyed
//   partHealth PART < N   the part's health is below N (a destroyed part's is 0)
//   phase NAME       the enemy's current phase is NAME
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/enemies/enemy_type.h"

namespace sw {

enum class ActionKind : std::uint8_t {
  Fire,
  StartFiring,
  StopFiring,
  SetSpeed,
  SetWeapon,
  FollowPath,
  Stop,
  MoveTo,
  Sleep,
  SetFlag,
  ClearFlag,
  Emit,
  Die,
  Goto,
  SetPattern,
  RotateTo,
  Open,
  Close,
  Launch,
  FireBeam,
  StopBeam,
  Phase,
};

// How a part's move over N ticks spreads over time.
enum class Easing : std::uint8_t { Linear, In, Out, InOut };
const char* toString(Easing easing);  // "linear", "in", "out", "inOut"
// Share of the way done at `t` in [0, 1].
double ease(Easing easing, double t);

enum class ArgumentType : std::uint8_t {
  Number,  // any finite number
  Ticks,   // whole number >= 0
  Name,    // one word
  Weapon,  // aimed | ring | spread | none
  State,   // name of a state of the same enemy type
  Pattern, // name of a bullet pattern of the project ("none" for setPattern: no pattern)
  Part,    // name of a part of the same enemy type
  Phase,   // name of a phase (one word)
  Easing,  // linear | in | out | inOut
};

struct ActionSpec {
  ActionKind kind;
  const char* name;
  std::vector<ArgumentType> arguments;
  const char* usage;        // "setSpeed V"
  const char* description;  // one sentence for the editor
  std::size_t optional = 0;  // how many trailing arguments may be left out
};

// Every action in a stable order (the editor lists them; the parser looks names up here).
const std::vector<ActionSpec>& actionTable();
const ActionSpec* findActionSpec(std::string_view name);
const ActionSpec& actionSpec(ActionKind kind);

struct Action {
  ActionKind kind = ActionKind::Stop;
  double x = 0, y = 0;                     // SetSpeed: x; MoveTo: (x, y)
  std::int64_t ticks = 0;                  // Sleep
  EnemyWeapon weapon = EnemyWeapon::None;  // SetWeapon
  std::string name;                        // SetFlag, ClearFlag, Emit: the name; Goto: the state's name;
                                           // Fire, StartFiring, SetPattern: the pattern ("" = default; SetPattern: "" = none)
  int state = -1;                          // Goto: index of the target state, set by compileBehaviour
  int flag = -1;                           // SetFlag, ClearFlag: bit of the flag, set by compileBehaviour
  Easing easing = Easing::Linear;          // MoveTo, RotateTo
  bool timed = false;                      // MoveTo: N was given (a part's slide)
  int part = -1;                           // Open, Close: index of the part, set by compileBehaviour
  int phase = -1;                          // Phase: index into the type's phases, set by compileBehaviour
};

enum class ConditionKind : std::uint8_t {
  After,
  HealthBelow,
  PathEnd,
  PlayerWithin,
  Trigger,
  Flag,
  Always,
  PartDestroyed,
  PartHealthBelow,
  PhaseIs,
};

struct Condition {
  ConditionKind kind = ConditionKind::Always;
  std::int64_t ticks = 0;  // After
  double value = 0;        // HealthBelow: N; PlayerWithin: R
  std::string name;        // Trigger, Flag
  int flag = -1;           // Flag: bit of the flag, set by compileBehaviour
  int part = -1;           // PartDestroyed, PartHealthBelow: index of the part, set by compileBehaviour
  int phase = -1;          // PhaseIs: index into the type's phases, set by compileBehaviour
};

struct Transition {
  Condition condition;
  std::string target;  // state name as written
  int state = -1;      // index of the target, set by compileBehaviour
};

// Results carry a message without file or place: the caller knows which enemy type,
// state and line it parsed and adds that (see describeLine()).
template <class T>
struct Parsed {
  std::optional<T> value;
  std::string error;
  explicit operator bool() const { return value.has_value(); }
};

Parsed<Action> parseAction(std::string_view line);
Parsed<Condition> parseCondition(std::string_view text);
// "condition -> state"
Parsed<Transition> parseTransition(std::string_view line);

// Which list of a state a line belongs to, for messages and JSON pointers.
enum class StateList : std::uint8_t { Begin, Tick, End, Transitions };
const char* toString(StateList list);  // "begin", "tick", "end", "transitions" (the JSON keys)

// "enemy 'drone', state 'attack', tick line 2 ('sleep x')" for messages.
std::string describeLine(const std::string& enemyType, const std::string& state, StateList list,
                         std::size_t index, std::string_view line);

}  // namespace sw
