#pragma once
// The real transport: ENet (reliable UDP, libenet) with one peer. Channel 0 carries the
// reliable packets (handshake, hash checks, desync details), channel 1 the unreliable ones
// (inputs, pings), each of these in a datagram of its own so that copies are lost one by
// one; ENet may neither time the peer out early nor throttle the inputs, since loss is the
// rollback session's business. A host listens on a UDP port and takes the first peer that connects; a
// second one is turned away at once (it hears "the host already has a player"). A joiner
// connects to HOST:PORT. Received datagrams wait in a bounded queue (a flooding peer
// loses its excess, counted); nothing blocks: service() takes what is there and returns.
#include <cstdint>
#include <deque>
#include <memory>
#include <string>

#include "net/transport.h"

typedef struct _ENetHost ENetHost;
typedef struct _ENetPeer ENetPeer;

namespace sw::net {

inline constexpr std::size_t kMaxQueuedDatagrams = 4096;

class EnetTransport final : public Transport {
 public:
  // Nullptr and a message in `error` when the port cannot be opened or the name not found.
  static std::unique_ptr<EnetTransport> host(std::uint16_t port, std::string& error);
  static std::unique_ptr<EnetTransport> join(const std::string& hostName, std::uint16_t port, std::string& error);
  ~EnetTransport() override;

  void service(std::uint64_t nowMs) override;
  void send(const std::vector<std::uint8_t>& bytes, Delivery delivery) override;
  bool receive(std::vector<std::uint8_t>& out) override;
  bool connected() const override { return peer_ != nullptr && connected_; }
  std::string closedReason() const override { return closedReason_; }
  std::uint64_t bytesSent() const override;
  std::uint64_t bytesReceived() const override;
  // ENet's protocol header (4 bytes) and an unsequenced send command (8) on top of IP and UDP.
  std::uint64_t datagramOverhead() const override { return kUdpIpHeaderBytes + 12; }
  // Waits up to `ms` for network traffic (for loops with nothing else to do).
  void wait(std::uint32_t ms);
  // Sends what is queued and disconnects politely, waiting at most `ms`.
  void disconnect(std::uint32_t ms);
  std::uint64_t overflowed() const { return overflowed_; }

 private:
  EnetTransport() = default;
  void handleEvents(std::uint32_t timeoutMs);
  ENetHost* host_ = nullptr;
  ENetPeer* peer_ = nullptr;
  bool isHost_ = false;
  bool connected_ = false;
  std::string closedReason_;
  std::string peerName_;
  std::deque<std::vector<std::uint8_t>> queue_;
  std::uint64_t overflowed_ = 0;
};

// "HOST:PORT" -> host and port; false with a message when it is not that.
bool parseHostPort(const std::string& text, std::string& host, std::uint16_t& port, std::string& error);

}  // namespace sw::net
