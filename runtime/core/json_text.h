#pragma once
// The project's JSON text conventions, shared by every file format (project, levels,
// tilesets, graphs, mesh sidecars): one canonical way to write a document so the same
// data always gives the same bytes (diffs and merges stay small), parse errors that name
// the line and column, and JSON pointers for the place of a problem. Knows no model type.
// Only .cpp files include it, so nlohmann's header stays out of the rest of the build.
#include <nlohmann/json.hpp>
#include <string>

#include "core/error.h"

namespace sw {

using Json = nlohmann::ordered_json;

// Where we are while reading: the file and a JSON pointer, collecting every problem.
struct JsonReader {
  std::string file;
  Errors* errors = nullptr;

  void fail(const std::string& pointer, const std::string& message) const {
    errors->push_back(Error{file, pointer.empty() ? std::string("/") : pointer, message});
  }
};

// Our canonical text: two-space indent, objects in insertion order, short arrays of
// numbers on one line, newline at the end. Same document, same bytes.
std::string toCanonicalText(const Json& json);

// Parses text, or reports the line and column of the syntax error.
bool parseJsonText(const std::string& text, Json& out, const JsonReader& reader);

std::string pointerChild(const std::string& pointer, const std::string& key);
// Appends `key` escaped as a JSON pointer token (~ as ~0, / as ~1), without the "/".
void appendPointerKey(std::string& pointer, const std::string& key);
std::string pointerChild(const std::string& pointer, std::size_t index);

}  // namespace sw
