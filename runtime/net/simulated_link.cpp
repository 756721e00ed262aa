#include "net/simulated_link.h"

namespace sw::net {

struct SimulatedLink::End final : Transport {
  explicit End(const NetConditions& out) : outgoing(out) {}
  DelayLine outgoing;  // what this end sends
  End* other = nullptr;
  std::uint64_t now = 0;
  std::uint64_t sent = 0, received = 0;
  bool* cut = nullptr;

  void service(std::uint64_t nowMs) override { now = nowMs > now ? nowMs : now; }
  void send(const std::vector<std::uint8_t>& bytes, Delivery delivery) override {
    if (*cut) return;
    sent += bytes.size() + kUdpIpHeaderBytes;
    outgoing.push(now, bytes, delivery == Delivery::Reliable);
  }
  bool receive(std::vector<std::uint8_t>& out) override {
    if (*cut) return false;
    if (!other->outgoing.pop(now, out)) return false;
    received += out.size() + kUdpIpHeaderBytes;
    return true;
  }
  bool connected() const override { return true; }  // a vanished peer shows as silence, as on UDP
  std::string closedReason() const override { return {}; }
  std::uint64_t bytesSent() const override { return sent; }
  std::uint64_t bytesReceived() const override { return received; }
};

SimulatedLink::SimulatedLink(const NetConditions& aToB, const NetConditions& bToA)
    : a_(std::make_unique<End>(aToB)), b_(std::make_unique<End>(bToA)) {
  a_->other = b_.get();
  b_->other = a_.get();
  a_->cut = b_->cut = &cut_;
}

SimulatedLink::~SimulatedLink() = default;
Transport& SimulatedLink::a() { return *a_; }
Transport& SimulatedLink::b() { return *b_; }
void SimulatedLink::cut() { cut_ = true; }
void SimulatedLink::setConditions(const NetConditions& aToB, const NetConditions& bToA) {
  a_->outgoing.setConditions(aToB);
  b_->outgoing.setConditions(bToA);
}
const DelayLine& SimulatedLink::lineAToB() const { return a_->outgoing; }
const DelayLine& SimulatedLink::lineBToA() const { return b_->outgoing; }

}  // namespace sw::net
