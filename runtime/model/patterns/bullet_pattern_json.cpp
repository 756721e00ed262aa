#include "model/patterns/bullet_pattern_json.h"

#include <charconv>
#include <cmath>
#include <initializer_list>
#include <unordered_map>

#include "model/patterns/bullet_pattern_json_internal.h"
#include "model/io/named_list_json.h"

namespace sw {

namespace {

// Every part is read (a braced list is evaluated left to right), so one command reports all
// of its problems, not just the first; true when all of them read.
bool allOf(std::initializer_list<bool> results) {
  for (bool ok : results)
    if (!ok) return false;
  return true;
}

const char* const kDirectionKeys[] = {"aim", "absolute", "relative", "sequence"};
const char* const kSpeedKeys[] = {"speed", "speedRelative", "speedSequence"};

// A plain number literal ("16", "-0.5") is written as a JSON number, anything else as a string.
Json valueJson(const PatternValue& v) {
  const std::string& t = v.text;
  if (!t.empty() && t.find_first_not_of("-0123456789") == std::string::npos) {
    std::int64_t i = 0;
    auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), i);
    if (ec == std::errc() && end == t.data() + t.size() && std::to_string(i) == t) return i;
  }
  double d = 0;
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), d);
  if (ec == std::errc() && end == t.data() + t.size() && std::isfinite(d) && Json(d).dump() == t) return d;
  return t;
}

PatternValue literal(const char* text) {
  PatternValue v;
  v.text = text;
  v.code = parsePatternExpr(text, {}).code;
  return v;
}

Json listJson(const std::vector<PatternCommand>& list);

Json commandJson(const PatternCommand& c) {
  Json body;
  switch (c.op) {
    case PatternOp::Fire:
      body = Json::object();
      body[kDirectionKeys[int(c.directionMode)]] = valueJson(c.direction);
      body[kSpeedKeys[int(c.speedMode)]] = valueJson(c.speed);
      if (!c.bulletKind.empty()) body["kind"] = c.bulletKind;
      if (!c.actions.empty()) body["actions"] = listJson(c.actions);
      break;
    case PatternOp::Wait: body = valueJson(c.count); break;
    case PatternOp::Repeat:
      body = Json::object();
      body["times"] = c.endless ? Json("forever") : valueJson(c.count);
      body["actions"] = listJson(c.actions);
      break;
    case PatternOp::Action: body = listJson(c.actions); break;
    case PatternOp::Parallel:
      body = Json::array();
      for (const auto& b : c.branches) body.push_back(listJson(b));
      break;
    case PatternOp::ChangeDirection:
      body = Json::object();
      body[kDirectionKeys[int(c.directionMode)]] = valueJson(c.direction);
      body["ticks"] = valueJson(c.count);
      break;
    case PatternOp::ChangeSpeed:
      body = Json::object();
      body[kSpeedKeys[int(c.speedMode)]] = valueJson(c.speed);
      body["ticks"] = valueJson(c.count);
      break;
    case PatternOp::Accel:
      body = Json::object();
      body["x"] = valueJson(c.x);
      body["y"] = valueJson(c.y);
      body["ticks"] = valueJson(c.count);
      break;
    case PatternOp::Vanish: body = Json::object(); break;
    case PatternOp::Homing:
      body = Json::object();
      body["turnRate"] = valueJson(c.turnRate);
      body["ticks"] = valueJson(c.count);
      break;
    case PatternOp::Call: {
      body = Json::object();
      body["pattern"] = c.pattern;
      Json args = Json::array();
      for (const auto& a : c.args) args.push_back(valueJson(a));
      body["args"] = std::move(args);
      break;
    }
  }
  Json j = Json::object();
  j[toString(c.op)] = std::move(body);
  return j;
}

Json listJson(const std::vector<PatternCommand>& list) {
  Json out = Json::array();
  for (const auto& c : list) out.push_back(commandJson(c));
  return out;
}

// Reads one pattern's commands against its parameter names.
class CommandReader {
 public:
  CommandReader(const JsonReader& r, std::vector<std::string> params) : r_(r), params_(std::move(params)) {}

  bool list(const Json& j, const std::string& ptr, int depth, std::vector<PatternCommand>& out) {
    if (!j.is_array()) return fail(ptr, "expected an array of commands");
    if (depth >= kMaxPatternDepth)
      return fail(ptr, "commands nested deeper than " + std::to_string(kMaxPatternDepth) + " levels");
    bool ok = true;
    for (std::size_t i = 0; i < j.size(); ++i) {
      if (++count_ > kMaxPatternCommands) {
        return fail(pointerChild(ptr, i),
                    "more than " + std::to_string(kMaxPatternCommands) + " commands in one pattern");
      }
      PatternCommand c;
      ok = command(j[i], pointerChild(ptr, i), depth, c) && ok;
      out.push_back(std::move(c));
    }
    return ok;
  }

