#pragma once
// Internal: brings a parsed project or level document up to kFormatVersion.
#include "model/io/json_properties.h"

namespace sw {

// Checks formatVersion (present, whole, not newer than this build) and applies each
// migration step in order. Reports through `reader` and returns false when it cannot.
// A big level file is migrated in two documents (readLevelTextInTwo, level_text_split.h):
// one with its "objects" array's tail alone, one with the rest, so a step must change each
// level object on its own, never from what the other objects hold.
bool migrateToCurrent(Json& doc, const JsonReader& reader);

// Format 1 -> 2 (migrate_v2.cpp): enemy weapons become bullet patterns.
void migrateV1ToV2(Json& doc);
// The "actions" of the pattern migrate_v2 makes from an old weapon ("aimed", "ring", "spread").
Json legacyWeaponActions(const std::string& weapon, std::int64_t bullets, double spreadAngle, double speed);

}  // namespace sw
