#pragma once
#include <cstdint>

namespace sw {

// splitmix64's finaliser: spreads keys whose low bits say little (ids counting up from
// one, heap addresses, cell coordinates) over all the bits. Also the last step of the
// seeds of the simulation (simSeed): changing it changes every replay.
constexpr std::uint64_t mix64(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace sw
