// libFuzzer target for the co-op packet parser (net/packet.h): any bytes must be answered
// without a crash, a hang or an over-limit allocation, and an accepted packet must encode
// back to the same bytes. Seeds: encode the samples of tests/runtime/net/packet_test.cpp.
#include <algorithm>
#include <cstdint>
#include <span>
#include <cstdlib>
#include <vector>

#include "net/packet.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  sw::net::Packet packet;
  if (sw::net::parsePacket(std::span<const std::uint8_t>(data, size), packet) == sw::net::ParseError::None) {
    std::vector<std::uint8_t> again;
    sw::net::encodePacket(packet, again);
    if (again.size() != size || !std::equal(again.begin(), again.end(), data)) std::abort();
  }
  sw::net::ReplayWindow window;
  for (std::size_t i = 0; i + 4 <= size && i < 256; i += 4)
    window.check(std::uint32_t(data[i]) | std::uint32_t(data[i + 1]) << 8 | std::uint32_t(data[i + 2]) << 16 |
                 std::uint32_t(data[i + 3]) << 24);
  return 0;
}
