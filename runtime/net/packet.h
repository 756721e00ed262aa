#pragma once
// The co-op wire format (net/rollback_session.h speaks it) and its parser. Every packet:
//
//   u16 magic 0x5753 ("SW")  u8 kind  u8 zero  u32 sequence  u32 session   (12 bytes)
//   then the kind's body; all numbers little-endian; strings are u16 length + UTF-8 bytes.
//
// Kinds: Hello (a joiner's protocol version, project content, level, seed), Welcome,
// Refuse (why), Inputs (an ack and up to kMaxInputsPerPacket ticks of input bits, runs of
// equal bits written once with their length, repeated until acknowledged so a lost packet
// costs nothing; the sender's tick, its lead and the loss it sees, net/link_quality.h),
// HashCheck (a confirmed tick's state hash, every 60 ticks), Desync (per-tick hashes and per-entity digests, after a mismatch),
// Ping/Pong (round trip), Bye; for spectators (net/spectator.h) Watch (a Hello's body) and
// Feed (both players' confirmed bits for ticks firstTick .. firstTick + count - 1, a pair
// per tick, sent reliably and in order).
//
// The parser trusts nothing: a packet over kMaxPacketBytes, cut short, with bytes left over,
// an unknown kind, a string or list over its limit, an input run shorter than 2, past the
// count or next to equal bits (each packet has one way to be written), is refused with a
// reason (ParseError) and the session counts it. Parsing never allocates more than the
// limits allow and never loops longer than the packet is. ReplayWindow then refuses a
// sequence number seen before (replayed) or older than its 64-packet window.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sw::net {

inline constexpr std::uint16_t kProtocolVersion = 2;  // 2: Inputs carry tick, lead and loss
inline constexpr std::uint16_t kMagic = 0x5753;
inline constexpr std::size_t kHeaderBytes = 12;
inline constexpr std::size_t kMaxPacketBytes = 8192;
inline constexpr std::size_t kMaxInputsPerPacket = 128;
inline constexpr std::size_t kMaxStringBytes = 512;
inline constexpr std::size_t kMaxHelloFiles = 128;
inline constexpr std::size_t kMaxTrailHashes = 120;
inline constexpr std::size_t kMaxEntityDigests = 400;

enum class PacketKind : std::uint8_t {
  Hello = 1,
  Welcome = 2,
  Refuse = 3,
  Inputs = 4,
  HashCheck = 5,
  Desync = 6,
  Ping = 7,
  Pong = 8,
  Bye = 9,
  Watch = 10,  // a spectator's Hello
  Feed = 11,   // both players' confirmed inputs, host to spectator
};

struct FileDigest {
  std::string path;  // project-relative, '/' separated
  std::uint64_t hash = 0;
  bool operator==(const FileDigest&) const = default;
};

// What names one piece of the game's state in a desync report. Other: a kind of state the
// digest has no name for yet (RuntimeLevel::visitState shows it, e.g. beams), one digest per
// kind, its id a hash of the kind's name (net/state_digest.h).
enum class EntityKind : std::uint8_t {
  Level = 0,
  Player = 1,
  Enemy = 2,
  PlayerBullets = 3,
  EnemyBullets = 4,
  Particles = 5,
  Other = 6,
};

struct EntityDigest {
  EntityKind kind = EntityKind::Level;
  std::uint32_t id = 0;  // player index, enemy serial, Other: kind name hash; 0 for the rest
  std::uint64_t hash = 0;
  bool operator==(const EntityDigest&) const = default;
};

struct Packet {
  PacketKind kind = PacketKind::Bye;
  std::uint32_t sequence = 0;
  std::uint32_t session = 0;
  // Hello, Welcome
  std::uint16_t version = 0;
  std::uint64_t projectHash = 0;
  std::uint64_t seed = 0;
  std::string level;
  std::vector<FileDigest> files;
  std::uint8_t inputDelay = 0;  // Welcome: the host's, for the status line
  // Refuse, Bye
  std::string reason;
  // Inputs: the sender has every tick of ours before `ack`; its own bits for ticks
  // firstTick .. firstTick + count - 1; its game's tick (in `tick`), how far that runs ahead
  // of ours as it sees it (in 1/64 ticks) and the share of our datagrams it lost (in 1/255).
  std::uint32_t ack = 0;
  std::uint32_t firstTick = 0;
  std::uint8_t count = 0;
  std::array<std::uint8_t, kMaxInputsPerPacket> bits{};
  std::array<std::uint8_t, kMaxInputsPerPacket> bits2{};  // Feed: player 2's (bits: player 1's)
  std::int16_t lead = 0;
  std::uint8_t lossSeen = 0;
  // HashCheck, Desync: the tick and its state hash; Bye: the tick the sender stopped at;
  // Inputs: the sender's tick
  std::uint32_t tick = 0;
  std::uint64_t hash = 0;
  // Desync: hashes of ticks trailFirst .. trailFirst + trail.size() - 1, and digests at `tick`
  std::uint32_t trailFirst = 0;
  std::vector<std::uint64_t> trail;
  std::vector<EntityDigest> entities;
  // Ping, Pong
  std::uint32_t timeMs = 0;
};

enum class ParseError {
  None,
  Oversized,   // over kMaxPacketBytes
  Truncated,   // shorter than its header or its body says
  Malformed,   // bad magic, kind, reserved byte, limit, value, or bytes left over
};

const char* parseErrorName(ParseError error);

// Appends nothing on failure; `out` is cleared first.
void encodePacket(const Packet& packet, std::vector<std::uint8_t>& out);
// Fills `out` (its vectors are reused) or says why not.
ParseError parsePacket(std::span<const std::uint8_t> bytes, Packet& out);

// Sequence numbers from one sender: each is accepted once, and only within the last 64.
class ReplayWindow {
 public:
  enum class Verdict { Fresh, Replayed, OutOfWindow };
  Verdict check(std::uint32_t sequence);  // and remembers a fresh one
  void reset() { highest_ = 0; seen_ = 0; any_ = false; }

 private:
  std::uint32_t highest_ = 0;
  std::uint64_t seen_ = 0;  // bit i: highest_ - i was seen
  bool any_ = false;
};

}  // namespace sw::net
