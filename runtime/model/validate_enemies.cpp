#include "model/validate_enemies.h"

#include <filesystem>

#include "model/enemy_behaviour.h"
#include "model/json_properties.h"

namespace sw {

void validateEnemyTypes(const Project& project, const std::string& projectFile, Errors& errors) {
  namespace fs = std::filesystem;
  for (std::size_t i = 0; i < project.enemyTypes.size(); ++i) {
    const EnemyType& type = *project.enemyTypes[i];
    const std::string ptr = pointerChild("/enemyTypes", i);
    const std::string who = "enemy '" + type.name + "': ";
    std::error_code ec;
    if (!type.mesh.empty() && !fs::is_regular_file(project.absolutePath(type.mesh), ec))
      errors.push_back({projectFile, ptr + "/mesh", who + "mesh file '" + type.mesh + "' does not exist"});
    if (type.collision == EnemyCollision::Spheres && type.spheres.empty())
      errors.push_back({projectFile, ptr + "/spheres",
                        who + "collision is Spheres but there are no spheres, so nothing can hit it"});
    if (type.collision == EnemyCollision::Mesh && type.mesh.empty())
      errors.push_back({projectFile, ptr + "/mesh", who + "collision is Mesh but the enemy has no mesh"});

    std::vector<BehaviourProblem> problems;
    compileBehaviour(type, &problems);
    for (const auto& p : problems) errors.push_back({projectFile, ptr + p.pointer, p.message});
  }
}

}  // namespace sw
