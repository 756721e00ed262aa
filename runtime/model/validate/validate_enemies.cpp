#include "model/validate/validate_enemies.h"

#include <filesystem>

#include "model/enemies/enemy_behaviour.h"
#include "model/io/json_properties.h"

namespace sw {

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

    std::vector<BehaviourProblem> problems;
    checkBehaviours(type, &problems);
    for (const auto& p : problems) errors.push_back({projectFile, ptr + p.pointer, p.message});
  }
}

}  // namespace sw