 private:
  bool fail(const std::string& ptr, const std::string& message) {
    r_.fail(ptr, message);
    return false;
  }

  bool value(const Json& j, const std::string& ptr, PatternValue& out) {
    if (j.is_number()) {
      const double d = j.get<double>();
      if (!std::isfinite(d)) return fail(ptr, "number is not finite");
      out.text = j.is_number_float() ? Json(d).dump() : j.dump();
    } else if (j.is_string()) {
      out.text = j.get<std::string>();
    } else {
      return fail(ptr, "expected a number or an expression in a string (e.g. \"360 / $n\")");
    }
    // An expression that does not parse is kept as written (nothing the user typed is
    // lost) with empty code, which evaluates to 0; validatePatterns reports it.
    auto parsed = parsePatternExpr(out.text, params_);
    if (parsed) out.code = std::move(parsed.code);
    return true;
  }

  // Checks the keys of a command's object body: `allowed` ones only.
  bool keys(const Json& body, const std::string& ptr, std::initializer_list<const char*> allowed, const char* name) {
    if (!body.is_object()) return fail(ptr, std::string(name) + ": expected an object");
    bool ok = true;
    for (auto it = body.begin(); it != body.end(); ++it) {
      bool known = false;
      std::string list;
      for (const char* a : allowed) {
        known = known || it.key() == a;
        list += (list.empty() ? "" : ", ") + std::string(a);
      }
      if (!known) ok = fail(pointerChild(ptr, it.key()), std::string(name) + ": unknown key '" + it.key() +
                                                               "' (known: " + list + ")");
    }
    return ok;
  }

  // The direction key of fire / changeDirection: at most one of aim/absolute/relative/sequence.
  bool direction(const Json& body, const std::string& ptr, PatternCommand& c, bool required) {
    int found = 0;
    bool ok = true;
    for (int m = 0; m < 4; ++m)
      if (body.contains(kDirectionKeys[m])) {
        ++found;
        c.directionMode = DirectionMode(m);
        ok = value(body[kDirectionKeys[m]], pointerChild(ptr, kDirectionKeys[m]), c.direction) && ok;
      }
    if (found > 1) return fail(ptr, "give one direction: aim, absolute, relative or sequence");
    if (found == 0 && required) return fail(ptr, "missing the direction: aim, absolute, relative or sequence");
    if (found == 0) c.direction = literal("0");
    return ok;
  }
  bool speed(const Json& body, const std::string& ptr, PatternCommand& c, bool required) {
    int found = 0;
    bool ok = true;
    for (int m = 0; m < 3; ++m)
      if (body.contains(kSpeedKeys[m])) {
        ++found;
        c.speedMode = SpeedMode(m);
        ok = value(body[kSpeedKeys[m]], pointerChild(ptr, kSpeedKeys[m]), c.speed) && ok;
      }
    if (found > 1) return fail(ptr, "give one speed: speed, speedRelative or speedSequence");
    if (found == 0 && required) return fail(ptr, "missing the speed: speed, speedRelative or speedSequence");
    if (found == 0) c.speed = literal("0.2");
    return ok;
  }
  bool optionalValue(const Json& body, const std::string& ptr, const char* key, PatternValue& out, const char* def) {
    if (!body.contains(key)) {
      out = literal(def);
      return true;
    }
    return value(body[key], pointerChild(ptr, key), out);
  }
  bool requiredValue(const Json& body, const std::string& ptr, const char* key, PatternValue& out, const char* name) {
    if (!body.contains(key)) return fail(ptr, std::string(name) + ": missing '" + key + "'");
    return value(body[key], pointerChild(ptr, key), out);
  }

