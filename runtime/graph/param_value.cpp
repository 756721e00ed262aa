#include "graph/param_value.h"

#include <charconv>
#include <cmath>

#include "graph/text_util.h"

namespace sw::graph {

const char* toString(ParamType type) {
  switch (type) {
    case ParamType::Float: return "float";
    case ParamType::Float2: return "float2";
    case ParamType::Float3: return "float3";
    case ParamType::Float4: return "float4";
    case ParamType::Int: return "int";
    case ParamType::Bool: return "bool";
    case ParamType::Enum: return "enum";
  }
  return "float";
}

std::optional<ParamType> paramTypeFromString(const std::string& name) {
  for (auto t : {ParamType::Float, ParamType::Float2, ParamType::Float3, ParamType::Float4, ParamType::Int,
                 ParamType::Bool, ParamType::Enum})
    if (name == toString(t)) return t;
  return std::nullopt;
}

int componentCount(ParamType type) {
  switch (type) {
    case ParamType::Float2: return 2;
    case ParamType::Float3: return 3;
    case ParamType::Float4: return 4;
    default: return 1;
  }
}

const char* glslType(ParamType type) {
  switch (type) {
    case ParamType::Float: return "float";
    case ParamType::Float2: return "vec2";
    case ParamType::Float3: return "vec3";
    case ParamType::Float4: return "vec4";
    case ParamType::Int:
    case ParamType::Enum: return "int";
    case ParamType::Bool: return "bool";
  }
  return "float";
}

std::string glslFloat(double x) {
  if (!std::isfinite(x)) x = 0;  // parsing refuses these; never emit "inf" into a shader
  if (x == 0) x = 0;             // -0.0 prints as "0.0"
  // std::to_chars ignores the C locale (QCoreApplication sets it from the environment,
  // and a German locale would otherwise write "0,9").
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, x);
  std::string text(buffer, ec == std::errc() ? end : buffer);
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

std::string literalWith(const ParamValue& value, const std::string& vectorConstructor) {
  switch (value.type) {
    case ParamType::Float: return glslFloat(value.v[0]);
    case ParamType::Int:
    case ParamType::Enum: return std::to_string(static_cast<long long>(value.v[0]));
    case ParamType::Bool: return value.v[0] != 0 ? "true" : "false";
    default: break;
  }
  std::string out = vectorConstructor + '(';
  for (int i = 0; i < componentCount(value.type); ++i) {
    if (i) out += ", ";
    out += glslFloat(value.v[std::size_t(i)]);
  }
  return out + ')';
}

std::string glslLiteral(const ParamValue& value) { return literalWith(value, glslType(value.type)); }

std::optional<std::string> parseParamValue(const std::string& text, ParamType type,
                                           const std::vector<std::string>& enumNames, ParamValue& out) {
  out = ParamValue{type, {0, 0, 0, 0}};
  const std::string t = trim(text);
  switch (type) {
    case ParamType::Bool:
      if (t == "true" || t == "1") out.v[0] = 1;
      else if (t == "false" || t == "0") out.v[0] = 0;
      else return "expected true or false, not '" + t + "'";
      return std::nullopt;
    case ParamType::Int: {
      long long n = 0;
      if (!parseInteger(t, n)) return "expected a whole number, not '" + t + "'";
      out.v[0] = double(n);
      return std::nullopt;
    }
    case ParamType::Enum: {
      for (std::size_t i = 0; i < enumNames.size(); ++i)
        if (enumNames[i] == t) {
          out.v[0] = double(i);
          return std::nullopt;
        }
      long long n = 0;
      if (parseInteger(t, n) && n >= 0 && n < (long long)enumNames.size()) {
        out.v[0] = double(n);
        return std::nullopt;
      }
      return "expected one of " + join(enumNames, ", ") + ", not '" + t + "'";
    }
    default: break;
  }
  const auto parts = split(t, ',');
  const int n = componentCount(type);
  if (int(parts.size()) != n)
    return std::string("expected ") + std::to_string(n) + (n == 1 ? " number" : " numbers separated by commas") +
           " for a " + toString(type) + ", not '" + t + "'";
  for (int i = 0; i < n; ++i) {
    double x = 0;
    if (!parseNumber(trim(parts[std::size_t(i)]), x)) return "'" + trim(parts[std::size_t(i)]) + "' is not a number";
    out.v[std::size_t(i)] = x;
  }
  return std::nullopt;
}

}  // namespace sw::graph
