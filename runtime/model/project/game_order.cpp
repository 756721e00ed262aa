#include "model/project/game_order.h"

#include <set>

#include "core/json_text.h"
#include "model/level/level.h"
#include "model/level/object_cast.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/project.h"

namespace sw {

std::vector<int> gameLevelOrder(const Project& project) {
  std::vector<int> order;
  if (project.rules.levelOrder.empty()) {
    for (std::size_t i = 0; i < project.levels.size(); ++i) order.push_back(int(i));
    return order;
  }
  std::set<int> seen;
  for (const std::string& name : project.rules.levelOrder)
    for (std::size_t i = 0; i < project.levels.size(); ++i)
      if (project.levels[i]->name == name && seen.insert(int(i)).second) {
        order.push_back(int(i));
        break;
      }
  return order;
}

int gameOrderPosition(const Project& project, int levelIndex) {
  const std::vector<int> order = gameLevelOrder(project);
  for (std::size_t i = 0; i < order.size(); ++i)
    if (order[i] == levelIndex) return int(i);
  return -1;
}

bool levelCanEnd(const Level& level) {
  if (level.kind == Level::Kind::Scrolling) return !level.chain.empty();
  for (const auto& object : level.objects)
    if (objectCast<const Goal*>(object.get())) return true;
  return false;
}

void validateGameOrder(const Project& project, const std::string& file, Errors& errors) {
  std::set<std::string> seen;
  const auto& names = project.rules.levelOrder;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string where = pointerChild("/levels", i);
    const Level* level = project.findLevel(names[i]);
    if (!seen.insert(names[i]).second)
      errors.push_back({file, where, "level '" + names[i] + "' is in the game's level order twice"});
    else if (!level)
      errors.push_back({file, where, "the game's level order names level '" + names[i] + "', which does not exist"});
  }
  // Every level of an order the designer wrote must end, or the game stops there (the last
  // one too, or the game is never won). A project without an order is not (yet) made a game
  // of: its levels are checked by their own rules only.
  if (names.empty()) return;
  std::set<std::string> told;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const Level* level = project.findLevel(names[i]);
    if (!level || levelCanEnd(*level) || !told.insert(names[i]).second) continue;
    errors.push_back({file, pointerChild("/levels", i),
                      "level '" + level->name + "' has no end (" +
                          (level->kind == Level::Kind::Scrolling ? "its chain has no tiles" : "it has no goal") +
                          "), so the game cannot move on from it"});
  }
}

}  // namespace sw
