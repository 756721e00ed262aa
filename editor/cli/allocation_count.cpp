// The scrollwork-cli binary's global operator new: counts allocations while bench-sim
// asks it to (allocation_count.h). A relaxed atomic flag costs next to nothing when off.
// Bullet allocates with malloc behind btAlignedAlloc, not operator new, so its hook is
// installed too: the simulation's collision queries count like everything else.
#include "cli/allocation_count.h"

#include <LinearMath/btAlignedAllocator.h>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<bool> counting{false};
std::atomic<std::int64_t> allocations{0};

void* allocate(std::size_t size) {
  if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}

void* bulletAllocate(std::size_t size) {
  if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(size);
}
void bulletFree(void* p) { std::free(p); }
}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace sw::cli {

void installAllocationCounter() {
  // Bullet's aligned allocations go through this one when no aligned hook is set.
  btAlignedAllocSetCustom(bulletAllocate, bulletFree);
  AllocationCounter& c = allocationCounter();
  c.setCounting = [](bool on) { counting.store(on, std::memory_order_relaxed); };
  c.count = [] { return allocations.load(std::memory_order_relaxed); };
}

}  // namespace sw::cli