  bool command(const Json& j, const std::string& ptr, int depth, PatternCommand& c) {
    if (!j.is_object() || j.size() != 1)
      return fail(ptr, "expected a command: an object with one key such as {\"fire\": {...}} or {\"wait\": 10}");
    const std::string name = j.begin().key();
    const Json& body = j.begin().value();
    const std::string at = pointerChild(ptr, name);
    bool knownOp = false;
    for (int op = 0; op <= int(PatternOp::Call); ++op)
      if (name == toString(PatternOp(op))) c.op = PatternOp(op), knownOp = true;
    if (!knownOp)
      return fail(ptr, "unknown command '" + name +
                           "' (known: fire, wait, repeat, action, parallel, changeDirection, changeSpeed, accel, "
                           "vanish, homing, call)");
    switch (c.op) {
      case PatternOp::Fire: {
        if (!keys(body, at, {"aim", "absolute", "relative", "sequence", "speed", "speedRelative", "speedSequence",
                             "kind", "actions"},
                  "fire"))
          return false;
        bool ok = direction(body, at, c, false);
        ok = speed(body, at, c, false) && ok;
        if (body.contains("kind")) {
          if (!body["kind"].is_string() || body["kind"].get<std::string>().empty())
            ok = fail(pointerChild(at, "kind"), "fire: 'kind' must name a bullet kind");
          else
            c.bulletKind = body["kind"].get<std::string>();
        }
        if (body.contains("actions")) ok = list(body["actions"], pointerChild(at, "actions"), depth + 1, c.actions) && ok;
        return ok;
      }
      case PatternOp::Wait: return value(body, at, c.count);
      case PatternOp::Repeat: {
        if (!keys(body, at, {"times", "actions"}, "repeat")) return false;
        bool ok = true;
        if (body.contains("times") && body["times"] == "forever")
          c.endless = true, c.count = literal("0");
        else
          ok = requiredValue(body, at, "times", c.count, "repeat");
        if (!body.contains("actions")) return fail(at, "repeat: missing 'actions'");
        return list(body["actions"], pointerChild(at, "actions"), depth + 1, c.actions) && ok;
      }
      case PatternOp::Action: return list(body, at, depth + 1, c.actions);
      case PatternOp::Parallel: {
        if (!body.is_array()) return fail(at, "parallel: expected an array of command arrays");
        bool ok = true;
        for (std::size_t b = 0; b < body.size(); ++b) {
          c.branches.emplace_back();
          ok = list(body[b], pointerChild(at, b), depth + 1, c.branches.back()) && ok;
        }
        return ok;
      }
      case PatternOp::ChangeDirection:
        if (!keys(body, at, {"aim", "absolute", "relative", "sequence", "ticks"}, "changeDirection")) return false;
        return allOf({direction(body, at, c, true), requiredValue(body, at, "ticks", c.count, "changeDirection")});
      case PatternOp::ChangeSpeed:
        if (!keys(body, at, {"speed", "speedRelative", "speedSequence", "ticks"}, "changeSpeed")) return false;
        return allOf({speed(body, at, c, true), requiredValue(body, at, "ticks", c.count, "changeSpeed")});
      case PatternOp::Accel:
        if (!keys(body, at, {"x", "y", "ticks"}, "accel")) return false;
        return allOf({optionalValue(body, at, "x", c.x, "0"), optionalValue(body, at, "y", c.y, "0"),
                      requiredValue(body, at, "ticks", c.count, "accel")});
      case PatternOp::Vanish:
        if (body.is_boolean() && body.get<bool>()) return true;
        return keys(body, at, {}, "vanish");
      case PatternOp::Homing:
        if (!keys(body, at, {"turnRate", "ticks"}, "homing")) return false;
        return allOf({requiredValue(body, at, "turnRate", c.turnRate, "homing"),
                      optionalValue(body, at, "ticks", c.count, "0")});
      case PatternOp::Call: {
        if (!keys(body, at, {"pattern", "args"}, "call")) return false;
        bool ok = true;
        if (!body.contains("pattern") || !body["pattern"].is_string() || body["pattern"].get<std::string>().empty())
          ok = fail(pointerChild(at, "pattern"), "call: 'pattern' must name a pattern");
        else
          c.pattern = body["pattern"].get<std::string>();
        if (body.contains("args")) {
          const Json& args = body["args"];
          if (!args.is_array()) return fail(pointerChild(at, "args"), "call: 'args' must be an array");
          if (args.size() > kMaxPatternParameters)
            return fail(pointerChild(at, "args"),
                        "call: more than " + std::to_string(kMaxPatternParameters) + " arguments");
          for (std::size_t i = 0; i < args.size(); ++i) {
            c.args.emplace_back();
            ok = value(args[i], pointerChild(pointerChild(at, "args"), i), c.args.back()) && ok;
          }
        }
        return ok;
      }
    }
    return false;
  }

  const JsonReader& r_;
  std::vector<std::string> params_;
  std::size_t count_ = 0;
};

}  // namespace

Json bulletKindsToJson(const std::vector<std::unique_ptr<BulletKind>>& kinds) {
  Json list = Json::array();
  for (const auto& k : kinds) list.push_back(writeProperties(*k));
  return list;
}

