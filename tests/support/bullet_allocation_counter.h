#pragma once
// Bullet allocates through btAlignedAlloc (malloc), which the operator-new counter of
// allocation_counter.h does not see. installBulletAllocationCounter() routes Bullet's
// allocations through counters that follow the same sw::test::countingAllocations switch,
// so "no allocation per tick" covers the collision queries too. Needs Bullet's include
// directory and BT_USE_DOUBLE_PRECISION (the float64 build) on the test target.
#include <LinearMath/btAlignedAllocator.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>

#include "allocation_counter.h"

namespace sw::test {

inline std::atomic<long> bulletAllocationCount{0};

inline void* bulletCountingAlloc(std::size_t size) {
  if (countingAllocations) ++bulletAllocationCount;
  return std::malloc(size ? size : 1);
}
inline void bulletCountingFree(void* p) { std::free(p); }
inline void* bulletCountingAlignedAlloc(std::size_t size, int alignment) {
  if (countingAllocations) ++bulletAllocationCount;
  void* p = nullptr;
  const std::size_t align = std::max<std::size_t>(static_cast<std::size_t>(alignment), sizeof(void*));
  return posix_memalign(&p, align, size ? size : 1) == 0 ? p : nullptr;
}

inline void installBulletAllocationCounter() {
  btAlignedAllocSetCustom(bulletCountingAlloc, bulletCountingFree);
  btAlignedAllocSetCustomAligned(bulletCountingAlignedAlloc, bulletCountingFree);
}

}  // namespace sw::test
