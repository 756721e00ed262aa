#include "model/enemies/enemy_part_tree.h"

#include <cmath>

#include "core/error.h"

namespace sw {

std::vector<int> partParents(const EnemyType& type) {
  std::vector<int> out;
  for (const auto& p : type.parts) {
    if (p->parent.empty()) {
      out.push_back(kBodyParent);
      continue;
    }
    const int i = type.partIndex(p->parent);
    out.push_back(i < 0 || type.parts[std::size_t(i)].get() == p.get() ? kMissingParent : i);
  }
  return out;
}

std::vector<int> partOrder(const EnemyType& type) {
  const std::vector<int> parents = partParents(type);
  const std::size_t n = parents.size();
  std::vector<int> out;
  std::vector<bool> placed(n, false);
  // Breadth by depth keeps list order among siblings and needs no recursion.
  bool grew = true;
  while (grew) {
    grew = false;
    for (std::size_t i = 0; i < n; ++i) {
      if (placed[i]) continue;
      const int parent = parents[i];
      if (parent == kBodyParent || (parent >= 0 && placed[std::size_t(parent)])) {
        placed[i] = true;
        out.push_back(int(i));
        grew = true;
      }
    }
  }
  return out;
}

bool hangsBelow(const EnemyType& type, int part, int ancestor) {
  const std::vector<int> parents = partParents(type);
  int at = part;
  for (std::size_t steps = 0; steps <= parents.size() && at >= 0; ++steps) {
    at = parents[std::size_t(at)];
    if (at == ancestor) return true;
  }
  return false;
}

std::vector<int> partSubtree(const EnemyType& type, int part) {
  std::vector<int> out;
  for (int i : partOrder(type))
    if (i == part || hangsBelow(type, i, part)) out.push_back(i);
  return out;
}

void partTreeProblems(const EnemyType& type, std::vector<BehaviourProblem>* problems) {
  if (!problems) return;
  auto fail = [&](std::string pointer, std::string message) {
    problems->push_back({std::move(pointer), "enemy '" + type.name + "': " + std::move(message), true});
  };
  std::string field;
  if (auto why = type.weaponryProblem(&field); !why.empty()) fail("/" + field, why);
  const std::vector<int> parents = partParents(type);
  const std::vector<int> order = partOrder(type);
  std::vector<bool> placed(type.parts.size(), false);
  for (int i : order) placed[std::size_t(i)] = true;
  bool anyWeakPoint = false;
  for (std::size_t i = 0; i < type.parts.size(); ++i) {
    const EnemyPart& p = *type.parts[i];
    const std::string ptr = "/parts/" + std::to_string(i);
    const std::string who = "part " + (p.name.empty() ? std::to_string(i + 1) : quotedName(p.name));
    anyWeakPoint = anyWeakPoint || p.weakPoint;
    if (p.name.empty()) fail(ptr + "/name", who + " has no name");
    for (std::size_t j = 0; j < i; ++j)
      if (!p.name.empty() && type.parts[j]->name == p.name)
        fail(ptr + "/name", "duplicate part name " + quotedName(p.name) + " (also part " + std::to_string(j + 1) + ")");
    if (parents[i] == kMissingParent)
      fail(ptr + "/parent", p.parent == p.name ? who + " names itself as its parent"
                                               : who + " hangs on " + quotedName(p.parent) + ", which is no part of it");
    else if (!placed[i] && parents[i] >= 0 && hangsBelow(type, parents[i], int(i)))
      fail(ptr + "/parent", who + " is on a cycle of parents (it hangs, through " + quotedName(p.parent) +
                                ", below itself)");
    if (!p.offset.isFinite() || !std::isfinite(p.rotation) || !p.openOffset.isFinite() || !std::isfinite(p.openRotation))
      fail(ptr + "/offset", who + ": its pose is not a finite number");
    for (const Vec3& s : p.spheres)
      if (!std::isfinite(s.x) || !std::isfinite(s.y) || !(s.z > 0)) {
        fail(ptr + "/spheres", who + ": a collision sphere needs finite numbers and a radius above 0");
        break;
      }
    if (auto why = p.weaponryProblem(&field); !why.empty()) fail(ptr + "/" + field, who + ": " + why);
  }
  if (type.defeat == EnemyDefeat::WeakPoints && !anyWeakPoint)
    fail("/defeat", "it is defeated when every weak point is gone, but no part is a weak point");
}

}  // namespace sw
