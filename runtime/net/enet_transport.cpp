#include "net/enet_transport.h"

#include <enet/enet.h>

#include <cstdlib>
#include <mutex>

namespace sw::net {

namespace {

constexpr enet_uint32 kBusy = 0xB5;  // disconnect data: the host already has a player
constexpr enet_uint8 kReliableChannel = 0, kUnreliableChannel = 1;

bool initialise(std::string& error) {
  static std::once_flag once;
  static bool ok = false;
  std::call_once(once, [] {
    ok = enet_initialize() == 0;
    if (ok) std::atexit(enet_deinitialize);
  });
  if (!ok) error = "the network library (ENet) could not start";
  return ok;
}

// Loss is the rollback session's business (it repeats inputs itself and times out a silent
// peer after its own timeoutMs): ENet must not give up on a peer because its reliable
// packets took many tries at 90 % loss, nor throttle the unreliable inputs when the round
// trip wobbles (its throttle drops them at the sender).
// The throttle's settings go to the other side as a command: only once connected.
void tolerateLoss(ENetPeer* peer, bool connected) {
  enet_peer_timeout(peer, 1024, 20000, 60000);
  if (connected)
    enet_peer_throttle_configure(peer, ENET_PEER_PACKET_THROTTLE_INTERVAL, ENET_PEER_PACKET_THROTTLE_SCALE, 0);
}

std::string addressText(const ENetAddress& a) {
  char name[64] = {};
  enet_address_get_host_ip(&a, name, sizeof name);
  return std::string(name) + ":" + std::to_string(a.port);
}

}  // namespace

bool parseHostPort(const std::string& text, std::string& host, std::uint16_t& port, std::string& error) {
  const std::size_t colon = text.rfind(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 == text.size()) {
    error = "'" + text + "' is not HOST:PORT";
    return false;
  }
  host = text.substr(0, colon);
  const std::string digits = text.substr(colon + 1);
  if (digits.size() > 5 || digits.find_first_not_of("0123456789") != std::string::npos || std::stoul(digits) == 0 ||
      std::stoul(digits) > 65535) {
    error = "'" + digits + "' in '" + text + "' is not a port (1 to 65535)";
    return false;
  }
  port = std::uint16_t(std::stoul(digits));
  return true;
}

std::unique_ptr<EnetTransport> EnetTransport::host(std::uint16_t port, std::string& error) {
  if (!initialise(error)) return nullptr;
  ENetAddress address{};
  address.host = ENET_HOST_ANY;
  address.port = port;
  std::unique_ptr<EnetTransport> t(new EnetTransport);
  t->isHost_ = true;
  // Two peer slots: the player, and room to turn a second one away politely.
  t->host_ = enet_host_create(&address, 2, 2, 0, 0);
  if (!t->host_) {
    error = "cannot listen on UDP port " + std::to_string(port) + " (in use, or not allowed)";
    return nullptr;
  }
  return t;
}

std::unique_ptr<EnetTransport> EnetTransport::join(const std::string& hostName, std::uint16_t port, std::string& error) {
  if (!initialise(error)) return nullptr;
  ENetAddress address{};
  if (enet_address_set_host(&address, hostName.c_str()) != 0) {
    error = "cannot find the host '" + hostName + "'";
    return nullptr;
  }
  address.port = port;
  std::unique_ptr<EnetTransport> t(new EnetTransport);
  t->host_ = enet_host_create(nullptr, 1, 2, 0, 0);
  if (!t->host_) {
    error = "cannot open a UDP socket";
    return nullptr;
  }
  t->peer_ = enet_host_connect(t->host_, &address, 2, 0);
  if (!t->peer_) {
    error = "cannot connect to " + hostName + ":" + std::to_string(port);
    return nullptr;
  }
  t->peerName_ = hostName + ":" + std::to_string(port);
  tolerateLoss(t->peer_, false);  // the connection's own handshake too
  return t;
}

EnetTransport::~EnetTransport() {
  if (host_) enet_host_destroy(host_);
}

void EnetTransport::handleEvents(std::uint32_t timeoutMs) {
  ENetEvent event;
  // Bounded: a flood cannot keep us here; what is left waits for the next call.
  for (int i = 0; i < 1024 && enet_host_service(host_, &event, i == 0 ? timeoutMs : 0) > 0; ++i) {
    switch (event.type) {
      case ENET_EVENT_TYPE_CONNECT:
        if (isHost_ && peer_ && event.peer != peer_) {
          enet_peer_disconnect(event.peer, kBusy);  // one player per session
          break;
        }
        peer_ = event.peer;
        connected_ = true;
        closedReason_.clear();
        peerName_ = addressText(event.peer->address);
        tolerateLoss(peer_, true);
        break;
      case ENET_EVENT_TYPE_RECEIVE:
        if (event.peer == peer_) {
          if (queue_.size() < kMaxQueuedDatagrams)
            queue_.emplace_back(event.packet->data, event.packet->data + event.packet->dataLength);
          else
            ++overflowed_;
        }
        enet_packet_destroy(event.packet);
        break;
      case ENET_EVENT_TYPE_DISCONNECT:
        if (event.peer != peer_) break;  // the one we turned away
        if (!isHost_ && !connected_)
          closedReason_ = event.data == kBusy ? "the host at " + peerName_ + " already has a player"
                                              : "no host answered at " + peerName_;
        else
          closedReason_ = "the other player (" + peerName_ + ") disconnected";
        connected_ = false;
        peer_ = nullptr;
        break;
      case ENET_EVENT_TYPE_NONE: break;
    }
  }
}

void EnetTransport::service(std::uint64_t) {
  handleEvents(0);
  enet_host_flush(host_);
}

void EnetTransport::wait(std::uint32_t ms) { handleEvents(ms); }

void EnetTransport::send(const std::vector<std::uint8_t>& bytes, Delivery delivery) {
  if (!peer_ || !connected_) return;
  const bool reliable = delivery == Delivery::Reliable;
  // Unreliable packets go unsequenced: sequenced, ENet drops one that arrives after a later
  // one, and with 10 ms of jitter that was most of the pings (a ping and the inputs sent in
  // the same millisecond overtake each other half the time), so a round trip was rarely
  // measured. Reordering is what Delivery::Unreliable allows; the session's replay window
  // drops repeats.
  ENetPacket* packet =
      enet_packet_create(bytes.data(), bytes.size(), reliable ? ENET_PACKET_FLAG_RELIABLE : ENET_PACKET_FLAG_UNSEQUENCED);
  if (!packet) return;
  if (enet_peer_send(peer_, reliable ? kReliableChannel : kUnreliableChannel, packet) != 0) {
    enet_packet_destroy(packet);
    return;
  }
  // Each unreliable packet in a datagram of its own: ENet would otherwise pack the copies the
  // session sends of one frame's inputs into one datagram, and one loss would take them all.
  if (!reliable) enet_host_flush(host_);
}

bool EnetTransport::receive(std::vector<std::uint8_t>& out) {
  if (queue_.empty()) return false;
  out = std::move(queue_.front());
  queue_.pop_front();
  return true;
}

std::uint64_t EnetTransport::bytesSent() const {
  return std::uint64_t(host_->totalSentData) + std::uint64_t(host_->totalSentPackets) * 28;
}
std::uint64_t EnetTransport::bytesReceived() const {
  return std::uint64_t(host_->totalReceivedData) + std::uint64_t(host_->totalReceivedPackets) * 28;
}

void EnetTransport::disconnect(std::uint32_t ms) {
  if (!peer_) return;
  enet_peer_disconnect_later(peer_, 0);
  ENetEvent event;
  for (std::uint32_t waited = 0; waited < ms; waited += 10) {
    if (enet_host_service(host_, &event, 10) <= 0) continue;
    if (event.type == ENET_EVENT_TYPE_RECEIVE) enet_packet_destroy(event.packet);
    if (event.type == ENET_EVENT_TYPE_DISCONNECT && event.peer == peer_) break;
  }
  peer_ = nullptr;
  connected_ = false;
}

}  // namespace sw::net
