#include "graph/snippet.h"

#include <map>
#include <set>

#include "graph/text_util.h"

namespace sw::graph {

namespace {

struct Attributes {
  std::string display;                      // text before the first comma
  std::map<std::string, std::string> values;  // key="value" pairs
};

// "Brick Size, var="brickSize", type="float2"" -> display and attributes, or the reason.
std::optional<std::string> parseAttributes(const std::string& rest, Attributes& out) {
  std::size_t i = rest.find(',');
  out.display = trim(rest.substr(0, i));
  if (out.display.empty()) return "the line starts with an empty name";
  while (i != std::string::npos && i < rest.size()) {
    ++i;  // past the comma
    const auto eq = rest.find('=', i);
    if (eq == std::string::npos) return "expected key=\"value\" after '" + trim(rest.substr(0, i)) + "'";
    const std::string key = trim(rest.substr(i, eq - i));
    if (!isIdentifier(key)) return "'" + key + "' is not an attribute name";
    auto open = rest.find_first_not_of(" \t", eq + 1);
    if (open == std::string::npos || rest[open] != '"') return "the value of '" + key + "' must be in double quotes";
    const auto close = rest.find('"', open + 1);
    if (close == std::string::npos) return "the value of '" + key + "' has no closing quote";
    if (!out.values.emplace(key, rest.substr(open + 1, close - open - 1)).second)
      return "'" + key + "' is given twice";
    i = rest.find_first_not_of(" \t", close + 1);
    if (i != std::string::npos && rest[i] != ',') return "expected ',' after the value of '" + key + "'";
  }
  return std::nullopt;
}

std::optional<std::string> checkVar(const std::string& var) {
  if (var.empty()) return "missing var=\"...\"";
  if (!isIdentifier(var)) return "var \"" + var + "\" is not a GLSL name (letters, digits, '_', not starting with a digit)";
  if (isReservedGlslName(var)) return "var \"" + var + "\" is reserved in GLSL or by the generator; pick another name";
  return std::nullopt;
}

std::optional<std::string> unknownKeys(const Attributes& a, std::initializer_list<const char*> allowed) {
  for (const auto& [key, value] : a.values) {
    bool known = false;
    for (const char* k : allowed) known = known || key == k;
    if (!known) {
      std::vector<std::string> names(allowed.begin(), allowed.end());
      return "unknown attribute '" + key + "' (expected " + join(names, ", ") + ")";
    }
  }
  return std::nullopt;
}

// An input's default="...": "position", "texcoord", or 1-4 numbers -> a vec4 expression.
std::optional<std::string> inputDefault(const std::string& text, std::string& out) {
  const std::string t = trim(text);
  if (t == "position" || t == "texcoord") {
    out = t;
    return std::nullopt;
  }
  const auto parts = split(t, ',');
  if (parts.empty() || parts.size() > 4) return "default must be position, texcoord or 1 to 4 numbers";
  std::vector<std::string> values;
  for (const auto& p : parts) {
    double x = 0;
    if (!parseNumber(trim(p), x)) return "default '" + trim(p) + "' is not a number (or position, texcoord)";
    values.push_back(glslFloat(x));
  }
  while (values.size() > 1 && values.size() < 4) values.push_back(values.size() == 3 ? "1.0" : "0.0");
  out = "vec4(" + join(values, ", ") + ")";
  return std::nullopt;
}

}  // namespace

Result<Snippet> parseSnippet(const std::string& text, const std::string& file) {
  Snippet s;
  s.file = file;
  auto fail = [&](int line, const std::string& message) { return Error{file, "line " + std::to_string(line), message}; };
  std::set<std::string> vars;
  std::size_t pos = 0;
  int line = 0;
  bool separated = false;
  std::map<std::string, int> singleLines;  // Name/Func/Category: where first seen
  while (pos <= text.size()) {
    const auto end = text.find('\n', pos);
    std::string raw = text.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    pos = end == std::string::npos ? text.size() + 1 : end + 1;
    ++line;
    if (!raw.empty() && raw.back() == '\r') raw.pop_back();
    const std::string l = trim(raw);
    if (l == "%%") {
      separated = true;
      break;
    }
    if (l.empty() || l.front() == '#') continue;
    const auto colon = l.find(':');
    if (colon == std::string::npos) return fail(line, "expected 'Key: value' (or '%%' before the code), not '" + l + "'");
    const std::string key = trim(l.substr(0, colon));
    const std::string rest = trim(l.substr(colon + 1));
    if (key == "Name" || key == "Func" || key == "Category") {
      if (singleLines.count(key))
        return fail(line, "'" + key + ":' is given twice (first on line " + std::to_string(singleLines[key]) + ")");
      singleLines[key] = line;
      if (rest.empty()) return fail(line, "'" + key + ":' needs a value");
      if (key == "Name") {
        if (rest.front() == '@') return fail(line, "a snippet name may not start with '@' (reserved for built-in nodes)");
        s.name = rest;
      } else if (key == "Func") {
        if (!isIdentifier(rest)) return fail(line, "Func \"" + rest + "\" is not a GLSL function name");
        s.func = rest;
      } else {
        s.category = rest;
      }
      continue;
    }
    if (key != "Input" && key != "Output" && key != "Property")
      return fail(line, "unknown header line '" + key + ":' (expected Name, Func, Category, Input, Output or Property)");
    Attributes a;
    if (auto why = parseAttributes(rest, a)) return fail(line, *why);
    const std::string var = a.values.count("var") ? a.values["var"] : "";
    if (auto why = checkVar(var)) return fail(line, *why);
    if (!vars.insert(var).second) return fail(line, "var \"" + var + "\" is used twice in this snippet");
    if (key == "Input") {
      if (auto why = unknownKeys(a, {"var", "default", "description"})) return fail(line, *why);
      SnippetInput in{a.display, var, ""};
      if (a.values.count("default"))
        if (auto why = inputDefault(a.values["default"], in.defaultExpr)) return fail(line, *why);
      s.inputs.push_back(std::move(in));
    } else if (key == "Output") {
      if (auto why = unknownKeys(a, {"var", "description"})) return fail(line, *why);
      s.outputs.push_back({a.display, var});
    } else {
      if (auto why = unknownKeys(a, {"var", "type", "description", "default", "options"})) return fail(line, *why);
      SnippetProperty p;
      p.name = a.display;
      p.var = var;
      if (!a.values.count("type")) return fail(line, "a property needs type=\"...\" (float, float2, float3, float4, int, bool, enum)");
      auto type = paramTypeFromString(a.values["type"]);
      if (!type)
        return fail(line, "unknown type \"" + a.values["type"] + "\" (expected float, float2, float3, float4, int, bool, enum)");
      p.type = *type;
      p.description = a.values.count("description") ? a.values["description"] : "";
      if (p.type == ParamType::Enum) {
        if (!a.values.count("options") || trim(a.values["options"]).empty())
          return fail(line, "an enum property needs options=\"First|Second|...\"");
        for (const auto& o : split(a.values["options"], '|')) {
          if (trim(o).empty()) return fail(line, "options has an empty entry");
          p.enumNames.push_back(trim(o));
        }
      } else if (a.values.count("options")) {
        return fail(line, "options=\"...\" is only for enum properties");
      }
      if (a.values.count("default")) {
        if (auto why = parseParamValue(a.values["default"], p.type, p.enumNames, p.defaultValue))
          return fail(line, "default of '" + p.name + "': " + *why);
      } else {
        p.defaultValue = ParamValue{p.type, {0, 0, 0, 0}};
      }
      s.properties.push_back(std::move(p));
    }
  }
  if (!separated) return fail(line, "no line '%%' separates the header from the code");
  const int separatorLine = line;
  if (s.name.empty()) return fail(separatorLine, "the header has no 'Name:' line");
  if (s.func.empty()) return fail(separatorLine, "the header has no 'Func:' line");
  if (s.outputs.empty()) return fail(separatorLine, "the snippet has no 'Output:' line; a node needs at least one output");
  if (s.category.empty()) s.category = "Other";
  s.codeFirstLine = separatorLine + 1;
  s.code = pos <= text.size() ? text.substr(pos) : std::string();
  // Normalise line ends so generated code (and golden files) do not depend on the checkout.
  std::string code;
  code.reserve(s.code.size());
  for (char c : s.code)
    if (c != '\r') code += c;
  while (!code.empty() && (code.back() == '\n' || code.back() == ' ' || code.back() == '\t')) code.pop_back();
  s.code = std::move(code);
  return s;
}

}  // namespace sw::graph
