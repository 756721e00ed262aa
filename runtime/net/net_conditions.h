#pragma once
// A bad network, simulated: datagrams are held back by a latency with jitter, some are lost,
// duplicated or delivered out of order, all from a seeded generator so a test sees the same
// network every run. Used by the in-process link (net/simulated_link.h) and by the UDP relay
// (`scrollwork-cli net-relay`, net/udp_relay.h).
#include <cstdint>
#include <queue>
#include <vector>

#include "core/random.h"

namespace sw::net {

struct NetConditions {
  double latencyMs = 0;  // one way
  double jitterMs = 0;   // each datagram's delay varies by up to this much either way
  double loss = 0;       // 0..1
  double duplicate = 0;  // 0..1: delivered twice
  double reorder = 0;    // 0..1: held back an extra latency, so later ones overtake it
  std::uint64_t seed = 1;
};

// One direction of a link: datagrams go in with the time they were sent and come out when
// they are due. Reliable ones are never lost, duplicated or reordered (ENet resends them),
// only delayed.
class DelayLine {
 public:
  explicit DelayLine(const NetConditions& conditions);
  void push(std::uint64_t nowMs, const std::vector<std::uint8_t>& bytes, bool reliable);
  // The network changes (loss begins or ends): what is on its way stays on its way, and the
  // random stream goes on, so a run with changes is as repeatable as one without. The seed
  // stays the one the line began with.
  void setConditions(const NetConditions& conditions);
  // The next datagram due at `nowMs`, if any.
  bool pop(std::uint64_t nowMs, std::vector<std::uint8_t>& out);
  // When the next one is due (UINT64_MAX when none waits).
  std::uint64_t nextDue() const;
  std::size_t waiting() const { return queue_.size(); }
  std::uint64_t dropped() const { return dropped_; }
  std::uint64_t duplicated() const { return duplicated_; }

 private:
  struct Item {
    std::uint64_t due = 0;
    std::uint64_t order = 0;  // ties keep sending order
    std::vector<std::uint8_t> bytes;
    bool operator>(const Item& o) const { return due != o.due ? due > o.due : order > o.order; }
  };
  double delay();
  NetConditions c_;
  MwcRandom random_;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue_;
  std::uint64_t order_ = 0;
  std::uint64_t lastReliableDue_ = 0;
  std::uint64_t dropped_ = 0, duplicated_ = 0;
};

}  // namespace sw::net