Json patternToJson(const BulletPattern& p) {
  Json j = writeProperties(p);
  Json params = Json::array();
  for (const auto& param : p.parameters) {
    Json one = Json::object();
    one["name"] = param.name;
    one["default"] = param.defaultValue;
    params.push_back(std::move(one));
  }
  j["parameters"] = std::move(params);
  j["actions"] = listJson(p.actions);
  return j;
}

Json patternsToJson(const std::vector<std::unique_ptr<BulletPattern>>& patterns) {
  Json list = Json::array();
  for (const auto& p : patterns) list.push_back(patternToJson(*p));
  return list;
}

bool readBulletKinds(const Json& json, const JsonReader& r, const std::string& pointer,
                     std::vector<std::unique_ptr<BulletKind>>& out) {
  static const NamedListRules rules{"bullet kinds", "bullet kind name", 0, true};
  return readNamedList(json, r, pointer, rules, out);
}

bool readPattern(const Json& json, const JsonReader& r, const std::string& ptr, BulletPattern& out) {
  if (!json.is_object()) {
    r.fail(ptr, "expected a pattern object");
    return false;
  }
  bool ok = readProperties(out, json, r, ptr, {"parameters", "actions"});
  if (json.contains("parameters")) {
    const Json& params = json["parameters"];
    const std::string pp = pointerChild(ptr, "parameters");
    if (!params.is_array()) {
      r.fail(pp, "expected an array of parameters ({\"name\": \"n\", \"default\": 8})");
      ok = false;
    } else if (params.size() > kMaxPatternParameters) {
      r.fail(pp, "more than " + std::to_string(kMaxPatternParameters) + " parameters");
      ok = false;
    } else {
      for (std::size_t i = 0; i < params.size(); ++i) {
        const Json& one = params[i];
        const std::string at = pointerChild(pp, i);
        PatternParameter param;
        if (!one.is_object() || !one.contains("name") || !one["name"].is_string() ||
            !isPatternName(one["name"].get<std::string>())) {
          r.fail(at, "a parameter is {\"name\": \"word\", \"default\": number}");
          ok = false;
          continue;
        }
        param.name = one["name"].get<std::string>();
        if (param.name == "rank" || param.name == "rand" || (param.name[0] >= '0' && param.name[0] <= '9')) {
          r.fail(pointerChild(at, "name"), "'" + param.name + "' cannot name a parameter (reserved, or a number)");
          ok = false;
        }
        for (const auto& other : out.parameters)
          if (other.name == param.name) {
            r.fail(pointerChild(at, "name"), "duplicate parameter '" + param.name + "'");
            ok = false;
          }
        for (auto it = one.begin(); it != one.end(); ++it)
          if (it.key() != "name" && it.key() != "default") {
            r.fail(pointerChild(at, it.key()), "unknown key '" + it.key() + "' (known: name, default)");
            ok = false;
          }
        if (one.contains("default")) {
          if (!one["default"].is_number() || !std::isfinite(one["default"].get<double>())) {
            r.fail(pointerChild(at, "default"), "expected a finite number");
            ok = false;
          } else {
            param.defaultValue = one["default"].get<double>();
          }
        }
        out.parameters.push_back(std::move(param));
      }
    }
  }
  if (!json.contains("actions")) {
    r.fail(ptr, "missing 'actions' (the pattern's commands)");
    return false;
  }
  CommandReader commands(r, out.parameterNames());
  return commands.list(json["actions"], pointerChild(ptr, "actions"), 0, out.actions) && ok;
}

bool readPatterns(const Json& json, const JsonReader& r, const std::string& pointer,
                  std::vector<std::unique_ptr<BulletPattern>>& out) {
  static const NamedListRules rules{"patterns", "pattern name", 0, true};
  return readNamedList<BulletPattern>(json, r, pointer, rules, out, readPattern);
}

std::string patternText(const BulletPattern& pattern) { return toCanonicalText(patternToJson(pattern)); }

bool readPatternText(const std::string& text, const std::string& file, const std::string& pointerPrefix,
                     BulletPattern& out, Errors& errors) {
  // The prefix goes onto every pointer the reader reports.
  Errors local;
  JsonReader r{file, &local};
  Json j;
  bool ok = parseJsonText(text, j, r) && readPattern(j, r, "", out);
  for (Error& e : local) {
    if (!pointerPrefix.empty() && !e.where.empty() && e.where[0] == '/') e.where = e.where == "/" ? pointerPrefix : pointerPrefix + e.where;
    errors.push_back(std::move(e));
  }
  return ok;
}

bool isPatternName(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
      return false;
  return true;
}

}  // namespace sw
