// The registry of game kinds (game_kind.h). The shooter is built in; other kinds register
// themselves before their first level is built.
#include "sim/game_kind.h"

#include <algorithm>
#include <deque>
#include <mutex>

namespace sw {

void assembleShooter(LevelAssembly& assembly);     // sim/shooter/shooter_kind.cpp
void assemblePlatformer(LevelAssembly& assembly);  // sim/platformer/platformer_kind.cpp

namespace {
struct Registry {
  std::mutex mutex;
  std::deque<GameKind> kinds;  // deque: a kind found stays where it is when others register
  Registry() {
    kinds.push_back({std::string(kShooterKind), &assembleShooter});
    kinds.push_back({std::string(kPlatformerKind), &assemblePlatformer});
  }
};

Registry& registry() {
  static Registry r;
  return r;
}
}  // namespace

void registerGameKind(GameKind kind) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto same = std::find_if(r.kinds.begin(), r.kinds.end(), [&](const GameKind& k) { return k.name == kind.name; });
  if (same != r.kinds.end())
    *same = std::move(kind);
  else
    r.kinds.push_back(std::move(kind));
}

const GameKind* findGameKind(std::string_view name) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  for (const GameKind& k : r.kinds)
    if (k.name == name) return &k;
  return nullptr;
}

std::vector<std::string> gameKindNames() {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  std::vector<std::string> names;
  for (const GameKind& k : r.kinds) names.push_back(k.name);
  return names;
}

}  // namespace sw
