#pragma once
// Heap allocations counted by the scrollwork-cli binary, for bench-sim's allocs_per_tick.
// The counting operator new lives in the binary alone (allocation_count.cpp, installed by
// main()), so test executables that link the commands keep their own allocator and can
// run bench-sim in-process; without the binary's counter the figure is "unavailable".
#include <cstdint>

namespace sw::cli {

struct AllocationCounter {
  void (*setCounting)(bool on) = nullptr;  // count allocations while on
  std::int64_t (*count)() = nullptr;       // allocations counted so far
  bool available() const { return setCounting && count; }
};

// The counter bench-sim uses; empty until installAllocationCounter() ran.
AllocationCounter& allocationCounter();

// Defined in allocation_count.cpp, which only the scrollwork-cli binary compiles.
void installAllocationCounter();

}  // namespace sw::cli
