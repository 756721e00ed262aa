#include "model/enemies/enemy_actions.h"

#include <charconv>
#include <cmath>

#include "core/error.h"

namespace sw {

namespace {

std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
    std::size_t start = i;
    while (i < text.size() && !(text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}


bool number(std::string_view word, double& out) {
  if (!word.empty() && word.front() == '+') word.remove_prefix(1);
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
  return ec == std::errc() && end == word.data() + word.size() && std::isfinite(out);
}

bool ticks(std::string_view word, std::int64_t& out) {
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
  return ec == std::errc() && end == word.data() + word.size() && out >= 0;
}

bool isName(std::string_view word) {
  if (word.empty()) return false;
  for (char c : word)
    if (c == '>' || c == '<' || c == '"' || c == '\'') return false;
  return true;
}

std::string knownActions() {
  std::string out;
  for (const auto& spec : actionTable()) out += (out.empty() ? "" : ", ") + std::string(spec.name);
  return out;
}

}  // namespace

const std::vector<ActionSpec>& actionTable() {
  using A = ArgumentType;
  static const std::vector<ActionSpec> table = {
      {ActionKind::Fire, "fire", {A::Pattern}, "fire [PATTERN]",
       "Fires one run of PATTERN now (without a name: the enemy type's default pattern)", 1},
      {ActionKind::StartFiring,
       "startFiring",
       {A::Pattern},
       "startFiring [PATTERN]",
       "Starts PATTERN every Fire Interval ticks, the first after First Shot Delay (without a name: the default pattern)",
       1},
      {ActionKind::StopFiring, "stopFiring", {}, "stopFiring", "Stops shooting"},
      {ActionKind::SetSpeed,
       "setSpeed",
       {A::Number},
       "setSpeed V",
       "Sets the movement speed to V units per tick"},
      {ActionKind::SetPattern,
       "setPattern",
       {A::Pattern},
       "setPattern PATTERN|none",
       "Changes the default pattern that fire and startFiring use"},
      {ActionKind::SetWeapon,
       "setWeapon",
       {A::Weapon},
       "setWeapon aimed|ring|spread|none",
       "Old form of setPattern (projects of format 1); opening such a project turns it into setPattern"},
      {ActionKind::FollowPath,
       "followPath",
       {},
       "followPath",
       "Follows the spawn's path from where the enemy is"},
      {ActionKind::Stop, "stop", {}, "stop", "Stops moving"},
      {ActionKind::MoveTo,
       "moveTo",
       {A::Number, A::Number, A::Ticks, A::Easing},
       "moveTo X Y [N [EASE]]",
       "Moves in a straight line towards (X, Y) at the current speed; a part slides there relative to its parent "
       "over N ticks",
       2},
      {ActionKind::Sleep,
       "sleep",
       {A::Ticks},
       "sleep N",
       "Suspends the behaviour for N ticks: no transitions and no Tick actions meanwhile"},
      {ActionKind::SetFlag, "setFlag", {A::Name}, "setFlag NAME", "Sets the flag NAME of this enemy"},
      {ActionKind::ClearFlag, "clearFlag", {A::Name}, "clearFlag NAME", "Clears the flag NAME of this enemy"},
      {ActionKind::Emit,
       "emit",
       {A::Name},
       "emit NAME",
       "Sends the event NAME to the game, e.g. fires a trigger"},
      {ActionKind::Die, "die", {}, "die", "The enemy dies now; nothing after it runs"},
      {ActionKind::Goto,
       "goto",
       {A::State},
       "goto STATE",
       "Changes to STATE now; the rest of the list is skipped and STATE ticks in the same tick"},
      {ActionKind::RotateTo, "rotateTo", {A::Number, A::Ticks, A::Easing}, "rotateTo DEG N [EASE]",
       "Turns the part (in the body's machines: the body) to DEG degrees over N ticks", 1},
      {ActionKind::Open, "open", {A::Part, A::Ticks}, "open PART [N]",
       "Moves PART to its open pose over N ticks (30 without N); a launcher launches only while open", 1},
      {ActionKind::Close, "close", {A::Part, A::Ticks}, "close PART [N]",
       "Moves PART back to its closed pose over N ticks (30 without N)", 1},
      {ActionKind::Launch, "launch", {A::Ticks}, "launch [N]",
       "Queues N missiles (1 without N) from this part's or body's launcher", 1},
      {ActionKind::FireBeam, "fireBeam", {}, "fireBeam",
       "Fires this part's or body's beam: warning line, charge, then the beam for its duration"},
      {ActionKind::StopBeam, "stopBeam", {}, "stopBeam", "Cuts this part's or body's beam short"},
      {ActionKind::Phase, "phase", {A::Phase}, "phase NAME",
       "The fight enters phase NAME: the boss health bar shows it, 'phase NAME' conditions see it"},
  };
  return table;
}

const ActionSpec* findActionSpec(std::string_view name) {
  for (const auto& spec : actionTable())
    if (name == spec.name) return &spec;
  return nullptr;
}

const ActionSpec& actionSpec(ActionKind kind) {
  for (const auto& spec : actionTable())
    if (spec.kind == kind) return spec;
  return actionTable().front();
}

Parsed<Action> parseAction(std::string_view line) {
  Parsed<Action> out;
  const auto w = words(line);
  if (w.empty()) {
    out.error = "empty action line";
    return out;
  }
  const ActionSpec* spec = findActionSpec(w[0]);
  if (!spec) {
    out.error = "unknown action " + quotedName(w[0]) + " (known: " + knownActions() + ")";
    return out;
  }
  const std::size_t wanted = spec->arguments.size(), found = w.size() - 1;
  if (found > wanted || found + spec->optional < wanted) {
    const std::string takes = spec->optional ? std::to_string(wanted - spec->optional) + " to " + std::to_string(wanted)
                                             : std::to_string(wanted);
    out.error = std::string(spec->name) + " takes " + takes +
                (wanted == 1 ? " argument" : " arguments") + " (" + spec->usage + "), found " +
                std::to_string(found);
    return out;
  }
  Action a;
  a.kind = spec->kind;
  if (a.kind == ActionKind::Open || a.kind == ActionKind::Close) a.ticks = 30;
  if (a.kind == ActionKind::Launch) a.ticks = 1;
  if (a.kind == ActionKind::MoveTo) a.timed = found >= 3;
  for (std::size_t i = 0; i < found; ++i) {
    const std::string_view arg = w[i + 1];
    const std::string prefix = std::string(spec->name) + ": ";
    switch (spec->arguments[i]) {
      case ArgumentType::Number: {
        double d = 0;
        if (!number(arg, d)) {
          out.error = prefix + quotedName(arg) + " is not a number";
          return out;
        }
        (i == 0 ? a.x : a.y) = d;
        break;
      }
      case ArgumentType::Ticks:
        if (!ticks(arg, a.ticks)) {
          out.error = prefix + quotedName(arg) + " is not a whole number of ticks (0 or more)";
          return out;
        }
        break;
      case ArgumentType::Weapon: {
        bool known = false;
        for (auto weapon : {EnemyWeapon::None, EnemyWeapon::Aimed, EnemyWeapon::Ring, EnemyWeapon::Spread})
          if (arg == toString(weapon)) a.weapon = weapon, known = true;
        if (!known) {
          out.error = prefix + quotedName(arg) + " is not a weapon (aimed, ring, spread or none)";
          return out;
        }
        break;
      }
      case ArgumentType::Pattern:
        if (!isName(arg)) {
          out.error = prefix + quotedName(arg) + " is not a pattern name";
          return out;
        }
        if (spec->kind != ActionKind::SetPattern || arg != "none") a.name = std::string(arg);
        break;
      case ArgumentType::Easing: {
        bool known = false;
        for (auto e : {Easing::Linear, Easing::In, Easing::Out, Easing::InOut})
          if (arg == toString(e)) a.easing = e, known = true;
        if (!known) {
          out.error = prefix + quotedName(arg) + " is not an easing (linear, in, out or inOut)";
          return out;
        }
        break;
      }
      case ArgumentType::Name:
      case ArgumentType::State:
      case ArgumentType::Part:
      case ArgumentType::Phase:
        if (!isName(arg)) {
          out.error = prefix + quotedName(arg) + " is not a name";
          return out;
        }
        a.name = std::string(arg);
        break;
    }
  }
  if (a.kind == ActionKind::SetSpeed && a.x < 0) {
    out.error = "setSpeed: speed " + quotedName(w[1]) + " must not be negative";
    return out;
  }
  out.value = std::move(a);
  return out;
}

Parsed<Condition> parseCondition(std::string_view text) {
  Parsed<Condition> out;
  // "health<3" reads like "health < 3".
  std::string spaced;
  for (char c : text) {
    if (c == '<')
      spaced += " < ";
    else
      spaced += c;
  }
  const auto w = words(spaced);
  if (w.empty()) {
    out.error = "missing condition before '->'";
    return out;
  }
  Condition c;
  const std::string_view word = w[0];
  auto arguments = [&](std::size_t n, const char* usage) {
    if (w.size() - 1 == n) return true;
    out.error = std::string(usage) + ": expected " + std::to_string(n) +
                (n == 1 ? " argument" : " arguments") + ", found " + std::to_string(w.size() - 1);
    return false;
  };
  if (word == "after") {
    if (!arguments(1, "after N")) return out;
    c.kind = ConditionKind::After;
    if (!ticks(w[1], c.ticks)) {
      out.error = "after: " + quotedName(w[1]) + " is not a whole number of ticks (0 or more)";
      return out;
    }
  } else if (word == "health") {
    if (w.size() != 3 || w[1] != "<") {
      out.error = "health: write 'health < N' (the enemy's health is below N)";
      return out;
    }
    c.kind = ConditionKind::HealthBelow;
    if (!number(w[2], c.value)) {
      out.error = "health < N: " + quotedName(w[2]) + " is not a number";
      return out;
    }
  } else if (word == "pathEnd") {
    if (!arguments(0, "pathEnd")) return out;
    c.kind = ConditionKind::PathEnd;
  } else if (word == "playerWithin") {
    if (!arguments(1, "playerWithin R")) return out;
    c.kind = ConditionKind::PlayerWithin;
    if (!number(w[1], c.value) || c.value < 0) {
      out.error = "playerWithin: " + quotedName(w[1]) + " is not a distance (a number, 0 or more)";
      return out;
    }
  } else if (word == "trigger" || word == "flag") {
    if (!arguments(1, word == "trigger" ? "trigger NAME" : "flag NAME")) return out;
    c.kind = word == "trigger" ? ConditionKind::Trigger : ConditionKind::Flag;
    if (!isName(w[1])) {
      out.error = std::string(word) + ": " + quotedName(w[1]) + " is not a name";
      return out;
    }
    c.name = std::string(w[1]);
  } else if (word == "destroyed" || word == "phase") {
    if (!arguments(1, word == "phase" ? "phase NAME" : "destroyed PART")) return out;
    c.kind = word == "phase" ? ConditionKind::PhaseIs : ConditionKind::PartDestroyed;
    if (!isName(w[1])) {
      out.error = std::string(word) + ": " + quotedName(w[1]) + " is not a name";
      return out;
    }
    c.name = std::string(w[1]);
  } else if (word == "partHealth") {
    if (w.size() != 4 || w[2] != "<" || !isName(w[1])) {
      out.error = "partHealth: write 'partHealth PART < N' (the part's health is below N)";
      return out;
    }
    c.kind = ConditionKind::PartHealthBelow;
    c.name = std::string(w[1]);
    if (!number(w[3], c.value)) {
      out.error = "partHealth PART < N: " + quotedName(w[3]) + " is not a number";
      return out;
    }
  } else if (word == "always") {
    if (!arguments(0, "always")) return out;
    c.kind = ConditionKind::Always;
  } else {
    out.error = "unknown condition " + quotedName(word) +
                " (known: after N, health < N, pathEnd, playerWithin R, trigger NAME, flag NAME, always, "
                "destroyed PART, partHealth PART < N, phase NAME)";
    return out;
  }
  out.value = std::move(c);
  return out;
}

Parsed<Transition> parseTransition(std::string_view line) {
  Parsed<Transition> out;
  const auto arrow = line.find("->");
  if (arrow == std::string_view::npos) {
    out.error = "expected 'condition -> state'";
    return out;
  }
  if (line.find("->", arrow + 2) != std::string_view::npos) {
    out.error = "more than one '->' in a transition";
    return out;
  }
  auto condition = parseCondition(line.substr(0, arrow));
  if (!condition) {
    out.error = condition.error;
    return out;
  }
  const auto target = words(line.substr(arrow + 2));
  if (target.size() != 1 || !isName(target[0])) {
    out.error =
        target.empty() ? "missing target state after '->'" : "the target after '->' must be one state name";
    return out;
  }
  Transition t;
  t.condition = std::move(*condition.value);
  t.target = std::string(target[0]);
  out.value = std::move(t);
  return out;
}

const char* toString(Easing easing) {
  switch (easing) {
    case Easing::Linear: return "linear";
    case Easing::In: return "in";
    case Easing::Out: return "out";
    case Easing::InOut: return "inOut";
  }
  return "?";
}

double ease(Easing easing, double t) {
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  switch (easing) {
    case Easing::Linear: return t;
    case Easing::In: return t * t;
    case Easing::Out: return t * (2 - t);
    case Easing::InOut: return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
  }
  return t;
}

const char* toString(StateList list) {
  switch (list) {
    case StateList::Begin:
      return "begin";
    case StateList::Tick:
      return "tick";
    case StateList::End:
      return "end";
    case StateList::Transitions:
      return "transitions";
  }
  return "?";
}

std::string describeLine(const std::string& enemyType, const std::string& state, StateList list,
                         std::size_t index, std::string_view line) {
  const char* what = list == StateList::Transitions ? "transition" : toString(list);
  return "enemy '" + enemyType + "', state '" + state + "', " + what + " line " + std::to_string(index + 1) +
         " (" + quotedName(line) + ")";
}

}  // namespace sw
