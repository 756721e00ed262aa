#pragma once
// JSON of bullet kinds and patterns. Qt-free and nlohmann-free: callers outside
// runtime/model use the text functions; the Json ones are internal (bullet_pattern_json_internal.h).
//
// A pattern:
//   {"name": "ring", "notes": "", "parameters": [{"name": "n", "default": 16}],
//    "actions": [COMMAND, ...]}
// A COMMAND is an object with exactly one key, the command's name (bullet_pattern.h):
//   {"fire": {"aim": E, "speed": E, "kind": "small", "actions": [...]}}
//        direction: one of "aim" | "absolute" | "relative" | "sequence" (absent: aim 0);
//        speed: one of "speed" | "speedRelative" | "speedSequence" (absent: speed 0.2);
//        "kind" and "actions" optional.
//   {"wait": E}
//   {"repeat": {"times": E or "forever", "actions": [...]}}
//   {"action": [...]}
//   {"parallel": [[...], [...]]}
//   {"changeDirection": {"aim" | "absolute" | "relative" | "sequence": E, "ticks": E}}
//   {"changeSpeed": {"speed" | "speedRelative" | "speedSequence": E, "ticks": E}}
//   {"accel": {"x": E, "y": E, "ticks": E}}       (x, y absent: 0)
//   {"vanish": {}}
//   {"homing": {"turnRate": E, "ticks": E}}       (ticks absent: 0 = the bullet's whole life)
//   {"call": {"pattern": "name", "args": [E, ...]}}
// E is a JSON number or a string expression (pattern_expr.h): 12, "360 / $n", "$rank * 4".
// Written canonically: every optional key of fire is written, numbers stay numbers.
//
// Reading reports every problem with its JSON pointer: unknown keys and commands,
// numbers that are not finite,
// nesting deeper than kMaxPatternDepth, more than kMaxPatternCommands commands. Names are
// checked against each other (kinds, calls) by validatePatterns, not here, and so are
// expressions: one that does not parse is kept as written (code empty, evaluating to 0)
// so a project with a typo still opens; validate_patterns.h refuses it.
#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "model/patterns/bullet_pattern.h"

namespace sw {

// One pattern as canonical JSON text (the Pattern editor's text), and back. `file` names
// the place in errors; `pointerPrefix` is prepended to each pointer ("/patterns/3").
std::string patternText(const BulletPattern& pattern);
bool readPatternText(const std::string& text, const std::string& file, const std::string& pointerPrefix,
                     BulletPattern& out, Errors& errors);

// The 1-based line of `text` (JSON) where the value at `pointer` starts, or 0 when the
// text does not parse that far. For naming a problem's line in an editor.
int lineOfPointer(const std::string& text, const std::string& pointer);

// Whether `name` may name a pattern or a bullet kind: letters, digits, '_' and '-', not empty.
bool isPatternName(const std::string& name);

}  // namespace sw
