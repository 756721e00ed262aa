#pragma once
// What a rollback session (net/rollback_session.h) sends its packets through: datagrams to
// and from one peer. ENet over UDP in the game (net/enet_transport.h), an in-process link
// with simulated latency and loss in tests and `net-sim` (net/simulated_link.h).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sw::net {

// What IPv4 and UDP add to each datagram: counted by the simulated link, and by the session's
// byte budget.
inline constexpr std::uint64_t kUdpIpHeaderBytes = 28;

enum class Delivery {
  Unreliable,  // inputs: may be lost, duplicated or reordered; the next packet repeats them
  Reliable,    // handshake, hash checks, desync details: arrive once, in order
};

class Transport {
 public:
  virtual ~Transport() = default;
  // Does the transport's own work (ENet: send, receive, resend, time out) at this time.
  virtual void service(std::uint64_t nowMs) = 0;
  virtual void send(const std::vector<std::uint8_t>& bytes, Delivery delivery) = 0;
  // The next datagram from the peer, if one is waiting.
  virtual bool receive(std::vector<std::uint8_t>& out) = 0;
  // A peer is there (ENet: connected; a joiner before its connection is up: false).
  virtual bool connected() const = 0;
  // Why the connection ended (the peer left, timed out, the host was busy), or empty.
  virtual std::string closedReason() const = 0;
  // Bytes handed to the network and taken from it, headers included where the transport
  // knows them (for the status line's kB/s).
  virtual std::uint64_t bytesSent() const = 0;
  virtual std::uint64_t bytesReceived() const = 0;
  // What the network carries for each unreliable datagram besides its bytes (the session's
  // byte budget counts it): IPv4 + UDP, and the transport's own header.
  virtual std::uint64_t datagramOverhead() const { return kUdpIpHeaderBytes; }
};

}  // namespace sw::net
