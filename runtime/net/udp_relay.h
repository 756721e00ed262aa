#pragma once
// `scrollwork-cli net-relay`: a UDP relay that plays a bad network between two real peers.
// It listens on a port; the first address that sends to it is the client, whose datagrams
// go on to HOST:PORT, and the answers come back; each direction through its own DelayLine
// (net/net_conditions.h: latency, jitter, loss, duplicates, reordering, seeded). Datagrams
// from any other address are dropped (counted). Loss may start only after a while
// (`lossAfterSeconds`), so the peers connect before the network turns bad. Runs until `seconds` pass (0: until
// stopRelay() is called, e.g. from a signal handler).
#include <atomic>
#include <cstdint>
#include <ostream>
#include <string>

#include "net/net_conditions.h"

namespace sw::net {

struct RelayOptions {
  std::uint16_t listenPort = 0;
  std::string toHost = "127.0.0.1";
  std::uint16_t toPort = 0;
  NetConditions conditions;  // both directions (each with its own seed)
  double seconds = 0;
  double lossAfterSeconds = 0;  // > 0: no loss until then (the peers connect on a good network)
};

struct RelayStats {
  std::uint64_t up = 0, down = 0;  // datagrams delivered client -> host, host -> client
  std::uint64_t dropped = 0, duplicated = 0, strangers = 0;
};

// False with a message when a socket cannot be opened or the host not found.
bool runUdpRelay(const RelayOptions& options, RelayStats& stats, std::string& error);
void stopRelay();

}  // namespace sw::net
