#pragma once
// Counts heap allocations while `sw::test::countingAllocations` is set, to show a hot
// path (a simulation tick) allocates nothing. It replaces the global operator new, so
// include it in exactly one source file of a test executable.
#include <atomic>
#include <cstdlib>
#include <new>

namespace sw::test {
inline std::atomic<bool> countingAllocations{false};
inline std::atomic<long> allocationCount{0};
}  // namespace sw::test

void* operator new(std::size_t size) {
  if (sw::test::countingAllocations) ++sw::test::allocationCount;
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
// The nothrow form too (std::stable_sort's temporary buffer uses it): otherwise it comes
// from the runtime's allocator and goes back through the free() below, which ASan calls
// an alloc-dealloc mismatch.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  if (sw::test::countingAllocations) ++sw::test::allocationCount;
  return std::malloc(size ? size : 1);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
