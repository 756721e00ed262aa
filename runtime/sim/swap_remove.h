#pragma once
// Pools are unordered arrays (DOMAIN.md, "No heap allocation while a level runs"): an entity
// leaves by taking the last one's place, so removing never shifts the rest nor allocates.
#include <cstddef>
#include <utility>
#include <vector>

namespace sw {

template <class T>
void swapRemove(std::vector<T>& pool, std::size_t i) {
  if (i + 1 != pool.size()) pool[i] = std::move(pool.back());
  pool.pop_back();
}

}  // namespace sw
