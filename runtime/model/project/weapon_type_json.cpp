#include "model/project/weapon_type_json.h"

#include <map>

namespace sw {

Json weaponsToJson(const std::vector<std::unique_ptr<WeaponType>>& weapons) {
  Json list = Json::array();
  for (const auto& w : weapons) list.push_back(writeProperties(*w));
  return list;
}

bool readWeapons(const Json& json, const JsonReader& r, const std::string& pointer,
                 std::vector<std::unique_ptr<WeaponType>>& out) {
  if (!json.is_array()) {
    r.fail(pointer, "expected an array of weapons");
    return false;
  }
  if (json.size() > kMaxWeaponTypes) {
    r.fail(pointer, "more than " + std::to_string(kMaxWeaponTypes) + " weapons");
    return false;
  }
  bool ok = true;
  std::map<std::string, std::string> seen;
  for (std::size_t i = 0; i < json.size(); ++i) {
    const std::string ptr = pointerChild(pointer, i);
    auto weapon = std::make_unique<WeaponType>();
    bool weaponOk = readProperties(*weapon, json[i], r, ptr);
    if (weaponOk) {
      if (weapon->name.find_first_not_of(" \t\r\n") == std::string::npos) {
        r.fail(pointerChild(ptr, "name"), "name must not be empty");
        weaponOk = false;
      } else if (auto [it, inserted] = seen.emplace(weapon->name, pointerChild(ptr, "name")); !inserted) {
        r.fail(pointerChild(ptr, "name"),
               "duplicate weapon name '" + weapon->name + "' (also used at " + it->second + ")");
        weaponOk = false;
      }
    }
    ok = weaponOk && ok;
    out.push_back(std::move(weapon));
  }
  return ok;
}

}  // namespace sw
