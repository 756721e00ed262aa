#pragma once
// Two transports joined in process through a simulated network (net/net_conditions.h): what
// tests and `scrollwork-cli net-sim` run two peers over. Time is whatever the caller says
// (service(nowMs)), so a test can run an hour of play through 150 ms of latency in seconds
// and get the same result every time. Bytes are counted with 28 bytes of IPv4 + UDP header
// per datagram, as a real network would carry them.
#include <memory>

#include "net/net_conditions.h"
#include "net/transport.h"

namespace sw::net {

class SimulatedLink {
 public:
  // aToB: conditions for what A sends; bToA: for what B sends.
  SimulatedLink(const NetConditions& aToB, const NetConditions& bToA);
  ~SimulatedLink();
  Transport& a();
  Transport& b();
  // Cuts the link: from now on nothing arrives either way (a peer that vanished).
  void cut();
  // New conditions for what is sent from now on (DelayLine::setConditions).
  void setConditions(const NetConditions& aToB, const NetConditions& bToA);
  const DelayLine& lineAToB() const;
  const DelayLine& lineBToA() const;

 private:
  struct End;
  std::unique_ptr<End> a_, b_;
  bool cut_ = false;
};

}  // namespace sw::net
