#pragma once
// Small, locale-independent text helpers for the snippet parser and code generator.
#include <string>
#include <string_view>
#include <vector>

namespace sw::graph {

std::string trim(std::string_view s);
std::vector<std::string> split(std::string_view s, char separator);
std::string join(const std::vector<std::string>& parts, const std::string& separator);

// Whole-string parses; false on trailing garbage, NaN, infinity or overflow.
bool parseNumber(std::string_view s, double& out);
bool parseInteger(std::string_view s, long long& out);

// [A-Za-z_][A-Za-z0-9_]*: a name GLSL accepts as an identifier (before reserved words).
bool isIdentifier(std::string_view s);
// GLSL keywords, reserved words and the names our generated code uses itself.
bool isReservedGlslName(std::string_view s);

}  // namespace sw::graph
