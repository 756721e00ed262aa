#include "model/validate/validate_weapons.h"

#include <set>

#include "model/io/json_properties.h"

namespace sw {

std::vector<std::string> weaponNames(const Project& project) {
  std::vector<std::string> names;
  for (const auto& w : project.weapons) names.push_back(w->name);
  for (const WeaponType& w : builtInWeapons())
    if (!project.findWeaponType(w.name)) names.push_back(w.name);
  return names;
}

void validateWeapons(const Project& project, const std::string& projectFile, Errors& errors) {
  std::set<std::string> names;
  for (std::size_t i = 0; i < project.weapons.size(); ++i) {
    const WeaponType& weapon = *project.weapons[i];
    const std::string ptr = pointerChild("/weapons", i);
    const std::string who = "weapon '" + weapon.name + "': ";
    for (const Property& p : WeaponType::describeType().properties())
      if (auto problem = p.check(p.get(weapon))) errors.push_back({projectFile, ptr + "/" + p.key, who + *problem});
    if (weapon.name.find_first_not_of(" \t\r\n") == std::string::npos)
      errors.push_back({projectFile, ptr + "/name", "a weapon has no name, so no loadout can use it"});
    else if (!names.insert(weapon.name).second)
      errors.push_back({projectFile, ptr + "/name", who + "another weapon has the same name"});
  }
}

}  // namespace sw
