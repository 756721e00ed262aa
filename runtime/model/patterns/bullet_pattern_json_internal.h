#pragma once
// Internal to runtime/model (includes nlohmann): project.json's "bulletKinds" and "patterns".
#include <memory>
#include <vector>

#include "model/patterns/bullet_pattern.h"
#include "model/io/json_properties.h"

namespace sw {

Json bulletKindsToJson(const std::vector<std::unique_ptr<BulletKind>>& kinds);
Json patternToJson(const BulletPattern& pattern);
Json patternsToJson(const std::vector<std::unique_ptr<BulletPattern>>& patterns);

// Names must be unique and not empty; every problem is reported with its pointer.
bool readBulletKinds(const Json& json, const JsonReader& reader, const std::string& pointer,
                     std::vector<std::unique_ptr<BulletKind>>& out);
bool readPattern(const Json& json, const JsonReader& reader, const std::string& pointer, BulletPattern& out);
bool readPatterns(const Json& json, const JsonReader& reader, const std::string& pointer,
                  std::vector<std::unique_ptr<BulletPattern>>& out);

}  // namespace sw
