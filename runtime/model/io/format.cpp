#include "model/io/format.h"

#include <functional>

#include "model/io/json_properties.h"
#include "model/io/migration.h"

namespace sw {

namespace {
// Format 2 -> 3 adds "cellBytes" to tile grids and lets a layer have "tiles" beside its
// "grid"; a grid without "cellBytes" has the 4-byte cells every version 2 grid has, and a
// version 2 layer has one or the other, so there is nothing to change. The version still
// moves on, so a build from before 3 refuses such a level by its version, plainly.
void migrateV2ToV3(Json&) {}
// Format 3 -> 4 adds what free (platformer) levels need; a version 3 file has none of it and
// every level of it scrolls (the default kind), so again nothing changes but the version.
void migrateV3ToV4(Json&) {}

// migrations[i] turns a version i+1 document into version i+2.
const std::vector<std::function<void(Json&)>>& migrations() {
  static const std::vector<std::function<void(Json&)>> steps = {migrateV1ToV2, migrateV2ToV3, migrateV3ToV4};
  return steps;
}
}  // namespace

bool migrateToCurrent(Json& doc, const JsonReader& reader) {
  if (!doc.is_object()) {
    reader.fail("", "expected a JSON object at the top of the file");
    return false;
  }
  auto it = doc.find("formatVersion");
  if (it == doc.end()) {
    reader.fail("", "missing required field 'formatVersion'");
    return false;
  }
  if (!it->is_number_integer() || it->get<std::int64_t>() < 1) {
    reader.fail("/formatVersion", "expected a whole number of at least 1");
    return false;
  }
  auto version = it->get<std::int64_t>();
  if (version > kFormatVersion) {
    reader.fail("/formatVersion", "formatVersion " + std::to_string(version) +
                                      " is newer than this build of Scrollwork understands (" +
                                      std::to_string(kFormatVersion) + "); please update Scrollwork");
    return false;
  }
  for (auto v = version; v < kFormatVersion; ++v) migrations()[std::size_t(v - 1)](doc);
  doc["formatVersion"] = kFormatVersion;
  return true;
}

}  // namespace sw
