#pragma once
// JSON for described objects: every property of a type's description in table order.
// Internal to runtime/model: only .cpp files include it, so nlohmann's header stays out
// of the rest of the build.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/property.h"

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

Json valueToJson(const Value& value, const PropertyInfo& info);
// Converts and checks (kind, range, NaN); on failure reports and returns false.
bool valueFromJson(const Json& json, const Property& property, Value& out, const JsonReader& reader,
                   const std::string& pointer);

Json writeProperties(const Describable& object);

// Reads every property of the object's description from `json`. `extraKeys` lists keys
// the caller handles itself (e.g. "kind", "chain"); any other unknown key is an error.
bool readProperties(Describable& object, const Json& json, const JsonReader& reader, const std::string& pointer,
                    const std::vector<std::string>& extraKeys = {});

// Our canonical text: two-space indent, objects in insertion order, short arrays of
// numbers on one line, newline at the end. Same document, same bytes.
std::string toCanonicalText(const Json& json);

// Parses text, or reports the line and column of the syntax error.
bool parseJsonText(const std::string& text, Json& out, const JsonReader& reader);

std::string pointerChild(const std::string& pointer, const std::string& key);
std::string pointerChild(const std::string& pointer, std::size_t index);

}  // namespace sw
