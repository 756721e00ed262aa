#pragma once
// JSON for described objects: every property of a type's description in table order.
// Internal to runtime/model: only .cpp files include it, so nlohmann's header stays out
// of the rest of the build. The text conventions themselves live in core/json_text.h.
#include <string>
#include <vector>

#include "core/error.h"
#include "core/json_text.h"
#include "core/property.h"

namespace sw {

Json valueToJson(const Value& value, const PropertyInfo& info);
// Converts and checks (kind, range, NaN); on failure reports and returns false.
bool valueFromJson(const Json& json, const Property& property, Value& out, const JsonReader& reader,
                   const std::string& pointer);

Json writeProperties(const Describable& object);

// Reads every property of the object's description from `json`. `extraKeys` lists keys
// the caller handles itself (e.g. "kind", "chain"); any other unknown key is an error.
bool readProperties(Describable& object, const Json& json, const JsonReader& reader, const std::string& pointer,
                    const std::vector<std::string>& extraKeys = {});

}  // namespace sw
