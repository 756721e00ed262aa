#include "graph/text_util.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace sw::graph {

std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(first, last - first + 1));
}

std::vector<std::string> split(std::string_view s, char separator) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    const auto at = s.find(separator, start);
    parts.emplace_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) break;
    start = at + 1;
  }
  return parts;
}

std::string join(const std::vector<std::string>& parts, const std::string& separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? separator : "") + parts[i];
  return out;
}

bool parseNumber(std::string_view s, double& out) {
  if (s.empty()) return false;
  if (s.front() == '+') s.remove_prefix(1);
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size() && std::isfinite(out);
}

bool parseInteger(std::string_view s, long long& out) {
  if (s.empty()) return false;
  if (s.front() == '+') s.remove_prefix(1);
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

bool isIdentifier(std::string_view s) {
  if (s.empty()) return false;
  auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  if (!alpha(s.front())) return false;
  return std::all_of(s.begin(), s.end(), [&](char c) { return alpha(c) || (c >= '0' && c <= '9'); });
}

bool isReservedGlslName(std::string_view s) {
  // GLSL 4.40 keywords and reserved words likely to be picked as a variable name, plus
  // the parameter names of the generated graph function.
  static constexpr std::array<std::string_view, 72> reserved{
      "attribute", "const",   "uniform",   "varying", "buffer",  "shared",   "coherent", "volatile", "restrict",
      "readonly",  "writeonly", "layout",  "centroid", "flat",   "smooth",   "patch",    "sample",   "break",
      "continue",  "do",      "for",       "while",   "switch",  "case",     "default",  "if",       "else",
      "subroutine", "in",     "out",       "inout",   "float",   "double",   "int",      "void",     "bool",
      "true",      "false",   "invariant", "precise", "discard", "return",   "mat2",     "mat3",     "mat4",
      "vec2",      "vec3",    "vec4",      "ivec2",   "ivec3",   "ivec4",    "bvec2",    "bvec3",    "bvec4",
      "uint",      "uvec2",   "uvec3",     "uvec4",   "lowp",    "mediump",  "highp",    "precision", "struct",
      "input",     "output",  "filter",    "sizeof",  "cast",    "common",   "partition", "active",  "texture"};
  if (std::find(reserved.begin(), reserved.end(), s) != reserved.end()) return true;
  // gl_ names are the driver's, qt_ names and ALL_CAPS keywords (BASE_COLOR, VERTEX) are
  // Qt Quick 3D's, swg_ names are the generator's (see glsl_codegen.cpp).
  if (s.starts_with("gl_") || s.starts_with("qt_") || s.starts_with("swg_") || s.find("__") != std::string_view::npos)
    return true;
  return std::none_of(s.begin(), s.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

}  // namespace sw::graph
