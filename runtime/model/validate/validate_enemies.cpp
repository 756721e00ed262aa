#include "model/validate/validate_enemies.h"

#include <algorithm>
#include <filesystem>

#include "model/enemies/enemy_behaviour.h"
#include "model/io/json_properties.h"
#include "model/validate/validate_weapons.h"

namespace sw {

void validateEnemyDrop(const EnemyType& type, const std::vector<std::string>& knownWeapons, const std::string& file,
                       const std::string& pointer, Errors& errors) {
  if (type.dropKind == EnemyDrop::None) return;
  const std::string who = "enemy type '" + type.name + "': ";
  for (const char* key : {"dropKind", "dropAmount", "dropChance", "dropEvery"}) {
    const Property* p = EnemyType::describeType().find(key);
    if (auto problem = p->check(p->get(type))) errors.push_back({file, pointer + "/" + key, who + *problem});
  }
  if (type.dropKind != EnemyDrop::Weapon) return;
  if (type.dropWeapon.empty()) {
    errors.push_back({file, pointer + "/dropWeapon", who + "drops a weapon but names none"});
    return;
  }
  if (std::find(knownWeapons.begin(), knownWeapons.end(), type.dropWeapon) == knownWeapons.end())
    errors.push_back({file, pointer + "/dropWeapon",
                      who + "drops weapon '" + type.dropWeapon +
                          "', which is not in project.json's weapons (nor built in: shot, spread)"});
}

void validateEnemyTypes(const Project& project, const std::string& projectFile, Errors& errors) {
  for (std::size_t i = 0; i < project.enemyTypes.size(); ++i) {
    const EnemyType& type = *project.enemyTypes[i];
    const std::string ptr = pointerChild("/enemyTypes", i);
    const std::string who = "enemy '" + type.name + "': ";
    // A missing mesh file is a broken reference (broken_references.h), reported by validateProject.
    if (type.collision == EnemyCollision::Spheres && type.spheres.empty())
      errors.push_back({projectFile, ptr + "/spheres",
                        who + "collision is Spheres but there are no spheres, so nothing can hit it"});
    if (type.collision == EnemyCollision::Mesh && type.mesh.empty())
      errors.push_back({projectFile, ptr + "/mesh", who + "collision is Mesh but the enemy has no mesh"});

    validateEnemyDrop(type, weaponNames(project), projectFile, ptr, errors);

    std::vector<BehaviourProblem> problems;
    checkBehaviours(type, &problems);
    for (const auto& p : problems) errors.push_back({projectFile, ptr + p.pointer, p.message});
  }
}

}  // namespace sw
