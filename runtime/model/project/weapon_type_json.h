#pragma once
// JSON of player weapon types: project.json's "weapons", an array of objects with every
// property in table order. Internal to runtime/model (includes nlohmann).
#include <memory>
#include <vector>

#include "model/io/json_properties.h"
#include "model/project/weapon_type.h"

namespace sw {

Json weaponsToJson(const std::vector<std::unique_ptr<WeaponType>>& weapons);

// Reads the "weapons" array found at `pointer`, reporting every problem with its JSON
// pointer (NaN, out of range, unknown kind); names must be unique and not empty. At most
// kMaxWeaponTypes weapons: a bigger array is refused rather than read.
inline constexpr std::size_t kMaxWeaponTypes = 256;
bool readWeapons(const Json& json, const JsonReader& reader, const std::string& pointer,
                 std::vector<std::unique_ptr<WeaponType>>& out);

}  // namespace sw
