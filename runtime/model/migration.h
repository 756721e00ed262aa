#pragma once
// Internal: brings a parsed project or level document up to kFormatVersion.
#include "model/json_properties.h"

namespace sw {

// Checks formatVersion (present, whole, not newer than this build) and applies each
// migration step in order. Reports through `reader` and returns false when it cannot.
bool migrateToCurrent(Json& doc, const JsonReader& reader);

}  // namespace sw
