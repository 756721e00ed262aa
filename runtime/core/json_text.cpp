#include "core/json_text.h"

#include <algorithm>
#include <optional>

#include "core/json_limits.h"

namespace sw {

namespace {

// Scalars, arrays of them, and flat objects of them may go on one line when short.
bool isInlineable(const Json& j, int depth = 0) {
  if (j.is_object()) {
    if (depth > 0) return false;
    for (auto it = j.begin(); it != j.end(); ++it)
      if (it.value().is_object() || !isInlineable(it.value(), depth + 1)) return false;
    return true;
  }
  if (j.is_array()) {
    for (const auto& item : j)
      if (item.is_object() || !isInlineable(item, depth + 1)) return false;
  }
  return true;
}

void writeCompact(const Json& j, std::string& out) {
  if (j.is_object()) {
    out += '{';
    bool first = true;
    for (auto it = j.begin(); it != j.end(); ++it) {
      out += first ? "" : ", ";
      first = false;
      out += Json(it.key()).dump() + ": ";
      writeCompact(it.value(), out);
    }
    out += '}';
  } else if (j.is_array()) {
    out += '[';
    for (std::size_t i = 0; i < j.size(); ++i) {
      if (i) out += ", ";
      writeCompact(j[i], out);
    }
    out += ']';
  } else {
    out += j.dump();
  }
}

void writeCanonical(const Json& j, int indent, std::string& out) {
  const std::string pad(std::size_t(indent + 2), ' ');
  if (j.is_object()) {
    if (j.empty()) {
      out += "{}";
      return;
    }
    if (indent > 0 && isInlineable(j)) {
      std::string compact;
      writeCompact(j, compact);
      if (compact.size() <= 100) {
        out += compact;
        return;
      }
    }
    out += "{\n";
    std::size_t i = 0;
    for (auto it = j.begin(); it != j.end(); ++it, ++i) {
      out += pad + Json(it.key()).dump() + ": ";
      writeCanonical(it.value(), indent + 2, out);
      out += i + 1 < j.size() ? ",\n" : "\n";
    }
    out += std::string(std::size_t(indent), ' ') + "}";
  } else if (j.is_array()) {
    if (isInlineable(j)) {
      std::string compact;
      writeCompact(j, compact);
      if (compact.size() <= 100) {
        out += compact;
        return;
      }
    }
    if (j.empty()) {
      out += "[]";
      return;
    }
    out += "[\n";
    for (std::size_t i = 0; i < j.size(); ++i) {
      out += pad;
      writeCanonical(j[i], indent + 2, out);
      out += i + 1 < j.size() ? ",\n" : "\n";
    }
    out += std::string(std::size_t(indent), ' ') + "]";
  } else {
    out += j.dump();
  }
}

}  // namespace

void appendPointerKey(std::string& pointer, const std::string& key) {
  for (char c : key) {
    if (c == '~') pointer += "~0";
    else if (c == '/') pointer += "~1";
    else pointer += c;
  }
}

std::string pointerChild(const std::string& pointer, const std::string& key) {
  std::string child = pointer + "/";
  appendPointerKey(child, key);
  return child;
}

std::string pointerChild(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}

std::string toCanonicalText(const Json& json) {
  std::string out;
  writeCanonical(json, 0, out);
  out += '\n';
  return out;
}

namespace {
// Where the text first nests deeper than kMaxJsonDepth, if it does (a byte offset).
std::optional<std::size_t> tooDeep(const std::string& text) {
  int depth = 0;
  bool inString = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (inString) {
      if (c == '\\') ++i;
      else if (c == '"') inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

std::string lineAndColumn(const std::string& text, std::size_t at) {
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < at && i < text.size(); ++i) {
    if (text[i] == '\n') ++line, column = 1;
    else ++column;
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}
}  // namespace

bool parseJsonText(const std::string& text, Json& out, const JsonReader& r) {
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    r.errors->push_back(Error{r.file, "line 1, column 1", "the file is empty"});
    return false;
  }
  if (auto at = tooDeep(text)) {
    r.errors->push_back(Error{r.file, lineAndColumn(text, *at),
                              "arrays and objects nested deeper than " + std::to_string(kMaxJsonDepth) + " levels"});
    return false;
  }
  try {
    out = Json::parse(text);
    return true;
  } catch (const Json::parse_error& e) {
    // e.byte counts from 1 and points just past the offending character.
    std::size_t at = std::min<std::size_t>(e.byte ? e.byte - 1 : 0, text.size());
    std::string what = e.what();
    // "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error ..."
    auto colon = what.find(": ", what.find("parse error"));
    std::string message = colon == std::string::npos ? what : what.substr(colon + 2);
    if (at >= text.size()) message = "the file ends too early (truncated?): " + message;
    r.errors->push_back(Error{r.file, lineAndColumn(text, at), "invalid JSON: " + message});
    return false;
  } catch (const Json::exception& e) {
    // e.g. out_of_range 406 for a number too large for a double ("1e400").
    std::string what = e.what();
    auto bracket = what.find("] ");
    r.errors->push_back(Error{r.file, "/", "invalid JSON: " + (bracket == std::string::npos ? what : what.substr(bracket + 2))});
    return false;
  }
}

}  // namespace sw
