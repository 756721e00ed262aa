#include "model/format.h"

#include <functional>

#include "model/json_properties.h"
#include "model/migration.h"

namespace sw {

namespace {
// migrations[i] turns a version i+1 document into version i+2.
const std::vector<std::function<void(Json&)>>& migrations() {
  static const std::vector<std::function<void(Json&)>> steps = {migrateV1ToV2};
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
