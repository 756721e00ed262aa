#include "net/udp_relay.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cerrno>
#include <cstring>

namespace sw::net {

namespace {

std::atomic<bool> stopping{false};

class Socket {
 public:
  Socket() : fd_(::socket(AF_INET, SOCK_DGRAM, 0)) {}
  ~Socket() {
    if (fd_ >= 0) ::close(fd_);
  }
  Socket(const Socket&) = delete;
  Socket& operator=(const Socket&) = delete;
  int fd() const { return fd_; }

 private:
  int fd_;
};

bool sameAddress(const sockaddr_in& a, const sockaddr_in& b) {
  return a.sin_addr.s_addr == b.sin_addr.s_addr && a.sin_port == b.sin_port;
}

}  // namespace

void stopRelay() { stopping = true; }

bool runUdpRelay(const RelayOptions& options, RelayStats& stats, std::string& error) {
  stopping = false;
  Socket listen, upstream;
  if (listen.fd() < 0 || upstream.fd() < 0) {
    error = "cannot open a UDP socket";
    return false;
  }
  sockaddr_in local{};
  local.sin_family = AF_INET;
  local.sin_addr.s_addr = htonl(INADDR_ANY);
  local.sin_port = htons(options.listenPort);
  if (::bind(listen.fd(), reinterpret_cast<sockaddr*>(&local), sizeof local) != 0) {
    error = "cannot listen on UDP port " + std::to_string(options.listenPort) + ": " + std::strerror(errno);
    return false;
  }
  addrinfo hints{}, *found = nullptr;
  hints.ai_family = AF_INET;
  hints.ai_socktype = SOCK_DGRAM;
  if (::getaddrinfo(options.toHost.c_str(), nullptr, &hints, &found) != 0 || !found) {
    error = "cannot find the host '" + options.toHost + "'";
    return false;
  }
  sockaddr_in target{};
  std::memcpy(&target, found->ai_addr, sizeof target);
  ::freeaddrinfo(found);
  target.sin_port = htons(options.toPort);

  NetConditions upConditions = options.conditions, downConditions = options.conditions;
  downConditions.seed = options.conditions.seed * 31 + 7;
  // Before `lossAfterSeconds` only the delays: the players connect, then the network turns bad.
  NetConditions upClean = upConditions, downClean = downConditions;
  upClean.loss = downClean.loss = 0;
  const bool lossLater = options.lossAfterSeconds > 0;
  DelayLine up(lossLater ? upClean : upConditions), down(lossLater ? downClean : downConditions);
  bool lossStarted = !lossLater;
  sockaddr_in client{};
  bool haveClient = false;
  const auto start = std::chrono::steady_clock::now();
  auto nowMs = [&start] {
    return std::uint64_t(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count());
  };
  std::vector<std::uint8_t> buffer(65536), out;
  while (!stopping && (options.seconds <= 0 || double(nowMs()) < options.seconds * 1000)) {
    pollfd fds[2] = {{listen.fd(), POLLIN, 0}, {upstream.fd(), POLLIN, 0}};
    ::poll(fds, 2, 1);
    const std::uint64_t now = nowMs();
    if (!lossStarted && double(now) >= options.lossAfterSeconds * 1000) {
      up.setConditions(upConditions);
      down.setConditions(downConditions);
      lossStarted = true;
    }
    for (int i = 0; i < 256; ++i) {  // bounded per turn: a flood cannot starve delivery
      sockaddr_in from{};
      socklen_t length = sizeof from;
      const ssize_t n = ::recvfrom(listen.fd(), buffer.data(), buffer.size(), MSG_DONTWAIT,
                                   reinterpret_cast<sockaddr*>(&from), &length);
      if (n < 0) break;
      if (!haveClient) {
        client = from;
        haveClient = true;
      }
      if (!sameAddress(from, client)) {
        ++stats.strangers;
        continue;
      }
      up.push(now, std::vector<std::uint8_t>(buffer.begin(), buffer.begin() + n), false);
    }
    for (int i = 0; i < 256; ++i) {
      const ssize_t n = ::recv(upstream.fd(), buffer.data(), buffer.size(), MSG_DONTWAIT);
      if (n < 0) break;
      down.push(now, std::vector<std::uint8_t>(buffer.begin(), buffer.begin() + n), false);
    }
    while (up.pop(now, out)) {
      ::sendto(upstream.fd(), out.data(), out.size(), 0, reinterpret_cast<const sockaddr*>(&target), sizeof target);
      ++stats.up;
    }
    while (down.pop(now, out)) {
      if (haveClient)
        ::sendto(listen.fd(), out.data(), out.size(), 0, reinterpret_cast<const sockaddr*>(&client), sizeof client);
      ++stats.down;
    }
  }
  stats.dropped = up.dropped() + down.dropped();
  stats.duplicated = up.duplicated() + down.duplicated();
  return true;
}

}  // namespace sw::net
