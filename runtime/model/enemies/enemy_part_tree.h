#pragma once
// An enemy type's parts as a tree: who hangs on whom, in which order poses are computed,
// what falls with a destroyed part, and what is wrong with the tree.
#include <vector>

#include "model/enemies/enemy_behaviour.h"
#include "model/enemies/enemy_type.h"

namespace sw {

inline constexpr int kBodyParent = -1;
inline constexpr int kMissingParent = -2;

// Per part: its parent's index, kBodyParent, or kMissingParent (no part of that name,
// or the part names itself).
std::vector<int> partParents(const EnemyType& type);
// Parts whose chain of parents reaches the body, parents before children (stable: list
// order among equals). Parts on a cycle or below a missing parent are left out.
std::vector<int> partOrder(const EnemyType& type);
// The part and everything hanging below it, in partOrder's order.
std::vector<int> partSubtree(const EnemyType& type, int part);
// Whether `part` hangs (at any depth) below `ancestor`.
bool hangsBelow(const EnemyType& type, int part, int ancestor);

// Empty or duplicate part names, a missing parent, a cycle, a weak-point fight without
// weak points, impossible beam or launcher numbers, NaN in a pose.
void partTreeProblems(const EnemyType& type, std::vector<BehaviourProblem>* problems);

}  // namespace sw
