#include "model/io/level_text_split.h"

#include <algorithm>

#include "core/json_limits.h"

namespace sw {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

struct Scanner {
  std::string_view t;
  std::size_t i = 0;
  int depth = 0;

  bool more() const { return i < t.size(); }
  void spaces() {
    while (more() && isSpace(t[i])) ++i;
  }
  bool at(char c) {
    spaces();
    return more() && t[i] == c;
  }
  // At a '"': past the closing one.
  bool string() {
    ++i;
    while (more()) {
      const char c = t[i++];
      if (c == '\\') ++i;
      else if (c == '"') return true;
    }
    return false;
  }
  // Past one value: a string, an object or array with all it holds, or a bare word.
  bool value() {
    if (!more()) return false;
    const char first = t[i];
    if (first == '"') return string();
    if (first != '{' && first != '[') {
      const std::size_t start = i;
      while (more() && !isSpace(t[i]) && t[i] != ',' && t[i] != ']' && t[i] != '}') ++i;
      return i > start;
    }
    const int outside = depth;
    while (more()) {
      const char c = t[i];
      if (c == '"') {
        if (!string()) return false;
        continue;
      }
      ++i;
      if (c == '{' || c == '[') {
        if (++depth > kMaxJsonDepth) return false;
      } else if ((c == '}' || c == ']') && --depth == outside) {
        return true;
      }
    }
    return false;
  }
  // At the array's '[': its items, past its ']'.
  bool items(ObjectsArrayLayout& layout) {
    layout.open = i++;
    if (++depth > kMaxJsonDepth) return false;
    if (!at(']')) {
      for (;;) {
        spaces();
        layout.begins.push_back(i);
        if (!value()) return false;
        layout.ends.push_back(i);
        if (at(',')) {
          ++i;
          continue;
        }
        if (!at(']')) return false;
        break;
      }
    }
    layout.close = i++;
    --depth;
    return true;
  }
};

}  // namespace

std::optional<ObjectsArrayLayout> findObjectsArray(std::string_view text) {
  Scanner s{text};
  if (!s.at('{')) return std::nullopt;
  ++s.i;
  s.depth = 1;
  std::optional<ObjectsArrayLayout> found;
  std::optional<std::string_view> version;
  if (s.at('}')) return std::nullopt;
  for (;;) {
    if (!s.at('"')) return std::nullopt;
    const std::size_t keyStart = s.i;
    if (!s.string()) return std::nullopt;
    const std::string_view key = text.substr(keyStart + 1, s.i - keyStart - 2);
    if (key.find('\\') != std::string_view::npos) return std::nullopt;
    if (!s.at(':')) return std::nullopt;
    ++s.i;
    s.spaces();
    if (key == "objects") {
      if (found || !s.at('[')) return std::nullopt;
      found.emplace();
      if (!s.items(*found)) return std::nullopt;
    } else {
      const std::size_t valueStart = s.i;
      if (!s.value()) return std::nullopt;
      if (key == "formatVersion") {
        if (version) return std::nullopt;
        version = text.substr(valueStart, s.i - valueStart);
      }
    }
    if (s.at(',')) {
      ++s.i;
      continue;
    }
    if (!s.at('}')) return std::nullopt;
    ++s.i;
    s.spaces();
    if (s.more() || !found) return std::nullopt;
    if (version) found->formatVersion = *version;
    return found;
  }
}

std::size_t firstItemOfTail(const ObjectsArrayLayout& layout, std::size_t bytes) {
  const std::size_t n = layout.begins.size();
  if (n == 0) return 0;
  const std::size_t end = layout.ends.back();
  // begins ascend, so the tail's size falls as its first item moves right.
  const auto it = std::lower_bound(layout.begins.begin(), layout.begins.end(), end > bytes ? end - bytes : 0);
  return std::size_t(it - layout.begins.begin());
}

}  // namespace sw
