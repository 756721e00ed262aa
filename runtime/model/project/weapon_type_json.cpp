#include "model/project/weapon_type_json.h"

#include "model/io/named_list_json.h"

namespace sw {

Json weaponsToJson(const std::vector<std::unique_ptr<WeaponType>>& weapons) {
  Json list = Json::array();
  for (const auto& w : weapons) list.push_back(writeProperties(*w));
  return list;
}

bool readWeapons(const Json& json, const JsonReader& r, const std::string& pointer,
                 std::vector<std::unique_ptr<WeaponType>>& out) {
  static const NamedListRules rules{"weapons", "weapon name", kMaxWeaponTypes};
  return readNamedList(json, r, pointer, rules, out);
}

}  // namespace sw
