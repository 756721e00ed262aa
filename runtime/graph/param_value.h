#pragma once
// The value of a node property in a texture graph: what a snippet's `Property:` line
// declares (float, float2..4, int, bool, or an enum held as int) and what a node stores.
// Kept apart from core/value.h because GLSL wants 4-vectors and exact integer/float
// distinctions that the level model's Value does not carry.
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace sw::graph {

enum class ParamType { Float, Float2, Float3, Float4, Int, Bool, Enum };

struct ParamValue {
  ParamType type = ParamType::Float;
  std::array<double, 4> v{0, 0, 0, 0};  // Int/Enum/Bool use v[0] (whole numbers, 0/1)

  friend bool operator==(const ParamValue&, const ParamValue&) = default;

  static ParamValue makeFloat(double x) { return {ParamType::Float, {x, 0, 0, 0}}; }
  static ParamValue makeInt(long long x) { return {ParamType::Int, {double(x), 0, 0, 0}}; }
  static ParamValue makeBool(bool b) { return {ParamType::Bool, {b ? 1.0 : 0.0, 0, 0, 0}}; }
};

// "float", "float2", ..., "int", "bool", "enum" and back.
const char* toString(ParamType type);
std::optional<ParamType> paramTypeFromString(const std::string& name);

// Number of components: 1..4 for floats, 1 for the others.
int componentCount(ParamType type);

// GLSL type a property is passed as: float, vec2, vec3, vec4, int, bool (an enum is an int).
const char* glslType(ParamType type);

// GLSL literal of a value, e.g. "vec2(3.0, 1.0)", "0.9", "4", "true". Always parses as
// the declared type (floats always carry a decimal point).
std::string glslLiteral(const ParamValue& value);
// `value` as a literal: a scalar as GLSL and QML both spell it, a vector as
// `vectorConstructor(x, y, ...)` ("vec3" for GLSL, "Qt.vector3d" for QML).
std::string literalWith(const ParamValue& value, const std::string& vectorConstructor);

// A float as GLSL writes it: shortest text that reads back the same, with a '.'.
std::string glslFloat(double x);

// Parses a snippet default: "3,1" for float2, "0.9", "4", "true"/"false"; an enum
// default is one of `enumNames` (or its index). Returns the reason on failure.
std::optional<std::string> parseParamValue(const std::string& text, ParamType type,
                                           const std::vector<std::string>& enumNames, ParamValue& out);

}  // namespace sw::graph
